package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code ./course generate [--only NN] [--force] [--golden]}: lessons/ -> jbang/, exercises/,
 * solutions/, notebooks/ (the one way to generate). An exercise that holds the learner's work
 * ({@link LearnerEdits}) is kept unless --force. {@code --golden} also rewrites the goldens from
 * the lesson scripts; {@code --solution-notebooks DIR} writes the notebooks with the solution in
 * the exercise cell into DIR instead (for the notebook tests' solution run).
 */
final class GenerateCommand implements Command {
    @Override public String name() { return "generate"; }
    @Override public Set<String> flags() { return Set.of("--force", "--golden"); }
    @Override public Set<String> options() { return Set.of("--only", "--solution-notebooks"); }

    @Override
    public int run(Session session, Args args) {
        var out = session.out();
        Path root = session.root();
        if (args.option("--solution-notebooks") != null) {
            Path dir = root.resolve(args.option("--solution-notebooks"));
            for (var e : Generate.solutionNotebooks(root).entrySet())
                Generate.write(Map.of(Path.of(e.getKey()).getFileName().toString(), e.getValue()), dir);
            out.println("solution notebooks written to " + dir);
            return 0;
        }
        String only = args.option("--only");
        var files = Generate.files(root, root, only);
        var kept = args.has("--force") ? List.<String>of() : LearnerEdits.in(root, files);
        kept.forEach(files::remove);
        var written = Generate.write(files, root);
        for (String w : written) out.println("generated " + w);
        out.println(written.isEmpty() ? "generated files are up to date" : written.size() + " file(s) written");
        for (String k : kept) {
            out.println("kept " + k + ": it differs from its starter (your work?); ./course generate --force overwrites it");
        }
        int failures = kept.size();
        if (!args.has("--golden")) return failures == 0 ? 0 : 1;
        var course = session.course();
        for (Lesson lesson : course.lessons()) {
            if (only != null && !lesson.equals(course.lesson(only))) continue;
            if (!Files.exists(root.resolve(lesson.script()))) continue;
            var result = Scripts.run(root, lesson.script(), Transcripts.ENV, null, false);
            if (!result.passed()) {
                out.println("FAILED " + lesson.script() + " (exit " + result.exit() + "):\n" + result.output());
                failures++;
            } else if (Transcripts.update(root, lesson, result.output())) {
                out.println("wrote " + lesson.golden());
            }
        }
        return failures == 0 ? 0 : 1;
    }
}
