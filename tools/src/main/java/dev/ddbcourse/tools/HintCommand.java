package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Checkout;
import dev.ddbcourse.kit.course.Course.Lesson;

/** {@code ./course hint NN}: the next hint of the exercise, one more each time (the notebook's {@code hint("NN")} counts along). */
final class HintCommand implements Command {
    @Override public String name() { return "hint"; }

    @Override
    public int run(Session session, Args args) {
        return hint(session, session.exercise(name(), args));
    }

    static int hint(Session session, Lesson lesson) {
        session.out().println(new Checkout(session.root(), session.course()).nextHint(lesson, "./course hint " + lesson.number()));
        return 0;
    }
}
