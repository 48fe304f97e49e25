package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code EmbeddedDynamoDb.main} as `java -jar` runs it: DynamoDB Local's flags accepted, endpoint printed. */
class StandaloneMainTest {

    @Test
    void mainServesUntilStopped() throws Exception {
        try (Standalone engine = Standalone.start("-inMemory", "-sharedDb", "--port", "0", "--host", "127.0.0.1")) {
            assertThat(engine.firstLine()).startsWith("DynamoDB-compatible engine listening on http://127.0.0.1:");
            try (DynamoDbClient ddb = DynamoDbClient.builder().endpointOverride(engine.endpoint())
                    .region(software.amazon.awssdk.regions.Region.US_EAST_1)
                    .credentialsProvider(software.amazon.awssdk.auth.credentials.StaticCredentialsProvider.create(
                            software.amazon.awssdk.auth.credentials.AwsBasicCredentials.create("a", "b")))
                    .httpClient(software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient.create()).build()) {
                assertThat(ddb.listTables().tableNames()).isEmpty();
            }
        }
    }

    @Test
    void clockFlagStartsAManualClock() throws Exception {
        try (Standalone engine = Standalone.start("--port", "0", "--clock", "2024-01-01T00:00:00Z")) {
            assertThat(engine.control("DescribeClock"))
                    .isEqualTo("{\"Mode\":\"MANUAL\",\"EpochSeconds\":1704067200,\"Time\":\"2024-01-01T00:00:00Z\"}");
        }
    }

    @Test
    void switchFlagsSetTheSwitches() throws Exception {
        try (Standalone engine = Standalone.start("--port", "0", "--throttling", "--creating-seconds", "2",
                "--updating-seconds", "3", "--deleting-seconds", "0.5", "--gsi-lag-seconds", "1.5",
                "--item-collection-limit-bytes", "4096")) {
            assertThat(engine.control("DescribeSwitches")).isEqualTo("{\"Throttling\":true,\"CreatingSeconds\":2.0,\"UpdatingSeconds\":3.0,"
                    + "\"DeletingSeconds\":0.5,\"GsiLagSeconds\":1.5,\"ItemCollectionLimitBytes\":4096}");
        }
    }

    @Test
    void unknownOptionExitsWithUsageError() throws Exception {
        Process process = java("--bogus").start();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).contains("unknown option: --bogus");
    }

    /** {@code java -cp <test classpath> EmbeddedDynamoDb <args>}, its output and errors on one stream. */
    private static ProcessBuilder java(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), EmbeddedDynamoDb.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true);
    }

    /** The engine started as its own process, up once it printed its endpoint; stopped on close. */
    private record Standalone(Process process, String firstLine) implements AutoCloseable {
        static Standalone start(String... args) throws IOException {
            Process process = java(args).start();
            String line = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
            return new Standalone(process, line);
        }

        URI endpoint() {
            return URI.create(firstLine.substring(firstLine.indexOf("http://")));
        }

        /** A {@code DdbCourseEngine.<action>} request with an empty body; the response body. */
        String control(String action) throws IOException, InterruptedException {
            HttpResponse<String> r = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(endpoint() + "/")).header("X-Amz-Target", "DdbCourseEngine." + action)
                            .header("Content-Type", "application/x-amz-json-1.0")
                            .POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            return r.body();
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
    }
}
