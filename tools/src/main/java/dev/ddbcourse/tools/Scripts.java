package dev.ddbcourse.tools;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a generated script (lesson, exercise, solution) in its own JVM.
 *
 * <p>By default through {@code ./jbangw}, as a learner would. With {@code COURSE_CLASSPATH} set
 * (the kit, the engine and their dependencies, e.g. from Maven), through the JDK's single-file
 * source launcher instead: no JBang, no per-script build; the tests and fast `dev check` use it.
 */
public final class Scripts {
    private Scripts() {}

    /** Exit code, what the script printed (stderr merged in unless asked apart) and its stderr when apart. */
    public record Result(int exit, String output, String errors, long millis) {
        public boolean passed() { return exit == 0; }
    }

    /** Cold JBang builds compile the kit and the engine: give them time, but not forever. */
    static final long TIMEOUT_SECONDS = Long.getLong("course.script.timeout", 600);

    /** COURSE_CLASSPATH from the environment, or null: how the runner launches scripts. */
    public static String classpathFromEnvironment() {
        String classpath = System.getenv("COURSE_CLASSPATH");
        return classpath == null || classpath.isBlank() ? null : classpath;
    }

    /** The command that runs a script: the source launcher with {@code classpath}, or ./jbangw when null. */
    public static List<String> command(Path root, String script, String classpath) {
        var cmd = new ArrayList<String>();
        if (classpath != null) {
            cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            cmd.add("-XX:TieredStopAtLevel=1");
            cmd.add("-cp");
            cmd.add(classpath);
        } else {
            boolean windows = System.getProperty("os.name").toLowerCase().contains("win");
            cmd.add(root.resolve(windows ? "jbangw.cmd" : "jbangw").toAbsolutePath().toString());
        }
        cmd.add(script);
        return cmd;
    }

    /**
     * Runs {@code script} (relative to root) with extra environment variables.
     *
     * @param echo where to copy the output as it comes (the learner's terminal), or null
     * @param mergeErr whether stderr goes into the result (else it is only echoed)
     */
    public static Result run(Path root, String script, Map<String, String> env, PrintStream echo, boolean mergeErr) {
        return run(classpathFromEnvironment(), root, script, env, echo, mergeErr);
    }

    /** As {@link #run(Path, String, Map, PrintStream, boolean)}, launched as {@link #command} says. */
    public static Result run(String classpath, Path root, String script, Map<String, String> env, PrintStream echo, boolean mergeErr) {
        var builder = new ProcessBuilder(command(root, script, classpath)).directory(root.toFile());
        builder.environment().putAll(env);
        builder.redirectErrorStream(mergeErr);
        long start = System.nanoTime();
        try {
            Process process = builder.start();
            process.getOutputStream().close();
            var captured = new ByteArrayOutputStream();
            var errors = new ByteArrayOutputStream();
            Thread pump = pump(process.getInputStream(), captured, echo);
            Thread errorPump = mergeErr ? null : pump(process.getErrorStream(), errors, echo == null ? null : System.err);
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
                return new Result(124, text(captured) + "\n(stopped after " + TIMEOUT_SECONDS + " s)\n", text(errors), millis(start));
            }
            pump.join(TimeUnit.SECONDS.toMillis(10));
            if (errorPump != null) errorPump.join(TimeUnit.SECONDS.toMillis(10));
            return new Result(process.exitValue(), text(captured), text(errors), millis(start));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + script, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + script, e);
        }
    }

    private static Thread pump(InputStream in, ByteArrayOutputStream captured, PrintStream echo) {
        Thread thread = new Thread(() -> copy(in, captured, echo));
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static String text(ByteArrayOutputStream bytes) {
        synchronized (bytes) { return bytes.toString(StandardCharsets.UTF_8); }
    }

    private static long millis(long start) { return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start); }

    private static void copy(InputStream in, ByteArrayOutputStream captured, PrintStream echo) {
        byte[] buffer = new byte[8192];
        try (in) {
            for (int n; (n = in.read(buffer)) > 0; ) {
                synchronized (captured) { captured.write(buffer, 0, n); }
                if (echo != null) { echo.write(buffer, 0, n); echo.flush(); }
            }
        } catch (IOException e) {
            // The process ended; what was read is kept.
        }
    }
}
