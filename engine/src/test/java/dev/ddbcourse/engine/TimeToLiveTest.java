package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** UpdateTimeToLive / DescribeTimeToLive, and expiry on the engine clock by DynamoDB's rules. */
class TimeToLiveTest {
    private static final Instant NOW = Instant.parse("2025-06-01T00:00:00Z");
    private static EmbeddedDynamoDb engine;
    private static DynamoDbClient ddb;
    private static int tables;

    @RegisterExtension
    static final RunningEngine RUNNING = new RunningEngine(b -> b.manualClock(NOW), (e, c) -> {
        engine = e;
        ddb = c;
    });

    /** A table keyed on pk with a keys-only GSI byGk on gk. */
    private static String table() {
        String name = "ttl-" + (++tables);
        ddb.createTable(b -> b.tableName(name).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S),
                        a -> a.attributeName("gk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH"))
                .globalSecondaryIndexes(g -> g.indexName("byGk").keySchema(k -> k.attributeName("gk").keyType("HASH"))
                        .projection(p -> p.projectionType("KEYS_ONLY"))));
        return name;
    }

    private static UpdateTimeToLiveResponse update(String table, String attribute, boolean enabled) {
        return ddb.updateTimeToLive(b -> b.tableName(table).timeToLiveSpecification(s -> s.attributeName(attribute).enabled(enabled)));
    }

    private static TimeToLiveDescription describe(String table) {
        return ddb.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription();
    }

    private static void expectValidation(String message, Runnable call) {
        DynamoDbException e = catchThrowableOfType(DynamoDbException.class, call::run);
        assertThat(e).as("expected a ValidationException").isNotNull();
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
    }

    private static AttributeValue n(long v) { return AttributeValue.fromN(Long.toString(v)); }

    private static AttributeValue s(String v) { return AttributeValue.fromS(v); }

    @Test
    void disabledUntilEnabledThenEnabledOnItsAttribute() {
        String t = table();
        assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
        assertThat(describe(t).attributeName()).isNull();
        UpdateTimeToLiveResponse r = update(t, "expiresAt", true);
        assertThat(r.timeToLiveSpecification().attributeName()).isEqualTo("expiresAt");
        assertThat(r.timeToLiveSpecification().enabled()).isTrue();
        assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
        assertThat(describe(t).attributeName()).isEqualTo("expiresAt");
        engine.clock().advance(Duration.ofHours(1));
        assertThat(update(t, "expiresAt", false).timeToLiveSpecification().enabled()).isFalse();
        assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
        assertThat(describe(t).attributeName()).isNull();
    }

    @Test
    void invalidChangesAreRefused() {
        String t = table();
        expectValidation("TimeToLive is already disabled", () -> update(t, "expiresAt", false));
        update(t, "expiresAt", true);
        expectValidation("TimeToLive is already enabled", () -> update(t, "expiresAt", true));
        expectValidation("TimeToLive is active on a different AttributeName: current AttributeName is expiresAt",
                () -> update(t, "other", true));
        expectValidation("TimeToLive is active on a different AttributeName: current AttributeName is expiresAt",
                () -> update(t, "other", false));
        assertThat(describe(t).attributeName()).isEqualTo("expiresAt");
    }

    @Test
    void oneChangePerTablePerHourAfterTheRequestItselfIsChecked() {
        String t = table();
        update(t, "expiresAt", true);
        // What the request asks is judged first: these are the same answers as outside the hour.
        expectValidation("TimeToLive is already enabled", () -> update(t, "expiresAt", true));
        expectValidation("TimeToLive is active on a different AttributeName: current AttributeName is expiresAt",
                () -> update(t, "other", false));
        expectValidation("Time to live has been modified multiple times within a fixed interval", () -> update(t, "expiresAt", false));
        engine.clock().advance(Duration.ofMinutes(59).plusSeconds(59));
        expectValidation("Time to live has been modified multiple times within a fixed interval", () -> update(t, "expiresAt", false));
        engine.clock().advance(Duration.ofSeconds(1));
        update(t, "expiresAt", false);
        assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
        // The disable starts an hour of its own; renaming the attribute is disable, wait, enable.
        expectValidation("Time to live has been modified multiple times within a fixed interval", () -> update(t, "renamed", true));
        engine.clock().advance(Duration.ofHours(1));
        update(t, "renamed", true);
        assertThat(describe(t).attributeName()).isEqualTo("renamed");
    }

    @Test
    void aChangeIsEnablingOrDisablingForTheUpdatingTimeAndOnlyEnabledExpires() {
        String t = table();
        long now = engine.clock().now().getEpochSecond();
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("old"), "expiresAt", n(now - 60))));
        engine.switches().updating(Duration.ofSeconds(30));
        try {
            update(t, "expiresAt", true);
            assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLING);
            assertThat(describe(t).attributeName()).isEqualTo("expiresAt");
            assertThat(engine.sweepExpiredItems()).as("nothing expires while ENABLING").isZero();
            engine.clock().advance(Duration.ofSeconds(30));
            assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
            engine.clock().advance(Duration.ofHours(1));
            long later = engine.clock().now().getEpochSecond();
            ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("next"), "expiresAt", n(later - 1))));
            update(t, "expiresAt", false);
            assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLING);
            assertThat(describe(t).attributeName()).isEqualTo("expiresAt");
            expectValidation("TimeToLive is already disabled", () -> update(t, "expiresAt", false));
            assertThat(engine.sweepExpiredItems()).as("nothing expires while DISABLING").isZero();
            engine.clock().advance(Duration.ofSeconds(30));
            assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
            assertThat(describe(t).attributeName()).isNull();
        } finally {
            engine.switches().updating(Duration.ZERO);
        }
        assertThat(ddb.scan(b -> b.tableName(t)).items()).extracting(i -> i.get("pk").s()).containsExactlyInAnyOrder("old", "next");
    }

    @Test
    void notDescribableWhileTheTableIsCreatingOrDeleting() {
        engine.switches().creating(Duration.ofSeconds(5)).deleting(Duration.ofSeconds(5));
        try {
            String t = table();
            expectValidation("Cannot describe time to live while table is in CREATING state: Current table state is CREATING",
                    () -> describe(t));
            engine.clock().advance(Duration.ofSeconds(5));
            assertThat(describe(t).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
            ddb.deleteTable(b -> b.tableName(t));
            expectValidation("Cannot describe time to live while table is in DELETING state: Current table state is DELETING",
                    () -> describe(t));
            engine.clock().advance(Duration.ofSeconds(5));
            assertThat(catchThrowableOfType(ResourceNotFoundException.class, () -> describe(t))).isNotNull();
        } finally {
            engine.switches().creating(Duration.ZERO).deleting(Duration.ZERO);
        }
    }

    @Test
    void missingTableAndBadRequests() {
        ResourceNotFoundException e = catchThrowableOfType(ResourceNotFoundException.class, () -> describe("no-such-table"));
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Requested resource not found: Table: no-such-table not found");
        e = catchThrowableOfType(ResourceNotFoundException.class, () -> update("no-such-table", "a", true));
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Requested resource not found: Table: no-such-table not found");
        expectValidation("1 validation error detected: Value null at 'timeToLiveSpecification' failed to satisfy constraint: "
                + "Member must not be null", () -> ddb.updateTimeToLive(b -> b.tableName(table())));
        // An empty name breaks the name's length rule, as for 256 characters: Alternator's test_ttl.py::test_update_ttl_errors,
        // run against AWS (2021 on), which is newer than dynalite's updateTimeToLive.js recording ("... must be non empty")
        expectValidation("1 validation error detected: Value '' at 'timeToLiveSpecification.attributeName' failed to satisfy "
                + "constraint: Member must have length greater than or equal to 1", () -> update(table(), "", true));
        expectValidation("TableName must be at least 3 characters long and at most 255 characters long", () -> describe("x"));
    }

    @Test
    void sweepDeletesOnlyExpiredNumbersAndUpdatesIndexes() {
        String t = table();
        update(t, "expiresAt", true);
        long now = engine.clock().now().getEpochSecond();
        Map<String, Map<String, AttributeValue>> items = Map.of(
                "past", Map.of("pk", s("past"), "gk", s("g"), "expiresAt", n(now - 10)),
                "future", Map.of("pk", s("future"), "gk", s("g"), "expiresAt", n(now + 60)),
                "string", Map.of("pk", s("string"), "expiresAt", s(Long.toString(now - 10))),
                "set", Map.of("pk", s("set"), "expiresAt", AttributeValue.fromNs(java.util.List.of(Long.toString(now - 10)))),
                "ancient", Map.of("pk", s("ancient"), "expiresAt", n(now - 6L * 365 * 24 * 3600)),
                "none", Map.of("pk", s("none")));
        items.values().forEach(item -> ddb.putItem(b -> b.tableName(t).item(item)));

        // Until a sweep runs, an expired item is still there (DynamoDB deletes within days, not at once).
        assertThat(ddb.getItem(b -> b.tableName(t).key(Map.of("pk", s("past")))).hasItem()).isTrue();
        assertThat(engine.sweepExpiredItems()).isEqualTo(1);
        assertThat(ddb.getItem(b -> b.tableName(t).key(Map.of("pk", s("past")))).hasItem()).isFalse();
        assertThat(ddb.scan(b -> b.tableName(t)).items()).extracting(i -> i.get("pk").s())
                .containsExactlyInAnyOrder("future", "string", "set", "ancient", "none");
        assertThat(ddb.query(b -> b.tableName(t).indexName("byGk").keyConditionExpression("gk = :g")
                .expressionAttributeValues(Map.of(":g", s("g")))).items()).extracting(i -> i.get("pk").s())
                .containsExactly("future");

        engine.clock().advance(Duration.ofSeconds(61));
        assertThat(engine.sweepExpiredItems()).isEqualTo(1);
        assertThat(ddb.getItem(b -> b.tableName(t).key(Map.of("pk", s("future")))).hasItem()).isFalse();
    }

    @Test
    void aTableWithoutTtlIsNeverSwept() {
        String t = table();
        long now = engine.clock().now().getEpochSecond();
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"), "expiresAt", n(now - 10))));
        engine.sweepExpiredItems();
        assertThat(ddb.getItem(b -> b.tableName(t).key(Map.of("pk", s("a")))).hasItem()).isTrue();
    }

    @Test
    void sweepThroughTheControlRequest() throws Exception {
        String t = table();
        update(t, "expiresAt", true);
        long now = engine.clock().now().getEpochSecond();
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"), "expiresAt", n(now - 1))));
        var response = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(engine.endpoint() + "/")).header("X-Amz-Target", "DdbCourseEngine.SweepExpiredItems")
                .header("Content-Type", "application/x-amz-json-1.0").POST(java.net.http.HttpRequest.BodyPublishers.ofString("{}"))
                .build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(response.body()).isEqualTo("{\"DeletedItems\":1}");
    }

    private static String control(String action, String body) throws Exception {
        return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(engine.endpoint() + "/")).header("X-Amz-Target", "DdbCourseEngine." + action)
                .header("Content-Type", "application/x-amz-json-1.0").POST(java.net.http.HttpRequest.BodyPublishers.ofString(body))
                .build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
    }

    @Test
    void theSweepConsumesNoWriteUnitsAndIsCountedAsCloudWatchCountsIt() throws Exception {
        String t = table();
        update(t, "expiresAt", true);
        long now = engine.clock().now().getEpochSecond();
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"), "gk", s("g"), "expiresAt", n(now - 1))));
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("b"), "expiresAt", n(now - 1))));
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("c"))));
        // Three puts of one unit each, and one GSI entry of one unit.
        assertThat(control("DescribeTableMetrics", "{\"TableName\": \"" + t + "\"}")).isEqualTo(
                "{\"TableName\":\"" + t + "\",\"ConsumedWriteCapacityUnits\":4.0,\"TimeToLiveDeletedItemCount\":0}");
        assertThat(engine.sweepExpiredItems()).isEqualTo(2);
        assertThat(control("DescribeTableMetrics", "{\"TableName\": \"" + t + "\"}")).isEqualTo(
                "{\"TableName\":\"" + t + "\",\"ConsumedWriteCapacityUnits\":4.0,\"TimeToLiveDeletedItemCount\":2}");
        ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", s("c"))));
        assertThat(control("DescribeTableMetrics", "{\"TableName\": \"" + t + "\"}"))
                .as("a DeleteItem by the application is charged").contains("\"ConsumedWriteCapacityUnits\":5.0");
        assertThat(control("DescribeTableMetrics", "{\"TableName\": \"no-such\"}"))
                .contains("ResourceNotFoundException").contains("Table: no-such not found");
        assertThat(control("DescribeTableMetrics", "{}")).contains("Missing required member 'TableName'");
    }

    /** Developer Guide, Working with items: "Capacity units consumed by conditional writes". */
    @Test
    void aWriteWhoseConditionFailsStillConsumesWriteUnits() throws Exception {
        String t = table();
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("big"), "gk", s("g"), "body", s("x".repeat(1500)))));
        String metrics = "{\"TableName\": \"" + t + "\"}";
        // Two units on the table, one on the GSI.
        assertThat(control("DescribeTableMetrics", metrics)).contains("\"ConsumedWriteCapacityUnits\":3.0");
        assertThatThrownBy(() -> ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("big")))
                .conditionExpression("attribute_not_exists(pk)"))).isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(control("DescribeTableMetrics", metrics)).as("the existing item's size: 2 units, none on the index")
                .contains("\"ConsumedWriteCapacityUnits\":5.0");
        assertThatThrownBy(() -> ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", s("absent")))
                .conditionExpression("attribute_exists(pk)"))).isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(control("DescribeTableMetrics", metrics)).as("no item: 1 unit")
                .contains("\"ConsumedWriteCapacityUnits\":6.0");
    }

    @Test
    void onTheSystemClockTheBackgroundSweepDeletesWithinSeconds() throws InterruptedException {
        try (EmbeddedDynamoDb system = EmbeddedDynamoDb.builder().ttlSweepInterval(Duration.ofMillis(100)).start();
             DynamoDbClient client = EngineTest.client(system)) {
            client.createTable(b -> b.tableName("background").billingMode("PAY_PER_REQUEST")
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                    .keySchema(k -> k.attributeName("pk").keyType("HASH")));
            client.updateTimeToLive(b -> b.tableName("background").timeToLiveSpecification(s -> s.attributeName("ttl").enabled(true)));
            client.putItem(b -> b.tableName("background").item(Map.of("pk", s("a"),
                    "ttl", n(Instant.now().getEpochSecond() - 5))));
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (client.getItem(b -> b.tableName("background").key(Map.of("pk", s("a")))).hasItem()) {
                assertThat(System.nanoTime()).as("the background sweep deletes the item within 10 s").isLessThan(deadline);
                Thread.sleep(50);
            }
        }
    }
}
