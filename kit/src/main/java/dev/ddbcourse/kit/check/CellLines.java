package dev.ddbcourse.kit.check;

import java.util.Optional;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SourceCodeAnalysis.SnippetWrapper;

/**
 * Where a stack frame of a notebook cell's code is in what the learner wrote. JShell compiles
 * each method of a cell into a class of its own ({@code REPL.$JShell$33}) whose line numbers
 * count the lines it wraps around the method; the kernel's JShell (JJava's, found by reflection)
 * maps them back to the method's own source and its text. The kernel strips each part of a cell
 * before JShell sees it, so the cell's own numbering is known only for the part that begins on the
 * cell's first line: the exercise cell's first declaration, which JShell starts at the comment
 * after {@code exerciseCellRuns(...);} on that line.
 */
final class CellLines {
    private CellLines() {}

    /** The comment the generator puts after {@code exerciseCellRuns("NN-stem");} (NotebookWriter.exerciseCell). */
    static final String MARKER_COMMENT = "// lets the check see this cell's latest run";

    /**
     * The line {@code frame} is at and its text: counted from the cell's first line when
     * {@code inCell}, else from the first line of the method's source.
     */
    record Line(int number, String text, boolean inCell) {}

    static Optional<Line> of(StackTraceElement frame) {
        try {
            return of(frame, kernelShell());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError notJJava) {
            return Optional.empty(); // another kernel, or no jdk.jshell here: the caller says less
        }
    }

    /** The line of {@code frame} in the method of {@code shell} that JShell compiled into the frame's class. */
    static Optional<Line> of(StackTraceElement frame, JShell shell) {
        if (shell == null || frame.getLineNumber() <= 0) return Optional.empty();
        var snippets = shell.snippets().toList();
        for (int i = 0; i < snippets.size(); i++) {
            Snippet snippet = snippets.get(i);
            if (!shell.status(snippet).isActive()) continue;
            SnippetWrapper wrapper = shell.sourceCodeAnalysis().wrapper(snippet);
            if (!wrapper.fullClassName().equals(frame.getClassName())) continue;
            boolean inCell = i > 0 && snippets.get(i - 1).source().startsWith("exerciseCellRuns(")
                    && snippet.source().startsWith(MARKER_COMMENT);
            return line(wrapper, frame.getLineNumber(), inCell);
        }
        return Optional.empty();
    }

    private static Optional<Line> line(SnippetWrapper wrapper, int wrappedLine, boolean inCell) {
        String wrapped = wrapper.wrapped();
        int at = 0;
        for (int line = 1; line < wrappedLine; line++) {
            at = wrapped.indexOf('\n', at) + 1;
            if (at == 0) return Optional.empty();
        }
        while (at < wrapped.length() && wrapped.charAt(at) == ' ') at++;
        int position = wrapper.wrappedToSourcePosition(at);
        String source = wrapper.source();
        if (position < 0 || position > source.length()) return Optional.empty();
        int number = (int) source.substring(0, position).chars().filter(c -> c == '\n').count() + 1;
        return Optional.of(new Line(number, source.lines().skip(number - 1).findFirst().orElse("").strip(), inCell));
    }

    /** JJava's kernel (BaseKernel.notebookKernel()) and its JShell, or null outside JJava. */
    private static JShell kernelShell() throws ReflectiveOperationException {
        Class<?> base = Class.forName("org.dflib.jjava.jupyter.kernel.BaseKernel", false, CellLines.class.getClassLoader());
        Object kernel = base.getMethod("notebookKernel").invoke(null);
        return kernel == null ? null : (JShell) kernel.getClass().getMethod("getJShell").invoke(kernel);
    }
}
