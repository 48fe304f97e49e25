package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.states.TableStates;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * A table's items and secondary indexes, kept sorted; every write updates the indexes at once.
 * One read-write lock per table makes each single-item write atomic and linearizable; callers hold it
 * through {@link #reading}/{@link #writing} (or {@link Database#writingAll} for transactions).
 */
public final class Table {
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final SortedIndex items = new SortedIndex();
    private final Map<String, SortedIndex> indexes = new LinkedHashMap<>();
    private final Map<String, String> tags = new LinkedHashMap<>();
    private volatile TableDef def;
    private final TableStates states = new TableStates();

    Table(TableDef def) {
        this.def = def;
        for (IndexDef index : def.indexes()) indexes.put(index.name(), new SortedIndex());
    }

    public TableDef def() { return def; }

    /** CREATING, UPDATING, DELETING over time (all ACTIVE at once with the default switches). */
    public TableStates states() { return states; }

    public String name() { return def.name(); }

    ReentrantReadWriteLock lock() { return lock; }

    public <T> T reading(Supplier<T> action) {
        lock.readLock().lock();
        try {
            return action.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    public <T> T writing(Supplier<T> action) {
        lock.writeLock().lock();
        try {
            return action.get();
        } finally {
            lock.writeLock().unlock();
        }
    }

    // ---- items (callers hold the lock) ----

    /** The item with this primary key (a map holding the key attributes), or null. */
    public StoredItem get(Map<String, AttributeValue> key) {
        KeyDef k = def.key();
        AttributeValue hash = key.get(k.hashName());
        AttributeValue range = k.hasRange() ? key.get(k.rangeName()) : null;
        return items.get(PartitionToken.of(hash), EntryKey.entry(range, hash, range));
    }

    /** Stores an item (replacing any with the same key) and updates every index. */
    public WriteOutcome put(Map<String, AttributeValue> attributes) {
        StoredItem item = StoredItem.of(attributes);
        KeyDef k = def.key();
        AttributeValue hash = item.attributes().get(k.hashName());
        AttributeValue range = k.hasRange() ? item.attributes().get(k.rangeName()) : null;
        StoredItem before = items.get(PartitionToken.of(hash), EntryKey.entry(range, hash, range));
        items.put(PartitionToken.of(hash), EntryKey.entry(range, hash, range), item);
        return new WriteOutcome(before, item, updateIndexes(before, item));
    }

    /** Removes the item with this key, if any. */
    public WriteOutcome delete(Map<String, AttributeValue> key) {
        StoredItem before = get(key);
        if (before == null) return new WriteOutcome(null, null, Map.of());
        KeyDef k = def.key();
        AttributeValue hash = key.get(k.hashName());
        AttributeValue range = k.hasRange() ? key.get(k.rangeName()) : null;
        items.remove(PartitionToken.of(hash), EntryKey.entry(range, hash, range));
        return new WriteOutcome(before, null, updateIndexes(before, null));
    }

    private Map<String, WriteOutcome.IndexChange> updateIndexes(StoredItem before, StoredItem after) {
        Map<String, WriteOutcome.IndexChange> changes = new LinkedHashMap<>();
        for (IndexDef index : def.indexes()) {
            SortedIndex store = indexes.get(index.name());
            IndexSlot oldSlot = before == null ? null : slot(index, before.attributes());
            IndexSlot newSlot = after == null ? null : slot(index, after.attributes());
            StoredItem oldEntry = oldSlot == null ? null : store.get(oldSlot.partition, oldSlot.key);
            if (oldSlot != null) store.remove(oldSlot.partition, oldSlot.key);
            StoredItem newEntry = null;
            if (newSlot != null) {
                newEntry = StoredItem.of(index.project(after.attributes(), def.key()));
                store.put(newSlot.partition, newSlot.key, newEntry);
            }
            if (oldEntry != null || newEntry != null) {
                boolean moved = oldSlot != null && newSlot != null && !oldSlot.equals(newSlot);
                if (!(oldEntry != null && newEntry != null && !moved
                        && oldEntry.attributes().equals(newEntry.attributes()))) {
                    changes.put(index.name(), new WriteOutcome.IndexChange(oldEntry, newEntry, moved));
                }
            }
        }
        return changes;
    }

    private record IndexSlot(PartitionToken partition, EntryKey key) {}

    /** Where an item sits in an index, or null when it lacks the index key (sparse index). */
    private IndexSlot slot(IndexDef index, Map<String, AttributeValue> item) {
        if (!index.key().covers(item)) return null;
        KeyDef tk = def.key();
        AttributeValue tableHash = item.get(tk.hashName());
        AttributeValue tableRange = tk.hasRange() ? item.get(tk.rangeName()) : null;
        AttributeValue indexHash = item.get(index.key().hashName());
        AttributeValue indexRange = index.key().hasRange() ? item.get(index.key().rangeName()) : null;
        return new IndexSlot(PartitionToken.of(indexHash), EntryKey.entry(indexRange, tableHash, tableRange));
    }

    // ---- reads for Query and Scan (callers hold the lock) ----

    /** One partition of the table (indexName null) or of an index, in sort order. */
    public NavigableMap<EntryKey, StoredItem> partition(String indexName, AttributeValue hashValue) {
        return store(indexName).partition(hashValue);
    }

    /** The position of an item in the table or an index, for ExclusiveStartKey. */
    public EntryKey positionOf(String indexName, Map<String, AttributeValue> key) {
        KeyDef tk = def.key();
        AttributeValue sort = null;
        if (indexName == null) {
            if (tk.hasRange()) sort = key.get(tk.rangeName());
        } else {
            IndexDef index = def.index(indexName).orElseThrow();
            if (index.key().hasRange()) sort = key.get(index.key().rangeName());
        }
        return EntryKey.entry(sort, key.get(tk.hashName()), tk.hasRange() ? key.get(tk.rangeName()) : null);
    }

    /** Entries in scan order within a hash range, strictly after the given key (may be null). */
    public Iterator<Map.Entry<EntryKey, StoredItem>> scan(String indexName, long fromHash, long toHash,
                                                          Map<String, AttributeValue> exclusiveStart) {
        PartitionToken afterPartition = null;
        EntryKey afterEntry = null;
        if (exclusiveStart != null) {
            KeyDef key = indexName == null ? def.key() : def.index(indexName).orElseThrow().key();
            afterPartition = PartitionToken.of(exclusiveStart.get(key.hashName()));
            afterEntry = positionOf(indexName, exclusiveStart);
        }
        return store(indexName).scan(fromHash, toHash, afterPartition, afterEntry);
    }

    private SortedIndex store(String indexName) {
        return indexName == null ? items : Objects.requireNonNull(indexes.get(indexName), indexName);
    }

    public long itemCount() { return items.count(); }

    public long sizeBytes() { return items.bytes(); }

    public long indexItemCount(String indexName) { return store(indexName).count(); }

    public long indexSizeBytes(String indexName) { return store(indexName).bytes(); }

    // ---- schema changes (callers hold the write lock) ----

    /** Adds a GSI and fills it from the items already stored. */
    public void addGlobalIndex(IndexDef index, Map<String, String> attributeTypes) {
        List<IndexDef> gsis = new ArrayList<>(def.globalIndexes());
        gsis.add(index);
        def = def.withGlobalIndexes(gsis, attributeTypes);
        SortedIndex store = new SortedIndex();
        indexes.put(index.name(), store);
        Iterator<Map.Entry<EntryKey, StoredItem>> all = items.scan(0, PartitionToken.HASH_SPACE, null, null);
        while (all.hasNext()) {
            Map<String, AttributeValue> item = all.next().getValue().attributes();
            IndexSlot slot = slot(index, item);
            if (slot != null) store.put(slot.partition, slot.key, StoredItem.of(index.project(item, def.key())));
        }
    }

    public void removeGlobalIndex(String indexName) {
        List<IndexDef> gsis = new ArrayList<>(def.globalIndexes());
        gsis.removeIf(i -> i.name().equals(indexName));
        def = def.withGlobalIndexes(gsis, def.attributeTypes());
        indexes.remove(indexName);
    }

    public void redefine(TableDef newDef) {
        def = newDef;
    }

    /** Tags, guarded by the table's lock. */
    public Map<String, String> tags() { return tags; }
}
