package dev.ddbcourse.kit.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The hints of a lesson, from the course's {@code course.json}: the copy in the working
 * directory or one of its parents (a checkout, where the learner may run from {@code
 * exercises/}), else the copy packaged in the kit jar. Each lesson entry may have
 * {@code "hints": ["...", ...]} or {@code "hint": "..."}.
 */
public final class CourseInfo {
    static final String FILE = "course.json";
    private static final int MAX_PARENTS = 8;

    private CourseInfo() {}

    /** The lesson's hints, first one first; empty when there are none or no course.json is found. */
    public static List<String> hints(String stem) {
        return hints(stem, Path.of(""));
    }

    static List<String> hints(String stem, Path startDirectory) {
        JsonNode course = read(startDirectory);
        List<String> hints = new ArrayList<>();
        if (course == null) return hints;
        for (JsonNode lesson : course.path("lessons")) {
            if (!lesson.path("stem").asText().equals(stem)) continue;
            if (lesson.path("hint").isTextual()) hints.add(lesson.path("hint").asText());
            lesson.path("hints").forEach(h -> hints.add(h.asText()));
        }
        return hints;
    }

    /** The course metadata: the first course.json in {@code startDirectory} or above, else the packaged copy. */
    static JsonNode read(Path startDirectory) {
        ObjectMapper json = new ObjectMapper();
        Path dir = startDirectory.toAbsolutePath();
        for (int up = 0; dir != null && up <= MAX_PARENTS; up++, dir = dir.getParent()) {
            Path file = dir.resolve(FILE);
            if (Files.isRegularFile(file)) {
                try {
                    JsonNode course = json.readTree(file.toFile());
                    if (course.path("lessons").isArray()) return course;
                } catch (IOException unreadable) {
                    break; // half-edited file: fall back to the packaged copy
                }
            }
        }
        try (InputStream packaged = CourseInfo.class.getResourceAsStream("/" + FILE)) {
            return packaged == null ? null : json.readTree(packaged);
        } catch (IOException e) {
            return null;
        }
    }
}
