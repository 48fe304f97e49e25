package dev.ddbcourse.kit.display;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Rich output (HTML with a plain-text alternative) when the kit runs inside a Jupyter Java
 * kernel: JJava, IJava or rapaio. Each kernel is found by reflection, so the kit has no
 * dependency on any of them and behaves as plain Java everywhere else.
 *
 * <pre>{@code
 * if (!JupyterDisplay.show(table.html(), table.text())) System.out.println(table.text());
 * }</pre>
 */
public final class JupyterDisplay {
    private JupyterDisplay() {}

    /** Found once per JVM: a kernel does not appear or go away while the kit runs. */
    private static final class Detected {
        static final BiConsumer<String, String> KERNEL = detect();
    }

    /** True inside a Jupyter kernel that can show HTML. */
    public static boolean available() {
        return Detected.KERNEL != null;
    }

    /**
     * Shows {@code html} in the notebook, with {@code text} as its text/plain alternative (what
     * GitHub and nbconvert fall back to, and what the golden comparison reads). Returns false,
     * having shown nothing, outside a kernel; the caller then prints the text.
     */
    public static boolean show(String html, String text) {
        BiConsumer<String, String> kernel = Detected.KERNEL;
        if (kernel == null) return false;
        // The kernel sends display data at once but buffers System.out: flush so the request
        // log printed before this call stays above the table.
        System.out.flush();
        try {
            kernel.accept(html, text);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    static BiConsumer<String, String> detect() {
        for (Finder kernel : List.<Finder>of(JupyterDisplay::jjava, JupyterDisplay::ijava, JupyterDisplay::rapaio)) {
            try {
                BiConsumer<String, String> found = kernel.find();
                if (found != null) return found;
            } catch (ReflectiveOperationException | LinkageError | RuntimeException absent) {
                // not this kernel; try the next
            }
        }
        return null;
    }

    @FunctionalInterface
    private interface Finder {
        BiConsumer<String, String> find() throws ReflectiveOperationException;
    }

    /** JJava: BaseKernel.notebookKernel().display(DisplayData). */
    private static BiConsumer<String, String> jjava() throws ReflectiveOperationException {
        return baseKernel("org.dflib.jjava.jupyter.kernel.BaseKernel", "notebookKernel",
                "org.dflib.jjava.jupyter.kernel.display.DisplayData");
    }

    /** IJava (SpencerPark's release): IJava.getKernelInstance().display(DisplayData). */
    private static BiConsumer<String, String> ijava() throws ReflectiveOperationException {
        return baseKernel("io.github.spencerpark.ijava.IJava", "getKernelInstance",
                "io.github.spencerpark.jupyter.kernel.display.DisplayData");
    }

    /** The JJava/IJava family: a static kernel getter and a DisplayData with putHTML/putText. */
    private static BiConsumer<String, String> baseKernel(String owner, String getter, String displayData)
            throws ReflectiveOperationException {
        Object kernel = load(owner).getMethod(getter).invoke(null);
        if (kernel == null) return null;
        Class<?> dataClass = load(displayData);
        Method putHtml = dataClass.getMethod("putHTML", String.class);
        Method putText = dataClass.getMethod("putText", String.class);
        Method display = kernel.getClass().getMethod("display", dataClass);
        var constructor = dataClass.getConstructor();
        return (html, text) -> invoke(() -> {
            Object data = constructor.newInstance();
            putText.invoke(data, text);
            putHtml.invoke(data, html);
            display.invoke(kernel, data);
        });
    }

    /** rapaio: MainApp.kernel.display(DisplayData.fromHtml(html) + text). */
    private static BiConsumer<String, String> rapaio() throws ReflectiveOperationException {
        Object kernel = load("org.rapaio.jupyter.kernel.MainApp").getField("kernel").get(null);
        if (kernel == null) return null;
        Class<?> dataClass = load("org.rapaio.jupyter.kernel.display.DisplayData");
        Method fromHtml = dataClass.getMethod("fromHtml", String.class);
        Method putText = dataClass.getMethod("putText", String.class);
        Method display = kernel.getClass().getMethod("display", dataClass);
        return (html, text) -> invoke(() -> {
            Object data = fromHtml.invoke(null, html);
            putText.invoke(data, text);
            display.invoke(kernel, data);
        });
    }

    /** The kernel's classes sit in the JVM's application loader; the kit may be loaded by JShell's. */
    private static Class<?> load(String name) throws ClassNotFoundException {
        var loaders = new ArrayList<ClassLoader>();
        loaders.add(JupyterDisplay.class.getClassLoader());
        loaders.add(Thread.currentThread().getContextClassLoader());
        loaders.add(ClassLoader.getSystemClassLoader());
        ClassNotFoundException last = new ClassNotFoundException(name);
        for (ClassLoader loader : loaders) {
            if (loader == null) continue;
            try {
                return Class.forName(name, false, loader);
            } catch (ClassNotFoundException e) {
                last = e;
            }
        }
        throw last;
    }

    @FunctionalInterface
    private interface Reflective {
        void run() throws ReflectiveOperationException;
    }

    private static void invoke(Reflective call) {
        try {
            call.run();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Jupyter display failed: " + e, e);
        }
    }
}
