package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.throughput.ItemCollectionLimit;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * ReturnItemCollectionMetrics=SIZE: for a table with local secondary indexes, the item collection a write
 * touched (its partition key value) and an estimate of its size as DynamoDB gives it, whole gigabytes below
 * and above the collection's items and LSI entries ([0.0, 1.0] for anything under 1 GB). Tables without an
 * LSI have no item collections to report. Callers hold the table's lock.
 */
final class ItemCollectionMetrics {
    private static final double GB = 1024.0 * 1024 * 1024;

    private ItemCollectionMetrics() {}

    /** The metrics of the collection holding {@code key}, or null when the table has no LSI. */
    static ObjectNode of(Table table, Map<String, AttributeValue> key) {
        if (table.def().localIndexes().isEmpty()) return null;
        String hashName = table.def().key().hashName();
        AttributeValue hash = key.get(hashName);
        double low = Math.floor(ItemCollectionLimit.bytes(table, hash) / GB);
        ObjectNode metrics = JsonNodeFactory.instance.objectNode();
        metrics.set("ItemCollectionKey", AttributeValueJson.itemToJson(Map.of(hashName, hash)));
        metrics.putArray("SizeEstimateRangeGB").add(low).add(low + 1);
        return metrics;
    }

    /** PutItem, UpdateItem, DeleteItem: {@code ItemCollectionMetrics} when asked and the table has an LSI. */
    static void putInto(ObjectNode out, boolean asked, Table table, Map<String, AttributeValue> key) {
        ObjectNode metrics = asked ? of(table, key) : null;
        if (metrics != null) out.set("ItemCollectionMetrics", metrics);
    }

    /**
     * BatchWriteItem, TransactWriteItems: per table as the request named it (a table ARN or name: the API reference's
     * ItemCollectionMetrics map is keyed like RequestItems), each collection written once, in write order.
     */
    static final class PerTable {
        private record Collections(Table table, Map<AttributeValue, ObjectNode> byHash) {}

        private final Map<String, Collections> tables = new LinkedHashMap<>();

        /** @param named the table as the request named it: the key of the answer's map */
        void add(String named, Table table, Map<String, AttributeValue> key) {
            if (table.def().localIndexes().isEmpty()) return;
            tables.computeIfAbsent(named, t -> new Collections(table, new LinkedHashMap<>()))
                    .byHash().put(key.get(table.def().key().hashName()), null);
        }

        /** Measures the collections (after the writes, under the tables' locks). */
        void measure() {
            for (Collections c : tables.values()) {
                String hashName = c.table().def().key().hashName();
                c.byHash().replaceAll((hash, none) -> of(c.table(), Map.of(hashName, hash)));
            }
        }

        void putInto(ObjectNode out, boolean asked) {
            if (!asked || tables.isEmpty()) return;
            ObjectNode all = out.putObject("ItemCollectionMetrics");
            tables.forEach((name, collections) -> {
                ArrayNode list = all.putArray(name);
                collections.byHash().values().forEach(list::add);
            });
        }
    }
}
