package dev.ddbcourse.kit.backend;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A standalone course engine's switches, set with its {@code DdbCourseEngine.SetSwitches} control request.
 * Any other server (DynamoDB Local, LocalStack) answers UnknownOperationException: then the switch is
 * unavailable and {@link UnavailableSwitch} says so.
 */
final class ControlRequestSwitchboard implements Switchboard {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI endpoint;

    ControlRequestSwitchboard(URI endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public void throttling(boolean on) { set("{\"Throttling\": " + on + "}"); }

    @Override
    public void gsiLag(Duration lag) { set("{\"GsiLagSeconds\": " + seconds(lag) + "}"); }

    @Override
    public void tableStates(Duration creating, Duration updating, Duration deleting) {
        set("{\"CreatingSeconds\": " + seconds(creating) + ", \"UpdatingSeconds\": " + seconds(updating)
                + ", \"DeletingSeconds\": " + seconds(deleting) + "}");
    }

    @Override
    public void itemCollectionLimit(long bytes) { set("{\"ItemCollectionLimitBytes\": " + bytes + "}"); }

    private static String seconds(Duration d) {
        return java.math.BigDecimal.valueOf(d.toMillis()).movePointLeft(3).toPlainString();
    }

    private void set(String body) {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/"))
                .header("X-Amz-Target", "DdbCourseEngine.SetSwitches")
                .header("Content-Type", "application/x-amz-json-1.0")
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response;
        try {
            response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UnavailableSwitch("the endpoint " + endpoint + " did not answer: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UnavailableSwitch("interrupted");
        }
        if (response.statusCode() == 200) return;
        if (response.body().contains("UnknownOperationException")) {
            throw new UnavailableSwitch("the endpoint " + endpoint + " is not the course's engine");
        }
        throw new IllegalStateException("the engine refused " + body + ": " + response.body());
    }

    /** The endpoint has no such switch. */
    static final class UnavailableSwitch extends RuntimeException {
        UnavailableSwitch(String why) {
            super(why, null, false, false);
        }
    }
}
