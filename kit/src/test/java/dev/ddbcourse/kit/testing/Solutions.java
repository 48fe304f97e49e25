package dev.ddbcourse.kit.testing;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.tools.ToolProvider;

/**
 * The reference answers of the generated solutions/NN-stem.java, compiled in this JVM, so a check test
 * runs the lesson's own answer instead of keeping a copy that can drift from it.
 */
public final class Solutions {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize(); // surefire runs in kit/
    private static final Map<String, Class<?>> LOADED = new ConcurrentHashMap<>();

    private Solutions() {}

    /** Calls the static method {@code name} of the solution's class (e.g. {@code Solution20}). */
    @SuppressWarnings("unchecked")
    public static <T> T call(String stem, String name, Object... args) {
        Method method = Arrays.stream(load(stem).getDeclaredMethods())
                .filter(m -> m.getName().equals(name) && m.getParameterCount() == args.length)
                .findFirst().orElseThrow(() -> new AssertionError("solutions/" + stem + ".java has no method " + name));
        method.setAccessible(true);
        try {
            return (T) method.invoke(null, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new AssertionError(e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /** A new instance of the solution's nested (or top-level) class {@code simpleName}, by its no-argument constructor. */
    @SuppressWarnings("unchecked")
    public static <T> T instance(String stem, String simpleName) {
        load(stem);
        try {
            var type = Class.forName(simpleName(stem, simpleName), true, load(stem).getClassLoader());
            var constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return (T) constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("solutions/" + stem + ".java has no class " + simpleName + " to construct", e);
        }
    }

    private static String simpleName(String stem, String simpleName) {
        String outer = load(stem).getName();
        try {
            Class.forName(outer + "$" + simpleName, false, load(stem).getClassLoader());
            return outer + "$" + simpleName;
        } catch (ClassNotFoundException e) {
            return simpleName;
        }
    }

    private static Class<?> load(String stem) {
        return LOADED.computeIfAbsent(stem, Solutions::compile);
    }

    private static Class<?> compile(String stem) {
        Path source = ROOT.resolve("solutions").resolve(stem + ".java");
        try {
            Path out = Files.createTempDirectory("solution-" + stem);
            StringWriter errors = new StringWriter();
            var compiler = ToolProvider.getSystemJavaCompiler();
            boolean ok = compiler.getTask(errors, null, null,
                    List.of("-d", out.toString(), "-classpath", System.getProperty("java.class.path"), "-proc:none"),
                    null, compiler.getStandardFileManager(null, null, null).getJavaFileObjects(source)).call();
            if (!ok) throw new AssertionError("solutions/" + stem + ".java does not compile:\n" + errors);
            var loader = new URLClassLoader(new java.net.URL[] {out.toUri().toURL()}, Solutions.class.getClassLoader());
            return Class.forName("Solution" + stem.substring(0, 2), true, loader);
        } catch (IOException | ClassNotFoundException e) {
            throw new AssertionError("cannot load solutions/" + stem + ".java", e);
        }
    }
}
