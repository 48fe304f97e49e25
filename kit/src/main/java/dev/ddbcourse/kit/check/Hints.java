package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.course.Checkout;
import dev.ddbcourse.kit.course.Course;
import java.nio.file.Path;

/** {@code Kit.hint("08")}: the next hint of an exercise, counted in the checkout's progress like {@code ./course hint 08}. */
public final class Hints {
    private Hints() {}

    /** The next hint of a lesson ("08" or the stem), recorded in the checkout's progress. */
    public static String next(String lesson) {
        var checkout = Checkout.find(Path.of(""));
        if (checkout.isPresent()) {
            var found = checkout.get().course().find(lesson);
            if (found.isEmpty()) return "There is no lesson " + lesson + " in course.json.";
            return checkout.get().nextHint(found.get(), "hint(\"" + found.get().number() + "\")");
        }
        // Away from a checkout (the kit's packaged course.json): no progress to count in.
        return Course.find(Path.of("")).flatMap(c -> c.find(lesson))
                .map(l -> l.hints().isEmpty() ? "No hints for lesson " + l.number() + "." : "Hint 1/" + l.hints().size() + ": " + l.hints().get(0))
                .orElse("There is no lesson " + lesson + " in course.json.");
    }
}
