package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Json;
import dev.ddbcourse.tools.LessonSource.Cell;
import dev.ddbcourse.tools.LessonSource.Kind;
import dev.ddbcourse.tools.LessonSource.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a lesson as a Jupyter notebook (nbformat 4.5) for the course kernel.
 *
 * <p>The generator owns the cells' sources and the kernelspec; the notebook executor
 * (notebooks/support/) owns outputs, execution counts and language_info. So a code cell whose
 * source is unchanged keeps the outputs of the existing notebook, and regenerating never wipes
 * a committed run. Cells carry tags ("imports", "exercise", "check") for the executor.
 */
final class NotebookWriter {

    static final Map<String, Object> KERNELSPEC = ordered(
            "display_name", "Java (DynamoDB course)", "language", "java", "name", "ddbcourse-java");

    /**
     * The notebook as JSON text.
     *
     * @param existing the notebook currently on disk (parsed), or null
     * @param variant STARTER for notebooks/, SOLUTION for the executor's "solution" run
     */
    String notebook(Lesson lesson, LessonSource source, Map<String, Object> existing, Variant variant) {
        var cells = new ArrayList<Map<String, Object>>();
        cells.add(markdown("*" + Generate.notice(lesson) + "*"));
        var imports = new ArrayList<>(ScriptWriter.IMPORTS);
        for (String i : source.imports()) if (!imports.contains(i)) imports.add(i);
        cells.add(code(String.join("\n", imports), "imports"));
        for (Cell cell : source.cells()) {
            switch (cell.kind()) {
                case MARKDOWN -> cells.add(markdown(cell.text()));
                case CODE -> cells.add(code(cell.text(), null));
                case DECLARATIONS -> cells.add(code(Cell.withoutStatic(cell.text()), null));
                case EXERCISE -> cells.add(code(exerciseCell(lesson, Cell.withoutStatic(cell.text(variant))), "exercise"));
                case CHECK -> {
                    cells.add(code(checkCell(lesson, cell), "check"));
                    cells.add(markdown("Stuck? Run `hint(\"" + lesson.number() + "\");` in a cell for the next hint (it counts along with `./course hint "
                            + lesson.number() + "`). The reference solution is in `" + lesson.solution() + "`: `./course solution "
                            + lesson.number() + "` shows it once your check passes, here or in the terminal."));
                }
            }
        }
        for (int i = 0; i < cells.size(); i++) cells.get(i).put("id", String.format("cell-%02d", i));
        keepOutputs(cells, existing);

        var metadata = new LinkedHashMap<String, Object>();
        if (existing != null && existing.get("metadata") instanceof Map<?, ?> old) metadata.putAll(Json.object(old));
        metadata.put("kernelspec", KERNELSPEC);
        metadata.putIfAbsent("language_info", ordered("name", "java"));
        var nb = new LinkedHashMap<String, Object>();
        nb.put("cells", cells);
        nb.put("metadata", metadata);
        nb.put("nbformat", Json.Num.of(4));
        nb.put("nbformat_minor", Json.Num.of(5));
        return Json.write(nb);
    }

    /**
     * The exercise cell between two kit calls, so that a check after a run that did not compile
     * says so instead of checking the methods JShell kept from before (see {@code Kit.exerciseCellRuns}).
     * The comment on the first line starts the cell's first declaration there, so the kit can count
     * its lines from the cell's first (the kit's {@code check.CellLines} knows this comment).
     */
    static String exerciseCell(Lesson lesson, String code) {
        return "exerciseCellRuns(\"" + lesson.stem() + "\"); // lets the check see this cell's latest run\n\n"
                + code + "\n\nexerciseCellCompiled(\"" + lesson.stem() + "\");";
    }

    /**
     * The check cell with its final call assigned ({@code boolean passed = check(...);}): a cell
     * ending in an expression shows its value in Jupyter, and the check has already said pass or fail.
     */
    static String checkCell(Lesson lesson, Cell check) {
        String[] parts = LessonSource.checkCall(lesson.source(), check);
        return (parts[0].isEmpty() ? "" : parts[0] + "\n") + "boolean passed = " + parts[1] + ";";
    }

    /** Gives each code cell the outputs of the first unused existing code cell with the same source. */
    private static void keepOutputs(List<Map<String, Object>> cells, Map<String, Object> existing) {
        if (existing == null) return;
        var bySource = new HashMap<String, List<Map<String, Object>>>();
        for (Object o : Json.array(existing.get("cells"))) {
            Map<String, Object> old = Json.object(o);
            if ("code".equals(old.get("cell_type"))) bySource.computeIfAbsent(sourceText(old.get("source")), k -> new ArrayList<>()).add(old);
        }
        for (var cell : cells) {
            if (!"code".equals(cell.get("cell_type"))) continue;
            var same = bySource.get(sourceText(cell.get("source")));
            if (same == null || same.isEmpty()) continue;
            var old = same.remove(0);
            cell.put("execution_count", old.get("execution_count"));
            cell.put("outputs", old.get("outputs") == null ? List.of() : old.get("outputs"));
        }
    }

    /** nbformat stores multi-line text as a list of lines; either form means the same text. */
    private static String sourceText(Object source) {
        if (source instanceof String s) return s;
        var out = new StringBuilder();
        for (Object line : Json.array(source)) out.append(line);
        return out.toString();
    }

    private static Map<String, Object> markdown(String text) {
        var cell = new LinkedHashMap<String, Object>();
        cell.put("cell_type", "markdown");
        cell.put("metadata", new LinkedHashMap<>());
        cell.put("source", lines(text));
        return cell;
    }

    private static Map<String, Object> code(String text, String tag) {
        var cell = new LinkedHashMap<String, Object>();
        cell.put("cell_type", "code");
        cell.put("execution_count", null);
        cell.put("metadata", tag == null ? new LinkedHashMap<>() : ordered("tags", List.of(tag)));
        cell.put("outputs", List.of());
        cell.put("source", lines(text));
        return cell;
    }

    /** Text split the way nbformat writes it: lines keep their "\n", the last has none. */
    static List<Object> lines(String text) {
        var out = new ArrayList<Object>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') { out.add(text.substring(start, i + 1)); start = i + 1; }
        }
        if (start < text.length()) out.add(text.substring(start));
        return out;
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        var map = new LinkedHashMap<String, Object>();
        for (int i = 0; i < keysAndValues.length; i += 2) map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        return map;
    }
}
