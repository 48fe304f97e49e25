package dev.ddbcourse.engine;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS;

/** A GSI behind its table by the switched-on lag, on the manual clock; the table and its LSIs never are. */
class GsiLagTest {
    private static EmbeddedDynamoDb engine;
    private static DynamoDbClient ddb;
    private static int tables;

    @RegisterExtension
    static final RunningEngine RUNNING = new RunningEngine(b -> b.manualClock(Instant.parse("2024-01-01T00:00:00Z")), (e, c) -> {
        engine = e;
        ddb = c;
    });

    @AfterEach
    void noLag() {
        engine.switches().gsiLag(Duration.ZERO);
    }

    /** pk + sk, a GSI "byStatus" on status, an LSI "byDate" on date. */
    private static String create() {
        String name = "lag-" + (++tables);
        ddb.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(def("pk"), def("sk"), def("status"), def("date"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                .globalSecondaryIndexes(g -> g.indexName("byStatus").keySchema(key("status", KeyType.HASH))
                        .projection(p -> p.projectionType("ALL")))
                .localSecondaryIndexes(l -> l.indexName("byDate").keySchema(key("pk", KeyType.HASH), key("date", KeyType.RANGE))
                        .projection(p -> p.projectionType("ALL"))));
        return name;
    }

    private static AttributeDefinition def(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static List<String> byStatus(String t, String status) {
        return ddb.query(b -> b.tableName(t).indexName("byStatus").keyConditionExpression("#s = :s")
                .expressionAttributeNames(Map.of("#s", "status")).expressionAttributeValues(Map.of(":s", fromS(status))))
                .items().stream().map(i -> i.get("sk").s()).toList();
    }

    private static void put(String t, String sk, String status) {
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("p"), "sk", fromS(sk), "status", fromS(status),
                "date", fromS("2024-01-0" + sk))));
    }

    @Test
    void aFreshWriteShowsInTheGsiOnlyAfterTheLag() {
        String t = create();
        put(t, "1", "open");
        engine.switches().gsiLag(Duration.ofSeconds(2));
        put(t, "2", "open");
        assertThat(byStatus(t, "open")).containsExactly("1");
        // The table and the LSI see it at once, a consistent read too.
        assertThat(ddb.getItem(b -> b.tableName(t).key(Map.of("pk", fromS("p"), "sk", fromS("2"))).consistentRead(true)).hasItem()).isTrue();
        assertThat(ddb.query(b -> b.tableName(t).indexName("byDate").keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", fromS("p")))).count()).isEqualTo(2);
        engine.clock().advance(Duration.ofMillis(1999));
        assertThat(byStatus(t, "open")).containsExactly("1");
        engine.clock().advance(Duration.ofMillis(1));
        assertThat(byStatus(t, "open")).containsExactly("1", "2");
    }

    @Test
    void changesReachTheGsiInWriteOrder() {
        String t = create();
        engine.switches().gsiLag(Duration.ofSeconds(1));
        put(t, "1", "open");
        engine.clock().advance(Duration.ofMillis(500));
        put(t, "1", "closed");                 // moves the entry between index partitions
        engine.clock().advance(Duration.ofMillis(600));
        assertThat(byStatus(t, "open")).containsExactly("1");    // the first write arrived, the move not yet
        assertThat(byStatus(t, "closed")).isEmpty();
        engine.clock().advance(Duration.ofMillis(400));
        assertThat(byStatus(t, "open")).isEmpty();
        assertThat(byStatus(t, "closed")).containsExactly("1");
        ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", fromS("p"), "sk", fromS("1"))));
        engine.switches().gsiLag(Duration.ZERO);   // switched off: what is pending still arrives in order
        assertThat(byStatus(t, "closed")).containsExactly("1");
        engine.clock().advance(Duration.ofSeconds(1));
        assertThat(byStatus(t, "closed")).isEmpty();
    }

    @Test
    void oneIndexCanLagAlone() {
        String t = create();
        engine.switches().gsiLag(t, "byStatus", Duration.ofSeconds(3));
        put(t, "1", "open");
        assertThat(ddb.scan(b -> b.tableName(t).indexName("byStatus")).count()).isZero();
        engine.clock().advance(Duration.ofSeconds(3));
        assertThat(ddb.scan(b -> b.tableName(t).indexName("byStatus")).count()).isEqualTo(1);
        engine.switches().gsiLag(t, "byStatus", Duration.ZERO);
    }

    @Test
    void consistentReadsOfAGsiStayRefused() {
        String t = create();
        EngineTest.expectValidation("Consistent reads are not supported on global secondary indexes",
                () -> ddb.query(b -> b.tableName(t).indexName("byStatus").consistentRead(true).keyConditionExpression("#s = :s")
                        .expressionAttributeNames(Map.of("#s", "status")).expressionAttributeValues(Map.of(":s", AttributeValue.fromS("x")))));
    }
}
