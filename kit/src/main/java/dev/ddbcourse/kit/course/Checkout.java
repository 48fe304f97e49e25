package dev.ddbcourse.kit.course;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** A checkout of the course: the folder holding course.json, its course, and its progress. */
public record Checkout(Path root, Course course) {

    /** The nearest folder from {@code start} up that holds a readable course.json, if any. */
    public static Optional<Checkout> find(Path start) {
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path file = dir.resolve(Course.FILE);
            if (!Files.isRegularFile(file)) continue;
            try {
                return Optional.of(new Checkout(dir, Course.parse(Files.readString(file), file.toString())));
            } catch (IOException | IllegalArgumentException unreadable) {
                return Optional.empty(); // a half-edited file
            }
        }
        return Optional.empty();
    }

    public static Checkout at(Path root) {
        return new Checkout(root, Course.load(root));
    }

    public Progress progress() {
        return Progress.load(root);
    }

    /**
     * The next hint of {@code lesson}, counted in the progress file, so the terminal
     * ({@code ./course hint NN}) and the notebook ({@code hint("NN")}) move through the same list.
     */
    public String nextHint(Course.Lesson lesson, String again) {
        var hints = lesson.hints();
        if (hints.isEmpty()) return "No hints for lesson " + lesson.number() + ": the lesson itself shows the pattern.";
        var progress = progress();
        int shown = progress.hintsShown(lesson.number());
        if (shown >= hints.size()) {
            var out = new StringBuilder("That was the last hint. All of them:\n");
            for (int i = 0; i < hints.size(); i++) out.append("  ").append(i + 1).append(". ").append(hints.get(i)).append('\n');
            return out.toString().stripTrailing();
        }
        progress.hints.put(lesson.number(), shown + 1);
        try {
            progress.save();
        } catch (UncheckedIOException readOnly) {
            // a read-only checkout still shows the hint
        }
        return "Hint " + (shown + 1) + "/" + hints.size() + " for exercise " + lesson.number() + ": " + hints.get(shown)
                + (shown + 1 < hints.size() && again != null ? "\n(" + again + " again for the next one)" : "");
    }
}
