package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.config.Settings;
import dev.ddbcourse.kit.course.Checkout;
import dev.ddbcourse.kit.course.Progress;
import java.nio.file.Path;

/**
 * A check run in a notebook records its verdict where the runner keeps progress (the
 * checkout's {@code .course-progress}, see {@link Progress}), so {@code ./course list},
 * {@code solution}, {@code hint} and {@code status} see a notebook pass. Terminal runs are
 * recorded by the runner itself, with the SHA-256 of the exercise file.
 */
final class NotebookProgress {
    private NotebookProgress() {}

    static void record(String stem, boolean passed) {
        if (!Settings.progress()) return;
        try {
            Checkout.find(Path.of("")).ifPresent(checkout -> {
                String number = stem.substring(0, 2);
                Progress progress = checkout.progress();
                if (passed) progress.passed.put(number, Progress.NOTEBOOK);
                else if (Progress.NOTEBOOK.equals(progress.passed.get(number))) progress.passed.remove(number);
                else return;
                progress.save();
            });
        } catch (RuntimeException readOnly) {
            // a checkout we cannot write to: the verdict was shown, progress is a convenience
        }
    }
}
