package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Course.Lesson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.stream.Stream;

/** The checkout under test and the lesson runs shared by the tests of one JVM. */
final class Repo {
    private Repo() {}

    static final Path ROOT = findRoot();

    /** The test classpath holds the kit, the engine and their dependencies: what a script needs. */
    static final String CLASSPATH = System.getProperty("java.class.path");

    static final Course COURSE = Course.load(ROOT);

    private static final Map<String, CompletableFuture<Scripts.Result>> TRANSCRIPTS = new ConcurrentHashMap<>();

    /**
     * Script runs are JVMs of their own, mostly one busy thread each: started ahead, one per core
     * ({@code -Dcourse.script.jobs=N}), they overlap while the tests still report one by one.
     */
    private static final ExecutorService AHEAD = Executors.newFixedThreadPool(
            Integer.getInteger("course.script.jobs", Runtime.getRuntime().availableProcessors()), r -> {
                var thread = new Thread(r, "script-run");
                thread.setDaemon(true);
                return thread;
            });

    private static Path findRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("course.json")) && Files.exists(p.resolve("pom.xml"))) return p;
        }
        throw new IllegalStateException("no course.json above " + Path.of("").toAbsolutePath());
    }

    /** The lessons that have a source, in course order. */
    static List<Lesson> lessons() {
        var out = new ArrayList<Lesson>();
        for (Lesson l : COURSE.lessons()) if (Files.exists(ROOT.resolve(l.source()))) out.add(l);
        return out;
    }

    static List<Lesson> exercises() {
        var out = new ArrayList<Lesson>();
        for (Lesson l : lessons()) if (LessonSource.read(ROOT, l.stem()).hasExercise()) out.add(l);
        return out;
    }

    /** The lesson script's transcript (COURSE_TRANSCRIPT=1), run once per JVM with the source launcher. */
    static Scripts.Result transcript(Lesson lesson) {
        return result(transcriptAhead(lesson));
    }

    /** Starts the lesson's transcript run (once per JVM) without waiting for it. */
    static CompletableFuture<Scripts.Result> transcriptAhead(Lesson lesson) {
        return TRANSCRIPTS.computeIfAbsent(lesson.stem(),
                s -> ahead(() -> Scripts.run(CLASSPATH, ROOT, lesson.script(), Transcripts.ENV, null, false)));
    }

    /** Starts a script run in the background; {@link #result} waits for it. */
    static CompletableFuture<Scripts.Result> ahead(Supplier<Scripts.Result> run) {
        return CompletableFuture.supplyAsync(run, AHEAD);
    }

    /** The run's result, or what it threw (not wrapped in a CompletionException). */
    static Scripts.Result result(CompletableFuture<Scripts.Result> run) {
        try {
            return run.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) throw cause;
            if (e.getCause() instanceof Error cause) throw cause;
            throw e;
        }
    }

    /** A copy of what a learner's checkout needs to run the course (not the modules' builds). */
    static Path copy(Path to) {
        for (String entry : List.of("course.json", "pom.xml", "course", "jbangw", "lessons", "jbang", "exercises",
                "solutions", "notebooks", "golden", "tools/src/main", "kit/src/main/java/dev/ddbcourse/kit/course")) {
            copyTree(ROOT.resolve(entry), to.resolve(entry));
        }
        return to;
    }

    static void copyTree(Path from, Path to) {
        if (!Files.exists(from)) return;
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.sorted(Comparator.naturalOrder()).toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(target);
                else {
                    Files.createDirectories(target.getParent());
                    Files.copy(f, target, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
