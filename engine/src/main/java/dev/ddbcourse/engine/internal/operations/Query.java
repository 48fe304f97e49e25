package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.model.ValueLayer;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.expressions.KeyCondition;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.EntryKey;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.QueryValidation;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;

/**
 * Query: one partition of the table or an index, narrowed by the sort key condition through the sorted
 * map (O(log n) to find the start), read in order or reverse, one page at a time.
 */
final class Query extends TableOperation<QueryValidation.Request, Query.Bound> {
    /** The request bound to the table: the index read (null for the table) and its key, the key condition, the start key. */
    record Bound(IndexDef index, KeyDef key, KeyCondition condition, Map<String, AttributeValue> start) {}

    Query(Database db) { super(db, false); }

    @Override
    public QueryValidation.Request validate(ObjectNode json) { return ValueLayer.CURRENT.during(() -> QueryValidation.validate(json)); }

    @Override
    void beforeLock(Table table, QueryValidation.Request request) {
        table.states().checkIndexReadable(request.indexName(), db.clock().millis());
        if (request.indexName() != null) table.catchUpIndexes();
    }

    @Override
    Bound bind(TableDef def, QueryValidation.Request request) {
        // DynamoDB's order (dynalite's query.js): the index, the start key's size and partition key, the key condition
        // (per key attribute: missed, an operator no index serves, the value types),
        // the rest of the start key's shape, the filter, Select against a GSI's projection, the start key's range.
        IndexDef index = Binding.index(def, request.indexName(), request.consistentRead());
        Binding.startKeyPartition(def, index, request.exclusiveStartKey());
        Binding.projectedByGsi(def, index, request.projection());
        KeyDef key = Binding.keyOf(def, index);
        KeyCondition condition = Binding.keyCondition(def, index, request.keyCondition());
        Binding.startKeyShape(def, index, request.exclusiveStartKey(), false);
        Binding.scalarKeys(def, request.projection());
        Binding.queryFilter(request.filter(), request.filterIsQueryFilter(), key);
        Binding.selectOnIndex(index, request.select());
        Binding.filterProjected(def, index, request.filter());
        Binding.scalarKeys(def, request.filter());
        Map<String, AttributeValue> start = Binding.startKeyOfTable(def, request.exclusiveStartKey());
        Binding.startInRange(start, condition);
        return new Bound(index, key, condition, start);
    }

    @Override
    ObjectNode run(Table table, QueryValidation.Request request, Bound bound) {
        KeyCondition condition = bound.condition();
        NavigableMap<EntryKey, StoredItem> range = sortRange(table.partition(request.indexName(), condition.partitionValue()),
                condition, bound.key().range().size() > 1);
        if (bound.start() != null) {
            EntryKey position = table.positionOf(request.indexName(), bound.start());
            range = request.scanIndexForward() ? range.tailMap(position, false) : range.headMap(position, false);
        }
        Iterator<Map.Entry<EntryKey, StoredItem>> entries = request.scanIndexForward()
                ? range.entrySet().iterator() : range.descendingMap().entrySet().iterator();
        return Pages.answer(table, request.tableName(), bound.index(), entries, request.limit(), request.filter(), request.select(),
                request.projection(), request.consistentRead(), request.returnConsumedCapacity(),
                db.throttling(), condition.partitionValue());
    }

    /** The part of a partition the sort key condition selects, found by the map's order (never by scanning). */
    static NavigableMap<EntryKey, StoredItem> sortRange(NavigableMap<EntryKey, StoredItem> partition, KeyCondition c,
                                                        boolean multiAttribute) {
        if (!c.hasSortCondition()) return partition;
        if (multiAttribute) return multiAttributeRange(partition, c);
        List<AttributeValue> v = c.sortValues();
        AttributeValue first = v.get(0);
        return switch (c.sortOp()) {
            case "EQ" -> partition.subMap(EntryKey.low(first), true, EntryKey.high(first), true);
            case "LT" -> partition.headMap(EntryKey.low(first), false);
            case "LE" -> partition.headMap(EntryKey.high(first), false);
            case "GT" -> partition.tailMap(EntryKey.high(first), false);
            case "GE" -> partition.tailMap(EntryKey.low(first), true);
            case "BEGINS_WITH" -> partition.subMap(EntryKey.low(first), true, EntryKey.prefixEnd(first), false);
            case "BETWEEN" -> KeyOrder.INSTANCE.compare(first, v.get(1)) > 0 ? Collections.emptyNavigableMap()
                    : partition.subMap(EntryKey.low(first), true, EntryKey.high(v.get(1)), true);
            default -> throw new IllegalStateException("sort operator " + c.sortOp());
        };
    }

    /**
     * The same on a multi-attribute sort key, whose entries are keyed by the list of its values: a bound made of
     * the equalities (and the operator's value) compares equal to every key that begins with it, so LOW and HIGH
     * sit just before and just after all of those keys.
     */
    private static NavigableMap<EntryKey, StoredItem> multiAttributeRange(NavigableMap<EntryKey, StoredItem> partition,
                                                                         KeyCondition c) {
        AttributeValue prefix = c.sortPrefixBound();
        AttributeValue first = c.sortBound(false, true);
        return switch (c.sortOp()) {
            case "EQ" -> partition.subMap(EntryKey.low(first), true, EntryKey.high(first), true);
            case "LT" -> partition.subMap(EntryKey.low(prefix), true, EntryKey.low(first), false);
            case "LE" -> partition.subMap(EntryKey.low(prefix), true, EntryKey.high(first), false);
            case "GT" -> partition.subMap(EntryKey.high(first), false, EntryKey.high(prefix), false);
            case "GE" -> partition.subMap(EntryKey.low(first), true, EntryKey.high(prefix), false);
            case "BEGINS_WITH" -> partition.subMap(EntryKey.low(first), true, EntryKey.prefixEnd(first), false);
            case "BETWEEN" -> KeyOrder.INSTANCE.compare(c.sortValues().get(0), c.sortValues().get(1)) > 0
                    ? Collections.emptyNavigableMap()
                    : partition.subMap(EntryKey.low(first), true, EntryKey.high(c.sortBound(true, true)), true);
            default -> throw new IllegalStateException("sort operator " + c.sortOp());
        };
    }
}
