package dev.ddbcourse.kit.tables;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.lsi;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import dev.ddbcourse.kit.testing.Printed;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

class TablesTest {
    private final DynamoDbClient ddb = Kit.client();

    private static List<Map<String, AttributeValue>> orders(int count) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int n = 0; n < count; n++) items.add(item("PK", String.format("ORDER#%04d", n), "SK", "ORDER", "n", n));
        return items;
    }

    @Test
    void recreateMakesAnEmptyActiveOnDemandTableWithItsIndexes() {
        String output = Printed.by(() -> {
            Kit.recreateTable("t-tables", gsi("GSI1"), gsi("Inverted", "SK", "PK"), lsi("ByDate", "date"));
            ddb.putItem(p -> p.tableName("t-tables").item(item("PK", "A", "SK", "B")));
            Kit.quietly(() -> Kit.recreateTable("t-tables", gsi("GSI1"), gsi("Inverted", "SK", "PK"), lsi("ByDate", "date")));
        });
        var table = ddb.describeTable(d -> d.tableName("t-tables")).table();
        assertThat(table.tableStatus()).isEqualTo(TableStatus.ACTIVE);
        assertThat(table.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(table.keySchema()).extracting(k -> k.attributeName() + " " + k.keyType()).containsExactly("PK HASH", "SK RANGE");
        assertThat(table.globalSecondaryIndexes()).extracting(g -> g.indexName() + ":" + g.keySchema().get(0).attributeName()
                + "/" + g.keySchema().get(1).attributeName() + ":" + g.projection().projectionType())
                .containsExactlyInAnyOrder("GSI1:GSI1PK/GSI1SK:" + ProjectionType.ALL, "Inverted:SK/PK:" + ProjectionType.ALL);
        assertThat(table.localSecondaryIndexes()).extracting(l -> l.indexName() + ":" + l.keySchema().get(1).attributeName())
                .containsExactly("ByDate:date");
        assertThat(ddb.scan(s -> s.tableName("t-tables")).count()).as("recreated tables start empty").isZero();
        // control-plane calls are not logged; the PutItem is
        assertThat(output).isEqualTo(">>> PutItem t-tables\n    item:       {PK: 'A', SK: 'B'}\n\n");
    }

    @Test
    void seedWritesEverythingWithoutPrintingAndBatchPutPrintsAFoldedRun() {
        Kit.recreateTable("t-seed");
        assertThat(Printed.by(() -> Kit.seed("t-seed", orders(60)))).isEmpty();
        assertThat(ddb.scan(s -> s.tableName("t-seed")).count()).isEqualTo(60);

        Kit.recreateTable("t-seed");
        assertThat(Printed.by(() -> Kit.batchPut("t-seed", orders(60)))).isEqualTo("""
                >>> BatchWriteItem
                    t-seed: 25 puts, 0 deletes
                    ... (+1 more BatchWriteItem calls not shown)

                >>> BatchWriteItem
                    t-seed: 10 puts, 0 deletes

                """);
        assertThat(ddb.scan(s -> s.tableName("t-seed")).count()).isEqualTo(60);
    }

    @Test
    void showIndexReadsTableAndIndexWithoutLoggingAndSortsByTheirKeys() {
        Kit.recreateTable("t-show", gsi("Inverted", "SK", "PK"));
        Kit.seed("t-show", List.of(item("PK", "B", "SK", "y", "n", 2), item("PK", "A", "SK", "z"), item("PK", "B", "SK", "x")));
        String output = Printed.by(() -> {
            Kit.batchPut("t-show", List.of(item("PK", "C", "SK", "x")));
            Kit.showIndex("t-show", "Inverted", 3);
        });
        // the batch's block is closed before the picture; the Scans and DescribeTable are not logged
        assertThat(output).isEqualTo("""
                >>> BatchWriteItem
                    t-show: 1 puts, 0 deletes

                === t-show and its index Inverted ===
                Table (PK, SK), first 3 of 4 items
                PK  SK  attributes
                ------------------
                A   z
                B   x
                    y   n: 2

                Index Inverted (SK, PK)
                SK  PK  attributes
                ------------------
                x   B
                    C
                y   B   n: 2
                z   A

                """);
        assertThat(Printed.by(() -> Kit.showTable("t-show"))).startsWith("=== t-show ===\nPK  SK  attributes\n").contains("C   x\n");
    }

    @Test
    void snapshotOrdersNumbersByValue() {
        Kit.recreateTable("t-snap");
        Kit.seed("t-snap", List.of(item("PK", "P", "SK", "10"), item("PK", "P", "SK", "9")));
        assertThat(TableSnapshot.read(ddb, "t-snap", null).items()).extracting(i -> i.get("SK").s()).containsExactly("10", "9");
        assertThat(TableSnapshot.compare(AttributeValue.fromN("10"), AttributeValue.fromN("9"))).isPositive();
        assertThat(TableSnapshot.compare(AttributeValue.fromS("10"), AttributeValue.fromS("9"))).isNegative();
    }
}
