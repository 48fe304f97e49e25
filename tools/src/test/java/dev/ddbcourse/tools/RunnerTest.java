package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Progress;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./course} end to end on a miniature course (tools/src/test/resources/minicourse: one
 * exercise whose check is a stand-in, one lesson without exercise), copied to a temp dir with
 * the runner's sources, as rustlings tests its runner. The steps share the copy, in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunnerTest {
    @TempDir static Path course;

    record Run(int exit, String output) {}

    @BeforeAll
    static void copy() throws IOException {
        Repo.copyTree(Repo.ROOT.resolve("tools/src/test/resources/minicourse"), course);
        for (String entry : List.of("pom.xml", "course", "jbangw", "tools/src/main", "kit/src/main/java/dev/ddbcourse/kit/course")) {
            Repo.copyTree(Repo.ROOT.resolve(entry), course.resolve(entry));
        }
    }

    static Run course(String stdin, String... args) throws Exception {
        var command = new java.util.ArrayList<>(List.of(course.resolve("course").toString()));
        command.addAll(List.of(args));
        var builder = new ProcessBuilder(command).directory(course.toFile()).redirectErrorStream(true);
        builder.environment().put("COURSE_CLASSPATH", Repo.CLASSPATH);
        Process p = builder.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "./course " + String.join(" ", args) + " did not finish");
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    static Path exercise() { return course.resolve("exercises/01-answer.java"); }

    static void solve() throws IOException {
        Files.writeString(exercise(), Files.readString(exercise()).replace("return 0;", "return 42;"));
    }

    @Test @Order(1)
    void generateWritesTheScriptsAndNotebooks() throws Exception {
        var run = course("", "generate", "--golden");
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("generated exercises/01-answer.java"), run.output());
        assertTrue(run.output().contains("wrote golden/02-story.txt"), run.output());
        assertEquals("=== the story ===\n\"once\"\n", Files.readString(course.resolve("golden/02-story.txt")));
        assertFalse(Files.exists(course.resolve("exercises/02-story.java")));
    }

    @Test @Order(2)
    void listShowsTheExerciseNotYetPassing() throws Exception {
        var run = course("", "list");
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("01  The answer"), run.output());
        assertTrue(run.output().contains("not yet  <- next"), run.output());
        assertTrue(run.output().contains("02  A story without exercise"), run.output());
        assertTrue(run.output().contains("0/1 exercises pass."), run.output());
        // The states line up under "Exercise", however long a title is.
        var lines = run.output().lines().toList();
        int column = lines.stream().filter(l -> l.contains("NN  Lesson")).findFirst().orElseThrow().indexOf("Exercise");
        assertEquals(column, lines.stream().filter(l -> l.contains("01  The answer")).findFirst().orElseThrow().indexOf("not yet"));
        assertEquals(column, lines.stream().filter(l -> l.contains("02  A story")).findFirst().orElseThrow().lastIndexOf(" -") + 1);
    }

    @Test @Order(3)
    void checkFailsOnTheStarterAndHidesTheSolution() throws Exception {
        var run = course("", "check", "01");
        assertEquals(1, run.exit(), run.output());
        assertTrue(run.output().contains("Not yet: expected 42, got 0."), run.output());
        assertTrue(run.output().contains("does not pass yet"), run.output());
        var solution = course("", "solution", "1");
        assertEquals(1, solution.exit());
        assertFalse(solution.output().contains("solutions/"), solution.output());
    }

    @Test @Order(4)
    void hintsComeOneAtATime() throws Exception {
        assertTrue(course("", "hint", "01").output().contains("Hint 1/2 for exercise 01: It is a number."));
        assertTrue(course("", "hint", "01").output().contains("Hint 2/2 for exercise 01: Six times seven."));
        var last = course("", "hint", "01").output();
        assertTrue(last.contains("That was the last hint") && last.contains("2. Six times seven."), last);
    }

    @Test @Order(5)
    void checkPassesOnceEditedAndRecordsIt() throws Exception {
        solve();
        var run = course("", "check", "01");
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("Passed: the answer is 42."), run.output());
        assertTrue(run.output().contains("Every exercise passes"), run.output());
        assertTrue(Files.readString(course.resolve(".course-progress")).contains("passed 01 " + Progress.sha256(exercise())));
        assertTrue(course("", "list").output().contains("1/1 exercises pass."));
        var solution = course("", "solution", "01").output();
        assertEquals("solutions/01-answer.java", solution.lines().findFirst().orElse(""));
        assertTrue(solution.contains("The reference solution:\n\n    static int answer() {\n        return 42;\n    }"), solution);
        assertTrue(solution.contains("where they differ:\n@@ line ")
                && solution.matches("(?s).*\n- +// TODO: return the answer\n.*"), solution);
    }

    @Test @Order(6)
    void aPassRecordedByANotebookIsSeenByListAndSolution() throws Exception {
        Path file = course.resolve(".course-progress");
        String before = Files.readString(file);
        try {
            // What the kit writes when the check passes in the notebook (check.NotebookProgress).
            Files.writeString(file, "# DON'T EDIT\npassed 01 notebook\n");
            assertTrue(course("", "list").output().contains("1/1 exercises pass."));
            assertEquals(0, course("", "solution", "01").exit());
        } finally {
            Files.writeString(file, before);
        }
    }

    @Test @Order(7)
    void anEditAfterPassingIsRechecked() throws Exception {
        Files.writeString(exercise(), Files.readString(exercise()).replace("return 42;", "return 41;"));
        var run = course("", "list");
        assertTrue(run.output().contains("(re-checking exercises/01-answer.java"), run.output());
        assertTrue(run.output().contains("0/1 exercises pass."), run.output());
    }

    @Test @Order(8)
    void generateKeepsAnEditedExerciseUnlessForced() throws Exception {
        String edited = Files.readString(exercise());
        var kept = course("", "generate");
        assertEquals(1, kept.exit(), kept.output());
        assertTrue(kept.output().contains("kept exercises/01-answer.java"), kept.output());
        assertEquals(edited, Files.readString(exercise()));
        var forced = course("", "generate", "--force");
        assertEquals(0, forced.exit(), forced.output());
        assertEquals(Generate.files(course, null, "01").get("exercises/01-answer.java"), Files.readString(exercise()));
        Files.writeString(exercise(), edited);
    }

    @Test @Order(9)
    void resetAsksFirstThenRestoresTheStarter() throws Exception {
        String edited = Files.readString(exercise());
        var no = course("n\n", "reset", "01");
        assertTrue(no.output().contains("[y/N]") && no.output().contains("Left as it is."), no.output());
        assertEquals(edited, Files.readString(exercise()));
        var yes = course("y\n", "reset", "01");
        assertEquals(0, yes.exit(), yes.output());
        assertTrue(Files.readString(exercise()).contains("// TODO: return the answer\n        return 0;"));
        assertEquals(Files.readString(exercise()), Generate.files(course, null, "01").get("exercises/01-answer.java"));

        // The notebook's exercise cell, edited in Jupyter: reset offers to put it back too.
        Path notebook = course.resolve("notebooks/01-answer.ipynb");
        String generated = Files.readString(notebook);
        Files.writeString(notebook, generated.replace("return 0;", "return 7;"));
        var both = course("n\ny\n", "reset", "01");
        assertEquals(0, both.exit(), both.output());
        assertTrue(both.output().contains("Also put the exercise cell of notebooks/01-answer.ipynb back to its starter? [y/N]"), both.output());
        assertEquals(generated, Files.readString(notebook));
    }

    @Test @Order(10)
    void theClassroomViewRerunsEveryExercise() throws Exception {
        var run = course("", "status", "--all");
        assertEquals(1, run.exit(), run.output());
        assertTrue(run.output().matches("(?s).*\\n\\S+\\s+· +0/1\\n.*"), run.output());
    }

    @Test @Order(11)
    void devCheckPassesOnTheCleanCourseAndCatchesAStarterThatPasses() throws Exception {
        var clean = course("", "dev", "check");
        assertEquals(0, clean.exit(), clean.output());
        assertTrue(clean.output().contains("ok      exercises/01-answer.java (the starter) fails with \"Not yet\""), clean.output());
        solve();
        var broken = course("", "dev", "check");
        assertEquals(1, broken.exit(), broken.output());
        assertTrue(broken.output().contains("PROBLEM exercises/01-answer.java is stale"), broken.output());
        course("y\n", "reset", "01");
    }

    @Test @Order(12)
    void aCompileErrorShowsJavacsLinesThenDoesNotCompile() throws Exception {
        String starter = Files.readString(exercise());
        Files.writeString(exercise(), starter.replace("return 0;", "return 0"));
        try {
            var run = course("", "check", "01");
            assertEquals(1, run.exit(), run.output());
            assertTrue(run.output().matches("(?s).*exercises/01-answer\\.java:\\d+: error: ';' expected.*"), run.output());
            assertTrue(run.output().contains("Exercise 01 does not compile: fix exercises/01-answer.java"), run.output());
            assertFalse(run.output().contains("compilation failed") || run.output().toLowerCase().contains("jbang")
                    || run.output().contains("does not pass yet"), run.output());
        } finally {
            Files.writeString(exercise(), starter);
        }
    }

    @Test @Order(13)
    void statusAllReportsMissingAndForeignFoldersAndLabelsRowsApart(@TempDir Path elsewhere) throws Exception {
        Path other = Files.createDirectories(elsewhere.resolve("other"));
        Files.writeString(other.resolve("course.json"), "{\"version\": 1, \"title\": \"Another course\", \"lessons\": []}");
        Path alice = elsewhere.resolve("alice/course"), bob = elsewhere.resolve("bob/course");
        Repo.copyTree(RunnerTest.course.resolve("course.json"), alice.resolve("course.json"));
        Repo.copyTree(RunnerTest.course.resolve("exercises"), alice.resolve("exercises"));
        Repo.copyTree(RunnerTest.course.resolve("course.json"), bob.resolve("course.json"));
        Repo.copyTree(RunnerTest.course.resolve("exercises"), bob.resolve("exercises"));
        Files.writeString(bob.resolve("exercises/01-answer.java"),
                Files.readString(bob.resolve("exercises/01-answer.java")).replace("return 0;", "return 42;"));
        var run = course("", "status", "--all", alice.toString(), bob.toString(), other.toString(), elsewhere.resolve("nobody").toString());
        assertEquals(1, run.exit(), run.output());
        assertTrue(run.output().contains("checked 2/2"), run.output());
        assertTrue(run.output().matches("(?s).*\nalice/course\\s+· +0/1\n.*"), run.output());
        assertTrue(run.output().matches("(?s).*\nbob/course\\s+✓ +1/1\n.*"), run.output());
        assertTrue(run.output().matches("(?s).*\nother\\s+ERROR: a checkout of another course \\(Another course\\)\n.*"), run.output());
        assertTrue(run.output().matches("(?s).*\nnobody\\s+ERROR: no such folder\n.*"), run.output());
    }

    @Test @Order(16)
    void classroomRunsTheCheckoutsClassroomStartWithItsOptions() throws Exception {
        Run missing = course("", "classroom");
        assertEquals(2, missing.exit(), missing.output());
        assertTrue(missing.output().contains("no classroom/start in this checkout"), missing.output());

        Path start = course.resolve("classroom/start");
        Files.createDirectories(start.getParent());
        Files.writeString(start, "#!/bin/sh\necho \"classroom started with $*\"\nexit 3\n");
        start.toFile().setExecutable(true);
        Run started = course("", "classroom", "--names", "room.txt");
        assertEquals(3, started.exit(), started.output());
        assertTrue(started.output().contains("classroom started with --names room.txt"), started.output());
    }

    @Test @Order(14)
    void watchFollowsTheSavedFileReadsSingleKeysAndWaitsAfterAPass() throws Exception {
        // Driven through a pseudo-terminal (util-linux `script`), as a learner's terminal would.
        var builder = new ProcessBuilder("script", "-qfec", "./course watch 01 --timeout 120", "/dev/null")
                .directory(course.toFile()).redirectErrorStream(true);
        builder.environment().put("COURSE_CLASSPATH", Repo.CLASSPATH);
        builder.environment().put("TERM", "xterm");
        Process p;
        try {
            p = builder.start();
        } catch (IOException noScript) {
            org.junit.jupiter.api.Assumptions.assumeTrue(false, "no `script` command for a pseudo-terminal");
            return;
        }
        var output = new StringBuffer();
        Thread reader = new Thread(() -> {
            try (var in = p.getInputStream()) {
                byte[] buffer = new byte[4096];
                for (int n; (n = in.read(buffer)) > 0; ) output.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
            } catch (IOException e) {
                // ended
            }
        });
        reader.setDaemon(true);
        reader.start();
        String starter = Files.readString(exercise());
        try (var keys = p.getOutputStream()) {
            await(output, "Watching exercises/01-answer.java");
            assertTrue(output.toString().contains("\u001b[H\u001b[2J"), "the screen is cleared: " + output);
            assertTrue(output.toString().contains("[--------------------] 0/1 pass   checking exercises/01-answer.java"), output.toString());
            keys.write('h'); // one key, no Enter
            keys.flush();
            await(output, "It is a number."); // the hint, on one key press
            Thread.sleep(1100); // a new modification time even on coarse file systems
            solve();
            await(output, "That was the last exercise. q quits.");
            assertTrue(output.toString().contains("[####################] 1/1 pass") || output.toString().contains("Passed: the answer is 42."), output.toString());
            keys.write('q');
            keys.flush();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), output.toString());
            assertEquals(0, p.exitValue(), output.toString());
        } finally {
            p.destroyForcibly();
            Files.writeString(exercise(), starter);
        }
    }

    @Test
    void watchMovesOnToTheExerciseAfterThisOne() {
        var course = Course.parse("{\"version\": 1, \"title\": \"T\", \"lessons\": [{\"stem\": \"01-a\", \"title\": \"A\"},"
                + " {\"stem\": \"02-b\", \"title\": \"B\"}, {\"stem\": \"03-c\", \"title\": \"C\"}]}", "t");
        var all = course.lessons();
        assertEquals(all.get(2), WatchCommand.after(all, all.get(1)));
        assertEquals(null, WatchCommand.after(all, all.get(2)));
    }

    private static void await(StringBuffer output, String text) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 90_000;
        while (System.currentTimeMillis() < deadline) {
            if (output.toString().contains(text)) return;
            Thread.sleep(200);
        }
        throw new AssertionError("no \"" + text + "\" in:\n" + output);
    }

}
