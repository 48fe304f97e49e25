package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** An engine started from main and never closed must not keep the JVM alive (a learner's script ends). */
class JvmExitTest {

    /** The child JVM's main: starts an engine, uses it once, returns without closing it. */
    public static final class StartAndReturn {
        public static void main(String[] args) throws Exception {
            EmbeddedDynamoDb db = EmbeddedDynamoDb.start();
            var connection = (java.net.HttpURLConnection) db.endpoint().toURL().openConnection();
            System.out.println("answered " + connection.getResponseCode());
        }
    }

    @Test
    void engineStartedFromMainLetsTheJvmExit() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), StartAndReturn.class.getName())
                .redirectErrorStream(true).start();
        boolean exited = process.waitFor(30, TimeUnit.SECONDS);
        if (!exited) process.destroyForcibly();
        assertThat(exited).as("the JVM exited on its own").isTrue();
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).startsWith("answered ");
        assertThat(process.exitValue()).isZero();
    }
}
