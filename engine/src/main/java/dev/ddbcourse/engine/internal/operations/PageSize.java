package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.ItemSize;

import java.util.Map;

/**
 * What an item counts toward a Query or Scan page's 1 MB: not the item size of the size rules but its size in
 * DynamoDB's storage form, as live DynamoDB's page boundaries show it (dynalite records them): one byte per
 * attribute name, a length before each string, a type byte, and per-item overhead that grows with every 3 KB
 * and with the sort key. With the plain item size a page would stop an item later than DynamoDB's.
 */
final class PageSize {
    private PageSize() {}

    /** @param sortKey the table's sort key attribute (null when it has none): stored apart, in the overhead */
    static long of(Map<String, AttributeValue> item, String sortKey) {
        long body = 0, sortKeyBytes = 0;
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            long stored = stored(e.getValue());
            if (e.getKey().equals(sortKey)) sortKeyBytes = stored;
            else body += 1 + stored;
        }
        return 2 + body + (1 + (1 + body) / 3072) * (18 + sortKeyBytes);
    }

    private static long stored(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            long n = ItemSize.utf8Length(s.value());
            return n + (n < 128 ? 1 : n < 16384 ? 2 : 3);
        }
        if (value instanceof AttributeValue.SS ss) return ItemSize.of(ss) + ss.values().size() + 1;
        if (value instanceof AttributeValue.NS ns) return ItemSize.of(ns) + ns.values().size() + 1;
        if (value instanceof AttributeValue.BS bs) return ItemSize.of(bs) + bs.values().size() + 1;
        if (value instanceof AttributeValue.M m) {
            long n = 3;
            for (AttributeValue v : m.values().values()) n += 2 + stored(v);
            return n;
        }
        if (value instanceof AttributeValue.L l) {
            long n = 3;
            for (AttributeValue v : l.values()) n += 1 + stored(v);
            return n;
        }
        if (value instanceof AttributeValue.Null) return 0;
        if (value instanceof AttributeValue.Bool) return 1;
        return ItemSize.of(value) + 1;   // N and B: a type byte
    }
}
