package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The course engine's own switches that lessons use (its clock, the TTL sweep, a table's metrics), for backends
 * that have them: the embedded engine directly, an endpoint through the engine's control requests
 * ({@code DdbCourseEngine.*}, engine/README.md). DynamoDB Local and AWS have neither: {@link #NONE}.
 */
public interface EngineControl {
    /** Moves the engine clock forward; false when the backend has no such clock. */
    boolean advanceClock(Duration by);

    /** Deletes the items whose TTL has passed, now; false when the backend cannot be told to. */
    boolean sweepExpiredItems();

    /** The time on the backend's clock: the engine's (which {@link #advanceClock} moves), else this computer's. */
    Instant now();

    /**
     * A table's {@code ConsumedWriteCapacityUnits} (Double) and {@code TimeToLiveDeletedItemCount} (Long) since it
     * was created, as CloudWatch counts them; null where the backend does not tell (DynamoDB Local; AWS: CloudWatch).
     */
    Map<String, Object> tableMetrics(String table);

    /** DynamoDB Local, AWS: time is the real one and TTL deletes when DynamoDB gets to it. */
    EngineControl NONE = new EngineControl() {
        @Override
        public boolean advanceClock(Duration by) { return false; }

        @Override
        public boolean sweepExpiredItems() { return false; }

        @Override
        public Instant now() { return Instant.now(); }

        @Override
        public Map<String, Object> tableMetrics(String table) { return null; }
    };

    /** The engine in this JVM. */
    static EngineControl of(EmbeddedDynamoDb engine) {
        EngineControl requests = at(engine.endpoint(), BackendConfig.DEFAULT_ACCESS_KEY);
        return new EngineControl() {
            @Override
            public boolean advanceClock(Duration by) {
                engine.clock().advance(by);
                return true;
            }

            @Override
            public boolean sweepExpiredItems() {
                engine.sweepExpiredItems();
                return true;
            }

            @Override
            public Instant now() { return engine.clock().now(); }

            @Override
            public Map<String, Object> tableMetrics(String table) { return requests.tableMetrics(table); }
        };
    }

    /** A course engine at a URL, through its control requests (database of the default access key). */
    static EngineControl at(URI endpoint) {
        return at(endpoint, BackendConfig.DEFAULT_ACCESS_KEY);
    }

    /**
     * A course engine at a URL, through its control requests; false (null) when the endpoint is not one. The
     * requests carry {@code accessKey}, so an engine with a database per key acts on that key's tables.
     */
    static EngineControl at(URI endpoint, String accessKey) {
        return new EngineControl() {
            @Override
            public boolean advanceClock(Duration by) {
                return answer(endpoint, accessKey, "AdvanceClock", "{\"Seconds\": " + by.toMillis() / 1000.0 + "}") != null;
            }

            @Override
            public boolean sweepExpiredItems() {
                return answer(endpoint, accessKey, "SweepExpiredItems", "{}") != null;
            }

            @Override
            public Instant now() {
                String answer = answer(endpoint, accessKey, "DescribeClock", "{}");
                Matcher seconds = answer == null ? null : Answers.EPOCH_SECONDS.matcher(answer);
                return seconds != null && seconds.find()
                        ? Instant.ofEpochMilli(Math.round(Double.parseDouble(seconds.group(1)) * 1000)) : Instant.now();
            }

            @Override
            public Map<String, Object> tableMetrics(String table) {
                String answer = answer(endpoint, accessKey, "DescribeTableMetrics", "{\"TableName\": \"" + table + "\"}");
                if (answer == null) return null;
                Matcher units = Answers.WRITE_UNITS.matcher(answer);
                Matcher deleted = Answers.TTL_DELETED.matcher(answer);
                if (!units.find() || !deleted.find()) return null;
                Map<String, Object> metrics = new LinkedHashMap<>();
                metrics.put("ConsumedWriteCapacityUnits", Double.parseDouble(units.group(1)));
                metrics.put("TimeToLiveDeletedItemCount", Long.parseLong(deleted.group(1)));
                return metrics;
            }
        };
    }

    /** The control request's answer body, or null when the endpoint did not answer it with 200. */
    private static String answer(URI endpoint, String accessKey, String action, String body) {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/"))
                .header("X-Amz-Target", "DdbCourseEngine." + action)
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Date", "20240101T000000Z")
                // Only the key is read (it picks the database); the engine checks no signature.
                .header("Authorization", "AWS4-HMAC-SHA256 Credential=" + accessKey
                        + "/20240101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        try {
            HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 ? response.body() : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** The members read from the engine's JSON answers. */
    final class Answers {
        static final Pattern EPOCH_SECONDS = Pattern.compile("\"EpochSeconds\"\\s*:\\s*([0-9.]+)");
        static final Pattern WRITE_UNITS = Pattern.compile("\"ConsumedWriteCapacityUnits\"\\s*:\\s*([0-9.]+)");
        static final Pattern TTL_DELETED = Pattern.compile("\"TimeToLiveDeletedItemCount\"\\s*:\\s*([0-9]+)");

        private Answers() {}
    }
}
