package dev.ddbcourse.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A lesson source, {@code lessons/NN-stem.java}, read into cells (jupytext's percent format for
 * Java). The format is described in CONTRIBUTING.md; errors name the file and line.
 */
public record LessonSource(String stem, List<Cell> cells, List<String> imports) {

    public enum Kind { MARKDOWN, CODE, DECLARATIONS, EXERCISE, CHECK }

    /** Which side of the BEGIN SOLUTION / STARTER / END SOLUTION regions to keep. */
    public enum Variant { SOLUTION, STARTER }

    /** One cell: its kind, its lines (markdown without the comment prefix), its first line number. */
    public record Cell(Kind kind, List<String> lines, int line) {

        public String text() { return String.join("\n", lines); }

        /** The cell's code with solution regions resolved (only exercise cells have any). */
        public String text(Variant variant) {
            var out = new ArrayList<String>();
            String region = null; // null outside a region, else "solution" or "starter"
            for (String l : lines) {
                String t = l.strip();
                if (t.equals(BEGIN)) region = "solution";
                else if (t.equals(STARTER)) region = "starter";
                else if (t.equals(END)) region = null;
                else if (region == null
                        || region.equals("solution") && variant == Variant.SOLUTION
                        || region.equals("starter") && variant == Variant.STARTER) out.add(l);
            }
            return String.join("\n", out);
        }

        /** The code as a notebook cell writes it: a leading {@code static } dropped on each member. */
        public static String withoutStatic(String code) {
            return STATIC_MEMBER.matcher(code).replaceAll("$1");
        }
    }

    static final String BEGIN = "// BEGIN SOLUTION", STARTER = "// STARTER", END = "// END SOLUTION";
    private static final Pattern MARKER = Pattern.compile("^// %%(?:\\s+\\[(\\w+)])?\\s*$");
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(static\\s+)?[\\w.]+(\\.\\*)?\\s*;\\s*$");
    // A member declared at column 0 in a declarations/exercise cell: "static <rest>".
    private static final Pattern STATIC_MEMBER = Pattern.compile("(?m)^static\\s+(\\S.*)$");

