package dev.ddbcourse.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The engine clock: manual and system modes, what reads it, and the DdbCourseEngine.*Clock control requests. */
class EngineClockTest {
    private static final Instant START = Instant.parse("2024-03-01T12:00:00Z");
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static EmbeddedDynamoDb engine;
    private static DynamoDbClient ddb;

    @RegisterExtension
    static final RunningEngine RUNNING = new RunningEngine(b -> b.manualClock(START), (e, c) -> {
        engine = e;
        ddb = c;
    });

    @BeforeEach
    void resetClock() {
        engine.clock().set(START);
    }

    static HttpResponse<String> control(String action, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .header("X-Amz-Target", "DdbCourseEngine." + action)
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }

    static JsonNode ok(HttpResponse<String> r) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }

    static void rejected(HttpResponse<String> r, String type, String message) throws Exception {
        assertThat(r.statusCode()).isEqualTo(400);
        JsonNode body = JSON.readTree(r.body());
        assertThat(body.get("__type").asText()).endsWith("#" + type);
        String text = body.has("message") ? body.get("message").asText() : body.get("Message").asText();
        assertThat(text).isEqualTo(message);
    }

    @Test
    void manualClockStandsStillUntilAdvanced() throws InterruptedException {
        Instant before = engine.clock().now();
        Thread.sleep(20);
        assertThat(engine.clock().now()).isEqualTo(before).isEqualTo(START);
        engine.clock().advance(Duration.ofMinutes(5));
        assertThat(engine.clock().now()).isEqualTo(START.plusSeconds(300));
        assertThatThrownBy(() -> engine.clock().advance(Duration.ofSeconds(-1))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void systemClockRunsAndKeepsAnOffset() throws InterruptedException {
        EngineClock clock = EngineClock.system();
        assertThat(clock.isManual()).isFalse();
        assertThat(Duration.between(Instant.now(), clock.now()).abs()).isLessThan(Duration.ofSeconds(5));
        clock.advance(Duration.ofDays(1));
        assertThat(Duration.between(Instant.now().plus(Duration.ofDays(1)), clock.now()).abs()).isLessThan(Duration.ofSeconds(5));
        long a = clock.millis();
        Thread.sleep(20);
        assertThat(clock.millis()).isGreaterThan(a);
    }

    /** A lesson stops the engine's system clock for a replay on the engine clock, then lets it run on. */
    @Test
    void aSystemClockStopsAndRunsOnFromTheTimeItShows() throws Exception {
        EngineClock clock = EngineClock.system();
        clock.advance(Duration.ofHours(1));
        clock.stop();
        assertThat(clock.isManual()).isTrue();
        long stopped = clock.millis();
        Thread.sleep(20);
        assertThat(clock.millis()).isEqualTo(stopped);
        clock.advance(Duration.ofSeconds(10));
        assertThat(clock.millis()).isEqualTo(stopped + 10_000);
        clock.run();
        assertThat(clock.isManual()).isFalse();
        Thread.sleep(20);
        assertThat(clock.millis()).isGreaterThan(stopped + 10_000).isLessThan(stopped + 15_000);

        JsonNode running = ok(control("SetClock", "{\"Mode\": \"SYSTEM\", \"Time\": \"2030-01-01T00:00:00Z\"}"));
        assertThat(running.get("Mode").asText()).isEqualTo("SYSTEM");
        JsonNode still = ok(control("SetClock", "{\"Mode\": \"MANUAL\"}"));
        assertThat(still.get("Mode").asText()).isEqualTo("MANUAL");
        Instant at = engine.clock().now();
        Thread.sleep(20);
        assertThat(engine.clock().now()).isEqualTo(at).isAfterOrEqualTo(Instant.parse("2030-01-01T00:00:00Z"));
    }

    @Test
    void tableCreationTimeComesFromTheEngineClock() {
        engine.clock().advance(Duration.ofSeconds(90));
        String table = "clock-created-" + System.nanoTime();
        ddb.createTable(b -> b.tableName(table).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")));
        assertThat(ddb.describeTable(b -> b.tableName(table)).table().creationDateTime()).isEqualTo(START.plusSeconds(90));
    }

    @Test
    void idempotencyTokenWindowIsTenMinutesOnTheEngineClock() {
        String table = "clock-tokens-" + System.nanoTime();
        ddb.createTable(b -> b.tableName(table).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")));
        TransactWriteItemsRequest first = put(table, "a", "token-1");
        TransactWriteItemsRequest other = put(table, "b", "token-1");
        ddb.transactWriteItems(first);
        engine.clock().advance(Duration.ofMinutes(9));
        assertThat(catchThrowableOfType(IdempotentParameterMismatchException.class, () -> ddb.transactWriteItems(other)))
                .isNotNull();
        engine.clock().advance(Duration.ofMinutes(2));
        ddb.transactWriteItems(other);
        assertThat(ddb.getItem(b -> b.tableName(table).key(Map.of("pk", AttributeValue.fromS("b")))).hasItem()).isTrue();
    }

    private static TransactWriteItemsRequest put(String table, String pk, String token) {
        return TransactWriteItemsRequest.builder().clientRequestToken(token)
                .transactItems(t -> t.put(p -> p.tableName(table).item(Map.of("pk", AttributeValue.fromS(pk))))).build();
    }

    @Test
    void describeSetAndAdvanceThroughControlRequests() throws Exception {
        JsonNode described = ok(control("DescribeClock", "{}"));
        assertThat(described.get("Mode").asText()).isEqualTo("MANUAL");
        assertThat(described.get("EpochSeconds").asLong()).isEqualTo(START.getEpochSecond());
        assertThat(described.get("Time").asText()).isEqualTo("2024-03-01T12:00:00Z");

        JsonNode advanced = ok(control("AdvanceClock", "{\"Seconds\": 61.5}"));
        assertThat(advanced.get("Time").asText()).isEqualTo("2024-03-01T12:01:01.500Z");
        assertThat(engine.clock().now()).isEqualTo(START.plusMillis(61_500));

        ok(control("SetClock", "{\"EpochSeconds\": 1700000000}"));
        assertThat(engine.clock().now()).isEqualTo(Instant.ofEpochSecond(1_700_000_000));
        JsonNode set = ok(control("SetClock", "{\"Time\": \"2030-01-01T00:00:00Z\"}"));
        assertThat(set.get("EpochSeconds").asLong()).isEqualTo(Instant.parse("2030-01-01T00:00:00Z").getEpochSecond());
    }

    @Test
    void badControlRequestsGetDynamoDbStyleErrors() throws Exception {
        rejected(control("AdvanceClock", "{}"), "ValidationException", "Missing required member 'Seconds'");
        rejected(control("AdvanceClock", "{\"Seconds\": \"60\"}"), "SerializationException", "Member 'Seconds' must be a JSON number");
        rejected(control("AdvanceClock", "{\"Seconds\": -1}"), "ValidationException", "Member 'Seconds' is out of range: -1");
        rejected(control("AdvanceClock", "{\"Minutes\": 1}"), "ValidationException", "Unknown member 'Minutes' (expected: Seconds)");
        rejected(control("SetClock", "{}"), "ValidationException",
                "SetClock needs exactly one of EpochSeconds (a number) and Time (ISO-8601, e.g. 2024-01-01T00:00:00Z), or a Mode");
        rejected(control("SetClock", "{\"Mode\": \"PAUSED\"}"), "ValidationException",
                "Mode is MANUAL (the clock stands still) or SYSTEM (it runs): PAUSED");
        rejected(control("SetClock", "{\"Time\": \"tomorrow\"}"), "ValidationException",
                "Time is not an ISO-8601 instant such as 2024-01-01T00:00:00Z: tomorrow");
        rejected(control("DescribeClock", "[]"), "SerializationException", "Start of list found where not expected");
        rejected(control("StopTheWorld", "{}"), "UnknownOperationException", "Unknown operation: DdbCourseEngine.StopTheWorld");
        assertThat(engine.clock().now()).isEqualTo(START);
    }
}
