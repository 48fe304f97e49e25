package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.throughput.ItemCollectionLimit;

import java.util.Map;

/**
 * {@code ItemCollectionMetrics} of a single-item write that asked for them (ReturnItemCollectionMetrics SIZE):
 * on a table with local secondary indexes, the item collection's partition key and its size (its items and
 * their LSI entries) as a range of whole gigabytes, e.g. {@code [0.0, 1.0]}. Tables without LSIs return none.
 */
final class ItemCollectionMetrics {
    private static final double GB = 1024d * 1024 * 1024;

    private ItemCollectionMetrics() {}

    /** Callers hold the table's lock (the write just made is counted). */
    static void putInto(ObjectNode out, Table table, Map<String, AttributeValue> key) {
        if (table.def().localIndexes().isEmpty()) return;
        String hashName = table.def().key().hashName();
        AttributeValue hash = key.get(hashName);
        double lower = Math.floor(ItemCollectionLimit.bytes(table, hash) / GB);
        ObjectNode metrics = out.putObject("ItemCollectionMetrics");
        Responses.putItem(metrics, "ItemCollectionKey", Map.of(hashName, hash));
        ArrayNode range = metrics.putArray("SizeEstimateRangeGB");
        range.add(lower);
        range.add(lower + 1);
    }
}
