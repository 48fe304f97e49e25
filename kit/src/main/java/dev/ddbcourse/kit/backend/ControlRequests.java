package dev.ddbcourse.kit.backend;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A standalone course engine at a URL, switched with its {@code DdbCourseEngine.*} control requests
 * (engine/README.md). Any other server (DynamoDB Local answers UnknownOperationException) makes the switch
 * {@link EngineControl.Unavailable}.
 */
final class ControlRequests implements EngineControl {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI endpoint;

    ControlRequests(URI endpoint) {
        this.endpoint = endpoint;
    }

    @Override public void advanceClock(Duration by) { send("AdvanceClock", "{\"Seconds\": " + seconds(by) + "}"); }
    @Override public void clockStopped(boolean stopped) { send("SetClock", "{\"Mode\": \"" + (stopped ? "MANUAL" : "SYSTEM") + "\"}"); }
    @Override public void sweepExpiredItems() { send("SweepExpiredItems", "{}"); }
    @Override public void throttling(boolean on) { send("SetSwitches", "{\"Throttling\": " + on + "}"); }
    @Override public void gsiLag(Duration lag) { send("SetSwitches", "{\"GsiLagSeconds\": " + seconds(lag) + "}"); }

    @Override
    public void tableStates(Duration creating, Duration updating, Duration deleting) {
        send("SetSwitches", "{\"CreatingSeconds\": " + seconds(creating) + ", \"UpdatingSeconds\": " + seconds(updating)
                + ", \"DeletingSeconds\": " + seconds(deleting) + "}");
    }

    @Override
    public void itemCollectionLimit(long bytes) { send("SetSwitches", "{\"ItemCollectionLimitBytes\": " + bytes + "}"); }

    private static String seconds(Duration d) {
        return BigDecimal.valueOf(d.toMillis()).movePointLeft(3).toPlainString();
    }

    private void send(String action, String body) {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/"))
                .header("X-Amz-Target", "DdbCourseEngine." + action)
                .header("Content-Type", "application/x-amz-json-1.0")
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response;
        try {
            response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new Unavailable("the endpoint " + endpoint + " did not answer: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unavailable("interrupted");
        }
        if (response.statusCode() == 200) return;
        if (response.body().contains("ValidationException")) { // the course's engine, refusing a value
            throw new IllegalStateException("the engine refused " + action + " " + body + ": " + response.body());
        }
        throw new Unavailable("the endpoint " + endpoint + " is not the course's engine");
    }
}
