package dev.ddbcourse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;

/** ReturnItemCollectionMetrics SIZE on the single-item writes: the collection's key and a size range in GB, on tables with LSIs only. */
class ItemCollectionMetricsTest extends EngineTest {
    private static final ReturnItemCollectionMetrics SIZE = ReturnItemCollectionMetrics.SIZE;

    private static void assertMetrics(ItemCollectionMetrics metrics, String pk) {
        assertThat(metrics).isNotNull();
        assertThat(metrics.itemCollectionKey()).isEqualTo(Map.of("pk", fromS(pk)));
        assertThat(metrics.sizeEstimateRangeGB()).containsExactly(0.0, 1.0);
    }

    @Test
    void everySingleItemWriteReportsItsCollection() {
        String t = createTableWithLsi();
        var key = Map.of("pk", fromS("a"), "sk", fromS("1"));
        assertMetrics(ddb.putItem(b -> b.tableName(t).returnItemCollectionMetrics(SIZE)
                .item(Map.of("pk", fromS("a"), "sk", fromS("1"), "d", fromS("2026-10-01")))).itemCollectionMetrics(), "a");
        assertMetrics(ddb.updateItem(b -> b.tableName(t).key(key).returnItemCollectionMetrics(SIZE)
                .updateExpression("SET v = :v").expressionAttributeValues(Map.of(":v", fromS("x")))).itemCollectionMetrics(), "a");
        assertMetrics(ddb.deleteItem(b -> b.tableName(t).key(key).returnItemCollectionMetrics(SIZE)).itemCollectionMetrics(), "a");
    }

    @Test
    void noneUnlessAskedForOrWithoutLsis() {
        String withLsi = createTableWithLsi();
        assertThat(ddb.putItem(b -> b.tableName(withLsi).item(Map.of("pk", fromS("a"), "sk", fromS("1"))))
                .itemCollectionMetrics()).isNull();
        assertThat(ddb.putItem(b -> b.tableName(withLsi).returnItemCollectionMetrics(ReturnItemCollectionMetrics.NONE)
                .item(Map.of("pk", fromS("a"), "sk", fromS("2")))).itemCollectionMetrics()).isNull();
        String plain = createTable("pk", null);
        assertThat(ddb.putItem(b -> b.tableName(plain).returnItemCollectionMetrics(SIZE).item(Map.of("pk", fromS("a"))))
                .itemCollectionMetrics()).isNull();
    }
}
