package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import dev.ddbcourse.engine.EmbeddedDynamoDb;
import dev.ddbcourse.kit.backend.BackendConfig.Kind;
import dev.ddbcourse.kit.testing.Printed;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The kit reaches the engine's switches: directly when embedded, by control request at an endpoint, not elsewhere. */
class EngineControlTest {

    private static void expireOneItem(DynamoDbClient ddb, EngineControl control) {
        ddb.createTable(b -> b.tableName("ttl").billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")));
        ddb.updateTimeToLive(b -> b.tableName("ttl").timeToLiveSpecification(s -> s.attributeName("expires").enabled(true)));
        long inAnHour = control.now().plus(Duration.ofHours(1)).getEpochSecond();
        ddb.putItem(b -> b.tableName("ttl").item(Map.of("pk", AttributeValue.fromS("a"),
                "expires", AttributeValue.fromN(Long.toString(inAnHour)))));
        Instant before = control.now();
        control.advanceClock(Duration.ofHours(2));
        assertThat(Duration.between(before, control.now())).as("now() reads the moved clock")
                .isBetween(Duration.ofHours(2), Duration.ofHours(2).plusMinutes(1));
        assertThat(ddb.getItem(b -> b.tableName("ttl").key(Map.of("pk", AttributeValue.fromS("a")))).hasItem())
                .as("still there until swept").isTrue();
        assertThat(control.tableMetrics("ttl")).containsEntry("ConsumedWriteCapacityUnits", 1.0)
                .containsEntry("TimeToLiveDeletedItemCount", 0L);
        control.sweepExpiredItems();
        assertThat(ddb.getItem(b -> b.tableName("ttl").key(Map.of("pk", AttributeValue.fromS("a")))).hasItem()).isFalse();
        assertThat(control.tableMetrics("ttl")).as("the TTL deletion is counted and costs no write unit")
                .containsEntry("ConsumedWriteCapacityUnits", 1.0).containsEntry("TimeToLiveDeletedItemCount", 1L);
    }

    @Test
    void anEngineWithADatabasePerAccessKeyIsControlledInTheLearnersDatabase() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.builder().ttlSweepInterval(Duration.ZERO).databasePerAccessKey(true).start();
             CourseClient.Connection c = CourseClient.connect(new BackendConfig(Kind.ENDPOINT, engine.endpoint(), null, "learner-7"))) {
            expireOneItem(c.client(), c.control());
        }
    }

    private static void flipBehaviours(EngineControl control, EmbeddedDynamoDb engine) {
        control.throttling(true);
        control.gsiLag(Duration.ofMillis(1500));
        control.tableStates(Duration.ofSeconds(4), Duration.ZERO, Duration.ofMillis(500));
        control.itemCollectionLimit(2048);
        assertThat(engine.switches().itemCollectionLimitBytes()).isEqualTo(2048);
        assertThat(engine.switches().throttling()).isTrue();
        assertThat(engine.switches().gsiLag()).isEqualTo(Duration.ofMillis(1500));
        assertThat(engine.switches().creating()).isEqualTo(Duration.ofSeconds(4));
        assertThat(engine.switches().deleting()).isEqualTo(Duration.ofMillis(500));
        control.clockStopped(true);
        assertThat(engine.clock().isManual()).isTrue();
        control.clockStopped(false);
        assertThat(engine.clock().isManual()).isFalse();
    }

    @Test
    void embeddedBackendMovesItsEngineDirectly() {
        try (CourseClient.Connection c = CourseClient.connect(new BackendConfig(Kind.EMBEDDED, null, null))) {
            expireOneItem(c.client(), c.control());
        }
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.start()) {
            flipBehaviours(new EmbeddedEngineControl(engine), engine);
        }
    }

    @Test
    void endpointBackendUsesTheControlRequests() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.builder().ttlSweepInterval(Duration.ZERO).start();
             CourseClient.Connection c = CourseClient.connect(new BackendConfig(Kind.ENDPOINT, engine.endpoint(), null))) {
            expireOneItem(c.client(), c.control());
            flipBehaviours(c.control(), engine);
        }
    }

    @Test
    void theEngineRefusingAValueIsNotMistakenForAnotherServer() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.start()) {
            assertThatThrownBy(() -> new ControlRequests(engine.endpoint()).gsiLag(Duration.ofSeconds(-1)))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("the engine refused SetSwitches");
        }
    }

    @Test
    void anotherServerHasNoSwitches() throws Exception {
        // What DynamoDB Local answers to an operation it does not know.
        HttpServer other = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        byte[] body = "{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}".getBytes(StandardCharsets.UTF_8);
        other.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(400, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        other.start();
        try {
            EngineControl control = new ControlRequests(URI.create("http://127.0.0.1:" + other.getAddress().getPort()));
            assertThatThrownBy(() -> control.advanceClock(Duration.ofMinutes(1)))
                    .isInstanceOf(EngineControl.Unavailable.class).hasMessageContaining("is not the course's engine");
            assertThatThrownBy(() -> control.throttling(true)).isInstanceOf(EngineControl.Unavailable.class);
        } finally {
            other.stop(0);
        }
        assertThatThrownBy(EngineControl.NONE::sweepExpiredItems).isInstanceOf(EngineControl.Unavailable.class);
        assertThatThrownBy(() -> EngineControl.NONE.tableMetrics("ttl")).isInstanceOf(EngineControl.Unavailable.class);
        assertThat(Duration.between(EngineControl.NONE.now(), Instant.now()).abs()).as("elsewhere: this computer's clock")
                .isLessThan(Duration.ofMinutes(1));
    }

    @Test
    void theOneLinersSayWhatHappensWhereTheyCannotSwitch() {
        String printed = Printed.by(() -> assertThat(
                LessonSwitches.apply(EngineControl.NONE, EngineControl::sweepExpiredItems, "the TTL sweep", "elsewhere")).isFalse());
        assertThat(printed)
                .isEqualTo("(the TTL sweep cannot be switched here: this backend is not the course's engine. elsewhere.)\n");
    }
}
