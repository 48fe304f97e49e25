package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Json;
import dev.ddbcourse.tools.LessonSource.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * lessons/NN-stem.java -> jbang/, exercises/, solutions/, notebooks/ (see CONTRIBUTING.md); run
 * by {@code ./course generate} ({@link GenerateCommand}), its only entry point.
 *
 * A notebook keeps the outputs of the cells whose source did not change (read from the file it
 * replaces). Files whose content is unchanged are not rewritten.
 */
public final class Generate {
    private Generate() {}

    /** The first line of every generated file (after the JBang line of a script). */
    static String notice(Lesson lesson) {
        return "Generated from " + lesson.source() + " by `./course generate`: edit the lesson, not this file.";
    }

    /** The exercise's first line: the one generated file the learner does edit. */
    static String exerciseNotice(Lesson lesson) {
        return "Generated from " + lesson.source() + " by `./course generate`. Your exercise: edit it, then run `./course check "
                + lesson.number() + "` (`./course reset " + lesson.number() + "` restores the starter).";
    }

    /**
     * Every generated file of the lessons that have a source, by path relative to the root.
     *
     * @param existing where the current notebooks are (to keep their outputs), or null
     */
    public static Map<String, String> files(Path root, Path existing, String only) {
        var course = Course.load(root);
        var versions = Versions.read(root);
        var scripts = new ScriptWriter(versions);
        var notebooks = new NotebookWriter();
        var out = new LinkedHashMap<String, String>();
        for (Lesson lesson : course.lessons()) {
            if (only != null && !lesson.equals(course.lesson(only))) continue;
            if (!Files.exists(root.resolve(lesson.source()))) continue;
            var source = LessonSource.read(root, lesson.stem());
            out.put(lesson.script(), scripts.lesson(lesson, source));
            if (source.hasExercise()) {
                out.put(lesson.exercise(), scripts.exercise(lesson, source, Variant.STARTER));
                out.put(lesson.solution(), scripts.exercise(lesson, source, Variant.SOLUTION));
            }
            var old = existing == null ? null : readNotebook(existing.resolve(lesson.notebook()));
            out.put(lesson.notebook(), notebooks.notebook(lesson, source, old, Variant.STARTER));
        }
        if (only == null) out.put(CATALOG, catalog(course, out));
        return out;
    }

    static final String CATALOG = "jbang-catalog.json";

    /** The runner as a JBang script (the catalog's `runner` alias); ./course compiles it with javac instead. */
    static final String RUNNER_SCRIPT = "tools/src/main/java/dev/ddbcourse/tools/Runner.java";

    /**
     * JBang aliases for the generated scripts: {@code lesson08} and {@code adjacency} (the stem
     * without its number) for a lesson, {@code exercise08}, {@code solution08}, and
     * {@code runner} for the runner (not "course": JBang would run the file ./course). An alias must start with a letter, hence no bare "08".
     */
    static String catalog(Course course, Map<String, String> files) {
        var aliases = new LinkedHashMap<String, Object>();
        for (Lesson l : course.lessons()) {
            String title = l.number() + " · " + l.title();
            if (files.containsKey(l.script())) {
                aliases.put("lesson" + l.number(), alias(l.script(), title));
                aliases.put(l.stem().substring(3), alias(l.script(), title));
            }
            if (files.containsKey(l.exercise())) {
                aliases.put("exercise" + l.number(), alias(l.exercise(), "Exercise " + title));
                aliases.put("solution" + l.number(), alias(l.solution(), "Solution " + title));
            }
        }
        aliases.put("runner", alias(RUNNER_SCRIPT, "The course runner: list, check NN, hint NN, watch, reset NN"));
        var catalog = new LinkedHashMap<String, Object>();
        catalog.put("aliases", aliases);
        return Json.write(catalog);
    }

    private static Map<String, Object> alias(String script, String description) {
        var alias = new LinkedHashMap<String, Object>();
        alias.put("script-ref", script);
        alias.put("description", description);
        return alias;
    }

    /** The notebooks with the reference solution in the exercise cell, for the executor's solution run. */
    public static Map<String, String> solutionNotebooks(Path root) {
        var course = Course.load(root);
        var out = new LinkedHashMap<String, String>();
        for (Lesson lesson : course.lessons()) {
            if (!Files.exists(root.resolve(lesson.source()))) continue;
            var source = LessonSource.read(root, lesson.stem());
            if (source.hasExercise()) out.put(lesson.notebook(), new NotebookWriter().notebook(lesson, source, null, Variant.SOLUTION));
        }
        return out;
    }

    /** Writes the files into {@code out}, skipping unchanged ones; returns the paths written. */
    public static List<String> write(Map<String, String> files, Path out) {
        var written = new ArrayList<String>();
        try {
            for (var e : files.entrySet()) {
                Path file = out.resolve(e.getKey());
                if (Files.exists(file) && Files.readString(file).equals(e.getValue())) continue;
                Files.createDirectories(file.getParent());
                Files.writeString(file, e.getValue());
                written.add(e.getKey());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return written;
    }

    static Map<String, Object> readNotebook(Path file) {
        try {
            return Files.exists(file) ? Json.object(Json.parse(Files.readString(file))) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
