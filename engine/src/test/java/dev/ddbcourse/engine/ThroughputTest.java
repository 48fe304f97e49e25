package dev.ddbcourse.engine;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS;

/** Throttling on the manual clock: partitions, provisioned tables and GSIs, batches, and its determinism. */
class ThroughputTest {
    private EmbeddedDynamoDb engine;
    private DynamoDbClient ddb;
    private int tables;

    @BeforeEach
    void start() {
        engine = EmbeddedDynamoDb.builder().manualClock(Instant.parse("2024-01-01T00:00:00Z")).throttling(true).start();
        ddb = EngineTest.client(engine);
    }

    @AfterEach
    void stop() {
        ddb.close();
        engine.close();
    }

    /** pk + sk (S); provisioned with these units, or on demand when null. */
    private String create(Long read, Long write) {
        String name = "tp-" + (++tables);
        ddb.createTable(b -> {
            b.tableName(name)
                    .attributeDefinitions(def("pk"), def("sk"))
                    .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                            KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build());
            if (read == null) b.billingMode(BillingMode.PAY_PER_REQUEST);
            else b.provisionedThroughput(p -> p.readCapacityUnits(read).writeCapacityUnits(write));
        });
        return name;
    }

    private static AttributeDefinition def(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private void putQuietly(String t, String pk, String sk, int bytes) {
        boolean was = engine.switches().throttling();
        engine.switches().throttling(false);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS(pk), "sk", fromS(sk), "data", fromS("x".repeat(bytes)))));
        engine.switches().throttling(was);
    }

    private boolean consistentGet(String t, String pk, String sk) {
        try {
            ddb.getItem(b -> b.tableName(t).key(Map.of("pk", fromS(pk), "sk", fromS(sk))).consistentRead(true));
            return true;
        } catch (ProvisionedThroughputExceededException e) {
            return false;
        }
    }

    @Test
    void aProvisionedTableServesItsReadUnitsPerSecond() {
        String t = create(5L, 5L);
        putQuietly(t, "a", "1", 10);
        List<Boolean> first = new ArrayList<>();
        for (int i = 0; i < 7; i++) first.add(consistentGet(t, "a", "1"));
        assertThat(first).containsExactly(true, true, true, true, true, false, false);
        ProvisionedThroughputExceededException e = EngineTest.expectError(ProvisionedThroughputExceededException.class,
                "The level of configured provisioned throughput for the table was exceeded. Consider increasing your "
                        + "provisioning level with the UpdateTable API.",
                () -> ddb.getItem(b -> b.tableName(t).key(Map.of("pk", fromS("a"), "sk", fromS("1")))));
        assertThat(e.throttlingReasons()).hasSize(1);
        assertThat(e.throttlingReasons().get(0).reason()).isEqualTo("TableReadProvisionedThroughputExceeded");
        assertThat(e.throttlingReasons().get(0).resource()).endsWith(":table/" + t);
        engine.clock().advance(Duration.ofMillis(400));   // +2 units
        assertThat(consistentGet(t, "a", "1")).isTrue();
        assertThat(consistentGet(t, "a", "1")).isTrue();
        assertThat(consistentGet(t, "a", "1")).isFalse();
    }

    /** Three items of 390 KB under one key: a consistent Query of them costs 293 read units. */
    private List<Boolean> hotQueries(String t, String key, int times) {
        List<Boolean> ok = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            try {
                ddb.query(b -> b.tableName(t).keyConditionExpression("pk = :p").consistentRead(true)
                        .expressionAttributeValues(Map.of(":p", fromS(key))));
                ok.add(true);
            } catch (ProvisionedThroughputExceededException e) {
                assertThat(e.throttlingReasons().get(0).reason()).isEqualTo("TableReadKeyRangeThroughputExceeded");
                ok.add(false);
            }
        }
        return ok;
    }

    @Test
    void aHotPartitionIsThrottledAloneAndTheSameRequestsThrottleTheSameWayEveryRun() {
        String t = create(null, null);
        for (String key : List.of("hot", "cool")) for (int i = 0; i < 3; i++) putQuietly(t, key, "" + i, 390 * 1024);
        List<Boolean> hot = hotQueries(t, "hot", 13);
        // 3,000 units a second: ten Queries leave 70 units, the eleventh overdraws, the twelfth waits.
        assertThat(hot).containsExactly(true, true, true, true, true, true, true, true, true, true, true, false, false);
        assertThat(hotQueries(t, "cool", 3)).containsExactly(true, true, true);
        // Determinism: a second engine on the same clock, the same requests, the same answers.
        EmbeddedDynamoDb again = EmbeddedDynamoDb.builder().manualClock(Instant.parse("2024-01-01T00:00:00Z")).throttling(true).start();
        try (DynamoDbClient other = EngineTest.client(again)) {
            EmbeddedDynamoDb first = engine;
            DynamoDbClient firstClient = ddb;
            engine = again;
            ddb = other;
            tables = 0;
            String t2 = create(null, null);
            for (String key : List.of("hot", "cool")) for (int i = 0; i < 3; i++) putQuietly(t2, key, "" + i, 390 * 1024);
            assertThat(hotQueries(t2, "hot", 13)).isEqualTo(hot);
            engine = first;
            ddb = firstClient;
        } finally {
            again.close();
        }
    }

    @Test
    void batchGetItemLeavesThrottledKeysUnprocessed() {
        String t = create(2L, 5L);
        for (int i = 0; i < 5; i++) putQuietly(t, "k" + i, "s", 10);
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 5; i++) keys.add(Map.of("pk", fromS("k" + i), "sk", fromS("s")));
        BatchGetItemResponse r = ddb.batchGetItem(b -> b.requestItems(Map.of(t,
                KeysAndAttributes.builder().keys(keys).consistentRead(true).projectionExpression("pk, #d")
                        .expressionAttributeNames(Map.of("#d", "data")).build())));
        assertThat(r.responses().get(t)).hasSize(2);
        KeysAndAttributes left = r.unprocessedKeys().get(t);
        assertThat(left.keys()).hasSize(3);
        assertThat(left.consistentRead()).isTrue();
        // What is left can be sent again as it is, once capacity is back.
        engine.clock().advance(Duration.ofSeconds(2));
        BatchGetItemResponse retry = ddb.batchGetItem(b -> b.requestItems(r.unprocessedKeys()));
        assertThat(retry.responses().get(t)).hasSize(3).allSatisfy(item -> assertThat(item).containsOnlyKeys("pk", "data"));
        assertThat(retry.unprocessedKeys()).isEmpty();
        // One unit left: two eventually consistent reads (half a unit each) spend it.
        assertThat(ddb.batchGetItem(b -> b.requestItems(Map.of(t, KeysAndAttributes.builder().keys(keys).build())))
                .unprocessedKeys().get(t).keys()).hasSize(3);
        // Nothing readable at all: the whole request is throttled.
        EngineTest.expectError(ProvisionedThroughputExceededException.class,
                "The level of configured provisioned throughput for the table was exceeded. Consider increasing your "
                        + "provisioning level with the UpdateTable API.",
                () -> ddb.batchGetItem(b -> b.requestItems(Map.of(t, KeysAndAttributes.builder().keys(keys).build()))));
    }

    @Test
    void offNothingIsThrottled() {
        engine.switches().throttling(false);
        String t = create(1L, 1L);
        putQuietly(t, "a", "1", 10);
        for (int i = 0; i < 20; i++) assertThat(consistentGet(t, "a", "1")).isTrue();
    }

    private int putsAccepted(String t, String pk, int times, int bytes, String gk) {
        int ok = 0;
        for (int i = 0; i < times; i++) {
            int n = i;
            Map<String, AttributeValue> item = new java.util.HashMap<>(Map.of("pk", fromS(pk), "sk", fromS("s" + n),
                    "data", fromS("x".repeat(bytes))));
            if (gk != null) item.put("gk", fromS(gk));
            try {
                ddb.putItem(b -> b.tableName(t).item(item));
                ok++;
            } catch (ProvisionedThroughputExceededException e) {
                // counted as refused
            }
        }
        return ok;
    }

    @Test
    void aHotKeyIsThrottledOnWritesAndShardedKeysAreNot() {
        String t = create(null, null);
        // 10 KB items cost 10 write units; a partition takes 1,000 a second.
        assertThat(putsAccepted(t, "hot", 110, 10 * 1024 - 40, null)).isEqualTo(100);
        for (int shard = 0; shard < 5; shard++) assertThat(putsAccepted(t, "hot#" + shard, 20, 10 * 1024 - 40, null)).isEqualTo(20);
        engine.clock().advance(Duration.ofSeconds(1));
        assertThat(putsAccepted(t, "hot", 1, 10 * 1024 - 40, null)).isEqualTo(1);
    }

    @Test
    void aGsiShortOfWriteCapacityThrottlesTheTableWritesThatFeedIt() {
        String t = "tp-gsi";
        ddb.createTable(b -> b.tableName(t).attributeDefinitions(def("pk"), def("sk"), def("gk"))
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                .provisionedThroughput(p -> p.readCapacityUnits(100L).writeCapacityUnits(100L))
                .globalSecondaryIndexes(g -> g.indexName("byGk")
                        .keySchema(KeySchemaElement.builder().attributeName("gk").keyType(KeyType.HASH).build())
                        .projection(p -> p.projectionType("KEYS_ONLY"))
                        .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L))));
        assertThat(putsAccepted(t, "a", 1, 10, "g")).isEqualTo(1);
        ProvisionedThroughputExceededException e = EngineTest.expectError(ProvisionedThroughputExceededException.class,
                "The level of configured provisioned throughput for one or more global secondary indexes of the table was "
                        + "exceeded. Consider increasing your provisioning level for the under-provisioned global secondary "
                        + "indexes with the UpdateTable API",
                () -> ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("b"), "sk", fromS("1"), "gk", fromS("g")))));
        assertThat(e.throttlingReasons().get(0).reason()).isEqualTo("IndexWriteProvisionedThroughputExceeded");
        assertThat(e.throttlingReasons().get(0).resource()).endsWith(":table/" + t + "/index/byGk");
        // An item without the GSI's key does not write to the GSI: the table alone takes it.
        assertThat(putsAccepted(t, "c", 5, 10, null)).isEqualTo(5);
    }

    @Test
    void batchWriteItemLeavesThrottledWritesUnprocessed() {
        String t = create(5L, 2L);
        List<WriteRequest> puts = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            puts.add(WriteRequest.builder().putRequest(p -> p.item(Map.of("pk", fromS("k"), "sk", fromS("s" + puts.size())))).build());
        }
        BatchWriteItemResponse r = ddb.batchWriteItem(b -> b.requestItems(Map.of(t, puts)));
        assertThat(r.unprocessedItems().get(t)).hasSize(3);
        engine.clock().advance(Duration.ofSeconds(2));
        assertThat(ddb.batchWriteItem(b -> b.requestItems(r.unprocessedItems())).unprocessedItems()).isEmpty();
        assertThat(ddb.scan(b -> b.tableName(t)).count()).isEqualTo(5);
    }

    /** What a write request came to: written, refused by its condition, or throttled. */
    private String outcome(Runnable write) {
        try {
            write.run();
            return "written";
        } catch (ConditionalCheckFailedException e) {
            return "condition failed";
        } catch (ProvisionedThroughputExceededException e) {
            return "throttled";
        }
    }

    private String metrics(String t) throws Exception {
        return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(engine.endpoint() + "/")).header("X-Amz-Target", "DdbCourseEngine.DescribeTableMetrics")
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"TableName\": \"" + t + "\"}"))
                .build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
    }

    /**
     * Developer Guide, Working with items, "Capacity units consumed by conditional writes": a write whose condition
     * fails still consumes write capacity from the table, one unit when the item does not exist, else by the
     * existing item's size; the error carries no ConsumedCapacity, CloudWatch's ConsumedWriteCapacityUnits counts it.
     * A request the table has no units for is throttled before its condition is judged, and consumes nothing.
     */
    @Test
    void aWriteWhoseConditionFailsDrawsTheTablesWriteUnits() throws Exception {
        String t = create(5L, 5L);
        putQuietly(t, "a", "1", 1500);   // about 1.5 KB: two write units
        Runnable putIfAbsent = () -> ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("a"), "sk", fromS("1")))
                .conditionExpression("attribute_not_exists(pk)"));
        // A new bucket holds one second of units: five.
        assertThat(outcome(putIfAbsent)).isEqualTo("condition failed");   // 2 units, 3 left
        assertThat(outcome(putIfAbsent)).isEqualTo("condition failed");   // 2 units, 1 left
        assertThat(outcome(putIfAbsent)).isEqualTo("throttled");          // needs 2
        assertThat(outcome(() -> ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("b"), "sk", fromS("1"))))))
                .isEqualTo("written");                                        // 1 unit, none left
        assertThat(outcome(() -> ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("b"), "sk", fromS("2"))))))
                .isEqualTo("throttled");
        engine.clock().advance(Duration.ofSeconds(1));
        // A missing item: one unit each, by UpdateItem and DeleteItem alike.
        for (int i = 0; i < 5; i++) {
            boolean update = i % 2 == 0;
            assertThat(outcome(() -> {
                if (update) ddb.updateItem(b -> b.tableName(t).key(Map.of("pk", fromS("none"), "sk", fromS("1")))
                        .updateExpression("SET v = :v").conditionExpression("attribute_exists(pk)")
                        .expressionAttributeValues(Map.of(":v", fromS("x"))));
                else ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", fromS("none"), "sk", fromS("1")))
                        .conditionExpression("attribute_exists(pk)"));
            })).isEqualTo("condition failed");
        }
        assertThat(outcome(putIfAbsent)).isEqualTo("throttled");
        // The quiet put 2, two failed conditions 2 each, a put 1, five failed conditions 1 each; nothing throttled counts.
        assertThat(metrics(t)).contains("\"ConsumedWriteCapacityUnits\":12.0");
    }

    /**
     * Contention on one item: writers racing with a condition keep failing it, and each failure spends the partition's
     * write units by the existing item's size (10 KB: 10 units), so the losers throttle the key as real writes would.
     */
    @Test
    void failedConditionsOnAHotItemThrottleItsPartition() {
        String t = create(null, null);
        putQuietly(t, "hot", "1", 10 * 1024 - 40);
        putQuietly(t, "cool", "1", 10 * 1024 - 40);
        List<String> hot = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            hot.add(outcome(() -> ddb.updateItem(b -> b.tableName(t).key(Map.of("pk", fromS("hot"), "sk", fromS("1")))
                    .updateExpression("SET v = :v").conditionExpression("attribute_not_exists(v)")
                    .expressionAttributeValues(Map.of(":v", fromS("x"))))));
        }
        // The first writer wins, the next 99 lose their condition: 100 writes of 10 units fill the second.
        assertThat(hot.get(0)).isEqualTo("written");
        assertThat(hot.subList(1, 100)).containsOnly("condition failed");
        assertThat(hot.get(100)).isEqualTo("throttled");
        ProvisionedThroughputExceededException e = (ProvisionedThroughputExceededException) org.assertj.core.api.Assertions
                .catchThrowable(() -> ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", fromS("hot"), "sk", fromS("1")))
                        .conditionExpression("attribute_not_exists(pk)")));
        assertThat(e.throttlingReasons().get(0).reason()).isEqualTo("TableWriteKeyRangeThroughputExceeded");
        // Another key is its own partition.
        assertThatThrownBy(() -> ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", fromS("cool"), "sk", fromS("1")))
                .conditionExpression("attribute_not_exists(pk)"))).isInstanceOf(ConditionalCheckFailedException.class);
    }

    /**
     * Every write unit the engine reports is drawn: a transaction's ConditionCheck consumes two write units (recorded
     * against DynamoDB by the dynamodb-conformance suite, pull request 67: "billed as write rather than read"), and a
     * DeleteItem of a missing item one (what its ConsumedCapacity reports), so both spend the table's write units.
     */
    @Test
    void conditionChecksAndDeletesOfMissingItemsDrawWriteUnits() throws Exception {
        String t = create(5L, 5L);
        putQuietly(t, "a", "1", 10);   // one unit
        Runnable check = () -> assertThat(ddb.transactWriteItems(b -> b.returnConsumedCapacity("TOTAL")
                .transactItems(i -> i.conditionCheck(c -> c.tableName(t).key(Map.of("pk", fromS("a"), "sk", fromS("1")))
                        .conditionExpression("attribute_exists(pk)")))).consumedCapacity().get(0).capacityUnits()).isEqualTo(2.0);
        Runnable deleteMissing = () -> ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", fromS("none"), "sk", fromS("1"))));
        assertThat(List.of(outcome(check), outcome(check), outcome(check))).containsExactly("written", "written", "throttled");
        assertThat(List.of(outcome(deleteMissing), outcome(deleteMissing))).containsExactly("written", "throttled");
        assertThat(metrics(t)).contains("\"ConsumedWriteCapacityUnits\":6.0");
    }
}
