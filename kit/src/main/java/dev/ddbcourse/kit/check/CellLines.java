package dev.ddbcourse.kit.check;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;
import jdk.jshell.Diag;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SourceCodeAnalysis.SnippetWrapper;

/**
 * Where a stack frame or a compile error of a notebook cell's code is in what the learner wrote.
 * JShell compiles each method of a cell into a class of its own ({@code REPL.$JShell$33}) whose
 * line numbers count the lines it wraps around the method; the kernel's JShell (JJava's or
 * rapaio's, found by reflection) maps them back to the method's own source and its text.
 *
 * <p>The kernel strips each part of a cell before JShell sees it, so where a method begins in the
 * cell is known from the cell's text, which {@code exerciseCellRuns(...)} (the cell's first
 * statement) keeps: JJava hands it over, rapaio does not. Without it only the cell's first
 * declaration is placed in the cell: JShell starts it at the comment the generator puts after
 * {@code exerciseCellRuns(...);} on the cell's first line; the others are counted from their own
 * first line, and the report says so.
 */
final class CellLines {
    private CellLines() {}

    /** The comment the generator puts after {@code exerciseCellRuns("NN-stem");} (NotebookWriter.exerciseCell). */
    static final String MARKER_COMMENT = "// lets the check see this cell's latest run";

    /**
     * A line and its text: counted from the cell's first line when {@code inCell}, else from the
     * first line of {@code declaration} (the first line of the method's source).
     */
    record Line(int number, String text, boolean inCell, String declaration) {
        Line(int number, String text, boolean inCell) {
            this(number, text, inCell, null);
        }

        /**
         * {@code line 7 of your exercise cell}; when the kernel does not say where the part begins,
         * {@code line 3 counting from `int helper(int n) {` in your exercise cell}.
         */
        String where() {
            return inCell ? "line " + number + " of your exercise cell"
                    : "line " + number + " counting from `" + declaration + "` in your exercise cell";
        }
    }

    /** The line of {@code frame} in the learner's cell, or empty outside a notebook kernel. */
    static Optional<Line> of(StackTraceElement frame) {
        try {
            return of(frame, kernelShell(), LearnerCell.source());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError notAKernel) {
            return Optional.empty(); // another kernel, or no jdk.jshell here: the caller says less
        }
    }

    static Optional<Line> of(StackTraceElement frame, JShell shell) {
        return of(frame, shell, null);
    }

    /**
     * The line of {@code frame} in the method of {@code shell} that JShell compiled into the
     * frame's class; {@code cell} is the exercise cell's text as last run, or null when unknown.
     */
    static Optional<Line> of(StackTraceElement frame, JShell shell, String cell) {
        if (shell == null || frame.getLineNumber() <= 0) return Optional.empty();
        List<Snippet> snippets = shell.snippets().toList();
        for (int i = 0; i < snippets.size(); i++) {
            Snippet snippet = snippets.get(i);
            if (!shell.status(snippet).isActive()) continue;
            SnippetWrapper wrapper = shell.sourceCodeAnalysis().wrapper(snippet);
            if (!wrapper.fullClassName().equals(frame.getClassName())) continue;
            int position = sourcePosition(wrapper, frame.getLineNumber());
            if (position < 0) return Optional.empty();
            return Optional.of(line(snippets, i, position, cell));
        }
        return Optional.empty();
    }

    /**
     * The first error of the exercise cell's latest run that JShell compiled and refused, with its
     * line, e.g. {@code line 6 of your exercise cell: cannot find symbol}; empty when there is none
     * (the kernel could not even split the cell, or this is no notebook).
     */
    static Optional<String> firstError() {
        try {
            return firstError(kernelShell(), LearnerCell.source());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError notAKernel) {
            return Optional.empty();
        }
    }

    static Optional<String> firstError(JShell shell, String cell) {
        if (shell == null) return Optional.empty();
        List<Snippet> snippets = shell.snippets().toList();
        for (int i = cellStart(snippets); i >= 0 && i < snippets.size(); i++) {
            Snippet snippet = snippets.get(i);
            if (shell.status(snippet) != Snippet.Status.REJECTED) continue;
            Optional<Diag> error = shell.diagnostics(snippet).filter(Diag::isError).findFirst();
            if (error.isEmpty()) continue;
            Line line = line(snippets, i, (int) error.get().getStartPosition(), cell);
            return Optional.of(line.where() + ": " + error.get().getMessage(null).lines().findFirst().orElse("").strip());
        }
        return Optional.empty();
    }

