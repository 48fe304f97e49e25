package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.course.Checkout;
import dev.ddbcourse.kit.course.Course;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the kit knows about the learner's notebook cells: whether the exercise cell's latest run
 * compiled (its first and last statements report in), and the next hint.
 */
public final class LearnerCell {
    private LearnerCell() {}

    /** Stem -> whether the exercise cell's latest run reached its last statement. */
    private static final Map<String, Boolean> COMPILED = new ConcurrentHashMap<>();

    public static void runs(String stem) { COMPILED.put(stem, false); }

    public static void compiled(String stem) { COMPILED.put(stem, true); }

    /** True when the exercise cell was run and its latest run stopped before its end: a compile error. */
    static boolean didNotCompile(String stem) {
        return Boolean.FALSE.equals(COMPILED.get(stem));
    }

    /** The next hint of a lesson ("08" or the stem), recorded in the checkout's progress. */
    public static String nextHint(String lesson) {
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
