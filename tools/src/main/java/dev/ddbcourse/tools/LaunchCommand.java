package dev.ddbcourse.tools;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.ToolProvider;

/**
 * {@code ./course launch FILE [ARGS...]}, what {@code ./jbangw} asks for a script of this
 * checkout: the script compiled alone against the kit built once ({@link CourseKit}), instead of
 * JBang compiling the kit and the engine into every script's first run. It answers as JBang does:
 * exit code 255 and, on stdout, the java command to execute (which {@code ./jbangw} runs and keeps
 * for the next run). A script that does not compile gets javac's lines and "does not compile"
 * (exit 1); when the kit cannot be built here, exit 3, and {@code ./jbangw} goes through JBang.
 */
final class LaunchCommand implements Command {
    static final int RUN = 255;
    static final int NOT_HERE = 3;
    private static final Pattern MAIN = Pattern.compile("(?m)^//MAIN\\s+(\\S+)");
    private static final Pattern RUNTIME_OPTIONS = Pattern.compile("(?m)^//RUNTIME_OPTIONS\\s+(.+)$");

    @Override public String name() { return "launch"; }
    @Override public boolean passesArgumentsOn() { return true; }

    @Override
    public int run(Session session, Args args) {
        if (args.positional().isEmpty()) throw new IllegalArgumentException("usage: ./course launch FILE.java [ARGS...]");
        try {
            return launch(session.root(), args.positional(), session.out(), System.err);
        } catch (IOException e) {
            System.err.println("(could not compile the script against the course kit: " + e.getMessage() + ")");
            return NOT_HERE;
        }
    }

    private static int launch(Path root, List<String> fileAndArgs, PrintStream out, PrintStream err) throws IOException {
        Path script = Path.of(fileAndArgs.get(0)).toAbsolutePath().normalize();
        String source = Files.readString(script);
        Matcher main = MAIN.matcher(source);
        String classpath = main.find() ? CourseKit.classpath(root, err) : null;
        if (classpath == null) return NOT_HERE;
        Path classes = classes(root, script);
        if (stale(classes, script, root.resolve(CourseKit.DIR).resolve("kit.jar"))) {
            String errors = compile(script, classes, classpath);
            if (errors != null) {
                err.print(errors);
                err.println(what(script) + " does not compile: fix it where the lines above point, then run it again.");
                return 1;
            }
        }
        var command = new ArrayList<String>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Matcher options = RUNTIME_OPTIONS.matcher(source);
        while (options.find()) command.addAll(List.of(options.group(1).trim().split("\\s+")));
        // The kit's class-data archive (made by the runner's checks) serves this classpath too: it begins with the archive's.
        Path archive = CourseKit.archive(root);
        if (Files.exists(archive)) command.add("-XX:SharedArchiveFile=" + archive);
        command.addAll(List.of("-cp", classpath + File.pathSeparator + classes, main.group(1)));
        command.addAll(fileAndArgs.subList(1, fileAndArgs.size()));
        out.println(String.join(" ", command.stream().map(LaunchCommand::quoted).toList()));
        return RUN;
    }

    /** Where a script's classes go: one folder per script file of the checkout. */
    private static Path classes(Path root, Path script) {
        String name = root.toAbsolutePath().normalize().relativize(script).toString().replaceAll("[^A-Za-z0-9.-]", "_");
        return root.resolve(CourseKit.DIR).resolve("scripts").resolve(name);
    }

    private static boolean stale(Path classes, Path script, Path kit) throws IOException {
        Path stamp = classes.resolve(".compiled");
        if (!Files.exists(stamp)) return true;
        var built = Files.getLastModifiedTime(stamp);
        return Files.getLastModifiedTime(script).compareTo(built) > 0 || Files.getLastModifiedTime(kit).compareTo(built) > 0;
    }

    /** javac's lines when the script does not compile, else null (the classes and their stamp written). */
    private static String compile(Path script, Path classes, String classpath) throws IOException {
        var compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) return "this Java has no compiler (a JDK is needed)\n";
        Path tmp = Files.createDirectories(classes.resolveSibling(classes.getFileName() + "." + ProcessHandle.current().pid()));
        var errors = new ByteArrayOutputStream();
        int exit = compiler.run(null, null, errors, "--release", "17", "-nowarn", "-proc:none", "-encoding", "UTF-8",
                "-d", tmp.toString(), "-cp", classpath, script.toString());
        if (exit != 0) {
            CourseKit.delete(tmp);
            return errors.toString(StandardCharsets.UTF_8);
        }
        Files.createFile(tmp.resolve(".compiled"));
        if (Files.exists(classes)) CourseKit.delete(classes);
        Files.move(tmp, classes);
        return null;
    }

    /** "Exercise 08" for an exercise, else the file's name. */
    private static String what(Path script) {
        String name = script.getFileName().toString();
        boolean exercise = script.getParent() != null && script.getParent().getFileName().toString().equals("exercises");
        return exercise && name.matches("\\d\\d-.*") ? "Exercise " + name.substring(0, 2) : name;
    }

    private static String quoted(String arg) {
        return "'" + arg.replace("'", "'\\''") + "'";
    }
}
