package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;

/** {@code ./course hint NN}: the next hint of the exercise, one more each time. */
final class HintCommand implements Command {
    @Override public String name() { return "hint"; }

    @Override
    public int run(Session session, Args args) {
        return hint(session, session.exercise(name(), args));
    }

    static int hint(Session session, Lesson lesson) {
        var out = session.out();
        var progress = Progress.load(session.root());
        var hints = lesson.hints();
        if (hints.isEmpty()) {
            out.println("No hints for lesson " + lesson.number() + ": the lesson itself shows the pattern (./jbangw " + lesson.script() + ").");
            return 0;
        }
        int shown = progress.hints.getOrDefault(lesson.number(), 0);
        if (shown >= hints.size()) {
            out.println("That was the last hint. All of them:");
            for (int i = 0; i < hints.size(); i++) out.println("  " + (i + 1) + ". " + hints.get(i));
            out.println("The lesson shows the same pattern at work: ./jbangw " + lesson.script());
            return 0;
        }
        out.println("Hint " + (shown + 1) + "/" + hints.size() + " for exercise " + lesson.number() + ": " + hints.get(shown));
        progress.hints.put(lesson.number(), shown + 1);
        progress.save();
        if (shown + 1 < hints.size()) out.println("(./course hint " + lesson.number() + " again for the next one)");
        return 0;
    }
}
