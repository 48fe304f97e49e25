package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Progress;
import java.nio.file.Files;

/** {@code ./course list}: the lessons and which exercises pass. */
final class ListCommand implements Command {
    @Override public String name() { return "list"; }

    @Override
    public int run(Session session, Args args) {
        var out = session.out();
        var progress = Progress.load(session.root());
        out.println(session.course().title());
        out.println();
        // The title column is as wide as the longest title, so the states line up.
        int width = session.course().lessons().stream().mapToInt(l -> l.title().length()).max().orElse(0);
        String row = "  %-3s %-" + Math.max(width, "Lesson".length()) + "s  %s%n";
        out.printf(row, "NN", "Lesson", "Exercise");
        int passed = 0, total = 0;
        Lesson next = null;
        for (Lesson l : session.course().lessons()) {
            String state;
            if (!Files.exists(session.root().resolve(l.exercise()))) state = "-";
            else {
                total++;
                if (Exercises.passes(session, progress, l)) { passed++; state = "passed"; }
                else { state = next == null ? "not yet  <- next" : "not yet"; if (next == null) next = l; }
            }
            out.printf(row, l.number(), l.title(), state);
        }
        out.println();
        out.println(passed + "/" + total + " exercises pass.");
        if (next != null) out.println("Next: ./course check " + next.number() + "   (stuck? ./course hint " + next.number() + ")");
        return 0;
    }
}
