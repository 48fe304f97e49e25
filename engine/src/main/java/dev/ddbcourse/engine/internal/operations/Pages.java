package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.EntryKey;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.ProjectionType;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.ReturnConsumedCapacity;
import dev.ddbcourse.engine.internal.validation.Select;
import dev.ddbcourse.engine.internal.throughput.Throttling;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One page of a Query or Scan: reads entries in order until Limit items were evaluated or 1 MB was read
 * (counted as {@link PageSize} counts it),
 * filters them, and says where the next page starts. Count vs ScannedCount and capacity follow from it.
 */
final class Pages {
    private Pages() {}

    static final long PAGE_BYTES = 1024 * 1024;

    record Page(List<Map<String, AttributeValue>> items, int count, int scannedCount,
                Map<String, AttributeValue> lastEvaluatedKey, long bytesRead) {}

    /**
     * @param output turns an evaluated entry into the item returned if it matches (null for Select=COUNT)
     * @param keyNames the attributes of LastEvaluatedKey (table key, then index key)
     */
    static Page read(Iterator<Map.Entry<EntryKey, StoredItem>> entries, Integer limit, Condition filter,
                     Function<StoredItem, Map<String, AttributeValue>> output, List<String> keyNames, String sortKey) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        int scanned = 0, count = 0;
        long bytes = 0, pageBytes = 0;
        StoredItem last = null;
        boolean more = false;
        while (true) {
            // Limit or 1 MB reached: DynamoDB answers a LastEvaluatedKey even when no item follows.
            if ((limit != null && scanned >= limit) || pageBytes >= PAGE_BYTES) {
                more = true;
                break;
            }
            if (!entries.hasNext()) break;
            StoredItem entry = entries.next().getValue();
            scanned++;
            bytes += entry.size();
            pageBytes += PageSize.of(entry.attributes(), sortKey);
            last = entry;
            // Every row walked is output (an LSI's reach-back to the table is paid for whether or not the filter keeps
            // the row: paritysuite tier2/partiql/indexQualifier.test.ts, against AWS).
            Map<String, AttributeValue> item = output == null ? null : output.apply(entry);
            if (filter == null || filter.matches(entry.attributes())) {
                count++;
                if (item != null) items.add(item);
            }
        }
        Map<String, AttributeValue> lastKey = null;
        if (more && last != null) {
            lastKey = new LinkedHashMap<>();
            for (String name : keyNames) {
                AttributeValue v = last.attributes().get(name);
                if (v != null) lastKey.put(name, v);
            }
        }
        return new Page(items, count, scanned, lastKey, bytes);
    }

    /**
     * What a matching entry returns for the Select: the entry itself, a projection of it, or for an LSI
     * without the attributes asked for, the table's item (fetched, and charged as a table read).
     */
    static Function<StoredItem, Map<String, AttributeValue>> output(Table table, IndexDef index, Select select,
                                                                   Projection projection,
                                                                   double[] fetchedUnits, boolean consistent) {
        if (select == Select.COUNT) return null;
        KeyDef tableKey = table.def().key();
        boolean needsTable = index != null && !index.global() && index.projectionType() != ProjectionType.ALL
                && (select == Select.ALL_ATTRIBUTES || (projection != null
                && projection.topLevelNames().stream().anyMatch(n -> !index.projects(n, tableKey))));
        return entry -> {
            Map<String, AttributeValue> source = entry.attributes();
            if (needsTable) {
                StoredItem full = table.get(tableKey.extract(source));
                if (full != null) {
                    source = full.attributes();
                    fetchedUnits[0] += CapacityUnits.read(full.size(), consistent);
                }
            }
            return projection == null ? source : projection.apply(source);
        };
    }

    /**
     * Reads one page of {@code entries} and answers it: Items, Count, ScannedCount, LastEvaluatedKey
     * and the consumed capacity (an index read also pays for fetching non-projected attributes), whose TableName is
     * {@code named}: the request's TableName, ARN or name ("If you had specified the Amazon Resource Name (ARN) of a
     * table in the input, you'll see the table ARN in the response": API reference, ConsumedCapacity).
     */
    static ObjectNode answer(Table table, String named, IndexDef index, Iterator<Map.Entry<EntryKey, StoredItem>> entries,
                             Integer limit, Condition filter, Select select, Projection projection,
                             boolean consistentRead, ReturnConsumedCapacity returnConsumedCapacity,
                             Throttling throttling, AttributeValue partition) {
        TableDef def = table.def();
        // An LSI's reads draw on the table's capacity; a GSI has its own.
        String indexName = index == null || !index.global() ? null : index.name();
        if (throttling.on()) throttling.admit(List.of(new Throttling.Use(def, indexName, partition, false, 0)));
        double[] fetched = {0};
        Page page = read(entries, limit, filter,
                output(table, index, select, projection, fetched, consistentRead), Binding.pageKeyNames(def, index),
                def.key().hasRange() ? def.key().rangeName() : null);
        ObjectNode out = response(page, select);
        ConsumedCapacity capacity = new ConsumedCapacity(named);
        double units = CapacityUnits.read(page.bytesRead(), consistentRead);
        if (index == null) {
            capacity.addTable(units);
        } else {
            capacity.addIndex(def, index.name(), units);
            capacity.addTable(fetched[0]);
        }
        if (throttling.on()) {
            throttling.spend(List.of(new Throttling.Use(def, indexName, partition, false,
                    indexName != null ? units : units + fetched[0])));
        }
        capacity.putInto(out, returnConsumedCapacity);
        return out;
    }

    /** Writes Items (unless COUNT), Count, ScannedCount and LastEvaluatedKey. */
    static ObjectNode response(Page page, Select select) {
        ObjectNode out = Responses.object();
        if (select != Select.COUNT) {
            ArrayNode items = out.putArray("Items");
            for (Map<String, AttributeValue> item : page.items()) items.add(AttributeValueJson.itemToJson(item));
        }
        out.put("Count", page.count());
        out.put("ScannedCount", page.scannedCount());
        Responses.putItem(out, "LastEvaluatedKey", page.lastEvaluatedKey());
        return out;
    }
}
