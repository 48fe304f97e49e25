package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The course engine's own switches that lessons use (its clock, the TTL sweep), for backends that have
 * them: the embedded engine directly, an endpoint through the engine's control requests
 * ({@code DdbCourseEngine.*}, engine/README.md). DynamoDB Local and AWS have neither: {@link #NONE}.
 */
public interface EngineControl {
    /** Moves the engine clock forward; false when the backend has no such clock. */
    boolean advanceClock(Duration by);

    /** Deletes the items whose TTL has passed, now; false when the backend cannot be told to. */
    boolean sweepExpiredItems();

    /** DynamoDB Local, AWS: time is the real one and TTL deletes when DynamoDB gets to it. */
    EngineControl NONE = new EngineControl() {
        @Override
        public boolean advanceClock(Duration by) { return false; }

        @Override
        public boolean sweepExpiredItems() { return false; }
    };

    /** The engine in this JVM. */
    static EngineControl of(EmbeddedDynamoDb engine) {
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
        };
    }

    /** A course engine at a URL, through its control requests; false when the endpoint is not one (200 or not). */
    static EngineControl at(URI endpoint) {
        return new EngineControl() {
            @Override
            public boolean advanceClock(Duration by) {
                return send(endpoint, "AdvanceClock", "{\"Seconds\": " + by.toMillis() / 1000.0 + "}");
            }

            @Override
            public boolean sweepExpiredItems() {
                return send(endpoint, "SweepExpiredItems", "{}");
            }
        };
    }

    private static boolean send(URI endpoint, String action, String body) {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/"))
                .header("X-Amz-Target", "DdbCourseEngine." + action)
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        try {
            return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
