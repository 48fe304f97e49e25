package dev.ddbcourse.kit;

import static dev.ddbcourse.kit.Kit.gsi;
import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * The numbers and behaviours the lessons state, checked against the backend the lessons run on
 * (the embedded engine unless the environment chooses another). Each test names the sentence it
 * backs; a lesson that changes such a sentence changes its test.
 */
class LessonClaimsTest {
    private final DynamoDbClient ddb = Kit.client();

    /** Lesson 13's project: PK, SK, status and a 1,008-byte description; on hold, also onHoldPK. */
    private static Map<String, AttributeValue> project(boolean onHold) {
        var project = item("PK", "ORG#1", "SK", "PROJECT#001", "status", onHold ? "ON_HOLD" : "ACTIVE",
                "description", "Lorem ipsum dolor sit amet. ".repeat(36));
        if (onHold) project.put("onHoldPK", AttributeValue.fromS("ORG#1"));
        return project;
    }

    /** DynamoDB's size of an item of strings: the UTF-8 bytes of each name and value (Developer Guide, item sizes). */
    private static int sizeOfStrings(Map<String, AttributeValue> item) {
        return item.entrySet().stream().mapToInt(e -> utf8(e.getKey()) + utf8(e.getValue().s())).sum();
    }

    private static int utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    private ConsumedCapacity put(String table, Map<String, AttributeValue> item) {
        return ddb.putItem(p -> p.tableName(table).item(item).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                .consumedCapacity();
    }

    @Test
    void lesson13ProjectsAreJustOver1KbAndEachWriteCostsTwoUnitsPerCopy() {
        Kit.recreateTable("t-claims-13", gsi("OnHold", "onHoldPK", "SK"));
        assertThat(sizeOfStrings(project(false))).isEqualTo(1_051);
        assertThat(sizeOfStrings(project(true))).isEqualTo(1_065);

        ConsumedCapacity active = put("t-claims-13", project(false));
        assertThat(active.capacityUnits()).isEqualTo(2.0);
        assertThat(active.globalSecondaryIndexes()).as("an index costs writes only for the items it holds").isEmpty();

        ddb.deleteItem(d -> d.tableName("t-claims-13").key(key("PK", "ORG#1", "SK", "PROJECT#001")));
        ConsumedCapacity onHold = put("t-claims-13", project(true));
        assertThat(onHold.table().capacityUnits()).isEqualTo(2.0);
        assertThat(onHold.globalSecondaryIndexes().get("OnHold").capacityUnits()).isEqualTo(2.0);
        assertThat(onHold.capacityUnits()).isEqualTo(4.0);
    }

    @Test
    void aWriteUnitCoversOneKbSoOneByteMoreCostsTwo() {
        Kit.recreateTable("t-claims-sizes");
        // PK(2) + "A"(1) + SK(2) + "B"(1) + d(1) = 7 bytes besides the padding.
        assertThat(put("t-claims-sizes", item("PK", "A", "SK", "B", "d", "x".repeat(1024 - 7))).capacityUnits()).isEqualTo(1.0);
        assertThat(put("t-claims-sizes", item("PK", "A", "SK", "C", "d", "x".repeat(1025 - 7))).capacityUnits()).isEqualTo(2.0);
    }

    @Test
    void lesson13TheTablesAreOnDemandSoTheUnitsAreRequestUnits() {
        Kit.recreateTable("t-claims-mode");
        assertThat(ddb.describeTable(d -> d.tableName("t-claims-mode")).table().billingModeSummary().billingMode())
                .isEqualTo(BillingMode.PAY_PER_REQUEST);
    }

    @Test
    void lesson11ATransactionalWriteCostsTwoUnitsPerItem() {
        Kit.recreateTable("t-claims-11");
        var updates = new ArrayList<TransactWriteItem>();
        for (var sk : List.of("PROFILE", "ORDER#o1", "ORDER#o2", "ORDER#o3")) {
            updates.add(TransactWriteItem.builder().update(u -> u.tableName("t-claims-11")
                    .key(key("PK", "CUST#c1", "SK", sk))
                    .updateExpression("SET customerName = :name")
                    .expressionAttributeValues(values(":name", "Carol Smith"))).build());
        }
        var response = ddb.transactWriteItems(t -> t.transactItems(updates).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(response.consumedCapacity()).singleElement()
                .satisfies(c -> assertThat(c.capacityUnits()).isEqualTo(8.0));
    }

    /** Issue 17: two units per item on the table, one on an index (measured on DynamoDB; the engine follows). */
    @Test
    void inATransactionTheTableWriteCountsTwiceAndTheIndexWriteOnce() {
        Kit.recreateTable("t-claims-11-gsi", gsi("ByName", "customerName", "SK"));
        var response = ddb.transactWriteItems(t -> t.returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)
                .transactItems(TransactWriteItem.builder().put(p -> p.tableName("t-claims-11-gsi")
                        .item(item("PK", "CUST#c1", "SK", "ORDER#o1", "customerName", "Carol"))).build()));
        ConsumedCapacity capacity = response.consumedCapacity().get(0);
        assertThat(capacity.table().capacityUnits()).isEqualTo(2.0);
        assertThat(capacity.globalSecondaryIndexes().get("ByName").capacityUnits()).isEqualTo(1.0);
        assertThat(capacity.capacityUnits()).isEqualTo(3.0);
    }

    @Test
    void lessons05And06ANumberSortKeySortsNumericallyAStringOneByBytes() {
        for (var type : List.of(ScalarAttributeType.N, ScalarAttributeType.S)) {
            String table = "t-claims-order-" + type;
            Kit.quietly(() -> {
                try {
                    ddb.deleteTable(d -> d.tableName(table));
                } catch (DynamoDbException absent) {
                    // first run
                }
                ddb.createTable(c -> c.tableName(table).billingMode(BillingMode.PAY_PER_REQUEST)
                        .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S),
                                a -> a.attributeName("SK").attributeType(type))
                        .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH), k -> k.attributeName("SK").keyType(KeyType.RANGE)));
            });
            for (String n : List.of("9", "10", "2")) {
                var sk = type == ScalarAttributeType.N ? AttributeValue.fromN(n) : AttributeValue.fromS(n);
                ddb.putItem(p -> p.tableName(table).item(Map.of("PK", AttributeValue.fromS("P"), "SK", sk)));
            }
            List<String> order = ddb.query(q -> q.tableName(table).keyConditionExpression("PK = :p")
                    .expressionAttributeValues(values(":p", "P"))).items().stream()
                    .map(i -> type == ScalarAttributeType.N ? i.get("SK").n() : i.get("SK").s()).toList();
            assertThat(order).as(type.toString()).isEqualTo(type == ScalarAttributeType.N
                    ? List.of("2", "9", "10") : List.of("10", "2", "9"));
        }
    }

    /** Lesson 02's AP4: no one Query (one partition) answers it, but a filtered Scan does in one request, reading every item. */
    @Test
    void lesson02AFilteredScanAnswersAcrossPartitionsInOneRequest() {
        Kit.recreateTable("t-claims-02");
        ddb.putItem(p -> p.tableName("t-claims-02").item(item("PK", "CUST#carol", "SK", "ORDER#o1", "orderId", "o1", "status", "SHIPPED")));
        ddb.putItem(p -> p.tableName("t-claims-02").item(item("PK", "CUST#carol", "SK", "ORDER#o2", "orderId", "o2", "status", "PENDING")));
        ddb.putItem(p -> p.tableName("t-claims-02").item(item("PK", "CUST#dan", "SK", "ORDER#o3", "orderId", "o3", "status", "PENDING")));
        var scan = ddb.scan(r -> r.tableName("t-claims-02").filterExpression("#s = :p")
                .expressionAttributeNames(Map.of("#s", "status")).expressionAttributeValues(values(":p", "PENDING")));
        assertThat(scan.hasLastEvaluatedKey()).as("one request: no page to continue").isFalse();
        assertThat(strings(scan.items(), "orderId")).containsExactlyInAnyOrder("o2", "o3");
        assertThat(scan.scannedCount()).as("by reading every item").isEqualTo(3);
    }

    @Test
    void lesson05AKeyConditionTakesEqualityOnThePartitionKeyAndOneSortKeyCondition() {
        Kit.recreateTable("t-claims-05");
        assertThatThrownBy(() -> ddb.query(q -> q.tableName("t-claims-05").keyConditionExpression("PK > :p")
                .expressionAttributeValues(values(":p", "A"))))
                .isInstanceOf(DynamoDbException.class).hasMessageContaining("Query key condition not supported");
        assertThatThrownBy(() -> ddb.query(q -> q.tableName("t-claims-05")
                .keyConditionExpression("PK = :p AND SK > :a AND SK < :b")
                .expressionAttributeValues(values(":p", "A", ":a", "1", ":b", "9"))))
                .isInstanceOf(DynamoDbException.class).hasMessageContaining("KeyConditionExpressions must only contain one condition per key");
    }

    @Test
    void lesson04AnItemCollectionComesBackIn1MbPages() {
        Kit.recreateTable("t-claims-04");
        String big = "x".repeat(300 * 1024);
        for (int n = 1; n <= 5; n++) {
            var item = item("PK", "USER#alice", "SK", "ITEM#" + n, "blob", big);
            Kit.quietly(() -> ddb.putItem(p -> p.tableName("t-claims-04").item(item)));
        }
        QueryResponse first = ddb.query(q -> q.tableName("t-claims-04").keyConditionExpression("PK = :p")
                .expressionAttributeValues(values(":p", "USER#alice")));
        assertThat(first.count()).isLessThan(5);
        assertThat(first.lastEvaluatedKey()).isNotEmpty();
        QueryResponse rest = ddb.query(q -> q.tableName("t-claims-04").keyConditionExpression("PK = :p")
                .expressionAttributeValues(values(":p", "USER#alice")).exclusiveStartKey(first.lastEvaluatedKey()));
        assertThat(first.count() + rest.count()).isEqualTo(5);
    }

    @Test
    void lesson09TheDefaultQuotaIs20GlobalSecondaryIndexes() {
        var indexes = new ArrayList<GlobalSecondaryIndex>();
        for (int n = 1; n <= 21; n++) {
            String name = "Index" + n;
            indexes.add(GlobalSecondaryIndex.builder().indexName(name)
                    .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH))
                    .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)).build());
        }
        assertThatThrownBy(() -> ddb.createTable(c -> c.tableName("t-claims-09").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH))
                .globalSecondaryIndexes(indexes)))
                .isInstanceOf(DynamoDbException.class).hasMessageContaining("limit of 20");
    }

    /**
     * Lesson 20's gotcha: "A GSI never fetches from the table. Select ALL_ATTRIBUTES on a non-ALL GSI is refused, and a
     * ProjectionExpression may name only attributes the index projects".
     */
    @Test
    void lesson20AGsiNeverFetchesFromTheTable() {
        Kit.recreateTable("t-claims-20", gsi("ByCustomer", "customer", "orderDate").including("status"));
        ddb.putItem(p -> p.tableName("t-claims-20").item(item("PK", "ORDER#1", "SK", "ORDER", "customer", "CUST#c1",
                "orderDate", "2026-01-01", "status", "SHIPPED", "lines", "3 KB of order lines")));
        assertThatThrownBy(() -> ddb.query(q -> q.tableName("t-claims-20").indexName("ByCustomer")
                .keyConditionExpression("customer = :c").expressionAttributeValues(values(":c", "CUST#c1"))
                .select(software.amazon.awssdk.services.dynamodb.model.Select.ALL_ATTRIBUTES)))
                .isInstanceOf(DynamoDbException.class).hasMessageContaining("Select type ALL_ATTRIBUTES is not supported");
        assertThatThrownBy(() -> ddb.query(q -> q.tableName("t-claims-20").indexName("ByCustomer")
                .keyConditionExpression("customer = :c").expressionAttributeValues(values(":c", "CUST#c1"))
                .projectionExpression("#s, #l").expressionAttributeNames(Map.of("#s", "status", "#l", "lines"))))
                .isInstanceOf(DynamoDbException.class).hasMessageContaining("does not project [lines]");
        QueryResponse projected = ddb.query(q -> q.tableName("t-claims-20").indexName("ByCustomer")
                .keyConditionExpression("customer = :c").expressionAttributeValues(values(":c", "CUST#c1"))
                .projectionExpression("PK, #s").expressionAttributeNames(Map.of("#s", "status")));
        assertThat(strings(projected.items(), "status")).containsExactly("SHIPPED");
    }

    @Test
    void lesson12AFailedConditionCanReturnTheStoredItem() {
        Kit.recreateTable("t-claims-12");
        ddb.putItem(p -> p.tableName("t-claims-12").item(item("PK", "USER#ada", "SK", "PROFILE", "name", "Ada Lovelace")));
        assertThatThrownBy(() -> ddb.putItem(p -> p.tableName("t-claims-12")
                .item(item("PK", "USER#ada", "SK", "PROFILE", "name", "Someone else"))
                .conditionExpression("attribute_not_exists(PK)")
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)))
                .isInstanceOfSatisfying(ConditionalCheckFailedException.class,
                        e -> assertThat(e.item()).containsEntry("name", AttributeValue.fromS("Ada Lovelace")));
    }

    /**
     * Lesson 12's "at no extra read" (API reference, PutItem, ReturnValuesOnConditionCheckFailure: "No read
     * capacity units are consumed"): with throttling on and the engine clock still, a table of one read unit a
     * second has all of that unit left after three failed writes that returned the item.
     */
    @Test
    void lesson12TheItemOfAFailedConditionCostsNoReadUnit() {
        try (var engine = EmbeddedDynamoDb.builder().manualClock(Instant.parse("2026-01-01T00:00:00Z")).throttling(true).start();
             var own = clientOn(engine.endpoint(), 1)) {
            own.createTable(c -> c.tableName("t-claims-12-reads")
                    .provisionedThroughput(t -> t.readCapacityUnits(1L).writeCapacityUnits(10L))
                    .attributeDefinitions(definition("PK", ScalarAttributeType.S)).keySchema(keyElement("PK", KeyType.HASH)));
            own.putItem(p -> p.tableName("t-claims-12-reads").item(item("PK", "USER#ada", "name", "Ada Lovelace")));
            for (int attempt = 0; attempt < 3; attempt++) {
                assertThatThrownBy(() -> own.putItem(p -> p.tableName("t-claims-12-reads")
                        .item(item("PK", "USER#ada", "name", "Someone else"))
                        .conditionExpression("attribute_not_exists(PK)")
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)))
                        .isInstanceOfSatisfying(ConditionalCheckFailedException.class,
                                e -> assertThat(e.item()).containsEntry("name", AttributeValue.fromS("Ada Lovelace")));
            }
            // Half a unit per eventually consistent GetItem (the smallest read charge): the unit admits two, not three.
            Runnable read = () -> own.getItem(g -> g.tableName("t-claims-12-reads").key(key("PK", "USER#ada")));
            read.run();
            read.run();
            assertThatThrownBy(read::run).as("the one read unit went to the two GetItems")
                    .isInstanceOf(ProvisionedThroughputExceededException.class);
        }
    }

    @Test
    void lesson12AClientRequestTokenRunsATransactionOnceAndRefusesAnotherRequest() {
        Kit.recreateTable("t-claims-12-token");
        ddb.putItem(p -> p.tableName("t-claims-12-token").item(item("PK", "USER#ada", "SK", "ACCOUNT", "balance", 100)));
        Runnable deposit = () -> ddb.transactWriteItems(t -> t.clientRequestToken("claims-dep-1").transactItems(
                TransactWriteItem.builder().update(u -> u.tableName("t-claims-12-token")
                        .key(key("PK", "USER#ada", "SK", "ACCOUNT"))
                        .updateExpression("SET balance = balance + :amount")
                        .expressionAttributeValues(values(":amount", 5))).build()));
        deposit.run();
        deposit.run();
        assertThat(ddb.getItem(g -> g.tableName("t-claims-12-token").consistentRead(true)
                .key(key("PK", "USER#ada", "SK", "ACCOUNT"))).item().get("balance").n()).isEqualTo("105");
        assertThatThrownBy(() -> ddb.transactWriteItems(t -> t.clientRequestToken("claims-dep-1").transactItems(
                TransactWriteItem.builder().update(u -> u.tableName("t-claims-12-token")
                        .key(key("PK", "USER#ada", "SK", "ACCOUNT"))
                        .updateExpression("SET balance = balance + :amount")
                        .expressionAttributeValues(values(":amount", 50))).build())))
                .isInstanceOf(IdempotentParameterMismatchException.class);
    }

    @Test
    void lesson12AClientRequestTokenLasts10Minutes() {
        try (var engine = EmbeddedDynamoDb.builder().manualClock(Instant.parse("2026-01-01T00:00:00Z")).start();
             var own = clientOn(engine.endpoint())) {
            createKeyedOnPk(own, "t-token-window");
            Runnable deposit = () -> own.transactWriteItems(t -> t.clientRequestToken("window-1").transactItems(
                    TransactWriteItem.builder().update(u -> u.tableName("t-token-window").key(key("PK", "ada"))
                            .updateExpression("ADD balance :amount").expressionAttributeValues(values(":amount", 5))).build()));
            deposit.run();
            engine.clock().advance(Duration.ofMinutes(9).plusSeconds(59));
            deposit.run();
            assertThat(balance(own)).as("a repeat within 10 minutes is not applied").isEqualTo("5");
            engine.clock().advance(Duration.ofSeconds(2));
            deposit.run();
            assertThat(balance(own)).as("after 10 minutes the token is a new request").isEqualTo("10");
        }
    }

    @Test
    void lesson14AnExpiredItemIsReturnedUntilTheSweepAndTheSweepChargesNoWriteUnits() {
        dev.ddbcourse.kit.tables.Tables.recreate(ddb, "t-ttl-claims");
        ddb.updateTimeToLive(u -> u.tableName("t-ttl-claims").timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(true)));
        long now = Kit.clockNow().getEpochSecond();
        put("t-ttl-claims", item("PK", "BREAKER#acme-pay", "SK", "STATUS", "status", "down", "expiresAt", now + 60));
        assertThat(Kit.advanceClock(Duration.ofSeconds(61))).isTrue();
        long later = Kit.clockNow().getEpochSecond();
        assertThat(ddb.getItem(g -> g.tableName("t-ttl-claims").key(key("PK", "BREAKER#acme-pay", "SK", "STATUS"))).hasItem())
                .as("past its TTL, still returned").isTrue();
        QueryResponse filtered = ddb.query(q -> q.tableName("t-ttl-claims").keyConditionExpression("PK = :pk")
                .filterExpression("expiresAt > :now").returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .expressionAttributeValues(values(":pk", "BREAKER#acme-pay", ":now", later)));
        assertThat(filtered.count()).isZero();
        assertThat(filtered.scannedCount()).isEqualTo(1);
        assertThat(filtered.consumedCapacity().capacityUnits()).as("the filtered-out item is still paid for").isEqualTo(0.5);
        assertThat(Kit.tableMetrics("t-ttl-claims")).containsEntry("ConsumedWriteCapacityUnits", 1.0)
                .containsEntry("TimeToLiveDeletedItemCount", 0L);
        assertThat(Kit.sweepExpiredItems()).isTrue();
        assertThat(Kit.tableMetrics("t-ttl-claims")).as("the sweep deletes without write units")
                .containsEntry("ConsumedWriteCapacityUnits", 1.0).containsEntry("TimeToLiveDeletedItemCount", 1L);
        assertThat(ddb.getItem(g -> g.tableName("t-ttl-claims").key(key("PK", "BREAKER#acme-pay", "SK", "STATUS"))).hasItem()).isFalse();
    }

    @Test
    void lesson14TheConditionLetsAPutReplaceAnExpiredRecordOnly() {
        dev.ddbcourse.kit.tables.Tables.recreate(ddb, "t-ttl-condition");
        long now = Kit.clockNow().getEpochSecond();
        java.util.function.LongPredicate useKey = at -> {
            try {
                ddb.putItem(p -> p.tableName("t-ttl-condition")
                        .item(item("PK", "IDEMPOTENCY#pay-7f3a", "SK", "IDEMPOTENCY", "expiresAt", at + 86400))
                        .conditionExpression("attribute_not_exists(PK) OR expiresAt < :now").expressionAttributeValues(values(":now", at)));
                return true;
            } catch (ConditionalCheckFailedException used) {
                return false;
            }
        };
        assertThat(useKey.test(now)).isTrue();
        assertThat(useKey.test(now + 3600)).as("within the day").isFalse();
        assertThat(useKey.test(now + 25 * 3600)).as("after the day, the stored but expired record counts as absent").isTrue();
    }

    @Test
    void lesson14AnotherTtlChangeWithinTheHourIsRefused() {
        try (var engine = EmbeddedDynamoDb.builder().manualClock(Instant.parse("2026-01-01T00:00:00Z")).start();
             var own = clientOn(engine.endpoint())) {
            createKeyedOnPk(own, "t-ttl-hour");
            own.updateTimeToLive(u -> u.tableName("t-ttl-hour").timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(true)));
            assertThatThrownBy(() -> own.updateTimeToLive(u -> u.tableName("t-ttl-hour")
                    .timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(false))))
                    .hasMessageContaining("Time to live has been modified multiple times within a fixed interval");
        }
    }

    @Test
    void lesson23ASoftDeleteAndADeleteEachPayTheTableWriteAndTheIndexEntry() {
        dev.ddbcourse.kit.tables.Tables.recreate(ddb, "t-soft-delete", gsi("Active", "activeWs", "SK"));
        put("t-soft-delete", item("PK", "WS#acme", "SK", "DOC#001", "title", "Roadmap", "activeWs", "WS#acme"));
        put("t-soft-delete", item("PK", "WS#acme", "SK", "DOC#002", "title", "Notes", "activeWs", "WS#acme"));
        long now = Kit.clockNow().getEpochSecond();
        ConsumedCapacity soft = ddb.updateItem(u -> u.tableName("t-soft-delete").key(key("PK", "WS#acme", "SK", "DOC#001"))
                .updateExpression("SET deletedAt = :now, expiresAt = :purge REMOVE activeWs")
                .expressionAttributeValues(values(":now", now, ":purge", now + 12 * 3600))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertThat(soft.capacityUnits()).as("1 for the table, 1 for deleting the index entry").isEqualTo(2.0);
        assertThat(soft.globalSecondaryIndexes().get("Active").capacityUnits()).isEqualTo(1.0);
        ConsumedCapacity hard = ddb.deleteItem(d -> d.tableName("t-soft-delete").key(key("PK", "WS#acme", "SK", "DOC#002"))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(hard.capacityUnits()).isEqualTo(2.0);
        assertThat(ddb.query(q -> q.tableName("t-soft-delete").indexName("Active").keyConditionExpression("activeWs = :ws")
                .expressionAttributeValues(values(":ws", "WS#acme"))).count()).as("both left every list").isZero();
        assertThat(ddb.getItem(g -> g.tableName("t-soft-delete").key(key("PK", "WS#acme", "SK", "DOC#001"))).hasItem())
                .as("the soft-deleted one is still read by key").isTrue();
    }

    @Test
    void lesson23TtlsRemoveRecordNamesTheServiceAndAUsersDeleteNone() {
        dev.ddbcourse.kit.tables.Tables.recreate(ddb, "t-ttl-stream");
        ddb.updateTimeToLive(u -> u.tableName("t-ttl-stream").timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(true)));
        ddb.updateTable(u -> u.tableName("t-ttl-stream").streamSpecification(s -> s.streamEnabled(true)
                .streamViewType(software.amazon.awssdk.services.dynamodb.model.StreamViewType.NEW_AND_OLD_IMAGES)));
        long now = Kit.clockNow().getEpochSecond();
        put("t-ttl-stream", item("PK", "WS#acme", "SK", "DOC#001", "expiresAt", now + 60));
        put("t-ttl-stream", item("PK", "WS#acme", "SK", "DOC#002"));
        ddb.deleteItem(d -> d.tableName("t-ttl-stream").key(key("PK", "WS#acme", "SK", "DOC#002")));
        assertThat(Kit.advanceClock(Duration.ofMinutes(2))).isTrue();
        assertThat(Kit.sweepExpiredItems()).isTrue();
        var removes = Kit.streamReader("t-ttl-stream").read().stream().filter(r -> r.eventNameAsString().equals("REMOVE")).toList();
        assertThat(removes).hasSize(2);
        assertThat(removes.get(0).userIdentity()).as("the application's DeleteItem").isNull();
        assertThat(removes.get(1).userIdentity().type()).isEqualTo("Service");
        assertThat(removes.get(1).userIdentity().principalId()).isEqualTo("dynamodb.amazonaws.com");
        assertThat(removes.get(1).dynamodb().oldImage()).containsKey("expiresAt");
    }

    /** Adds a GSI whose key is the given HASH, then RANGE, attributes (strings unless named in {@code numbers}). */
    private void addMultiAttributeIndex(String table, String index, List<String> hash, List<String> range, String... numbers) {
        var definitions = new ArrayList<AttributeDefinition>();
        var keys = new ArrayList<KeySchemaElement>();
        for (String name : List.of("PK", "SK")) definitions.add(definition(name, ScalarAttributeType.S));
        for (String name : hash) keys.add(keyElement(name, KeyType.HASH));
        for (String name : range) keys.add(keyElement(name, KeyType.RANGE));
        for (var k : keys) {
            if (!List.of("PK", "SK").contains(k.attributeName())) {
                definitions.add(definition(k.attributeName(),
                        List.of(numbers).contains(k.attributeName()) ? ScalarAttributeType.N : ScalarAttributeType.S));
            }
        }
        ddb.updateTable(u -> u.tableName(table).attributeDefinitions(definitions).globalSecondaryIndexUpdates(g -> g.create(c -> c
                .indexName(index).keySchema(keys).projection(p -> p.projectionType(ProjectionType.ALL)))));
    }

    private static AttributeDefinition definition(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement keyElement(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    /** A Query of an index; {@code #name} placeholders stand for the attribute of the same name (several are reserved words). */
    private List<Map<String, AttributeValue>> queryIndex(String table, String index, String keyCondition, Map<String, AttributeValue> values) {
        Map<String, String> names = new java.util.HashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("#(\\w+)").matcher(keyCondition);
        while (m.find()) names.put(m.group(), m.group(1));
        return ddb.query(q -> q.tableName(table).indexName(index).keyConditionExpression(keyCondition)
                .expressionAttributeNames(names.isEmpty() ? null : names).expressionAttributeValues(values)).items();
    }

    private static List<String> strings(List<Map<String, AttributeValue>> items, String attribute) {
        return items.stream().map(i -> i.get(attribute).s()).toList();
    }

    @Test
    void lesson02AMultiAttributeGsiKeyNamesExistingAttributesKeepsNumbersAndTakesBeginsWithOnItsLastAttribute() {
        Kit.recreateTable("t-claims-02-multi");
        for (var order : List.of(List.of("o1", "2026-10-20T09:15", "100"), List.of("o2", "2026-10-20T09:15", "9"),
                List.of("o3", "2026-10-20T11:40", "10"), List.of("o4", "2026-10-21T08:00", "5"))) {
            ddb.putItem(p -> p.tableName("t-claims-02-multi").item(item("PK", "CUST#c1", "SK", "ORDER#" + order.get(0),
                    "orderId", order.get(0), "status", "PENDING", "date", order.get(1), "total", Integer.parseInt(order.get(2)))));
        }
        // Added after the orders were written: they carry the attributes already, and none is rewritten.
        addMultiAttributeIndex("t-claims-02-multi", "ByStatus", List.of("status"), List.of("date", "total"), "total");
        assertThat(strings(queryIndex("t-claims-02-multi", "ByStatus", "#status = :s AND begins_with(#date, :day)",
                values(":s", "PENDING", ":day", "2026-10-20")), "orderId"))
                .as("begins_with on the last attribute named").containsExactly("o2", "o1", "o3");
        assertThat(queryIndex("t-claims-02-multi", "ByStatus", "#status = :s AND #date = :at",
                values(":s", "PENDING", ":at", "2026-10-20T09:15"))).extracting(i -> i.get("total").n())
                .as("numbers stay numbers: 9 before 100").containsExactly("9", "100");
        assertThatThrownBy(() -> queryIndex("t-claims-02-multi", "ByStatus", "#status = :s AND begins_with(#date, :day) AND #total > :t",
                values(":s", "PENDING", ":day", "2026-10-20", ":t", 1)))
                .as("a prefix cannot span two attributes").isInstanceOf(DynamoDbException.class)
                .hasMessageContaining("RANGE key attributes date must have equality conditions specified in the query");
        assertThatThrownBy(() -> ddb.createTable(c -> c.tableName("t-claims-02-table-key").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(definition("customer", ScalarAttributeType.S), definition("orderId", ScalarAttributeType.S))
                .keySchema(keyElement("customer", KeyType.HASH), keyElement("orderId", KeyType.HASH))))
                .as("the table's own key takes one attribute each").isInstanceOf(DynamoDbException.class);
    }

    @Test
    void lesson05AMultiAttributeSortKeyQueriesLevelByLevelWithARangeOnTheLastAttributeUsed() {
        Kit.recreateTable("t-claims-05-multi");
        for (var store : List.of(List.of("s1", "US", "CA", "San Diego"), List.of("s2", "US", "CA", "Los Angeles"),
                List.of("s3", "US", "NY", "New York"), List.of("s4", "UK", "ENG", "London"), List.of("s5", "UK", "ENG", "Leeds"))) {
            ddb.putItem(p -> p.tableName("t-claims-05-multi").item(item("PK", "BRAND#acme", "SK", "STORE#" + store.get(0),
                    "storeId", store.get(0), "country", store.get(1), "state", store.get(2), "city", store.get(3))));
        }
        addMultiAttributeIndex("t-claims-05-multi", "ByPlace", List.of("PK"), List.of("country", "state", "city"));
        assertThat(strings(queryIndex("t-claims-05-multi", "ByPlace", "PK = :b AND country = :c",
                values(":b", "BRAND#acme", ":c", "US")), "storeId")).containsExactly("s2", "s1", "s3");
        assertThat(strings(queryIndex("t-claims-05-multi", "ByPlace", "PK = :b AND country = :c AND #state = :s",
                values(":b", "BRAND#acme", ":c", "US", ":s", "CA")), "storeId")).containsExactly("s2", "s1");
        assertThat(strings(queryIndex("t-claims-05-multi", "ByPlace", "PK = :b AND country = :c AND #state = :s AND begins_with(city, :p)",
                values(":b", "BRAND#acme", ":c", "UK", ":s", "ENG", ":p", "Lon")), "storeId"))
                .as("begins_with on the last attribute used").containsExactly("s4");
        assertThat(strings(queryIndex("t-claims-05-multi", "ByPlace", "PK = :b AND country > :c",
                values(":b", "BRAND#acme", ":c", "UK")), "storeId")).as("a range on the last attribute used").containsExactly("s2", "s1", "s3");
        assertThatThrownBy(() -> queryIndex("t-claims-05-multi", "ByPlace", "PK = :b AND #state = :s",
                values(":b", "BRAND#acme", ":s", "CA")))
                .as("= on the leading attributes: a level cannot be skipped").isInstanceOf(DynamoDbException.class)
                .hasMessageContaining("RANGE key attributes country must have equality conditions specified in the query");
    }

    @Test
    void lesson09AnIndexOnAssigneeThenPriorityAndDateNeedsNoBuiltStrings() {
        Kit.recreateTable("t-claims-09-multi");
        for (var ticket : List.of(List.of("t1", "P1", "2026-10-02"), List.of("t2", "P2", "2026-10-01"), List.of("t3", "P1", "2026-10-01"))) {
            ddb.putItem(p -> p.tableName("t-claims-09-multi").item(item("PK", "TICKET#" + ticket.get(0), "SK", "TICKET#" + ticket.get(0),
                    "ticketId", ticket.get(0), "assignee", "e1", "priority", ticket.get(1), "date", ticket.get(2))));
        }
        ddb.putItem(p -> p.tableName("t-claims-09-multi").item(item("PK", "EMPLOYEE#e1", "SK", "EMPLOYEE#e1", "assignee", "e1")));
        addMultiAttributeIndex("t-claims-09-multi", "ByAssignee", List.of("assignee"), List.of("priority", "date"));
        assertThat(strings(queryIndex("t-claims-09-multi", "ByAssignee", "assignee = :e",
                values(":e", "e1")), "ticketId")).as("by priority, then date; the employee has no priority").containsExactly("t3", "t1", "t2");
        assertThat(strings(queryIndex("t-claims-09-multi", "ByAssignee", "assignee = :e AND priority = :p",
                values(":e", "e1", ":p", "P1")), "ticketId")).containsExactly("t3", "t1");
    }

    @Test
    void lesson11AQueryCanSeeSomeCopiesNewAndOthersOldWhileGetItemAndTransactGetItemsNeverMixThem() throws Exception {
        var halfApplied = new java.util.concurrent.CountDownLatch(1);
        var resume = new java.util.concurrent.CountDownLatch(1);
        var threads = java.util.concurrent.Executors.newCachedThreadPool();
        try (var engine = EmbeddedDynamoDb.builder().transactionStep((applied, total) -> {
                    halfApplied.countDown();
                    resume.await(30, java.util.concurrent.TimeUnit.SECONDS);
                }).start();
             var own = clientOn(engine.endpoint(), 1)) {
            // One attempt: the SDK retries a TransactionConflict, and its backoff would outlast the held transaction.
            own.createTable(c -> c.tableName("t-claims-11").billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(definition("PK", ScalarAttributeType.S), definition("SK", ScalarAttributeType.S))
                    .keySchema(keyElement("PK", KeyType.HASH), keyElement("SK", KeyType.RANGE)));
            own.putItem(p -> p.tableName("t-claims-11").item(item("PK", "CUST#c1", "SK", "PROFILE", "name", "Carol")));
            own.putItem(p -> p.tableName("t-claims-11").item(item("PK", "CUST#c1", "SK", "ORDER#o1", "customerName", "Carol")));
            var rename = java.util.concurrent.CompletableFuture.runAsync(() -> own.transactWriteItems(t -> t.transactItems(
                    TransactWriteItem.builder().update(u -> u.tableName("t-claims-11").key(key("PK", "CUST#c1", "SK", "PROFILE"))
                            .updateExpression("SET #n = :n").expressionAttributeNames(Map.of("#n", "name"))
                            .expressionAttributeValues(values(":n", "Carol Smith"))).build(),
                    TransactWriteItem.builder().update(u -> u.tableName("t-claims-11").key(key("PK", "CUST#c1", "SK", "ORDER#o1"))
                            .updateExpression("SET customerName = :n").expressionAttributeValues(values(":n", "Carol Smith"))).build())),
                    threads);
            try {
                assertThat(halfApplied.await(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
                var seen = own.query(q -> q.tableName("t-claims-11").consistentRead(true).keyConditionExpression("PK = :c")
                        .expressionAttributeValues(values(":c", "CUST#c1"))).items();
                assertThat(seen).as("read-committed: the copy still old next to the new profile")
                        .extracting(i -> i.containsKey("name") ? i.get("name").s() : i.get("customerName").s())
                        .containsExactly("Carol", "Carol Smith");
                assertThatThrownBy(() -> own.transactGetItems(t -> t.transactItems(
                        software.amazon.awssdk.services.dynamodb.model.TransactGetItem.builder()
                                .get(g -> g.tableName("t-claims-11").key(key("PK", "CUST#c1", "SK", "PROFILE"))).build(),
                        software.amazon.awssdk.services.dynamodb.model.TransactGetItem.builder()
                                .get(g -> g.tableName("t-claims-11").key(key("PK", "CUST#c1", "SK", "ORDER#o1"))).build())))
                        .as("serializable: a TransactGetItems does not read a transaction half-way (it conflicts)")
                        .isInstanceOf(software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException.class)
                        .hasMessageContaining("TransactionConflict");
                var order = java.util.concurrent.CompletableFuture.supplyAsync(() -> own.getItem(g -> g.tableName("t-claims-11")
                        .key(key("PK", "CUST#c1", "SK", "ORDER#o1")).consistentRead(true)).item().get("customerName").s(), threads);
                Thread.sleep(300); // a GetItem that did not wait would have answered "Carol" by now
                assertThat(order).as("serializable: GetItem waits for the transaction").isNotDone();
                resume.countDown();
                rename.get(30, java.util.concurrent.TimeUnit.SECONDS);
                assertThat(order.get(30, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo("Carol Smith");
            } finally {
                resume.countDown();
            }
        } finally {
            threads.shutdownNow();
        }
    }

    /** An on-demand table keyed on PK alone, on an engine of the test's own. */
    private static void createKeyedOnPk(DynamoDbClient client, String table) {
        client.createTable(c -> c.tableName(table).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH)));
    }

    private static String balance(DynamoDbClient client) {
        return client.getItem(g -> g.tableName("t-token-window").consistentRead(true).key(key("PK", "ada"))).item().get("balance").n();
    }

    private static DynamoDbClient clientOn(URI endpoint) {
        return builderOn(endpoint).build();
    }

    private static DynamoDbClient clientOn(URI endpoint, int attempts) {
        return builderOn(endpoint).overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(attempts))).build();
    }

    private static software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder builderOn(URI endpoint) {
        return DynamoDbClient.builder().httpClient(UrlConnectionHttpClient.create()).endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")));
    }
}
