///usr/bin/env jbang "$0" "$@" ; exit $?
//JAVA 17+
//SOURCES Classroom.java Course.java DevCheck.java Generate.java Json.java LearnerEdits.java LessonSource.java
//SOURCES NotebookWriter.java Progress.java Scripts.java ScriptWriter.java Transcripts.java Versions.java
package dev.ddbcourse.tools;

import dev.ddbcourse.tools.Course.Lesson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The course runner behind {@code ./course}, in the spirit of rustlings. Driven by course.json
 * only; progress lives in {@code .course-progress}. Run {@code ./course help} for the commands.
 */
public final class Runner {
    /** This file, for JBang (the catalog's `course` alias); ./course compiles it with javac instead. */
    static final String SCRIPT = "tools/src/main/java/dev/ddbcourse/tools/Runner.java";

    static final String USAGE = """
            Usage: ./course <command>

            For learners:
              list                 lessons and which exercises pass
              check NN             run exercise NN (exercises/NN-*.java) and record a pass
              hint NN              the next hint for exercise NN
              watch                re-check the current exercise each time you save it (q to quit)
              reset NN             put exercise NN back to its starter (asks first)
              solution NN          where the reference solution is, once NN passes
              status               your progress in one line
              jupyter              the lessons as notebooks: JupyterLab on 127.0.0.1:8888 (installs
                                   it in .venv on first use; needs Python 3)
            For instructors:
              status --all [DIR..] re-run every exercise of this checkout (or of each DIR) and tabulate
              classroom            JupyterHub for a room: a workspace, kernel and database per learner,
                                   a progress page (CLASSROOM_PASSWORD or --names FILE; --help)
            For authors:
              generate [--only NN] lessons/ -> jbang/ exercises/ solutions/ notebooks/; an exercise
                                   you edited is kept (--force overwrites it)
              generate --golden    also rewrite golden/ transcripts from the lesson scripts
              dev check            the course's own checks (names, TODOs, generated files, starters
                                   fail, solutions pass, transcripts match)

            Scripts run through ./jbangw; set COURSE_CLASSPATH to a built classpath to run them
            with the JDK's source launcher instead.
            """;

    private final Path root;
    private final Course course;
    private final PrintStream out;
    private final BufferedReader in;

    Runner(Path root, PrintStream out, BufferedReader in) {
        this.root = root;
        this.course = Course.load(root);
        this.out = out;
        this.in = in;
    }

    public static void main(String[] args) {
        var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int code;
        try {
            code = new Runner(root(), System.out, in).run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("course: " + e.getMessage());
            code = 2;
        }
        System.out.flush();
        System.exit(code);
    }

