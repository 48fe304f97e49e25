package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code EmbeddedDynamoDb.main} as `java -jar` runs it: DynamoDB Local's flags accepted, endpoint printed. */
class StandaloneMainTest {

    @Test
    void mainServesUntilStopped() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), EmbeddedDynamoDb.class.getName(),
                "-inMemory", "-sharedDb", "--port", "0", "--host", "127.0.0.1")
                .redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertThat(line).startsWith("DynamoDB-compatible engine listening on http://127.0.0.1:");
            URI endpoint = URI.create(line.substring(line.indexOf("http://")));
            try (DynamoDbClient ddb = DynamoDbClient.builder().endpointOverride(endpoint)
                    .region(software.amazon.awssdk.regions.Region.US_EAST_1)
                    .credentialsProvider(software.amazon.awssdk.auth.credentials.StaticCredentialsProvider.create(
                            software.amazon.awssdk.auth.credentials.AwsBasicCredentials.create("a", "b")))
                    .httpClient(software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient.create()).build()) {
                assertThat(ddb.listTables().tableNames()).isEmpty();
            }
        } finally {
            process.destroy();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void clockFlagStartsAManualClock() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), EmbeddedDynamoDb.class.getName(),
                "--port", "0", "--clock", "2024-01-01T00:00:00Z").redirectErrorStream(true).start();
        try {
            String line = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
            URI endpoint = URI.create(line.substring(line.indexOf("http://")) + "/");
            java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newHttpClient().send(
                    java.net.http.HttpRequest.newBuilder(endpoint).header("X-Amz-Target", "DdbCourseEngine.DescribeClock")
                            .header("Content-Type", "application/x-amz-json-1.0")
                            .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{}")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(r.body()).isEqualTo("{\"Mode\":\"MANUAL\",\"EpochSeconds\":1704067200,\"Time\":\"2024-01-01T00:00:00Z\"}");
        } finally {
            process.destroy();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void switchFlagsSetTheSwitches() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), EmbeddedDynamoDb.class.getName(), "--port", "0",
                "--throttling", "--creating-seconds", "2", "--updating-seconds", "3", "--deleting-seconds", "0.5",
                "--gsi-lag-seconds", "1.5", "--item-collection-limit-bytes", "4096").redirectErrorStream(true).start();
        try {
            String line = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
            URI endpoint = URI.create(line.substring(line.indexOf("http://")) + "/");
            java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newHttpClient().send(
                    java.net.http.HttpRequest.newBuilder(endpoint).header("X-Amz-Target", "DdbCourseEngine.DescribeSwitches")
                            .header("Content-Type", "application/x-amz-json-1.0")
                            .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{}")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(r.body()).isEqualTo("{\"Throttling\":true,\"CreatingSeconds\":2.0,\"UpdatingSeconds\":3.0,"
                    + "\"DeletingSeconds\":0.5,\"GsiLagSeconds\":1.5,\"ItemCollectionLimitBytes\":4096}");
        } finally {
            process.destroy();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void unknownOptionExitsWithUsageError() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), EmbeddedDynamoDb.class.getName(), "--bogus")
                .redirectErrorStream(true).start();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).contains("unknown option: --bogus");
    }
}
