package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** {@code ./course watch}: re-checks the current exercise each time it is saved; h hint, l list, c check, q quit. */
final class WatchCommand implements Command {
    @Override public String name() { return "watch"; }
    @Override public Set<String> options() { return Set.of("--timeout"); }

    @Override
    public int run(Session session, Args args) {
        var out = session.out();
        long deadline = args.option("--timeout") == null ? Long.MAX_VALUE
                : System.currentTimeMillis() + 1000 * Long.parseLong(args.option("--timeout"));
        BlockingQueue<String> commands = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            String line;
            while ((line = session.readLine()) != null) commands.add(line.strip());
            commands.add("q");
        });
        reader.setDaemon(true);
        reader.start();

        Lesson lesson = Exercises.next(session, Progress.load(session.root()));
        long stamp = -1;
        while (lesson != null && System.currentTimeMillis() < deadline) {
            Path file = session.root().resolve(lesson.exercise());
            long modified = file.toFile().lastModified();
            if (modified != stamp) {
                stamp = modified;
                out.println("\n==== " + lesson.exercise() + " ====");
                if (CheckCommand.check(session, lesson) == 0) {
                    lesson = Exercises.next(session, Progress.load(session.root()));
                    stamp = -1;
                    continue;
                }
                out.println("Watching " + lesson.exercise() + ": save it to re-check.  h hint · l list · c check · q quit");
            }
            String command;
            try {
                command = commands.poll(300, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            }
            if (command == null || command.isEmpty()) continue;
            switch (command) {
                case "q" -> { return 0; }
                case "h" -> HintCommand.hint(session, lesson);
                case "l" -> new ListCommand().run(session, Args.parse("list", java.util.List.of(), Set.of(), Set.of()));
                case "c" -> stamp = -1;
                default -> out.println("h hint · l list · c check · q quit");
            }
        }
        if (lesson == null) out.println("Every exercise passes: well done!");
        return 0;
    }
}
