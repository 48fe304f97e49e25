package dev.ddbcourse.kit.display;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Rich output (HTML or another MIME type, with a plain-text alternative) when the kit runs inside a Jupyter Java
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
        static final Consumer<Map<String, Object>> KERNEL = detect();
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
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("text/html", html);
        data.put("text/plain", text);
        return show(data);
    }

    /**
     * Shows one display of several MIME types: {@code data} maps each type to its content (a
     * string, or maps and lists for a JSON type such as Vega-Lite's) and must hold text/plain.
     * Returns false, having shown nothing, outside a kernel.
     */
    public static boolean show(Map<String, Object> data) {
        if (!(data.get("text/plain") instanceof String)) throw new IllegalArgumentException("a display needs text/plain");
        Consumer<Map<String, Object>> kernel = Detected.KERNEL;
        if (kernel == null) return false;
        // The kernel sends display data at once but buffers System.out: flush so the request
        // log printed before this call stays above the table.
        System.out.flush();
        try {
            kernel.accept(data);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    static Consumer<Map<String, Object>> detect() {
        // A kernel runs notebook code through JShell: anywhere else, do not look for its classes
        // (a class that is not there is looked for in every jar of the classpath, a tenth of a lesson's start).
        if (!calledFromNotebookCode()) return null;
        for (Finder kernel : List.<Finder>of(JupyterDisplay::jjava, JupyterDisplay::ijava, JupyterDisplay::rapaio)) {
            try {
                Consumer<Map<String, Object>> found = kernel.find();
                if (found != null) return found;
            } catch (ReflectiveOperationException | LinkageError | RuntimeException absent) {
                // not this kernel; try the next
            }
        }
        return null;
    }

    /**
     * Whether a cell's code is on the calling thread's stack: JShell compiles every snippet into a
     * class of its package {@code REPL} (JJava runs them on a thread of its own, so JShell's own
     * {@code jdk.jshell} frames need not be there).
     */
    private static boolean calledFromNotebookCode() {
        return StackWalker.getInstance().walk(frames -> frames.anyMatch(f -> f.getClassName().startsWith("REPL.")
                || f.getClassName().startsWith("jdk.jshell.")));
    }

    @FunctionalInterface
    private interface Finder {
        Consumer<Map<String, Object>> find() throws ReflectiveOperationException;
    }

    /** JJava: BaseKernel.notebookKernel().display(DisplayData). */
    private static Consumer<Map<String, Object>> jjava() throws ReflectiveOperationException {
        return baseKernel("org.dflib.jjava.jupyter.kernel.BaseKernel", "notebookKernel",
                "org.dflib.jjava.jupyter.kernel.display.DisplayData");
    }

    /** IJava (SpencerPark's release): IJava.getKernelInstance().display(DisplayData). */
    private static Consumer<Map<String, Object>> ijava() throws ReflectiveOperationException {
        return baseKernel("io.github.spencerpark.ijava.IJava", "getKernelInstance",
                "io.github.spencerpark.jupyter.kernel.display.DisplayData");
    }

    /**
     * The JJava/IJava family: a static kernel getter and a DisplayData with putData(mime, value);
     * the kernel serialises the value with Gson, so maps and lists become JSON objects and arrays.
     */
    private static Consumer<Map<String, Object>> baseKernel(String owner, String getter, String displayData)
            throws ReflectiveOperationException {
        Object kernel = load(owner).getMethod(getter).invoke(null);
        if (kernel == null) return null;
        Class<?> dataClass = load(displayData);
        Method putData = dataClass.getMethod("putData", String.class, Object.class);
        Method display = kernel.getClass().getMethod("display", dataClass);
        var constructor = dataClass.getConstructor();
        return bundle -> invoke(() -> {
            Object data = constructor.newInstance();
            for (var entry : bundle.entrySet()) putData.invoke(data, entry.getKey(), entry.getValue());
            display.invoke(kernel, data);
        });
    }

    /** rapaio: MainApp.kernel.display(DisplayData.fromText(text) + the other types). */
    private static Consumer<Map<String, Object>> rapaio() throws ReflectiveOperationException {
        Object kernel = load("org.rapaio.jupyter.kernel.MainApp").getField("kernel").get(null);
        if (kernel == null) return null;
        Class<?> dataClass = load("org.rapaio.jupyter.kernel.display.DisplayData");
        Method fromText = dataClass.getMethod("fromText", String.class);
        Method putData = dataClass.getMethod("putData", String.class, Object.class);
        Method display = kernel.getClass().getMethod("display", dataClass);
        return bundle -> invoke(() -> {
            Object data = fromText.invoke(null, (String) bundle.get("text/plain"));
            for (var entry : bundle.entrySet()) {
                if (!entry.getKey().equals("text/plain")) putData.invoke(data, entry.getKey(), entry.getValue());
            }
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
