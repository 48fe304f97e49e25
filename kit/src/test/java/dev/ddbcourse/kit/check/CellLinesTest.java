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
            assertThat(line).contains(new CellLines.Line(4, "return slices / people;", false));
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
}
