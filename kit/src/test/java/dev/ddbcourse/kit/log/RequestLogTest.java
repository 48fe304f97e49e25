package dev.ddbcourse.kit.log;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

class RequestLogTest {
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();
    private PrintStream original;

    @BeforeEach
    void capture() {
        RequestLog.flush();
        original = System.out;
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        RequestLog.flush();
        RequestLog.showCost(false);
        System.setOut(original);
    }

    private String printed() {
        return captured.toString(StandardCharsets.UTF_8);
    }

    private static BatchWriteItemRequest batch(String table, int puts) {
        List<WriteRequest> writes = java.util.stream.IntStream.range(0, puts)
                .mapToObj(i -> WriteRequest.builder().putRequest(PutRequest.builder().item(item("PK", "ORDER#" + i, "SK", "ORDER")).build()).build())
                .toList();
        return BatchWriteItemRequest.builder().requestItems(Map.of(table, writes)).build();
    }

    private static QueryRequest query() {
        return QueryRequest.builder().tableName("p10-sparse-index").indexName("OpenOrders")
                .keyConditionExpression("openOrdersPK = :open").expressionAttributeValues(values(":open", "OPEN")).build();
    }

    @Test
    void aRunOfIdenticalBatchWritesPrintsItsFirstBlockThenHowManyMore() {
        for (int i = 0; i < 38; i++) RequestLog.completed("BatchWriteItem", batch("p10-sparse-index", 25), BatchWriteItemResponse.builder().build());
        RequestLog.completed("Query", query(), QueryResponse.builder().count(5).scannedCount(5).build());
        assertThat(printed()).isEqualTo("""
                >>> BatchWriteItem
                    p10-sparse-index: 25 puts, 0 deletes
                    ... (+37 more BatchWriteItem calls not shown)

                >>> Query p10-sparse-index
                    key:        openOrdersPK = 'OPEN'
                    IndexName:  OpenOrders

                """);
    }

    @Test
    void aSingleBatchWriteIsClosedByABlankLineWhenTheNextOutputComes() {
        RequestLog.completed("BatchWriteItem", batch("p05-composite-sk", 4), BatchWriteItemResponse.builder().build());
        assertThat(printed()).isEqualTo(">>> BatchWriteItem\n    p05-composite-sk: 4 puts, 0 deletes\n");
        RequestLog.flush();
        assertThat(printed()).endsWith("0 deletes\n\n");
        RequestLog.flush();
        assertThat(printed()).endsWith("0 deletes\n\n").doesNotContain("more");
    }

    @Test
    void aDifferentBatchEndsTheRunAndStartsItsOwn() {
        RequestLog.completed("BatchWriteItem", batch("t", 25), BatchWriteItemResponse.builder().build());
        RequestLog.completed("BatchWriteItem", batch("t", 25), BatchWriteItemResponse.builder().build());
        RequestLog.completed("BatchWriteItem", batch("t", 10), BatchWriteItemResponse.builder().build());
        RequestLog.flush();
        assertThat(printed()).isEqualTo("""
                >>> BatchWriteItem
                    t: 25 puts, 0 deletes
                    ... (+1 more BatchWriteItem calls not shown)

                >>> BatchWriteItem
                    t: 10 puts, 0 deletes

                """);
    }

    @Test
    void quietRequestsAreRecordedButNotPrinted() {
        try (Recording recording = RequestLog.startRecording()) {
            RequestLog.quietly(() -> RequestLog.completed("Query", query(), QueryResponse.builder().count(5).scannedCount(1000).build()));
            assertThat(printed()).isEmpty();
            assertThat(recording.requests()).singleElement().satisfies(r -> {
                assertThat(r.operation()).isEqualTo("Query");
                assertThat(r.table()).isEqualTo("p10-sparse-index");
                assertThat(r.index()).isEqualTo("OpenOrders");
                assertThat(r.keyCondition()).isEqualTo("openOrdersPK = 'OPEN'");
                assertThat(r.returned()).isEqualTo(5);
                assertThat(r.scanned()).isEqualTo(1000);
                assertThat(r.hasFilter()).isFalse();
                assertThat(r.toString()).isEqualTo("Query p10-sparse-index (index OpenOrders) key: openOrdersPK = 'OPEN'");
            });
        }
        RequestLog.completed("Query", query(), QueryResponse.builder().build());
        assertThat(printed()).startsWith(">>> Query");
    }

    @Test
    void theCostSwitchAddsACostLine() {
        RequestLog.showCost(true);
        RequestLog.completed("Query", query(), QueryResponse.builder().count(5).scannedCount(5)
                .consumedCapacity(ConsumedCapacity.builder().capacityUnits(0.5).build()).build());
        RequestLog.completed("GetItem", GetItemRequest.builder().tableName("t").key(key("PK", "A", "SK", "B")).build(),
                GetItemResponse.builder().consumedCapacity(ConsumedCapacity.builder().capacityUnits(1.0).build()).build());
        RequestLog.completed("BatchWriteItem", batch("t", 2), BatchWriteItemResponse.builder()
                .consumedCapacity(ConsumedCapacity.builder().capacityUnits(2.0).build(), ConsumedCapacity.builder().capacityUnits(1.0).build()).build());
        RequestLog.flush();
        assertThat(printed()).isEqualTo("""
                >>> Query p10-sparse-index
                    key:        openOrdersPK = 'OPEN'
                    IndexName:  OpenOrders
                    cost:       scanned 5 items, 0.5 RCU

                >>> GetItem t
                    key:        {PK: 'A', SK: 'B'}
                    cost:       1 RCU

                >>> BatchWriteItem
                    t: 2 puts, 0 deletes
                    cost:       3 WCU

                """);
    }

    /** ReturnConsumedCapacity INDEXES: the cost line says what the table and each index took. */
    @Test
    void theCostLineBreaksDownIndexUnitsWhenTheResponseHasThem() {
        RequestLog.showCost(true);
        RequestLog.completed("PutItem", PutItemRequest.builder().tableName("t").item(item("PK", "A", "SK", "B")).build(),
                PutItemResponse.builder().consumedCapacity(ConsumedCapacity.builder().capacityUnits(5.0)
                        .table(Capacity.builder().capacityUnits(3.0).build())
                        .globalSecondaryIndexes(Map.of("ByCustomer", Capacity.builder().capacityUnits(2.0).build()))
                        .build()).build());
        assertThat(printed()).isEqualTo("""
                >>> PutItem t
                    item:       {PK: 'A', SK: 'B'}
                    cost:       5 WCU (table 3, index ByCustomer 2)

                """);
    }

    @Test
    void aFailedRequestIsPrintedWithItsErrorAndNoRequestId() {
        var error = ConditionalCheckFailedException.builder().message("The conditional request failed (Service: DynamoDb, Request ID: X)")
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ConditionalCheckFailedException")
                        .errorMessage("The conditional request failed").build()).build();
        try (Recording recording = RequestLog.startRecording()) {
            RequestLog.failed("PutItem", PutItemRequest.builder().tableName("t").item(item("PK", "A", "SK", "B"))
                    .conditionExpression("attribute_not_exists(PK)").build(), error);
            assertThat(recording.requests()).singleElement().satisfies(r -> assertThat(r.failed()).isTrue());
        }
        assertThat(printed()).isEqualTo("""
                >>> PutItem t
                    item:       {PK: 'A', SK: 'B'}
                    condition:  attribute_not_exists(PK)
                    error:      ConditionalCheckFailedException: The conditional request failed

                """);
    }
}