    /** The checkout: the nearest folder from here up that holds course.json. */
    static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("course.json"))) return p;
        }
        throw new IllegalArgumentException("no course.json here or above: run ./course from the course's folder");
    }

    int run(String[] args) {
        String command = args.length == 0 ? "help" : args[0];
        var rest = Arrays.asList(args).subList(Math.min(1, args.length), args.length);
        return switch (command) {
            case "list" -> list();
            case "check" -> check(lesson("check", rest));
            case "hint" -> hint(lesson("hint", rest));
            case "watch" -> watch(rest);
            case "reset" -> reset(lesson("reset", rest));
            case "solution" -> solution(lesson("solution", rest));
            case "status" -> rest.contains("--all") ? Classroom.status(root, rest.subList(1, rest.size()), out) : status();
            case "generate" -> generate(rest);
            case "jupyter" -> startScript("notebooks/support/start", rest);
            case "classroom" -> startScript("classroom/start", rest);
            case "dev" -> rest.equals(List.of("check")) ? new DevCheck(root, out).run()
                    : fail("usage: ./course dev check");
            case "help", "--help", "-h" -> { out.print(USAGE); yield 0; }
            default -> fail("unknown command " + command + "\n\n" + USAGE);
        };
    }

    private int fail(String message) {
        throw new IllegalArgumentException(message);
    }

    /** The lesson named by the first argument, which must have an exercise. */
    private Lesson lesson(String command, List<String> args) {
        if (args.isEmpty()) throw new IllegalArgumentException("which lesson? e.g. ./course " + command + " 08");
        Lesson lesson = course.lesson(args.get(0));
        if (!Files.exists(root.resolve(lesson.exercise())))
            throw new IllegalArgumentException("lesson " + lesson.number() + " has no exercise (" + lesson.exercise() + ")");
        return lesson;
    }

    private List<Lesson> exercises() {
        var list = new ArrayList<Lesson>();
        for (Lesson l : course.lessons()) if (Files.exists(root.resolve(l.exercise()))) list.add(l);
        return list;
    }

    // ---- progress --------------------------------------------------------------------------

    /** Whether the exercise passes: the recorded pass if the file is unchanged, else a quiet re-check. */
    private boolean passes(Progress progress, Lesson lesson) {
        String recorded = progress.passed.get(lesson.number());
        if (recorded == null) return false;
        if (recorded.equals(Progress.sha256(root.resolve(lesson.exercise())))) return true;
        out.println("(re-checking " + lesson.exercise() + ": it changed since it passed)");
        return record(progress, lesson, Scripts.run(root, lesson.exercise(), Map.of(), null, true).passed());
    }

    private boolean record(Progress progress, Lesson lesson, boolean passed) {
        if (passed) progress.passed.put(lesson.number(), Progress.sha256(root.resolve(lesson.exercise())));
        else progress.passed.remove(lesson.number());
        progress.save();
        return passed;
    }

    /** The first exercise in course order that does not pass, or null when all do. */
    private Lesson current(Progress progress) {
        for (Lesson l : exercises()) if (!passes(progress, l)) return l;
        return null;
    }

    // ---- commands --------------------------------------------------------------------------

    int list() {
        var progress = Progress.load(root);
        out.println(course.title());
        out.println();
        out.printf("  %-3s %-52s %s%n", "NN", "Lesson", "Exercise");
        int passed = 0, total = 0;
        Lesson next = null;
        for (Lesson l : course.lessons()) {
            String state;
            if (!Files.exists(root.resolve(l.exercise()))) state = "-";
            else {
                total++;
                if (passes(progress, l)) { passed++; state = "passed"; }
                else { state = next == null ? "not yet  <- next" : "not yet"; if (next == null) next = l; }
            }
            out.printf("  %-3s %-52s %s%n", l.number(), l.title(), state);
        }
        out.println();
        out.println(passed + "/" + total + " exercises pass.");
        if (next != null) out.println("Next: ./course check " + next.number() + "   (stuck? ./course hint " + next.number() + ")");
        return 0;
    }

    int check(Lesson lesson) {
        var progress = Progress.load(root);
        out.println("Checking " + lesson.exercise() + " ...");
        var result = Scripts.run(root, lesson.exercise(), Map.of(), out, true);
        record(progress, lesson, result.passed());
        out.println();
        if (result.passed()) {
            out.println("Exercise " + lesson.number() + " passes. The reference solution: ./course solution " + lesson.number());
            Lesson next = current(progress);
            out.println(next == null ? "Every exercise passes: well done!" : "Next: ./course check " + next.number());
            return 0;
        }
        out.println("Exercise " + lesson.number() + " does not pass yet. Edit " + lesson.exercise()
                + ", then run ./course check " + lesson.number() + " again (or ./course hint " + lesson.number() + ").");
        return 1;
    }

    int hint(Lesson lesson) {
        var progress = Progress.load(root);
        var hints = lesson.hints();
        if (hints.isEmpty()) {
            out.println("No hints for lesson " + lesson.number() + ": the lesson itself shows the pattern (./jbangw " + lesson.script() + ").");
            return 0;
        }
        int shown = progress.hints.getOrDefault(lesson.number(), 0);
        if (shown >= hints.size()) {
            out.println("That was the last hint. All of them:");
            for (int i = 0; i < hints.size(); i++) out.println("  " + (i + 1) + ". " + hints.get(i));
            out.println("The lesson shows the same pattern at work: ./jbangw " + lesson.script());
            return 0;
        }
        out.println("Hint " + (shown + 1) + "/" + hints.size() + " for exercise " + lesson.number() + ": " + hints.get(shown));
        progress.hints.put(lesson.number(), shown + 1);
        progress.save();
        if (shown + 1 < hints.size()) out.println("(./course hint " + lesson.number() + " again for the next one)");
        return 0;
    }

    int reset(Lesson lesson) {
        out.print("Put " + lesson.exercise() + " back to its starter? Your changes will be lost. [y/N] ");
        out.flush();
        String answer = readLine();
        if (answer == null || !answer.strip().toLowerCase().matches("y|yes")) {
            out.println("Left as it is.");
            return 1;
        }
        String starter = Generate.files(root, null, lesson.number()).get(lesson.exercise());
        try {
            Files.writeString(root.resolve(lesson.exercise()), starter);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        var progress = Progress.load(root);
        record(progress, lesson, false);
        out.println("Reset " + lesson.exercise() + " to its starter.");
        return 0;
    }

    int solution(Lesson lesson) {
        if (!passes(Progress.load(root), lesson)) {
            out.println("Solve it first: the solution shows once ./course check " + lesson.number() + " passes.");
            return 1;
        }
        out.println(lesson.solution());
        return 0;
    }

    int status() {
        var progress = Progress.load(root);
        var all = exercises();
        long passed = all.stream().filter(l -> passes(progress, l)).count();
        Lesson next = current(progress);
        out.println(passed + "/" + all.size() + " exercises pass" + (next == null ? "." : "; next: " + next.number() + " " + next.title()));
        return 0;
    }

    /** Polls the current exercise file and re-checks it when saved; stdin: h hint, l list, c check, q quit. */
    int watch(List<String> args) {
        int at = args.indexOf("--timeout");
        long deadline = at >= 0 && at + 1 < args.size()
                ? System.currentTimeMillis() + 1000 * Long.parseLong(args.get(at + 1)) : Long.MAX_VALUE;
        var progress = Progress.load(root);
        BlockingQueue<String> commands = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            String line;
            while ((line = readLine()) != null) commands.add(line.strip());
            commands.add("q");
        });
        reader.setDaemon(true);
        reader.start();

        Lesson lesson = current(progress);
        long stamp = -1;
        while (lesson != null && System.currentTimeMillis() < deadline) {
            Path file = root.resolve(lesson.exercise());
            long modified = file.toFile().lastModified();
            if (modified != stamp) {
                stamp = modified;
                out.println("\n==== " + lesson.exercise() + " ====");
                if (check(lesson) == 0) {
                    lesson = current(Progress.load(root));
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
                case "h" -> hint(lesson);
                case "l" -> list();
                case "c" -> stamp = -1;
                default -> out.println("h hint · l list · c check · q quit");
            }
        }
        if (lesson == null) out.println("Every exercise passes: well done!");
        return 0;
    }

    /**
     * A server script of the checkout, in the foreground: JupyterLab (notebooks/support/start) or the
     * classroom's JupyterHub (classroom/start); each installs what it needs and binds loopback by default.
     */
    int startScript(String script, List<String> args) {
        Path start = root.resolve(script);
        if (!Files.isExecutable(start)) return fail("no " + root.relativize(start) + " in this checkout");
        var command = new ArrayList<String>(List.of(start.toString()));
        command.addAll(args);
        try {
            return new ProcessBuilder(command).directory(root.toFile()).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }

    private String readLine() {
        try {
            return in.readLine();
        } catch (IOException e) {
            return null;
        }
    }

    // ---- authors ---------------------------------------------------------------------------

    int generate(List<String> args) {
        int at = args.indexOf("--only");
        String only = at >= 0 && at + 1 < args.size() ? args.get(at + 1) : null;
        var files = Generate.files(root, root, only);
        var kept = args.contains("--force") ? List.<String>of() : LearnerEdits.in(root, files);
        kept.forEach(files::remove);
        var written = Generate.write(files, root);
        for (String w : written) out.println("generated " + w);
        out.println(written.isEmpty() ? "generated files are up to date" : written.size() + " file(s) written");
        for (String k : kept) {
            out.println("kept " + k + ": it differs from its starter (your work?); ./course generate --force overwrites it");
        }
        int failures = kept.size();
        if (!args.contains("--golden")) return failures == 0 ? 0 : 1;
        for (Lesson lesson : course.lessons()) {
            if (only != null && !lesson.equals(course.lesson(only))) continue;
            if (!Files.exists(root.resolve(lesson.script()))) continue;
            var result = Scripts.run(root, lesson.script(), Transcripts.ENV, null, false);
            if (!result.passed()) {
                out.println("FAILED " + lesson.script() + " (exit " + result.exit() + "):\n" + result.output());
                failures++;
                continue;
            }
            // Rewritten only when it differs after masking, so random parts do not churn.
            String actual = result.output().replace("\r\n", "\n").stripTrailing() + "\n";
            if (Transcripts.difference(lesson, Transcripts.golden(root, lesson), actual) == null) continue;
            try {
                Files.createDirectories(root.resolve("golden"));
                Files.writeString(root.resolve(lesson.golden()), actual);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.println("wrote " + lesson.golden());
        }
        return failures == 0 ? 0 : 1;
    }
}
