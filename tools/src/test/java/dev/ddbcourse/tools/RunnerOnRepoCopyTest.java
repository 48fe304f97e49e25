package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learner's loop on a copy of this checkout with the real lesson 08: list, check fails,
 * edit, check passes, hint, reset with "y". Scripts run with the source launcher on the test
 * classpath (COURSE_CLASSPATH), so no JBang is needed here; JBangWrapperTest covers that path.
 */
class RunnerOnRepoCopyTest {

    static RunnerTest.Run course(Path copy, String stdin, String... args) throws Exception {
        var command = new ArrayList<>(List.of(copy.resolve("course").toString()));
        command.addAll(List.of(args));
        var builder = new ProcessBuilder(command).directory(copy.toFile()).redirectErrorStream(true);
        builder.environment().put("COURSE_CLASSPATH", Repo.CLASSPATH);
        Process p = builder.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "./course " + String.join(" ", args) + " did not finish");
        return new RunnerTest.Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    @Test
    void listCheckEditCheckHintReset(@TempDir Path dir) throws Exception {
        Path copy = Repo.copy(dir.resolve("course"));
        Path exercise = copy.resolve("exercises/08-adjacency.java");
        String starter = Files.readString(exercise);

        var list = course(copy, "", "list");
        assertTrue(list.output().contains("08  Adjacency list (many-to-many)"), list.output());
        assertTrue(list.output().contains("0/"), list.output());

        var failing = course(copy, "", "check", "08");
        assertEquals(1, failing.exit(), failing.output());
        assertTrue(failing.output().contains("Not yet"), failing.output());

        // The learner's edit: the reference solution's method body in place of the starter.
        Files.writeString(exercise, Files.readString(copy.resolve("solutions/08-adjacency.java")));
        var passing = course(copy, "", "check", "08");
        assertEquals(0, passing.exit(), passing.output());
        assertTrue(passing.output().contains("Exercise 08 passes"), passing.output());
        assertTrue(course(copy, "", "list").output().contains("passed"));

        var hint = course(copy, "", "hint", "08");
        assertTrue(hint.output().startsWith("Hint 1/") || hint.output().startsWith("No hints"), hint.output());

        var reset = course(copy, "y\n", "reset", "08");
        assertEquals(0, reset.exit(), reset.output());
        assertEquals(starter, Files.readString(exercise));
    }
}
