package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.testing.EngineThreadsMain;
import dev.ddbcourse.kit.testing.LessonLikeMain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What a lesson's own JVM sees: the backend line once (not in transcript mode), and the JVM ends with main. */
class CourseClientProcessTest {

    private static String runLesson(Map<String, String> environment) throws IOException, InterruptedException {
        return runLesson(LessonLikeMain.class, environment);
    }

    private static String runLesson(Class<?> main, Map<String, String> environment) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path log = Files.createTempFile("lesson", ".out");
        ProcessBuilder builder = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                main.getName())).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().remove("DDB_BACKEND");
        builder.environment().remove("COURSE_TRANSCRIPT");
        builder.environment().putAll(environment);
        Process process = builder.start();
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.delete(log);
        assertThat(ended).as("the lesson's JVM should end when main returns; output:\n%s", output).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        return output;
    }

    @Test
    void theFirstClientCallPrintsTheBackendLineOnceAndTheJvmEnds() throws Exception {
        assertThat(runLesson(Map.of())).matches("""
                DynamoDB: embedded engine at http://127\\.0\\.0\\.1:\\d+
                === done ===
                "yes"

                """);
    }

    @Test
    void transcriptModeLeavesOnlyRequestsAndResults() throws Exception {
        assertThat(runLesson(Map.of("COURSE_TRANSCRIPT", "1"))).isEqualTo("""
                === done ===
                "yes"

                """);
    }

    @Test
    void theCourseClientReachesTheEmbeddedEngineWithoutItsHttpServerWhichStillAnswersOthers() throws Exception {
        assertThat(runLesson(EngineThreadsMain.class, Map.of("COURSE_TRANSCRIPT", "1"))).isEqualTo("""
                === HTTP server running after the course client's requests ===
                false

                === health check over HTTP ===
                200

                === HTTP server running after a connection ===
                true

                """);
    }
}
