package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import dev.ddbcourse.kit.backend.BackendConfig.Kind;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The kit's clock and TTL one-liners on the embedded backend (directly) and an endpoint (control requests). */
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
        assertThat(control.advanceClock(Duration.ofHours(2))).isTrue();
        assertThat(Duration.between(before, control.now())).as("now() reads the moved clock")
                .isBetween(Duration.ofHours(2), Duration.ofHours(2).plusMinutes(1));
        assertThat(ddb.getItem(b -> b.tableName("ttl").key(Map.of("pk", AttributeValue.fromS("a")))).hasItem())
                .as("still there until swept").isTrue();
        assertThat(control.tableMetrics("ttl")).containsEntry("TimeToLiveDeletedItemCount", 0L)
                .containsEntry("ConsumedWriteCapacityUnits", 1.0);
        assertThat(control.sweepExpiredItems()).isTrue();
        assertThat(ddb.getItem(b -> b.tableName("ttl").key(Map.of("pk", AttributeValue.fromS("a")))).hasItem()).isFalse();
        assertThat(control.tableMetrics("ttl")).as("the TTL deletion is counted and costs no write unit")
                .containsEntry("TimeToLiveDeletedItemCount", 1L).containsEntry("ConsumedWriteCapacityUnits", 1.0);
    }

    @Test
    void anEngineWithADatabasePerAccessKeyIsControlledInTheLearnersDatabase() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.builder().ttlSweepInterval(Duration.ZERO).databasePerAccessKey(true).start();
             CourseClient.Connection c = CourseClient.connect(new BackendConfig(Kind.ENDPOINT, engine.endpoint(), null, "learner-7"))) {
            expireOneItem(c.client(), c.control());
        }
    }

    @Test
    void embeddedBackendMovesItsEngineDirectly() {
        try (CourseClient.Connection c = CourseClient.connect(new BackendConfig(Kind.EMBEDDED, null, null))) {
            expireOneItem(c.client(), c.control());
        }
    }

    @Test
    void endpointBackendUsesTheControlRequests() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.builder().ttlSweepInterval(Duration.ZERO).start();
             CourseClient.Connection c = CourseClient.connect(new BackendConfig(Kind.ENDPOINT, engine.endpoint(), null))) {
            expireOneItem(c.client(), c.control());
        }
    }

    @Test
    void anEndpointWithoutControlRequestsSaysSo() throws Exception {
        // A server that answers every request with a 400, as DynamoDB Local answers an unknown target.
        var server = com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            exchange.sendResponseHeaders(400, -1);
            exchange.close();
        });
        server.start();
        try {
            EngineControl control = EngineControl.at(java.net.URI.create("http://127.0.0.1:" + server.getAddress().getPort()));
            assertThat(control.advanceClock(Duration.ofMinutes(1))).isFalse();
            assertThat(control.sweepExpiredItems()).isFalse();
            assertThat(control.tableMetrics("ttl")).isNull();
        } finally {
            server.stop(0);
        }
        assertThat(EngineControl.NONE.advanceClock(Duration.ofMinutes(1))).isFalse();
        assertThat(EngineControl.NONE.tableMetrics("ttl")).isNull();
        assertThat(Duration.between(EngineControl.NONE.now(), Instant.now()).abs()).as("elsewhere: this computer's clock")
                .isLessThan(Duration.ofMinutes(1));
    }
}