    public static LessonSource read(Path root, String stem) {
        Path file = root.resolve("lessons").resolve(stem + ".java");
        try {
            return parse(stem, Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read lessons/" + stem + ".java", e);
        }
    }

    public static LessonSource parse(String stem, String text) {
        String where = "lessons/" + stem + ".java";
        var cells = new ArrayList<Cell>();
        var imports = new ArrayList<String>();
        Kind kind = null;
        var lines = new ArrayList<String>();
        int start = 0;
        String[] all = text.replace("\r\n", "\n").split("\n", -1);
        for (int i = 0; i <= all.length; i++) {
            String line = i < all.length ? all[i] : null;
            Matcher m = line == null ? null : MARKER.matcher(line);
            if (line == null || m.matches()) {
                if (kind != null) cells.add(cell(where, kind, lines, start));
                if (line == null) break;
                kind = kindOf(where, i + 1, m.group(1));
                lines = new ArrayList<>();
                start = i + 2;
                continue;
            }
            if (kind == null) {
                if (!line.isBlank()) throw new IllegalArgumentException(where + ":" + (i + 1) + ": text before the first `// %%` cell marker");
                continue;
            }
            if (kind == Kind.MARKDOWN) {
                if (line.isBlank()) { lines.add(""); continue; }
                if (!line.startsWith("//")) throw new IllegalArgumentException(where + ":" + (i + 1) + ": a markdown cell line must start with //");
                String md = line.substring(2);
                lines.add(md.startsWith(" ") ? md.substring(1) : md);
            } else if (IMPORT.matcher(line).matches()) {
                if (!imports.contains(line.strip())) imports.add(line.strip());
            } else {
                lines.add(line);
            }
        }
        var source = new LessonSource(stem, List.copyOf(cells), List.copyOf(imports));
        source.validate(where);
        return source;
    }

    private static Kind kindOf(String where, int line, String tag) {
        if (tag == null) return Kind.CODE;
        for (Kind k : Kind.values()) if (k != Kind.CODE && k.name().equalsIgnoreCase(tag)) return k;
        throw new IllegalArgumentException(where + ":" + line + ": unknown cell kind [" + tag
                + "] (markdown, declarations, exercise, check, or none for code)");
    }

    private static Cell cell(String where, Kind kind, List<String> lines, int start) {
        int from = 0, to = lines.size();
        while (from < to && lines.get(from).isBlank()) from++;
        while (to > from && lines.get(to - 1).isBlank()) to--;
        var trimmed = new ArrayList<String>();
        for (String l : lines.subList(from, to)) trimmed.add(l.stripTrailing());
        return new Cell(kind, List.copyOf(trimmed), start + from);
    }

    private void validate(String where) {
        boolean exercise = false, check = false;
        for (Cell c : cells) {
            if (c.lines().isEmpty()) throw new IllegalArgumentException(where + ":" + (c.line() - 1) + ": empty cell");
            String region = null;
            for (int i = 0; i < c.lines().size(); i++) {
                String t = c.lines().get(i).strip();
                String at = where + ":" + (c.line() + i) + ": ";
                boolean marker = t.equals(BEGIN) || t.equals(STARTER) || t.equals(END);
                if (marker && c.kind() != Kind.EXERCISE) throw new IllegalArgumentException(at + t + " outside an [exercise] cell");
                if (t.equals(BEGIN)) {
                    if (region != null) throw new IllegalArgumentException(at + "nested BEGIN SOLUTION");
                    region = "solution";
                } else if (t.equals(STARTER)) {
                    if (!"solution".equals(region)) throw new IllegalArgumentException(at + "STARTER outside a BEGIN SOLUTION region");
                    region = "starter";
                } else if (t.equals(END)) {
                    if (region == null) throw new IllegalArgumentException(at + "END SOLUTION without BEGIN SOLUTION");
                    region = null;
                }
            }
            if (region != null) throw new IllegalArgumentException(where + ":" + c.line() + ": unclosed BEGIN SOLUTION in this cell");
            if (c.kind() == Kind.EXERCISE) exercise = true;
            if (c.kind() == Kind.CHECK) {
                if (check) throw new IllegalArgumentException(where + ":" + c.line() + ": a lesson has one [check] cell");
                check = true;
                checkCall(where, c);
            }
        }
        if (exercise != check) throw new IllegalArgumentException(where + ": an [exercise] cell needs a [check] cell and the other way round");
    }

    public boolean hasExercise() { return cells.stream().anyMatch(c -> c.kind() == Kind.EXERCISE); }

    public Cell checkCell() { return cells.stream().filter(c -> c.kind() == Kind.CHECK).findFirst().orElseThrow(); }

    private static final Pattern EXERCISE_HEADING = Pattern.compile("#+\\s+(Exercise|Your turn)\\b.*");

    /**
     * The exercise statement: the markdown directly before the first [exercise] cell, from its
     * last "## Exercise" (or "## Your turn") heading on; the whole markdown run when there is none.
     */
    public String exerciseStatement() {
        var run = exerciseRun();
        var text = new ArrayList<String>();
        for (Cell c : run) text.add(c.text());
        String all = String.join("\n\n", text);
        int at = headingOffset(all);
        return at < 0 ? all : all.substring(at);
    }

    /**
     * The part of a markdown cell the lesson script says: the cell without the exercise
     * statement (which the script prints at its end, pointing to the exercise file).
     */
    public String lessonText(Cell cell) {
        if (cell.kind() != Kind.MARKDOWN || !hasExercise()) return cell.text();
        var run = exerciseRun();
        int index = run.indexOf(cell);
        if (index < 0) return cell.text();
        // Cells of the run from the one holding the heading on belong to the statement.
        int headingCell = -1;
        for (int i = 0; i < run.size(); i++) if (headingOffset(run.get(i).text()) >= 0) headingCell = i;
        if (headingCell < 0 || index > headingCell) return "";
        if (index < headingCell) return cell.text();
        return cell.text().substring(0, headingOffset(cell.text())).strip();
    }

    private static int headingOffset(String markdown) {
        int offset = 0, found = -1;
        for (String line : markdown.split("\n", -1)) {
            if (EXERCISE_HEADING.matcher(line).matches()) found = offset;
            offset += line.length() + 1;
        }
        return found;
    }

    private List<Cell> exerciseRun() {
        int first = firstExercise();
        int from = first;
        while (from > 0 && cells.get(from - 1).kind() == Kind.MARKDOWN) from--;
        return cells.subList(from, first);
    }

    private int firstExercise() {
        for (int i = 0; i < cells.size(); i++) if (cells.get(i).kind() == Kind.EXERCISE) return i;
        return -1;
    }

    /**
     * The check cell split into the statements before the final {@code check(...)} call and that
     * call as an expression (no semicolon), so a script can turn it into an exit code.
     */
    public static String[] checkCall(String where, Cell check) {
        String text = check.text();
        int at = -1;
        for (Matcher m = Pattern.compile("(?m)^check\\(").matcher(text); m.find(); ) at = m.start();
        String call = at < 0 ? "" : text.substring(at).strip();
        if (at < 0 || !call.endsWith(";"))
            throw new IllegalArgumentException(where + ":" + check.line() + ": a [check] cell ends with one `check(\"" + "NN-stem\", ddb -> ...);` statement at column 0");
        return new String[] {text.substring(0, at).stripTrailing(), call.substring(0, call.length() - 1).stripTrailing()};
    }
}
