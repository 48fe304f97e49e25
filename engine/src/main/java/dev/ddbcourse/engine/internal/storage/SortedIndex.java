package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.Collections;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NoSuchElementException;
import java.util.TreeMap;

/**
 * Items (of a table, or entries of an index) grouped by partition key value, each partition sorted by
 * {@link EntryKey}. Partitions are ordered by {@link PartitionToken} so a scan has a stable order.
 * Not thread-safe: {@link Table}'s lock guards it.
 */
final class SortedIndex {
    private final TreeMap<PartitionToken, TreeMap<EntryKey, StoredItem>> partitions = new TreeMap<>();
    private long count;
    private long bytes;

    void put(PartitionToken partition, EntryKey key, StoredItem item) {
        StoredItem old = partitions.computeIfAbsent(partition, p -> new TreeMap<>()).put(key, item);
        if (old != null) {
            bytes -= old.size();
        } else {
            count++;
        }
        bytes += item.size();
    }

    void remove(PartitionToken partition, EntryKey key) {
        TreeMap<EntryKey, StoredItem> items = partitions.get(partition);
        if (items == null) return;
        StoredItem old = items.remove(key);
        if (old == null) return;
        count--;
        bytes -= old.size();
        if (items.isEmpty()) partitions.remove(partition);
    }

    StoredItem get(PartitionToken partition, EntryKey key) {
        TreeMap<EntryKey, StoredItem> items = partitions.get(partition);
        return items == null ? null : items.get(key);
    }

    /** One partition's entries in sort order (empty when none). */
    NavigableMap<EntryKey, StoredItem> partition(AttributeValue hashValue) {
        TreeMap<EntryKey, StoredItem> items = partitions.get(PartitionToken.of(hashValue));
        return items == null ? Collections.emptyNavigableMap() : Collections.unmodifiableNavigableMap(items);
    }

    long count() { return count; }

    long bytes() { return bytes; }

    /**
     * Entries in scan order whose partition hash is in [fromHash, toHash), starting strictly after
     * {@code after} (partition and entry) when given.
     */
    Iterator<Map.Entry<EntryKey, StoredItem>> scan(long fromHash, long toHash, PartitionToken afterPartition,
                                                   EntryKey afterEntry) {
        NavigableMap<PartitionToken, TreeMap<EntryKey, StoredItem>> range =
                partitions.subMap(PartitionToken.lowest(fromHash), true, PartitionToken.lowest(toHash), false);
        if (afterPartition != null) range = range.tailMap(afterPartition, true);
        Iterator<Map.Entry<PartitionToken, TreeMap<EntryKey, StoredItem>>> parts = range.entrySet().iterator();
        return new Iterator<>() {
            Iterator<Map.Entry<EntryKey, StoredItem>> current = Collections.emptyIterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && parts.hasNext()) {
                    Map.Entry<PartitionToken, TreeMap<EntryKey, StoredItem>> p = parts.next();
                    NavigableMap<EntryKey, StoredItem> items = p.getValue();
                    if (afterEntry != null && p.getKey().equals(afterPartition)) items = items.tailMap(afterEntry, false);
                    current = items.entrySet().iterator();
                }
                return current.hasNext();
            }

            @Override
            public Map.Entry<EntryKey, StoredItem> next() {
                if (!hasNext()) throw new NoSuchElementException();
                return current.next();
            }
        };
    }
}
