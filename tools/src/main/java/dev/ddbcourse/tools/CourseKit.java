package dev.ddbcourse.tools;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/**
 * The kit and the engine built once, into {@code build/course-kit/kit.jar}, for the runner's
 * checks: an exercise then compiles alone (the JDK's source launcher, one JVM) instead of
 * JBang recompiling ~200 kit and engine sources into every script. Rebuilt automatically when
 * any kit or engine source, or course.json, is newer than the jar, so nobody runs a stale kit.
 *
 * <p>The libraries' classpath is resolved once by JBang from the same {@code //DEPS} the
 * scripts declare (pom.xml's versions), kept in {@code dependencies.txt} until pom.xml changes.
 * A class-data archive ({@code kit.jsa}, made by the first run after a build) starts later
 * runs faster.
 */
final class CourseKit {
    static final String DIR = "build/course-kit";
    private static final List<String> SOURCES = List.of("kit/src/main/java", "engine/src/main/java");

    private CourseKit() {}

    /** The kit jar and its libraries, built or refreshed as needed; null when that is not possible here. */
    static String classpath(Path root, PrintStream progress) {
        try {
            Path dir = Files.createDirectories(root.resolve(DIR));
            String dependencies = dependencies(root, dir, progress);
            if (dependencies == null) return null;
            Path jar = dir.resolve("kit.jar");
            if (stale(root, jar)) build(root, dir, jar, dependencies, progress);
            return jar + java.io.File.pathSeparator + dependencies;
        } catch (IOException | RuntimeException e) {
            progress.println("(could not build the course kit: " + e.getMessage() + "; running through ./jbangw)");
            return null;
        }
    }

    /** The class-data archive next to the jar. */
    static Path archive(Path root) {
        return root.resolve(DIR).resolve("kit.jsa");
    }

    private static String dependencies(Path root, Path dir, PrintStream progress) throws IOException {
        Path file = dir.resolve("dependencies.txt");
        Path pom = root.resolve("pom.xml");
        if (Files.exists(file) && !newer(pom, Files.getLastModifiedTime(file))) return Files.readString(file).strip();
        progress.println("Resolving the kit's libraries (once) ...");
        String header = Versions.read(root).dependencies();
        Path script = dir.resolve("Dependencies.java");
        Files.writeString(script, "///usr/bin/env jbang \"$0\" \"$@\" ; exit $?\n" + header
                + "class Dependencies { public static void main(String[] args) {} }\n");
        var result = Scripts.runCommand(root, List.of(Scripts.jbangw(root), "info", "classpath", script.toString()), Map.of(), null, false);
        String classpath = result.output().lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("").strip();
        if (!result.passed() || classpath.isEmpty()) {
            progress.println("(JBang could not resolve the kit's libraries: " + result.errors().strip() + ")");
            return null;
        }
        var kept = new ArrayList<String>();
        for (String entry : classpath.split(java.io.File.pathSeparator)) if (!entry.contains("Dependencies")) kept.add(entry);
        String joined = String.join(java.io.File.pathSeparator, kept);
        Files.writeString(file, joined + "\n");
        return joined;
    }

    private static boolean stale(Path root, Path jar) throws IOException {
        if (!Files.exists(jar)) return true;
        FileTime built = Files.getLastModifiedTime(jar);
        if (newer(root.resolve("course.json"), built)) return true;
        for (String source : SOURCES) {
            try (Stream<Path> files = Files.walk(root.resolve(source))) {
                if (files.anyMatch(f -> newer(f, built))) return true;
            }
        }
        return false;
    }

    private static boolean newer(Path file, FileTime than) {
        try {
            return Files.getLastModifiedTime(file).compareTo(than) > 0;
        } catch (IOException gone) {
            return false;
        }
    }

    private static void build(Path root, Path dir, Path jar, String dependencies, PrintStream progress) throws IOException {
        progress.println("Building the course kit into " + DIR + "/kit.jar (once, and again after kit or engine changes) ...");
        var compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) throw new IllegalStateException("this Java has no compiler (a JDK is needed)");
        Path classes = Files.createTempDirectory(dir, "classes");
        // -XDstringConcat=inline: string concatenation as StringBuilder calls, not invokedynamic, whose
        // method handles each JVM would otherwise spin at start (a tenth of a lesson's CPU).
        var arguments = new ArrayList<>(List.of("--release", "17", "-XDstringConcat=inline", "-nowarn", "-proc:none", "-encoding", "UTF-8",
                "-d", classes.toString(), "-cp", dependencies));
        for (String source : SOURCES) {
            try (Stream<Path> files = Files.walk(root.resolve(source))) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(f -> arguments.add(f.toString()));
            }
        }
        var errors = new java.io.ByteArrayOutputStream();
        if (compiler.run(null, null, errors, arguments.toArray(String[]::new)) != 0)
            throw new IllegalStateException("the kit does not compile:\n" + errors.toString(java.nio.charset.StandardCharsets.UTF_8));
        // The checks read hints from course.json; away from a checkout, from the jar's copy.
        Files.copy(root.resolve("course.json"), classes.resolve("course.json"), StandardCopyOption.REPLACE_EXISTING);
        Path tmp = dir.resolve("kit.jar." + ProcessHandle.current().pid());
        jar(classes, tmp);
        delete(archive(root)); // made for the old jar
        Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        delete(classes);
    }

    /** A jar of the files under {@code classes}. */
    static void jar(Path classes, Path jar) throws IOException {
        try (var out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
    }

    /** Deletes a file or a folder with all it holds, if there (the JVM writes class-data archives read-only: Windows keeps those). */
    static void delete(Path tree) {
        if (!Files.exists(tree)) return;
        try (Stream<Path> files = Files.walk(tree)) {
            for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                f.toFile().setWritable(true);
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
