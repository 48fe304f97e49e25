package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Golden transcripts: a lesson script run with COURSE_TRANSCRIPT=1 prints only its requests and
 * results, which must equal golden/NN-stem.txt once both are normalised ({@link Lesson#normalise}:
 * line endings, trailing blank lines, the lesson's masks from course.json).
 */
public final class Transcripts {
    private Transcripts() {}

    public static final Map<String, String> ENV = Map.of("COURSE_TRANSCRIPT", "1");

    public static String golden(Path root, Lesson lesson) {
        try {
            Path file = root.resolve(lesson.golden());
            return Files.exists(file) ? Files.readString(file) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Null when equal, else where the first difference is, readable in a terminal. */
    public static String difference(Lesson lesson, String expected, String actual) {
        if (expected == null) return lesson.golden() + " does not exist (./course generate --golden writes it)";
        String[] e = lesson.normalise(expected).split("\n", -1), a = lesson.normalise(actual).split("\n", -1);
        for (int i = 0; i < Math.max(e.length, a.length); i++) {
            String el = i < e.length ? e[i] : "(end of transcript)", al = i < a.length ? a[i] : "(end of output)";
            if (!el.equals(al)) {
                return lesson.golden() + " line " + (i + 1) + ":\n  expected: " + el + "\n  actual:   " + al;
            }
        }
        return null;
    }

    /**
     * The one golden writer: rewrites golden/NN-stem.txt with {@code output} when it differs after
     * masking (so random parts do not churn). Returns whether it wrote.
     */
    public static boolean update(Path root, Lesson lesson, String output) {
        if (difference(lesson, golden(root, lesson), output) == null) return false;
        try {
            Files.createDirectories(root.resolve("golden"));
            Files.writeString(root.resolve(lesson.golden()), output.replace("\r\n", "\n").stripTrailing() + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return true;
    }
}
