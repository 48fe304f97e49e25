package dev.ddbcourse.kit.backend;

import java.io.IOException;
import java.math.BigDecimal;
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
 * A standalone course engine at a URL, switched with its {@code DdbCourseEngine.*} control requests
 * (engine/README.md). Any other server (DynamoDB Local answers UnknownOperationException) makes the switch
 * {@link EngineControl.Unavailable}.
 */
final class ControlRequests implements EngineControl {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final Pattern EPOCH_SECONDS = Pattern.compile("\"EpochSeconds\"\\s*:\\s*([0-9.]+)");
    private static final Pattern WRITE_UNITS = Pattern.compile("\"ConsumedWriteCapacityUnits\"\\s*:\\s*([0-9.]+)");
    private static final Pattern TTL_DELETED = Pattern.compile("\"TimeToLiveDeletedItemCount\"\\s*:\\s*([0-9]+)");
    private final URI endpoint;
    private final String accessKey;

    ControlRequests(URI endpoint) {
        this(endpoint, BackendConfig.DEFAULT_ACCESS_KEY);
    }

    /** {@code accessKey}: an engine with a database per access key acts on that key's tables (the classroom's). */
    ControlRequests(URI endpoint, String accessKey) {
        this.endpoint = endpoint;
        this.accessKey = accessKey;
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

    @Override
    public Instant now() {
        Matcher seconds = EPOCH_SECONDS.matcher(send("DescribeClock", "{}"));
        if (!seconds.find()) throw new Unavailable("the endpoint " + endpoint + " answered DescribeClock without EpochSeconds");
        return Instant.ofEpochMilli(new BigDecimal(seconds.group(1)).movePointRight(3).longValue());
    }

    @Override
    public Map<String, Object> tableMetrics(String table) {
        String answer = send("DescribeTableMetrics", "{\"TableName\": \"" + table + "\"}");
        Matcher units = WRITE_UNITS.matcher(answer);
        Matcher deleted = TTL_DELETED.matcher(answer);
        if (!units.find() || !deleted.find()) throw new Unavailable("the endpoint " + endpoint + " has no table metrics");
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("ConsumedWriteCapacityUnits", Double.parseDouble(units.group(1)));
        metrics.put("TimeToLiveDeletedItemCount", Long.parseLong(deleted.group(1)));
        return metrics;
    }

    private static String seconds(Duration d) {
        return BigDecimal.valueOf(d.toMillis()).movePointLeft(3).toPlainString();
    }

    /** The answer's body (200); otherwise Unavailable, or IllegalStateException when the engine refused the value. */
    private String send(String action, String body) {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/"))
                .header("X-Amz-Target", "DdbCourseEngine." + action)
                .header("Content-Type", "application/x-amz-json-1.0")
                // Only the access key is read (it picks the database); the engine checks no signature.
                .header("Authorization", "AWS4-HMAC-SHA256 Credential=" + accessKey
                        + "/20240101/us-east-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=0")
                .header("X-Amz-Date", "20240101T000000Z")
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
        if (response.statusCode() == 200) return response.body();
        if (response.body().contains("ValidationException")) { // the course's engine, refusing a value
            throw new IllegalStateException("the engine refused " + action + " " + body + ": " + response.body());
        }
        throw new Unavailable("the endpoint " + endpoint + " is not the course's engine");
    }
}
