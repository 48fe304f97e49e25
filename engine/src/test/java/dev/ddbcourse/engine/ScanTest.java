package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class ScanTest extends EngineTest {

    static String filled(int partitions, int perPartition) {
        String t = createTable("pk", "sk");
        List<software.amazon.awssdk.services.dynamodb.model.WriteRequest> batch = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            for (int i = 0; i < perPartition; i++) {
                var row = item("pk", s("p" + p), "sk", s(String.format("%03d", i)), "n", n((long) p * perPartition + i));
                batch.add(software.amazon.awssdk.services.dynamodb.model.WriteRequest.builder().putRequest(r -> r.item(row)).build());
                if (batch.size() == 25) {
                    List<software.amazon.awssdk.services.dynamodb.model.WriteRequest> copy = List.copyOf(batch);
                    ddb.batchWriteItem(r -> r.requestItems(Map.of(t, copy)));
                    batch.clear();
                }
            }
        }
        if (!batch.isEmpty()) ddb.batchWriteItem(r -> r.requestItems(Map.of(t, List.copyOf(batch))));
        return t;
    }

    @Nested
    class Validations {
        @Test
        void segmentWithoutTotal() {
            String t = createTable("pk", null);
            expectValidation("The TotalSegments parameter is required but was not present in the request when Segment parameter is present",
                    () -> ddb.scan(r -> r.tableName(t).segment(1)));
        }

        @Test
        void segmentOutOfRange() {
            String t = createTable("pk", null);
            expectValidation("The Segment parameter is zero-based and must be less than parameter TotalSegments: "
                            + "Segment: 2 is not less than TotalSegments: 2",
                    () -> ddb.scan(r -> r.tableName(t).segment(2).totalSegments(2)));
        }

        @Test
        void specificAttributesNeedProjection() {
            String t = createTable("pk", null);
            expectValidation("Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES",
                    () -> ddb.scan(r -> r.tableName(t).select(Select.SPECIFIC_ATTRIBUTES)));
        }

        @Test
        void aGsiScanAnswersOnlyWhatItProjects() {
            String t = createTableWithGsi();
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "gk", s("g"), "extra", s("o"))));
            expectValidation("One or more parameter values were invalid: Global secondary index byGk does not project [extra]",
                    () -> ddb.scan(r -> r.tableName(t).indexName("byGk").projectionExpression("gk, extra")));
            expectValidation("One or more parameter values were invalid: Global secondary index byGk does not project [extra]",
                    () -> ddb.scan(r -> r.tableName(t).indexName("byGk").attributesToGet("extra")));
            assertThat(ddb.scan(r -> r.tableName(t).indexName("byGk").projectionExpression("pk")).items())
                    .containsExactly(item("pk", s("a")));
        }

        @Test
        void aGsiScanFiltersOnlyWhatItProjects() {
            String t = createTableWithGsi();
            expectValidation("One or more parameter values were invalid: Secondary index byGk does not project one or more"
                            + " filter attributes: [extra, more]",
                    () -> ddb.scan(r -> r.tableName(t).indexName("byGk").filterExpression("extra = :x OR size(more) > :n OR extra = :n")
                            .expressionAttributeValues(Map.of(":x", s("x"), ":n", n(1)))));
            expectValidation("One or more parameter values were invalid: Secondary index byGk does not project one or more"
                            + " filter attributes: [extra]",
                    () -> ddb.scan(r -> r.tableName(t).indexName("byGk").scanFilter(Map.of("extra",
                            software.amazon.awssdk.services.dynamodb.model.Condition.builder().comparisonOperator("NOT_NULL").build()))));
            assertThat(ddb.scan(r -> r.tableName(t).indexName("byGk").filterExpression("pk = :x OR gk = :x")
                    .expressionAttributeValues(Map.of(":x", s("x")))).count()).isZero();
        }

        @Test
        void projectionWithCount() {
            String t = createTable("pk", null);
            expectValidation("Cannot specify the ProjectionExpression when choosing to get only the Count",
                    () -> ddb.scan(r -> r.tableName(t).select(Select.COUNT).projectionExpression("a")));
        }

        @Test
        void attributesToGetWithSelect() {
            // As live DynamoDB words it, bare on Scan (getmoto/moto's aws_verified
            // test_attributes_to_get_rejected_for_non_specific_select, us-east-1); dynalite has an older text.
            String t = createTable("pk", null);
            expectValidation("Cannot specify the AttributesToGet when choosing to get only the Count",
                    () -> ddb.scan(r -> r.tableName(t).select(Select.COUNT).attributesToGet("a")));
            expectValidation("Cannot specify the AttributesToGet when choosing to get ALL_ATTRIBUTES",
                    () -> ddb.scan(r -> r.tableName(t).select(Select.ALL_ATTRIBUTES).attributesToGet("a")));
        }

        @Test
        void allProjectedWithoutIndex() {
            String t = createTable("pk", null);
            expectValidation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName",
                    () -> ddb.scan(r -> r.tableName(t).select(Select.ALL_PROJECTED_ATTRIBUTES)));
        }

        @Test
        void startKeyNotMatchingSchema() {
            String t = createTable("pk", "sk");
            expectValidation("The provided starting key is invalid: The provided key element does not match the schema",
                    () -> ddb.scan(r -> r.tableName(t).exclusiveStartKey(item("pk", s("a")))));
        }

        @Test
        void unusedName() {
            String t = createTable("pk", null);
            expectValidation("Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}",
                    () -> ddb.scan(r -> r.tableName(t).projectionExpression("#a").expressionAttributeNames(Map.of("#a", "a", "#b", "b"))));
        }

        /** BETWEEN needs bounds of one type, lower first; IN may mix types (and matches by type and value). */
        @Test
        void betweenBoundsAndMixedInOperands() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "v", n(1))));
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("b"), "v", s("1"))));
            expectValidation("Invalid FilterExpression: The BETWEEN operator requires same data type for lower and upper bounds; "
                    + "lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:x}",
                    () -> ddb.scan(r -> r.tableName(t).filterExpression("v BETWEEN :n AND :s")
                            .expressionAttributeValues(Map.of(":n", n(1), ":s", s("x")))));
            expectValidation("Invalid FilterExpression: The BETWEEN operator requires upper bound to be greater than or equal to "
                    + "lower bound; lower bound operand: AttributeValue: {N:9}, upper bound operand: AttributeValue: {N:1}",
                    () -> ddb.scan(r -> r.tableName(t).filterExpression("v BETWEEN :hi AND :lo")
                            .expressionAttributeValues(Map.of(":hi", n(9), ":lo", n(1)))));
            ScanResponse mixed = ddb.scan(r -> r.tableName(t).filterExpression("v IN (:s, :n)")
                    .expressionAttributeValues(Map.of(":s", s("1"), ":n", n(1))));
            assertThat(mixed.items()).extracting(i -> i.get("pk").s()).containsExactlyInAnyOrder("a", "b");
            ScanResponse numberOnly = ddb.scan(r -> r.tableName(t).filterExpression("v IN (:s, :n)")
                    .expressionAttributeValues(Map.of(":s", s("2"), ":n", n(1))));
            assertThat(numberOnly.items()).extracting(i -> i.get("pk").s()).containsExactly("a");
        }
    }

    @Nested
    class Functionality {
        @Test
        void segmentsPartitionTheTableExactly() {
            String t = filled(40, 3);
            Set<String> seen = new HashSet<>();
            int total = 0;
            for (int segment = 0; segment < 4; segment++) {
                int seg = segment;
                for (Map<String, AttributeValue> i : ddb.scanPaginator(ScanRequest.builder().tableName(t).segment(seg)
                        .totalSegments(4).limit(7).build()).items()) {
                    seen.add(i.get("pk").s() + "/" + i.get("sk").s());
                    total++;
                }
            }
            assertThat(total).isEqualTo(120);
            assertThat(seen).hasSize(120);
        }

        @Test
        void filterCountsAndScannedCount() {
            String t = filled(5, 4);
            ScanResponse r = ddb.scan(b -> b.tableName(t).filterExpression("n < :x").expressionAttributeValues(Map.of(":x", n(6))));
            assertThat(r.count()).isEqualTo(6);
            assertThat(r.scannedCount()).isEqualTo(20);
            assertThat(r.items()).allSatisfy(i -> assertThat(Integer.parseInt(i.get("n").n())).isLessThan(6));
        }

        @Test
        void partitionItemsStayInSortOrder() {
            String t = filled(3, 5);
            List<String> order = new ArrayList<>();
            ddb.scan(r -> r.tableName(t)).items().forEach(i -> order.add(i.get("pk").s() + i.get("sk").s()));
            for (String p : List.of("p0", "p1", "p2")) {
                assertThat(order.stream().filter(x -> x.startsWith(p)).toList())
                        .containsExactly(p + "000", p + "001", p + "002", p + "003", p + "004");
            }
        }

        @Test
        void lsiScanIsInIndexOrder() {
            String t = createTable("pk", "S", "sk", "S", b -> b
                    .attributeDefinitions(QueryTest.def("pk", "S"), QueryTest.def("sk", "S"), QueryTest.def("l", "S"))
                    .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("byL")
                            .keySchema(k -> k.attributeName("pk").keyType("HASH"), k -> k.attributeName("l").keyType("RANGE"))
                            .projection(p -> p.projectionType("KEYS_ONLY")).build()));
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("u"), "sk", s("a"), "l", s("z"))));
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("u"), "sk", s("b"), "l", s("y"))));
            assertThat(ddb.scan(r -> r.tableName(t).indexName("byL")).items()).extracting(i -> i.get("l").s())
                    .containsExactly("y", "z");
        }

        @Test
        void scanCapacityIsChargedOnBytesRead() {
            String t = filled(2, 2);
            ScanResponse r = ddb.scan(b -> b.tableName(t).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            assertThat(r.consumedCapacity().capacityUnits()).isEqualTo(0.5);
            assertThat(r.consumedCapacity().table().capacityUnits()).isEqualTo(0.5);
        }
    }
}
