package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Progress;
import dev.ddbcourse.tools.LessonSource.Kind;
import dev.ddbcourse.tools.LessonSource.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./course solution NN}: once the exercise passes, the reference solution (the
 * exercise's code as the lesson writes it) and how the learner's passing file differs from the
 * solution file. Before that it says to solve it first: answers come after hints.
 */
final class SolutionCommand implements Command {
    @Override public String name() { return "solution"; }

    @Override
    public int run(Session session, Args args) {
        Lesson lesson = session.exercise(name(), args);
        var out = session.out();
        if (!Exercises.passes(session, Progress.load(session.root()), lesson)) {
            out.println("Solve it first: the solution shows once ./course check " + lesson.number() + " passes.");
            return 1;
        }
        out.println(lesson.solution());
        if (!Files.exists(session.root().resolve(lesson.source()))) return 0;
        var source = LessonSource.read(session.root(), lesson.stem());
        out.println();
        out.println("The reference solution:");
        out.println();
        for (var cell : source.cells()) {
            if (cell.kind() == Kind.EXERCISE) out.println(ScriptWriter.indent(cell.text(Variant.SOLUTION), "    "));
        }
        try {
            String mine = Files.readString(session.root().resolve(lesson.exercise()));
            String theirs = Files.readString(session.root().resolve(lesson.solution()));
            // The class names and the generated notice differ by construction: compare the code.
            var diff = diff(code(mine.replace("Exercise" + lesson.number(), "Solution" + lesson.number())), code(theirs));
            out.println();
            if (diff.isEmpty()) out.println("Your " + lesson.exercise() + " is the reference solution, line for line.");
            else {
                out.println("Your passing answer (-) and the reference solution (+), where they differ:");
                diff.forEach(out::println);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }

    /** The file's lines without the first two (the JBang line and the generated notice). */
    private static List<String> code(String file) {
        var lines = file.replace("\r\n", "\n").lines().toList();
        return lines.subList(Math.min(2, lines.size()), lines.size());
    }

    /** A line diff (longest common subsequence): "- " lines only in {@code a}, "+ " only in {@code b}, "@@" between runs. */
    static List<String> diff(List<String> a, List<String> b) {
        int[][] lcs = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--)
            for (int j = b.size() - 1; j >= 0; j--)
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        var out = new ArrayList<String>();
        int i = 0, j = 0;
        boolean inRun = false;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) { i++; j++; inRun = false; continue; }
            if (!inRun) { out.add("@@ line " + (j + 3) + " of the solution"); inRun = true; }
            if (j < b.size() && (i == a.size() || lcs[i][j + 1] >= lcs[i + 1][j])) out.add("+ " + b.get(j++));
            else out.add("- " + a.get(i++));
        }
        return out;
    }
}
