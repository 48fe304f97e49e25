package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Progress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code ./course status}: the learner's progress in one line. {@code ./course status --all
 * [DIR...]}: the instructor's view. Every learner's exercise file (this checkout's when no DIR
 * is given) is re-run, in parallel, against this checkout's kit and checks, ignoring recorded
 * progress; one row per checkout, labelled by as much of its path as tells the rows apart, a
 * column per exercise. A missing folder or one that is not a checkout of this course is an
 * error row. Exit code 0 when every exercise everywhere passes.
 */
final class StatusCommand implements Command {
    @Override public String name() { return "status"; }
    @Override public Set<String> flags() { return Set.of("--all"); }
    @Override public Set<String> options() { return Set.of("--jobs"); }

    @Override
    public int run(Session session, Args args) {
        if (args.has("--all")) return all(session, args.positional(), args.option("--jobs"));
        if (!args.positional().isEmpty()) throw new IllegalArgumentException("./course status takes no lesson; learner folders go after --all");
        var progress = Progress.load(session.root());
        var all = session.exercises();
        long passed = all.stream().filter(l -> Exercises.passes(session, progress, l)).count();
        Lesson next = Exercises.next(session, progress);
        session.out().println(passed + "/" + all.size() + " exercises pass" + (next == null ? "." : "; next: " + next.number() + " " + next.title()));
        return 0;
    }

    private static int all(Session session, List<String> dirs, String jobs) {
        var out = session.out();
        Path here = session.root();
        var checkouts = new ArrayList<Path>();
        if (dirs.isEmpty()) checkouts.add(here);
        for (String d : dirs) checkouts.add(here.resolve(d).toAbsolutePath().normalize());
        var exercises = session.exercises();
        var labels = labels(checkouts);
        int width = Math.max(8, labels.values().stream().mapToInt(String::length).max().orElse(8)) + 2;

        var problems = new LinkedHashMap<Path, String>();
        var runs = new ArrayList<Path>();
        for (Path c : checkouts) {
            String problem = problem(session.course(), c);
            if (problem != null) problems.put(c, problem);
            else runs.add(c);
        }
        // The instructor's kit and checks: built once here, used for every learner's file.
        String classpath = Scripts.runnerClasspath(here);
        int total = runs.size() * exercises.size();
        int threads = jobs != null ? Integer.parseInt(jobs) : Math.max(1, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        var done = new AtomicInteger();
        Map<Path, List<Future<Boolean>>> results = new LinkedHashMap<>();
        for (Path c : runs) {
            var row = new ArrayList<Future<Boolean>>();
            for (Lesson l : exercises) {
                row.add(pool.submit(() -> {
                    Path file = c.resolve(l.exercise());
                    boolean ok = Files.exists(file) && Scripts.run(classpath, here, file.toString(), Map.of(), null, true).passed();
                    synchronized (out) {
                        out.print("\rchecked " + done.incrementAndGet() + "/" + total + " ...");
                        out.flush();
                    }
                    return ok;
                }));
            }
            results.put(c, row);
        }
        pool.shutdown();

        var table = new StringBuilder(String.format("%-" + width + "s", "checkout"));
        for (Lesson l : exercises) table.append(' ').append(l.number()).append(' ');
        table.append(" passing\n");
        boolean all = problems.isEmpty();
        for (Path c : checkouts) {
            var row = new StringBuilder(String.format("%-" + width + "s", labels.get(c)));
            if (problems.containsKey(c)) {
                table.append(row).append("ERROR: ").append(problems.get(c)).append('\n');
                continue;
            }
            int passed = 0;
            for (Future<Boolean> f : results.get(c)) {
                boolean ok;
                try {
                    ok = f.get();
                } catch (Exception e) {
                    ok = false;
                }
                if (ok) passed++;
                row.append(ok ? "  ✓ " : "  · ");
            }
            all &= passed == exercises.size();
            table.append(row).append("  ").append(passed).append('/').append(exercises.size()).append('\n');
        }
        if (total > 0) out.print("\r" + " ".repeat(30) + "\r");
        out.print(table);
        out.println("✓ passes, · not yet (re-run now with this checkout's kit and checks; recorded progress ignored)");
        return all ? 0 : 1;
    }

    /** Why {@code checkout} cannot be checked, or null. */
    private static String problem(Course course, Path checkout) {
        if (!Files.isDirectory(checkout)) return "no such folder";
        Path file = checkout.resolve(Course.FILE);
        if (!Files.exists(file)) return "not a checkout of the course (no course.json)";
        try {
            if (!Course.load(checkout).title().equals(course.title())) return "a checkout of another course (" + Course.load(checkout).title() + ")";
        } catch (RuntimeException e) {
            return "its course.json cannot be read: " + e.getMessage();
        }
        return null;
    }

    /** The shortest path ending of each checkout that no other checkout shares ("alice/ddb-course"). */
    static Map<Path, String> labels(List<Path> checkouts) {
        var labels = new LinkedHashMap<Path, String>();
        for (Path c : checkouts) {
            int parts = 1;
            while (parts < c.getNameCount()) {
                String candidate = tail(c, parts);
                final int n = parts;
                boolean shared = checkouts.stream().anyMatch(o -> !o.equals(c) && tail(o, n).equals(candidate));
                if (!shared) break;
                parts++;
            }
            labels.put(c, c.getNameCount() == 0 ? c.toString() : tail(c, parts));
        }
        return labels;
    }

    private static String tail(Path p, int parts) {
        int n = p.getNameCount();
        if (n == 0) return p.toString();
        return p.subpath(Math.max(0, n - parts), n).toString();
    }
}
