package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Progress;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * {@code ./course watch [NN]}: checks an exercise each time one is saved. It follows the file
 * the learner saves (any exercise), starting from NN or the first unfinished one. Keys, read
 * one at a time without Enter on a terminal: h hint, l list, c check again, n next exercise, q
 * quit. Each check clears the screen and shows a progress bar and the file checked; after a
 * pass it waits for n, then moves to the exercise after this one.
 */
final class WatchCommand implements Command {
    @Override public String name() { return "watch"; }
    @Override public Set<String> options() { return Set.of("--timeout"); }

    static final String KEYS = "h hint · l list · c check again · n next exercise · q quit";
    private static final String CLEAR = "\u001b[H\u001b[2J\u001b[3J";

    @Override
    public int run(Session session, Args args) {
        var out = session.out();
        long deadline = args.option("--timeout") == null ? Long.MAX_VALUE
                : System.currentTimeMillis() + 1000 * Long.parseLong(args.option("--timeout"));
        List<Lesson> exercises = session.exercises();
        if (exercises.isEmpty()) throw new IllegalArgumentException("this course has no exercises");
        Lesson lesson = args.first() != null ? session.exercise(name(), args) : Exercises.next(session, Progress.load(session.root()));
        if (lesson == null) {
            out.println("Every exercise passes: well done! (./course watch NN watches one of them again)");
            return 0;
        }
        Terminal terminal = Terminal.raw();
        BlockingQueue<Character> keys = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> readKeys(System.in, keys), "watch-keys");
        reader.setDaemon(true);
        reader.start();
        try {
            return loop(session, exercises, lesson, keys, terminal.interactive(), deadline);
        } finally {
            terminal.restore();
        }
    }

    private static int loop(Session session, List<Lesson> exercises, Lesson first, BlockingQueue<Character> keys,
                            boolean clear, long deadline) {
        var out = session.out();
        Map<Lesson, Long> stamps = new HashMap<>();
        for (Lesson l : exercises) stamps.put(l, modified(session, l));
        Lesson lesson = first;
        boolean check = true, passed = false;
        while (System.currentTimeMillis() < deadline) {
            // Follow the file the learner saved, whichever exercise it is.
            for (Lesson l : exercises) {
                long m = modified(session, l);
                if (m != stamps.get(l)) {
                    stamps.put(l, m);
                    lesson = l;
                    check = true;
                }
            }
            if (check) {
                check = false;
                if (clear) out.print(CLEAR);
                out.println(bar(session, exercises) + "   checking " + lesson.exercise());
                out.println();
                passed = CheckCommand.check(session, lesson, false) == 0;
                out.println();
                Lesson next = after(exercises, lesson);
                if (passed) out.println(next == null ? "That was the last exercise. q quits." : "n: on to exercise " + next.number() + " (" + next.title() + ").");
                out.println("Watching " + lesson.exercise() + ": save it to check it again.  " + KEYS);
                out.flush();
            }
            Character key;
            try {
                key = keys.poll(250, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            }
            if (key == null) continue;
            switch (key) {
                case 'q' -> { return 0; }
                case 'h' -> HintCommand.hint(session, lesson);
                case 'l' -> new ListCommand().run(session, new Args(List.of(), Set.of(), Map.of()));
                case 'c' -> check = true;
                case 'n' -> {
                    Lesson next = after(exercises, lesson);
                    if (next == null) out.println("That was the last exercise.");
                    else { lesson = next; check = true; }
                }
                case '\n', '\r', ' ' -> { }
                default -> out.println(KEYS);
            }
            out.flush();
        }
        return 0;
    }

    /** The exercise after {@code lesson} in course order, or null. */
    static Lesson after(List<Lesson> exercises, Lesson lesson) {
        int i = exercises.indexOf(lesson);
        return i >= 0 && i + 1 < exercises.size() ? exercises.get(i + 1) : null;
    }

    /** {@code [######------] 6/12 pass}, from the recorded passes (nothing re-run). */
    static String bar(Session session, List<Lesson> exercises) {
        var progress = Progress.load(session.root());
        long passed = exercises.stream().filter(l -> Exercises.recordedPass(session, progress, l)).count();
        int width = 20, filled = (int) (width * passed / exercises.size());
        return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "] " + passed + "/" + exercises.size() + " pass";
    }

    private static long modified(Session session, Lesson lesson) {
        Path file = session.root().resolve(lesson.exercise());
        return file.toFile().lastModified();
    }

    private static void readKeys(InputStream in, BlockingQueue<Character> keys) {
        try {
            for (int b; (b = in.read()) >= 0; ) keys.add((char) b);
        } catch (IOException closed) {
            // no more keys
        }
        keys.add('q');
    }

    /** The learner's terminal in single-key mode (stty -icanon -echo) while watch runs, put back after. */
    record Terminal(String saved) {
        static Terminal raw() {
            if (System.console() == null) return new Terminal(null);
            String saved = stty("-g");
            if (saved == null) return new Terminal(null);
            stty("-icanon -echo min 1");
            var terminal = new Terminal(saved.strip());
            Runtime.getRuntime().addShutdownHook(new Thread(terminal::restore, "watch-terminal"));
            return terminal;
        }

        boolean interactive() { return saved != null; }

        void restore() {
            if (saved != null) stty(saved);
        }

        private static String stty(String args) {
            try {
                Process p = new ProcessBuilder("sh", "-c", "stty " + args + " < /dev/tty").redirectErrorStream(true).start();
                String out = new String(p.getInputStream().readAllBytes());
                return p.waitFor() == 0 ? out : null;
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }
}
