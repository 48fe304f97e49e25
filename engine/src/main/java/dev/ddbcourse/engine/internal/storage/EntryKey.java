package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;

/**
 * The position of an entry inside one partition of a {@link SortedIndex}: by the sort key value, then (index
 * entries with equal index keys) by the {@link KeyHash} of the item's table key, as DynamoDB orders them, then by
 * the table key itself. Bound keys ({@link Bound}) position range queries without being entries themselves.
 *
 * @param sort the sort key value (table range key, or index range key; a list for a multi-attribute one), null when there is none
 * @param tableKeyHash the KeyHash of the table's partition and sort key values (0 in bounds)
 * @param tableHash the table's partition key of the item (null only in bounds)
 * @param tableRange the table's sort key of the item, null when the table has none
 */
public record EntryKey(AttributeValue sort, long tableKeyHash, AttributeValue tableHash, AttributeValue tableRange,
                       Bound bound) implements Comparable<EntryKey> {

    /** LOW sorts before all entries with the same sort value, HIGH after them, PREFIX_END after all that begin with it. */
    public enum Bound { LOW, ENTRY, HIGH, PREFIX_END }

    public static EntryKey entry(AttributeValue sort, AttributeValue tableHash, AttributeValue tableRange) {
        return new EntryKey(sort, KeyHash.of(tableHash, tableRange), tableHash, tableRange, Bound.ENTRY);
    }

    public static EntryKey low(AttributeValue sort) { return new EntryKey(sort, 0, null, null, Bound.LOW); }

    public static EntryKey high(AttributeValue sort) { return new EntryKey(sort, 0, null, null, Bound.HIGH); }

    /** After every entry whose sort value begins with {@code prefix} (S or B). */
    public static EntryKey prefixEnd(AttributeValue prefix) { return new EntryKey(prefix, 0, null, null, Bound.PREFIX_END); }

    @Override
    public int compareTo(EntryKey o) {
        if (o.bound == Bound.PREFIX_END && bound != Bound.PREFIX_END) return beforePrefixEnd(sort, o.sort) ? -1 : 1;
        if (bound == Bound.PREFIX_END && o.bound != Bound.PREFIX_END) return beforePrefixEnd(o.sort, sort) ? 1 : -1;
        int c = compareValues(sort, o.sort);
        if (c != 0) return c;
        if (bound != Bound.ENTRY || o.bound != Bound.ENTRY) return Integer.compare(bound.ordinal(), o.bound.ordinal());
        c = Long.compare(tableKeyHash, o.tableKeyHash);
        if (c != 0) return c;
        c = compareValues(tableHash, o.tableHash);
        if (c != 0) return c;
        return compareValues(tableRange, o.tableRange);
    }

    private static int compareValues(AttributeValue a, AttributeValue b) {
        if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
        if (a instanceof AttributeValue.L x && b instanceof AttributeValue.L y) return CompositeKey.comparePrefix(x, y);
        return KeyOrder.INSTANCE.compare(a, b);
    }

    /** True when v sorts before the end of the prefix range: it begins with the prefix or is smaller. */
    private static boolean beforePrefixEnd(AttributeValue v, AttributeValue prefix) {
        if (v == null) return true;
        if (startsWith(v, prefix)) return true;
        return compareValues(v, prefix) < 0;
    }

    static boolean startsWith(AttributeValue v, AttributeValue prefix) {
        if (v instanceof AttributeValue.L l && prefix instanceof AttributeValue.L p) {
            // A multi-attribute sort key: the attributes before the last of the prefix are equal, the last begins with it.
            int last = p.values().size() - 1;
            if (last < 0 || l.values().size() <= last) return last < 0;
            for (int i = 0; i < last; i++) if (KeyOrder.INSTANCE.compare(l.values().get(i), p.values().get(i)) != 0) return false;
            return startsWith(l.values().get(last), p.values().get(last));
        }
        if (v instanceof AttributeValue.S s && prefix instanceof AttributeValue.S p) {
            return s.value().startsWith(p.value());
        }
        if (v instanceof AttributeValue.B b && prefix instanceof AttributeValue.B p) {
            if (b.length() < p.length()) return false;
            for (int i = 0; i < p.length(); i++) if (b.at(i) != p.at(i)) return false;
            return true;
        }
        return false;
    }
}
