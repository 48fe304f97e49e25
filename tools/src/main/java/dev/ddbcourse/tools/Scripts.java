package dev.ddbcourse.tools;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a generated script (lesson, exercise, solution) in its own JVM.
 *
 * <p>With a classpath holding the kit, the engine and their libraries, through the JDK's
 * single-file source launcher: the script alone is compiled, in the JVM that runs it. The
 * runner's checks get that classpath from {@link CourseKit} (or {@code COURSE_CLASSPATH}, e.g.
 * Maven's, in the tests); without one, through {@code ./jbangw}, as a learner would run it.
 * What is echoed to the learner leaves out JBang's own lines and the launcher's "compilation
 * failed" (the runner says "does not compile" itself); the result keeps everything.
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
            // A short run: C1 only, the serial GC, and JVM messages only when they are errors.
            cmd.addAll(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xlog:disable", "-Xlog:all=error:stderr"));
            // No rehearsal of a lesson's first requests (the kit's ClientWarmUp): a check that ends before it
            // does waits for it at exit (a third of a second more for a starter's check).
            cmd.add("-Dcourse.rehearsal=0");
            if (classpath.contains(CourseKit.DIR)) {
                // The class-data archive of the kit's classes: used when there, made by a run when not.
                Path archive = CourseKit.archive(root);
                // Made under a name of its own and moved into place after a good run (see runCommand),
                // so parallel runs never read a half-written archive.
                cmd.add(Files.exists(archive) ? "-XX:SharedArchiveFile=" + archive
                        : ARCHIVE_AT_EXIT + archive + "." + ProcessHandle.current().pid() + "." + System.nanoTime());
            }
            cmd.add("-cp");
            cmd.add(classpath);
        } else {
            cmd.add(jbangw(root));
        }
        cmd.add(script);
        return cmd;
    }

    private static final String ARCHIVE_AT_EXIT = "-XX:ArchiveClassesAtExit=";

    private static final java.util.concurrent.ConcurrentHashMap<Path, java.util.Optional<String>> RUNNER_CLASSPATH =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The classpath the runner launches scripts with: COURSE_CLASSPATH when set, else the built
     * course kit ({@link CourseKit}, refreshed when stale); null (./jbangw) with
     * COURSE_LAUNCHER=jbang or when the kit cannot be built. Worked out once per runner.
     */
    static String runnerClasspath(Path root) {
        String fromEnvironment = classpathFromEnvironment();
        if (fromEnvironment != null) return fromEnvironment;
        if ("jbang".equals(System.getenv("COURSE_LAUNCHER"))) return null;
        return RUNNER_CLASSPATH.computeIfAbsent(root.toAbsolutePath().normalize(),
                r -> java.util.Optional.ofNullable(CourseKit.classpath(r, System.err))).orElse(null);
    }

    /** ./jbangw (jbangw.cmd on Windows) of the checkout. */
    static String jbangw(Path root) {
        boolean windows = System.getProperty("os.name").toLowerCase().contains("win");
        return root.resolve(windows ? "jbangw.cmd" : "jbangw").toAbsolutePath().toString();
    }

    /** The javac lines of a run that did not compile (source launcher or JBang), or null when it compiled. */
    public static String compileErrors(Result result) {
        String out = result.output() + result.errors();
        if (!out.contains("error: compilation failed") && !out.contains("[jbang] [ERROR] Error during compile")) return null;
        var lines = new ArrayList<String>();
        for (String line : out.split("\n")) if (!hidden(line)) lines.add(line);
        return String.join("\n", lines).strip();
    }

    /** Lines the learner need not see: JBang's own, and the launcher's closing "compilation failed". */
    static boolean hidden(String line) {
        return line.startsWith("[jbang]") || line.strip().equals("error: compilation failed");
    }

    /**
     * Runs {@code script} (relative to root) with extra environment variables.
     *
     * @param echo where to copy the output as it comes (the learner's terminal), or null
     * @param mergeErr whether stderr goes into the result (else it is only echoed)
     */
    public static Result run(Path root, String script, Map<String, String> env, PrintStream echo, boolean mergeErr) {
        return run(runnerClasspath(root), root, script, env, echo, mergeErr);
    }

    /** As {@link #run(Path, String, Map, PrintStream, boolean)}, launched as {@link #command} says. */
    public static Result run(String classpath, Path root, String script, Map<String, String> env, PrintStream echo, boolean mergeErr) {
        return runCommand(root, command(root, script, classpath), env, echo, mergeErr);
    }

    /** Runs {@code command} in {@code root}; see {@link #run(Path, String, Map, PrintStream, boolean)}. */
    static Result runCommand(Path root, List<String> command, Map<String, String> env, PrintStream echo, boolean mergeErr) {
        String script = command.get(command.size() - 1);
        var builder = new ProcessBuilder(command).directory(root.toFile());
        // The script's output reaches the terminal through a pipe: tell the kit it may colour.
        if (System.console() != null && System.getenv("NO_COLOR") == null) builder.environment().put("COURSE_COLOR", "1");
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
            keepArchive(command, process.exitValue());
            return new Result(process.exitValue(), text(captured), text(errors), millis(start));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + script, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + script, e);
        }
    }

    /** A class-data archive made by this run goes into place if the run went well, else away. */
    private static void keepArchive(List<String> command, int exit) {
        for (String arg : command) {
            if (!arg.startsWith(ARCHIVE_AT_EXIT)) continue;
            Path made = Path.of(arg.substring(ARCHIVE_AT_EXIT.length()));
            String name = made.getFileName().toString();
            Path archive = made.resolveSibling(name.substring(0, name.indexOf(".jsa") + 4));
            try {
                if (exit <= 1 && Files.exists(made)) Files.move(made, archive, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                else Files.deleteIfExists(made);
            } catch (IOException e) {
                try { Files.deleteIfExists(made); } catch (IOException ignored) { /* best effort */ }
            }
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

    /** Copies everything into {@code captured}, and to {@code echo} line by line, less the hidden lines. */
    private static void copy(InputStream in, ByteArrayOutputStream captured, PrintStream echo) {
        byte[] buffer = new byte[8192];
        var line = new ByteArrayOutputStream();
        try (in) {
            for (int n; (n = in.read(buffer)) > 0; ) {
                synchronized (captured) { captured.write(buffer, 0, n); }
                if (echo == null) continue;
                for (int i = 0; i < n; i++) {
                    line.write(buffer[i]);
                    if (buffer[i] == '\n') echoLine(line, echo);
                }
                // A prompt without a line break yet (a partial line) is shown as it comes.
                if (line.size() > 0 && !line.toString(StandardCharsets.UTF_8).startsWith("[")) echoLine(line, echo);
            }
            if (echo != null && line.size() > 0) echoLine(line, echo);
        } catch (IOException e) {
            // The process ended; what was read is kept.
        }
    }

    private static void echoLine(ByteArrayOutputStream line, PrintStream echo) {
        String text = line.toString(StandardCharsets.UTF_8);
        line.reset();
        if (hidden(text.stripTrailing())) return;
        echo.print(text);
        echo.flush();
    }
}
