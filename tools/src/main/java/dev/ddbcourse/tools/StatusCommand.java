package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code ./course status}: the learner's progress in one line. {@code ./course status --all
 * [DIR...]}: the instructor's view: re-runs every exercise of this checkout, or of each learner
 * checkout given, ignoring recorded progress, one row per checkout and a column per exercise.
 * Exit code 0 when every exercise everywhere passes.
 */
final class StatusCommand implements Command {
    @Override public String name() { return "status"; }
    @Override public Set<String> flags() { return Set.of("--all"); }

    @Override
    public int run(Session session, Args args) {
        if (args.has("--all")) return all(session, args.positional());
        if (!args.positional().isEmpty()) throw new IllegalArgumentException("./course status takes no lesson; learner folders go after --all");
        var progress = Progress.load(session.root());
        var all = session.exercises();
        long passed = all.stream().filter(l -> Exercises.passes(session, progress, l)).count();
        Lesson next = Exercises.next(session, progress);
        session.out().println(passed + "/" + all.size() + " exercises pass" + (next == null ? "." : "; next: " + next.number() + " " + next.title()));
        return 0;
    }

    private static int all(Session session, List<String> dirs) {
        var out = session.out();
        Path here = session.root();
        var checkouts = new ArrayList<Path>();
        if (dirs.isEmpty()) checkouts.add(here);
        for (String d : dirs) checkouts.add(here.resolve(d).normalize());
        var exercises = session.exercises();

        var header = new StringBuilder(String.format("%-24s", "checkout"));
        for (Lesson l : exercises) header.append(' ').append(l.number()).append(' ');
        header.append(" passing");
        out.println(header);
        boolean all = true;
        for (Path checkout : checkouts) {
            var row = new StringBuilder(String.format("%-24s", label(checkout)));
            int passed = 0;
            for (Lesson l : exercises) {
                boolean ok = Files.exists(checkout.resolve(l.exercise()))
                        && Scripts.run(checkout, l.exercise(), Map.of(), null, true).passed();
                if (ok) passed++;
                row.append(ok ? "  ✓ " : "  · ");
            }
            all &= passed == exercises.size();
            out.println(row.append("  ").append(passed).append('/').append(exercises.size()));
        }
        out.println("✓ passes, · not yet (re-run now, recorded progress ignored)");
        return all ? 0 : 1;
    }

    private static String label(Path checkout) {
        Path file = checkout.getFileName();
        String n = file == null ? checkout.toString() : file.toString();
        return n.length() > 23 ? n.substring(0, 22) + "…" : n;
    }
}
