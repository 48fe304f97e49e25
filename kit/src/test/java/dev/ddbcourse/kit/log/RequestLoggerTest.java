package dev.ddbcourse.kit.log;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ddbcourse.kit.Kit;
import dev.ddbcourse.kit.testing.Printed;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** The interceptor on the course client: what a lesson's requests print and what a check records. */
class RequestLoggerTest {
    private static final String TABLE = "t-logger";
    private static DynamoDbClient ddb;

    @BeforeAll
    static void table() {
        ddb = Kit.client();
        Kit.recreateTable(TABLE);
        Kit.seed(TABLE, List.of(
                item("PK", "CUST#c1", "SK", "PROFILE", "name", "Carol"),
                item("PK", "CUST#c1", "SK", "ORDER#1", "status", "OPEN"),
                item("PK", "CUST#c1", "SK", "ORDER#2", "status", "CLOSED"),
                item("PK", "CUST#c2", "SK", "PROFILE", "name", "Dan")));
    }

    private static String printed(Consumer<DynamoDbClient> requests) {
        return Printed.by(() -> requests.accept(ddb));
    }

    @Test
    void theSdksRetriesOfAThrottledRequestAreShown() {
        String table = "t-logger-throttled";
        ddb.createTable(c -> c.tableName(table)
                .attributeDefinitions(a -> a.attributeName("PK").attributeType("S"))
                .keySchema(k -> k.attributeName("PK").keyType("HASH"))
                .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L)));
        assertThat(Kit.throttling(true)).isTrue();
        try {
            String out = printed(d -> {
                for (int i = 0; i < 3; i++) {
                    String pk = "K" + i;
                    try {
                        d.putItem(p -> p.tableName(table).item(item("PK", pk)));
                    } catch (software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException e) {
                        // the SDK gave up retrying: the log shows the throttle as the error
                    }
                }
            });
            assertThat(out).contains(">>> PutItem " + table).containsPattern("retries: +\\d+ \\(the SDK sent it \\d+ times");
        } finally {
            Kit.throttling(false);
        }
    }

    @Test
    void dataPlaneRequestsArePrintedAsTheLearnerWroteThem() {
        assertThat(printed(d -> d.query(q -> q.tableName(TABLE)
                .keyConditionExpression("PK = :pk AND begins_with(SK, :o)")
                .expressionAttributeValues(values(":pk", "CUST#c1", ":o", "ORDER#"))
                .scanIndexForward(false)))).isEqualTo("""
                >>> Query t-logger
                    key:        (PK = 'CUST#c1' AND begins_with(SK, 'ORDER#'))
                    ScanIndexForward: False

                """);
    }

    @Test
    void controlPlaneRequestsAreNotPrinted() {
        assertThat(printed(d -> {
            d.describeTable(t -> t.tableName(TABLE));
            d.listTables();
        })).isEmpty();
    }

    /** Adding a GSI is a lesson's point (lesson 16): that UpdateTable is printed and recorded; one that enables a stream is not. */
    @Test
    void anUpdateTableThatChangesIndexesIsPrinted() {
        String table = "t-logger-index";
        Kit.recreateTable(table);
        try (Recording recording = RequestLog.startRecording()) {
            String out = printed(d -> {
                d.updateTable(u -> u.tableName(table)
                        .attributeDefinitions(a -> a.attributeName("status").attributeType("S"))
                        .globalSecondaryIndexUpdates(g -> g.create(c -> c.indexName("ByStatus")
                                .keySchema(k -> k.attributeName("status").keyType("HASH"))
                                .projection(p -> p.projectionType("KEYS_ONLY")))));
                d.updateTable(u -> u.tableName(table).streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY")));
            });
            assertThat(out).isEqualTo("""
                    >>> UpdateTable t-logger-index
                        create:     GSI ByStatus (status), projection KEYS_ONLY

                    """);
            assertThat(recording.requests()).extracting(RecordedRequest::operation).containsExactly("UpdateTable");
            assertThat(recording.requests().get(0).table()).isEqualTo(table);
        }
    }

    @Test
    void aRefusedRequestIsPrintedWithDynamoDbsError() {
        String output = printed(d -> assertThatThrownBy(() -> d.putItem(p -> p.tableName(TABLE)
                .item(item("PK", "CUST#c1", "SK", "PROFILE")).conditionExpression("attribute_not_exists(PK)")))
                .isInstanceOf(ConditionalCheckFailedException.class));
        assertThat(output).isEqualTo("""
                >>> PutItem t-logger
                    item:       {PK: 'CUST#c1', SK: 'PROFILE'}
                    condition:  attribute_not_exists(PK)
                    error:      ConditionalCheckFailedException: The conditional request failed

                """);
    }

    @Test
    void everyRequestIsRecordedWithWhatItReadAndReturned() {
        try (Recording recording = RequestLog.startRecording()) {
            Kit.quietly(() -> {
                ddb.scan(s -> s.tableName(TABLE).filterExpression("#s = :open")
                        .expressionAttributeNames(Kit.names("#s", "status")).expressionAttributeValues(values(":open", "OPEN")));
                ddb.getItem(g -> g.tableName(TABLE).key(key("PK", "CUST#c2", "SK", "PROFILE")));
                ddb.describeTable(t -> t.tableName(TABLE));
            });
            assertThat(recording.requests()).extracting(RecordedRequest::operation).containsExactly("Scan", "GetItem");
            RecordedRequest scan = recording.requests().get(0);
            assertThat(scan.isScan()).isTrue();
            assertThat(scan.filter()).isEqualTo("status = 'OPEN'");
            assertThat(scan.scanned()).isEqualTo(4);
            assertThat(scan.returned()).isEqualTo(1);
            assertThat(recording.requests().get(1).returned()).isEqualTo(1);
        }
    }

    @Test
    void theCostSwitchAsksDynamoDbForTheCapacityUsed() {
        Kit.showCost(true);
        try {
            assertThat(printed(d -> d.query(q -> q.tableName(TABLE).keyConditionExpression("PK = :pk")
                    .expressionAttributeValues(values(":pk", "CUST#c1")))))
                    .contains("    cost:       scanned 3 items, 0.5 read request units\n");
            // PartiQL's IN on the partition key runs a Query per value (0.5 each), not a Scan of the table (0.5 for all four items).
            assertThat(printed(d -> d.executeStatement(x -> x.statement("SELECT * FROM \"" + TABLE + "\" WHERE PK IN ['CUST#c1', 'CUST#c2']"))))
                    .contains(">>> ExecuteStatement\n", "WHERE PK IN ['CUST#c1', 'CUST#c2']", "    cost:       1 capacity unit\n");
            // Deleting an item that is not there still costs a write unit, and changes nothing the other tests read.
            assertThat(printed(d -> d.deleteItem(x -> x.tableName(TABLE).key(key("PK", "CUST#none", "SK", "PROFILE")))))
                    .contains("    cost:       1 write request unit\n");
        } finally {
            Kit.showCost(false);
        }
    }
}
