package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

/** {@code ./course reset NN}: puts the exercise back to its starter, after asking. */
final class ResetCommand implements Command {
    @Override public String name() { return "reset"; }

    @Override
    public int run(Session session, Args args) {
        Lesson lesson = session.exercise(name(), args);
        var out = session.out();
        out.print("Put " + lesson.exercise() + " back to its starter? Your changes will be lost. [y/N] ");
        out.flush();
        String answer = session.readLine();
        if (answer == null || !answer.strip().toLowerCase().matches("y|yes")) {
            out.println("Left as it is.");
            return 1;
        }
        String starter = Generate.files(session.root(), null, lesson.number()).get(lesson.exercise());
        try {
            Files.writeString(session.root().resolve(lesson.exercise()), starter);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Exercises.record(session, Progress.load(session.root()), lesson, false);
        out.println("Reset " + lesson.exercise() + " to its starter.");
        return 0;
    }
}