    /** The line at {@code position} of snippet {@code i}'s source: in the cell when its place there is known. */
    private static Line line(List<Snippet> snippets, int i, int position, String cell) {
        String source = snippets.get(i).source();
        position = Math.max(0, Math.min(position, source.length()));
        int inSource = (int) source.substring(0, position).chars().filter(c -> c == '\n').count();
        String text = source.lines().skip(inSource).findFirst().orElse("").strip();
        int start = cellLine(snippets, i, cell);
        if (start > 0) return new Line(start + inSource, text, true, null);
        return new Line(inSource + 1, text, false, source.lines().findFirst().orElse("").strip());
    }

    /**
     * The cell line (from 1) where snippet {@code i} begins, or 0 when not known: the snippets of
     * the exercise cell's run, in order, found one after the other in the cell's text; without the
     * text, only the declaration that begins at the marker comment (on the cell's first line).
     */
    private static int cellLine(List<Snippet> snippets, int i, String cell) {
        int first = cellStart(snippets);
        if (first < 0 || i < first) return 0;
        if (cell == null) return i == first + 1 && snippets.get(i).source().startsWith(MARKER_COMMENT) ? 1 : 0;
        int at = 0;
        for (int j = first; j <= i; j++) {
            int found = cell.indexOf(snippets.get(j).source(), at);
            if (found < 0) return 0; // the text is not this run's
            if (j == i) return (int) cell.substring(0, found).chars().filter(c -> c == '\n').count() + 1;
            at = found + snippets.get(j).source().length();
        }
        return 0;
    }

    /** The index of the exercise cell's latest {@code exerciseCellRuns(...)} snippet, or -1. */
    private static int cellStart(List<Snippet> snippets) {
        for (int i = snippets.size() - 1; i >= 0; i--) if (snippets.get(i).source().startsWith("exerciseCellRuns(")) return i;
        return -1;
    }

    /** Where in the method's source the wrapped class's line {@code wrappedLine} begins, or -1. */
    private static int sourcePosition(SnippetWrapper wrapper, int wrappedLine) {
        String wrapped = wrapper.wrapped();
        int at = 0;
        for (int line = 1; line < wrappedLine; line++) {
            at = wrapped.indexOf('\n', at) + 1;
            if (at == 0) return -1;
        }
        while (at < wrapped.length() && wrapped.charAt(at) == ' ') at++;
        int position = wrapper.wrappedToSourcePosition(at);
        return position < 0 || position > wrapper.source().length() ? -1 : position;
    }

    /** The notebook kernel's JShell: JJava's (BaseKernel.notebookKernel()) or rapaio's (MainApp.kernel); null elsewhere. */
    private static JShell kernelShell() throws ReflectiveOperationException {
        ClassLoader loader = CellLines.class.getClassLoader();
        try {
            Class<?> base = Class.forName("org.dflib.jjava.jupyter.kernel.BaseKernel", false, loader);
            Object kernel = base.getMethod("notebookKernel").invoke(null);
            return kernel == null ? null : (JShell) kernel.getClass().getMethod("getJShell").invoke(kernel);
        } catch (ClassNotFoundException notJJava) {
            Object kernel = Class.forName("org.rapaio.jupyter.kernel.MainApp", false, loader).getField("kernel").get(null);
            if (kernel == null) return null;
            Object engine = kernel.getClass().getMethod("javaEngine").invoke(kernel);
            return (JShell) engine.getClass().getMethod("getShell").invoke(engine);
        }
    }

    /**
     * The text of the cell the kernel is running now, or null: JJava keeps the execute request it
     * is answering (its comm manager's message context); rapaio keeps it nowhere the kit can read.
     */
    static String runningCell() {
        try {
            Class<?> base = Class.forName("org.dflib.jjava.jupyter.kernel.BaseKernel", false, CellLines.class.getClassLoader());
            Object kernel = base.getMethod("notebookKernel").invoke(null);
            if (kernel == null) return null;
            Object comms = base.getMethod("getCommManager").invoke(kernel);
            Field context = Class.forName("org.dflib.jjava.jupyter.kernel.comm.CommManager", false, base.getClassLoader())
                    .getDeclaredField("context");
            context.setAccessible(true);
            Object message = context.get(comms);
            if (message == null) return null;
            Object request = message.getClass().getMethod("getContent").invoke(message);
            Object code = request.getClass().getMethod("getCode").invoke(request);
            return code instanceof String text ? text : null;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError notJJava) {
            return null;
        }
    }
}
