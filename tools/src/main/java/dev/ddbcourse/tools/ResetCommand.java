package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Json;
import dev.ddbcourse.kit.course.Progress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code ./course reset NN}: puts the exercise back to its starter, after asking; then offers
 * the same for the exercise cell of the lesson's notebook, when it holds other code.
 */
final class ResetCommand implements Command {
    @Override public String name() { return "reset"; }

    @Override
    public int run(Session session, Args args) {
        Lesson lesson = session.exercise(name(), args);
        var fresh = Generate.files(session.root(), null, lesson.number());
        boolean reset = ask(session, "Put " + lesson.exercise() + " back to its starter? Your changes will be lost.");
        if (reset) {
            write(session.root().resolve(lesson.exercise()), fresh.get(lesson.exercise()));
            Exercises.record(session, Progress.load(session.root()), lesson, false);
            session.out().println("Reset " + lesson.exercise() + " to its starter.");
        } else {
            session.out().println("Left as it is.");
        }
        Path notebook = session.root().resolve(lesson.notebook());
        String starterCell = exerciseSource(Json.object(Json.parse(fresh.get(lesson.notebook()))));
        if (Files.exists(notebook) && starterCell != null) {
            Map<String, Object> nb = Json.object(Json.parse(read(notebook)));
            var cell = exerciseCell(nb);
            if (cell != null && !starterCell.equals(source(cell))) {
                if (ask(session, "Also put the exercise cell of " + lesson.notebook() + " back to its starter?")) {
                    cell.put("source", NotebookWriter.lines(starterCell));
                    cell.put("outputs", List.of());
                    cell.put("execution_count", null);
                    write(notebook, Json.write(nb));
                    session.out().println("Reset the exercise cell of " + lesson.notebook() + " (reload it in Jupyter).");
                    reset = true;
                } else {
                    session.out().println("The notebook is left as it is.");
                }
            }
        }
        return reset ? 0 : 1;
    }

    private static boolean ask(Session session, String question) {
        session.out().print(question + " [y/N] ");
        session.out().flush();
        String answer = session.readLine();
        return answer != null && answer.strip().toLowerCase().matches("y|yes");
    }

    private static Map<String, Object> exerciseCell(Map<String, Object> notebook) {
        for (Object o : Json.array(notebook.get("cells"))) {
            Map<String, Object> cell = Json.object(o);
            Object metadata = cell.get("metadata");
            if (metadata instanceof Map<?, ?> m && Json.array(Json.object(m).get("tags")).contains("exercise")) return cell;
        }
        return null;
    }

    private static String exerciseSource(Map<String, Object> notebook) {
        var cell = exerciseCell(notebook);
        return cell == null ? null : source(cell);
    }

    private static String source(Map<String, Object> cell) {
        Object source = cell.get("source");
        if (source instanceof String s) return s;
        var out = new StringBuilder();
        for (Object line : Json.array(source)) out.append(line);
        return out.toString();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
