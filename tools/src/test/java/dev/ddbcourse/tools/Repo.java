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
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/** The checkout under test and the lesson runs shared by the tests of one JVM. */
final class Repo {
    private Repo() {}

    static final Path ROOT = findRoot();

    /** The test classpath holds the kit, the engine and their dependencies: what a script needs. */
    static final String CLASSPATH = System.getProperty("java.class.path");

    static final Course COURSE = Course.load(ROOT);

    private static final Map<String, Scripts.Result> TRANSCRIPTS = new ConcurrentHashMap<>();

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
        return TRANSCRIPTS.computeIfAbsent(lesson.stem(),
                s -> Scripts.run(CLASSPATH, ROOT, lesson.script(), Transcripts.ENV, null, false));
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
