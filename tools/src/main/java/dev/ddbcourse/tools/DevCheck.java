package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.tools.LessonSource.Kind;
import dev.ddbcourse.tools.LessonSource.Variant;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code ./course dev check}, rustlings' guard for authors: names unique, every lesson has a
 * source, every exercise a TODO and a hint, generated files current and no stray ones, every
 * starter fails with "Not yet", every solution passes, every lesson reproduces its transcript.
 */
final class DevCheck {
    static final List<String> GENERATED_DIRS = List.of("jbang", "exercises", "solutions", "notebooks");

    private final Path root;
    private final PrintStream out;
    private final List<String> problems = new ArrayList<>();

    DevCheck(Path root, PrintStream out) {
        this.root = root;
        this.out = out;
    }

    int run() {
        var course = Course.load(root);
        names(course);
        var sources = sources(course);
        generated(course);
        if (problems.isEmpty()) runs(course, sources);
        else out.println("(scripts not run until the problems above are fixed)");
        if (problems.isEmpty()) {
            out.println("dev check: everything is in order.");
            return 0;
        }
        out.println("dev check: " + problems.size() + " problem(s).");
        return 1;
    }

    private void problem(String text) {
        problems.add(text);
        out.println("PROBLEM " + text);
    }

    private void names(Course course) {
        Set<String> numbers = new HashSet<>(), stems = new HashSet<>();
        String previous = "";
        for (Lesson l : course.lessons()) {
            if (!stems.add(l.stem())) problem("course.json: stem " + l.stem() + " twice");
            if (!numbers.add(l.number())) problem("course.json: number " + l.number() + " twice");
            if (l.number().compareTo(previous) <= 0) problem("course.json: " + l.stem() + " is out of order");
            previous = l.number();
        }
    }

    private Map<Lesson, LessonSource> sources(Course course) {
        var sources = new java.util.LinkedHashMap<Lesson, LessonSource>();
        for (Lesson l : course.lessons()) {
            if (!Files.exists(root.resolve(l.source()))) { problem(l.source() + " is missing"); continue; }
            try {
                var source = LessonSource.read(root, l.stem());
                sources.put(l, source);
                if (!source.hasExercise()) continue;
                boolean todo = source.cells().stream().filter(c -> c.kind() == Kind.EXERCISE)
                        .anyMatch(c -> c.text(Variant.STARTER).contains("TODO"));
                if (!todo) problem(l.source() + ": the exercise's STARTER part has no TODO comment");
                if (l.hints().isEmpty()) problem("course.json: " + l.stem() + " has an exercise but no hints");
                if (!source.checkCell().text().contains("\"" + l.stem() + "\""))
                    problem(l.source() + ": the [check] cell does not check \"" + l.stem() + "\"");
            } catch (IllegalArgumentException e) {
                problem(e.getMessage());
            }
        }
        return sources;
    }

    private void generated(Course course) {
        Map<String, String> fresh;
        try {
            fresh = Generate.files(root, root, null);
        } catch (IllegalArgumentException e) {
            return; // already reported as a source problem
        }
        try {
            for (var e : fresh.entrySet()) {
                Path file = root.resolve(e.getKey());
                if (!Files.exists(file)) problem(e.getKey() + " is missing: run ./course generate");
                else if (!Files.readString(file).equals(e.getValue())) problem(e.getKey() + " is stale: run ./course generate");
            }
            for (String dir : GENERATED_DIRS) {
                if (!Files.isDirectory(root.resolve(dir))) continue;
                try (Stream<Path> files = Files.list(root.resolve(dir))) {
                    for (Path f : files.filter(Files::isRegularFile).toList()) {
                        String rel = dir + "/" + f.getFileName();
                        boolean expected = fresh.containsKey(rel) || dir.equals("notebooks") && !rel.endsWith(".ipynb");
                        if (!expected) problem(rel + " is not generated from any lesson (stray file)");
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void runs(Course course, Map<Lesson, LessonSource> sources) {
        for (var e : sources.entrySet()) {
            Lesson l = e.getKey();
            var lesson = Scripts.run(root, l.script(), Transcripts.ENV, null, false);
            String diff = lesson.passed() ? Transcripts.difference(l, Transcripts.golden(root, l), lesson.output())
                    : "exit " + lesson.exit();
            report(l.script() + " reproduces " + l.golden(), diff, lesson.millis());
            if (!e.getValue().hasExercise()) continue;
            var starter = Scripts.run(root, l.exercise(), Map.of(), null, true);
            report(l.exercise() + " (the starter) fails with \"Not yet\"",
                    starter.exit() == 1 && starter.output().contains("Not yet") ? null
                            : "exit " + starter.exit() + ", output:\n" + starter.output(), starter.millis());
            var solution = Scripts.run(root, l.solution(), Map.of(), null, true);
            report(l.solution() + " passes", solution.passed() ? null : "exit " + solution.exit() + ", output:\n" + solution.output(), solution.millis());
        }
    }

    private void report(String what, String failure, long millis) {
        if (failure == null) out.printf("ok      %s (%.1f s)%n", what, millis / 1000.0);
        else problem(what + ": " + failure);
    }
}
