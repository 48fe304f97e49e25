package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.tools.LessonSource.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Which exercises hold a learner's work, so that {@code ./course generate} does not overwrite
 * them. An exercise file is the learner's work when it differs both from the fresh starter and
 * from the starter that the lesson as committed (git HEAD) gives: an author who changed a
 * lesson's starter still gets the file regenerated. Without git (or a lesson new since HEAD)
 * any difference counts as the learner's.
 */
final class LearnerEdits {
    private static final int GIT_SECONDS = 20;

    private LearnerEdits() {}

    /** The exercise paths among {@code files} whose file on disk holds the learner's work. */
    static List<String> in(Path root, Map<String, String> files) {
        var course = Course.load(root);
        var edited = new ArrayList<String>();
        for (Lesson lesson : course.lessons()) {
            String fresh = files.get(lesson.exercise());
            Path file = root.resolve(lesson.exercise());
            if (fresh == null || !Files.exists(file)) continue;
            String current = read(file);
            if (current.equals(fresh) || current.equals(committedStarter(root, lesson))) continue;
            edited.add(lesson.exercise());
        }
        return edited;
    }

    /** The starter generated from the lesson as committed, or null when git cannot say. */
    static String committedStarter(Path root, Lesson lesson) {
        String text = gitShow(root, "HEAD:" + lesson.source());
        if (text == null) return null;
        var source = LessonSource.parse(lesson.stem(), text);
        return source.hasExercise() ? new ScriptWriter(Versions.read(root)).exercise(lesson, source, Variant.STARTER) : null;
    }

    private static String gitShow(Path root, String object) {
        try {
            Process git = new ProcessBuilder("git", "show", object).directory(root.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            git.getOutputStream().close();
            byte[] out = git.getInputStream().readAllBytes();
            if (!git.waitFor(GIT_SECONDS, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                return null;
            }
            return git.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            return null; // no git here
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
