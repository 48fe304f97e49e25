package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Progress;

/** {@code ./course check NN}: runs the exercise, shows what passed or what is missing, records a pass. */
final class CheckCommand implements Command {
    @Override public String name() { return "check"; }

    @Override
    public int run(Session session, Args args) {
        return check(session, session.exercise(name(), args), true);
    }

    /** Checks the exercise and records the verdict; {@code suggestNext} adds where to go on after a pass. */
    static int check(Session session, Lesson lesson, boolean suggestNext) {
        var out = session.out();
        var progress = Progress.load(session.root());
        out.println("Checking " + lesson.exercise() + " ...");
        var result = Exercises.run(session, lesson, out);
        Exercises.record(session, progress, lesson, result.passed());
        out.println();
        if (result.passed()) {
            out.println("Exercise " + lesson.number() + " passes. The reference solution: ./course solution " + lesson.number());
            if (!suggestNext) return 0;
            Lesson next = Exercises.next(session, progress);
            out.println(next == null ? "Every exercise passes: well done!" : "Next: ./course check " + next.number());
            return 0;
        }
        if (Scripts.compileErrors(result) != null) {
            out.println("Exercise " + lesson.number() + " does not compile: fix " + lesson.exercise()
                    + " where the lines above point, then run ./course check " + lesson.number() + " again.");
            return 1;
        }
        out.println("Exercise " + lesson.number() + " does not pass yet. Edit " + lesson.exercise()
                + ", then run ./course check " + lesson.number() + " again (or ./course hint " + lesson.number() + ").");
        return 1;
    }
}
