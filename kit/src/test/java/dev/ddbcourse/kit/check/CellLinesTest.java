package dev.ddbcourse.kit.check;

import static org.assertj.core.api.Assertions.assertThat;

import jdk.jshell.JShell;
import org.junit.jupiter.api.Test;

/**
 * Stack frames of notebook code as JShell compiles it (a class per method, its own line numbers)
 * mapped back to the learner's method: a JShell in this JVM, as the JJava kernel runs one.
 */
class CellLinesTest {

    @Test
    void aFrameInAMethodOfACellIsTheLineOfThatMethodWithItsText() {
        try (JShell shell = JShell.builder().executionEngine("local").build()) {
            shell.eval("int share(int people) {\n    // one slice each, the rest for the cook\n    int slices = 8;\n    return slices / people;\n}");
            // The frame as the kit sees it when it catches what the learner's code threw. ('$' travels as
            // '!': JShell leaves its own class names out of the values it shows.)
            shell.eval("String frame() { try { share(0); return \"\"; } catch (ArithmeticException e) { var f = e.getStackTrace()[0];"
                    + " return f.getClassName().replace('$', '!') + \" \" + f.getLineNumber(); } }");
            String[] frame = shell.eval("frame()").get(0).value().replace("\"", "").replace('!', '$').split(" ");
            assertThat(Integer.parseInt(frame[1])).as("JShell's own numbering differs from the method's").isNotEqualTo(4);

            var line = CellLines.of(new StackTraceElement(frame[0], "share", null, Integer.parseInt(frame[1])), shell);
            assertThat(line).contains(new CellLines.Line(4, "return slices / people;", false, "int share(int people) {"));
        }
    }

    @Test
    void theExerciseCellsFirstMethodIsNumberedFromTheCellsFirstLine() {
        try (JShell shell = JShell.builder().executionEngine("local").build()) {
            shell.eval("void exerciseCellRuns(String stem) {}");
            // What the kernel hands JShell from a generated exercise cell: the marker statement, then
            // the method starting at the comment on the marker's line (the cell's line 1).
            shell.eval("exerciseCellRuns(\"08-adjacency\");");
            shell.eval(CellLines.MARKER_COMMENT + "\n\nint half(int n) {\n    return n / 0;\n}");
            shell.eval("String frame() { try { half(2); return \"\"; } catch (ArithmeticException e) { var f = e.getStackTrace()[0];"
                    + " return f.getClassName().replace('$', '!') + \" \" + f.getLineNumber(); } }");
            String[] frame = shell.eval("frame()").get(0).value().replace("\"", "").replace('!', '$').split(" ");
            var line = CellLines.of(new StackTraceElement(frame[0], "half", null, Integer.parseInt(frame[1])), shell);
            assertThat(line).contains(new CellLines.Line(4, "return n / 0;", true));
        }
    }

    @Test
    void aFrameOfNoSnippetIsNotFound() {
        try (JShell shell = JShell.builder().executionEngine("local").build()) {
            assertThat(CellLines.of(new StackTraceElement("REPL.$JShell$99", "nothing", null, 3), shell)).isEmpty();
        }
    }

    /** A frame of {@code method} called in {@code shell}: its class and line as the kit sees them. */
    private static StackTraceElement frameOf(JShell shell, String call, String method) {
        shell.eval("String frame() { try { " + call + "; return \"\"; } catch (RuntimeException e) { var f = e.getStackTrace()[0];"
                + " return f.getClassName().replace('$', '!') + \" \" + f.getLineNumber(); } }");
        String[] frame = shell.eval("frame()").get(0).value().replace("\"", "").replace('!', '$').split(" ");
        return new StackTraceElement(frame[0], method, null, Integer.parseInt(frame[1]));
    }

    /** An exercise cell of two methods, blank lines and a comment between them, as the kernel hands it to JShell part by part. */
    private static final String CELL = "exerciseCellRuns(\"08-adjacency\"); " + CellLines.MARKER_COMMENT + "\n"
            + "\n"
            + "int half(int n) {\n"
            + "    return helper(n) / 2;\n"
            + "}\n"
            + "\n"
            + "\n"
            + "// the learner's own helper\n"
            + "int helper(int n) {\n"
            + "    int zero = 0;\n"
            + "    return n / zero;\n"
            + "}\n"
            + "\n"
            + "exerciseCellCompiled(\"08-adjacency\");";

    private static JShell cellRun(JShell shell, String cell) {
        shell.eval("void exerciseCellRuns(String stem) {}");
        shell.eval("void exerciseCellCompiled(String stem) {}");
        // The kernel's way: complete parts one after the other, each stripped.
        String rest = cell;
        while (!rest.isBlank()) {
            var info = shell.sourceCodeAnalysis().analyzeCompletion(rest);
            shell.eval(info.source().strip());
            rest = info.remaining();
        }
        return shell;
    }

    @Test
    void everyMethodOfTheExerciseCellIsNumberedFromTheCellsFirstLineWhenTheCellsTextIsKnown() {
        try (JShell shell = cellRun(JShell.builder().executionEngine("local").build(), CELL)) {
            var frame = frameOf(shell, "half(2)", "helper");
            assertThat(CellLines.of(frame, shell, CELL)).contains(new CellLines.Line(11, "return n / zero;", true));
        }
    }

    @Test
    void withoutTheCellsTextALaterMethodIsCountedFromItsOwnFirstLineAndSaysSo() {
        try (JShell shell = cellRun(JShell.builder().executionEngine("local").build(), CELL)) {
            var line = CellLines.of(frameOf(shell, "half(2)", "helper"), shell, null).orElseThrow();
            // JShell's part begins at the comment above the method: the comment's line is its line 1.
            assertThat(line).isEqualTo(new CellLines.Line(4, "return n / zero;", false, "// the learner's own helper"));
            assertThat(line.where()).isEqualTo("line 4 counting from `// the learner's own helper` in your exercise cell");
        }
    }

    @Test
    void aCompileErrorInALaterMethodNamesItsLineOfTheCell() {
        // Refused, not kept for later as a method naming something not yet declared would be.
        String broken = CELL.replace("    return n / zero;", "    return \"zero\";");
        try (JShell shell = cellRun(JShell.builder().executionEngine("local").build(), broken)) {
            assertThat(CellLines.firstError(shell, broken)).hasValueSatisfying(e -> assertThat(e)
                    .startsWith("line 11 of your exercise cell: incompatible types"));
            assertThat(CellLines.firstError(shell, null)).hasValueSatisfying(e -> assertThat(e)
                    .startsWith("line 4 counting from `// the learner's own helper` in your exercise cell: incompatible types"));
        }
    }
}
