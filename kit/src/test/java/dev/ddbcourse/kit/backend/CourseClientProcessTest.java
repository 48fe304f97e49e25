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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a lesson's own JVM sees: the backend line once (not in transcript mode), and the JVM ends with main.
 * The three JVMs are started together (each test then waits for its own): each is one busy thread for
 * seconds, so on two cores they take about the time of two instead of three.
 */
class CourseClientProcessTest {
    private static CompletableFuture<String> plain;
    private static CompletableFuture<String> transcript;
    private static CompletableFuture<String> engineThreads;

    @BeforeAll
    static void startTheLessons() {
        plain = ahead(LessonLikeMain.class, Map.of());
        transcript = ahead(LessonLikeMain.class, Map.of("COURSE_TRANSCRIPT", "1"));
        engineThreads = ahead(EngineThreadsMain.class, Map.of("COURSE_TRANSCRIPT", "1"));
    }

    private static CompletableFuture<String> ahead(Class<?> main, Map<String, String> environment) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return runLesson(main, environment);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }, runnable -> {
            Thread thread = new Thread(runnable, "lesson-jvm");
            thread.setDaemon(true);
            thread.start();
        });
    }

    /** The lesson's output, or what its run threw (an assertion about its JVM) as it was thrown. */
    private static String output(CompletableFuture<String> run) {
        try {
            return run.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) throw cause;
            if (e.getCause() instanceof Error cause) throw cause;
            throw e;
        }
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
        assertThat(output(plain)).matches("""
                DynamoDB: embedded engine at http://127\\.0\\.0\\.1:\\d+
                === done ===
                "yes"

                """);
    }

    @Test
    void transcriptModeLeavesOnlyRequestsAndResults() throws Exception {
        assertThat(output(transcript)).isEqualTo("""
                === done ===
                "yes"

                """);
    }

    @Test
    void theCourseClientReachesTheEmbeddedEngineWithoutItsHttpServerWhichStillAnswersOthers() throws Exception {
        assertThat(output(engineThreads)).isEqualTo("""
                === HTTP server running after the course client's requests ===
                false

                === health check over HTTP ===
                200

                === HTTP server running after a connection ===
                true

                """);
    }
}
