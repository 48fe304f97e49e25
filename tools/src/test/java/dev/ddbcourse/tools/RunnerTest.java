package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
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
        for (String entry : List.of("pom.xml", "course", "jbangw", "tools/src/main")) {
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
        assertEquals("solutions/01-answer.java\n", course("", "solution", "01").output());
    }

    @Test @Order(6)
    void anEditAfterPassingIsRechecked() throws Exception {
        Files.writeString(exercise(), Files.readString(exercise()).replace("return 42;", "return 41;"));
        var run = course("", "list");
        assertTrue(run.output().contains("(re-checking exercises/01-answer.java"), run.output());
        assertTrue(run.output().contains("0/1 exercises pass."), run.output());
    }

    @Test @Order(7)
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

    @Test @Order(8)
    void resetAsksFirstThenRestoresTheStarter() throws Exception {
        String edited = Files.readString(exercise());
        var no = course("n\n", "reset", "01");
        assertTrue(no.output().contains("[y/N]") && no.output().contains("Left as it is."), no.output());
        assertEquals(edited, Files.readString(exercise()));
        var yes = course("y\n", "reset", "01");
        assertEquals(0, yes.exit(), yes.output());
        assertTrue(Files.readString(exercise()).contains("// TODO: return the answer\n        return 0;"));
        assertEquals(Files.readString(exercise()), Generate.files(course, null, "01").get("exercises/01-answer.java"));
    }

    @Test @Order(9)
    void theClassroomViewRerunsEveryExercise() throws Exception {
        var run = course("", "status", "--all");
        assertEquals(1, run.exit(), run.output());
        assertTrue(run.output().matches("(?s).*\\n\\S+\\s+· +0/1\\n.*"), run.output());
    }

    @Test @Order(10)
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

    @Test @Order(11)
    void watchRechecksWhenTheFileIsSaved() throws Exception {
        var builder = new ProcessBuilder(course.resolve("course").toString(), "watch", "--timeout", "120")
                .directory(course.toFile()).redirectErrorStream(true);
        builder.environment().put("COURSE_CLASSPATH", Repo.CLASSPATH);
        Process p = builder.start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).lines().forEach(lines::add));
        reader.setDaemon(true);
        reader.start();
        try {
            awaitLine(lines, "Watching exercises/01-answer.java");
            Thread.sleep(1100); // a new modification time even on coarse file systems
            solve();
            awaitLine(lines, "Every exercise passes");
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
    }

    @Test @Order(12)
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

    private static void awaitLine(BlockingQueue<String> lines, String text) throws InterruptedException {
        var seen = new StringBuilder();
        long deadline = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < deadline) {
            String line = lines.poll(500, TimeUnit.MILLISECONDS);
            if (line == null) continue;
            seen.append(line).append('\n');
            if (line.contains(text)) return;
        }
        throw new AssertionError("no line with \"" + text + "\" in:\n" + seen);
    }
}
