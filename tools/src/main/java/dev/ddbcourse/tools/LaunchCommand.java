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
 *
 * <p>Each script gets a class-data archive of its own run (the JDK's AppCDS: the SDK's, Netty's,
 * Jackson's and the kit's classes it loads, already parsed and verified), which halves a warm
 * start. The first run makes it: its command ends in moving the archive into place after a run
 * that succeeded ({@link #DUMPS}), and {@code ./jbangw} keeps only the commands that use one.
 * The script's classes go into a jar for that (an archive cannot be made from a classpath with a
 * non-empty folder). An archive older than the kit, the script's jar or the libraries' list is
 * made again, so the JVM never meets one made for other jars.
 */
final class LaunchCommand implements Command {
    static final int RUN = 255;
    static final int NOT_HERE = 3;
    private static final Pattern MAIN = Pattern.compile("(?m)^//MAIN\\s+(\\S+)");
    private static final Pattern RUNTIME_OPTIONS = Pattern.compile("(?m)^//RUNTIME_OPTIONS\\s+(.+)$");
    /** The flag of a command that makes the script's archive (./jbangw and jbangw.cmd keep no such command). */
    static final String DUMPS = "-XX:ArchiveClassesAtExit=";
    private static final boolean WINDOWS = System.getProperty("os.name").toLowerCase().contains("win");

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
        Path folder = classes(root, script);
        Path jar = folder.resolve("script.jar");
        Path kit = root.resolve(CourseKit.DIR).resolve("kit.jar");
        if (stale(folder, script, kit)) {
            String errors = compile(script, folder, classpath);
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
        Path archive = folder.resolve("script.jsa");
        boolean archived = Files.exists(archive) && !olderThan(archive, kit, jar, root.resolve(CourseKit.DIR).resolve("dependencies.txt"));
        if (!archived) CourseKit.delete(archive);
        // Made under a name of its own and moved into place after a good run, so that no run reads a half-written one.
        Path dumping = folder.resolve("script.jsa." + ProcessHandle.current().pid());
        command.add(archived ? "-XX:SharedArchiveFile=" + archive : DUMPS + dumping);
        command.addAll(List.of("-cp", classpath + File.pathSeparator + jar, main.group(1)));
        command.addAll(fileAndArgs.subList(1, fileAndArgs.size()));
        String line = String.join(" ", command.stream().map(LaunchCommand::quoted).toList());
        // A JVM that could not make the archive (no base archive, say) leaves none: the run still succeeds.
        if (!archived) line += WINDOWS ? " && (move /y " + quoted(dumping.toString()) + " " + quoted(archive.toString()) + " >nul 2>nul || ver >nul)"
                : " && { mv -f " + quoted(dumping.toString()) + " " + quoted(archive.toString()) + " 2>/dev/null || true; }";
        out.println(line);
        return RUN;
    }

    private static boolean olderThan(Path file, Path... others) throws IOException {
        var time = Files.getLastModifiedTime(file);
        for (Path other : others) if (Files.exists(other) && Files.getLastModifiedTime(other).compareTo(time) > 0) return true;
        return false;
    }

    /** Where a script's jar, stamp and archive go: one folder per script file of the checkout. */
    private static Path classes(Path root, Path script) {
        String name = root.toAbsolutePath().normalize().relativize(script).toString().replaceAll("[^A-Za-z0-9.-]", "_");
        return root.resolve(CourseKit.DIR).resolve("scripts").resolve(name);
    }

    private static boolean stale(Path classes, Path script, Path kit) throws IOException {
        Path stamp = classes.resolve(".compiled");
        if (!Files.exists(stamp) || !Files.exists(classes.resolve("script.jar"))) return true;
        var built = Files.getLastModifiedTime(stamp);
        return Files.getLastModifiedTime(script).compareTo(built) > 0 || Files.getLastModifiedTime(kit).compareTo(built) > 0;
    }

    /** javac's lines when the script does not compile, else null (the script's jar and its stamp written). */
    private static String compile(Path script, Path folder, String classpath) throws IOException {
        var compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) return "this Java has no compiler (a JDK is needed)\n";
        Path tmp = Files.createDirectories(folder.resolveSibling(folder.getFileName() + "." + ProcessHandle.current().pid()));
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        var errors = new ByteArrayOutputStream();
        // As the kit is compiled (CourseKit.build): string concatenation without invokedynamic.
        int exit = compiler.run(null, null, errors, "--release", "17", "-XDstringConcat=inline", "-nowarn", "-proc:none", "-encoding", "UTF-8",
                "-d", classes.toString(), "-cp", classpath, script.toString());
        if (exit != 0) {
            CourseKit.delete(tmp);
            return errors.toString(StandardCharsets.UTF_8);
        }
        CourseKit.jar(classes, tmp.resolve("script.jar"));
        CourseKit.delete(classes);
        Files.createFile(tmp.resolve(".compiled"));
        if (Files.exists(folder)) CourseKit.delete(folder);
        Files.move(tmp, folder);
        return null;
    }

    /** "Exercise 08" for an exercise, else the file's name. */
    private static String what(Path script) {
        String name = script.getFileName().toString();
        boolean exercise = script.getParent() != null && script.getParent().getFileName().toString().equals("exercises");
        return exercise && name.matches("\\d\\d-.*") ? "Exercise " + name.substring(0, 2) : name;
    }

    /** One argument as the shell that runs the line reads it: sh's single quotes, or cmd's double ones. */
    private static String quoted(String arg) {
        return WINDOWS ? "\"" + arg + "\"" : "'" + arg.replace("'", "'\\''") + "'";
    }
}
