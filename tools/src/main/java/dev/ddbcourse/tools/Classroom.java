package dev.ddbcourse.tools;

import dev.ddbcourse.tools.Course.Lesson;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code ./course status --all [DIR...]}: the instructor's view. Re-runs every exercise of this
 * checkout, or of each learner checkout given, ignoring recorded progress, and prints one row
 * per checkout with a column per exercise. Exit code 0 when every exercise everywhere passes.
 */
final class Classroom {
    private Classroom() {}

    static int status(Path here, List<String> dirs, PrintStream out) {
        var checkouts = new ArrayList<Path>();
        if (dirs.isEmpty()) checkouts.add(here);
        for (String d : dirs) checkouts.add(here.resolve(d).normalize());
        var course = Course.load(here);
        var exercises = new ArrayList<Lesson>();
        for (Lesson l : course.lessons()) if (Files.exists(here.resolve(l.exercise()))) exercises.add(l);

        var header = new StringBuilder(String.format("%-24s", "checkout"));
        for (Lesson l : exercises) header.append(' ').append(l.number()).append(' ');
        header.append(" passing");
        out.println(header);
        boolean all = true;
        for (Path checkout : checkouts) {
            var row = new StringBuilder(String.format("%-24s", name(checkout)));
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

    private static String name(Path checkout) {
        Path file = checkout.getFileName();
        String n = file == null ? checkout.toString() : file.toString();
        return n.length() > 23 ? n.substring(0, 22) + "…" : n;
    }
}
