package dev.ddbcourse.kit.tables;

import static java.nio.charset.StandardCharsets.UTF_8;

import dev.ddbcourse.kit.log.RequestLog;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Every item of a table or of one of its indexes, for a picture ({@code Kit.showTable},
 * {@code Kit.showIndex}): read with unlogged Scans, so the lesson's request log shows only the
 * lesson's requests. A Scan returns partitions in hash order; here they are sorted by partition
 * key, and each partition by sort key, so the picture is the same on every backend.
 *
 * @param partitionKey the table's or index's partition key attribute
 * @param sortKey      its sort key attribute, or null
 */
public record TableSnapshot(String partitionKey, String sortKey, List<Map<String, AttributeValue>> items) {
    /** Bound on Scan pages: the course's tables are small; a picture of more would be unreadable anyway. */
    private static final int MAX_PAGES = 100;

    public TableSnapshot {
        items = List.copyOf(items);
    }

    /** The table's items (indexName null) or the index's, sorted by their keys. */
    public static TableSnapshot read(DynamoDbClient ddb, String table, String indexName) {
        return RequestLog.quietly(() -> {
            var description = ddb.describeTable(d -> d.tableName(table)).table();
            List<KeySchemaElement> keySchema = indexName == null ? description.keySchema()
                    : description.globalSecondaryIndexes().stream().filter(g -> g.indexName().equals(indexName))
                            .map(g -> g.keySchema()).findFirst()
                            .or(() -> description.localSecondaryIndexes().stream().filter(l -> l.indexName().equals(indexName))
                                    .map(l -> l.keySchema()).findFirst())
                            .orElseThrow(() -> new IllegalArgumentException("Table " + table + " has no index " + indexName));
            String partitionKey = keyOf(keySchema, KeyType.HASH);
            String sortKey = keyOf(keySchema, KeyType.RANGE);
            var items = new ArrayList<Map<String, AttributeValue>>();
            Map<String, AttributeValue> start = null;
            for (int page = 0; page < MAX_PAGES; page++) {
                var request = ScanRequest.builder().tableName(table).indexName(indexName).exclusiveStartKey(start).build();
                var response = ddb.scan(request);
                items.addAll(response.items());
                if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) break;
                start = response.lastEvaluatedKey();
            }
            Comparator<Map<String, AttributeValue>> order = Comparator.comparing(i -> i.get(partitionKey), TableSnapshot::compare);
            if (sortKey != null) order = order.thenComparing(i -> i.get(sortKey), TableSnapshot::compare);
            items.sort(order);
            return new TableSnapshot(partitionKey, sortKey, items);
        });
    }

    private static String keyOf(List<KeySchemaElement> keySchema, KeyType type) {
        return keySchema.stream().filter(k -> k.keyType() == type).map(KeySchemaElement::attributeName).findFirst().orElse(null);
    }

    /** DynamoDB's key order: numbers by value, strings and binaries by their bytes. */
    static int compare(AttributeValue a, AttributeValue b) {
        if (a.n() != null && b.n() != null) return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
        if (a.b() != null && b.b() != null) return compareBytes(a.b().asByteArray(), b.b().asByteArray());
        return compareBytes(text(a).getBytes(UTF_8), text(b).getBytes(UTF_8));
    }

    private static String text(AttributeValue value) {
        return value.s() != null ? value.s() : value.n() != null ? value.n() : String.valueOf(value);
    }

    private static int compareBytes(byte[] a, byte[] b) {
        return Arrays.compareUnsigned(a, b);
    }
}
