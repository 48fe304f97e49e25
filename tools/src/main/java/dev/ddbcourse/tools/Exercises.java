package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Progress;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.Map;

/** Running a learner's exercise and keeping {@link Progress} in step with the verdict. */
final class Exercises {
    private Exercises() {}

    /** Runs the exercise script; its output is copied to {@code echo} as it comes (or only captured when null). */
    static Scripts.Result run(Session session, Lesson lesson, PrintStream echo) {
        return Scripts.run(session.root(), lesson.exercise(), Map.of(), echo, true);
    }

    /** Whether the exercise passes: the recorded pass if the file is unchanged since, else a quiet re-check. */
    static boolean passes(Session session, Progress progress, Lesson lesson) {
        String recorded = progress.passed.get(lesson.number());
        if (recorded == null) return false;
        if (recorded.equals(Progress.NOTEBOOK)) return true; // passed in the notebook: no file to compare
        if (recorded.equals(Progress.sha256(session.root().resolve(lesson.exercise())))) return true;
        session.out().println("(re-checking " + lesson.exercise() + ": it changed since it passed)");
        return record(session, progress, lesson, run(session, lesson, null).passed());
    }

    static boolean record(Session session, Progress progress, Lesson lesson, boolean passed) {
        if (passed) progress.passed.put(lesson.number(), Progress.sha256(session.root().resolve(lesson.exercise())));
        else progress.passed.remove(lesson.number());
        progress.save();
        return passed;
    }

    /** Whether a pass is recorded for the file as it is now (or in a notebook): no re-run. */
    static boolean recordedPass(Session session, Progress progress, Lesson lesson) {
        String recorded = progress.passed.get(lesson.number());
        return recorded != null && (recorded.equals(Progress.NOTEBOOK)
                || Files.exists(session.root().resolve(lesson.exercise())) && recorded.equals(Progress.sha256(session.root().resolve(lesson.exercise()))));
    }

    /** The first exercise in course order that does not pass, or null when all do. */
    static Lesson next(Session session, Progress progress) {
        for (Lesson l : session.exercises()) if (!passes(session, progress, l)) return l;
        return null;
    }
}
