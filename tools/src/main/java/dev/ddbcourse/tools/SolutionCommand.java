package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;

/** {@code ./course solution NN}: where the reference solution is, once the exercise passes. */
final class SolutionCommand implements Command {
    @Override public String name() { return "solution"; }

    @Override
    public int run(Session session, Args args) {
        Lesson lesson = session.exercise(name(), args);
        if (!Exercises.passes(session, Progress.load(session.root()), lesson)) {
            session.out().println("Solve it first: the solution shows once ./course check " + lesson.number() + " passes.");
            return 1;
        }
        session.out().println(lesson.solution());
        return 0;
    }
}
