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
    private volatile TimeToLive timeToLive = TimeToLive.DISABLED;
    private volatile PointInTimeRecovery pointInTimeRecovery = PointInTimeRecovery.DISABLED;
    private final TableMetrics metrics = new TableMetrics();
    private volatile StreamSettings stream = StreamSettings.NONE;
    private volatile TableClass tableClass;
    private volatile boolean deletionProtection;
    private volatile String kmsKeyArn;
    private volatile OnDemandThroughput onDemandThroughput = OnDemandThroughput.NONE;
    private final Map<String, OnDemandThroughput> indexOnDemandThroughput = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile WarmThroughput warmThroughput;
    private final Map<String, WarmThroughput> indexWarmThroughput = new java.util.concurrent.ConcurrentHashMap<>();
    private final TableStates states = new TableStates();
    private volatile IndexLag lag;

    Table(TableDef def) {
        this.def = def;
        for (IndexDef index : def.indexes()) indexes.put(index.name(), new SortedIndex());
        warmUp();
    }

    /** Raises the table's and each GSI's warm throughput to its floor after the definition changed. */
    private void warmUp() {
        WarmThroughput floor = WarmThroughput.floor(def.onDemand(), def.throughput());
        warmThroughput = warmThroughput == null ? floor : warmThroughput.atLeast(floor);
        indexWarmThroughput.keySet().retainAll(def.globalIndexes().stream().map(IndexDef::name).toList());
        for (IndexDef g : def.globalIndexes()) {
            indexWarmThroughput.merge(g.name(), WarmThroughput.floor(def.onDemand(), g.throughput()), WarmThroughput::atLeast);
        }
    }

    public TableDef def() { return def; }

    /** CREATING, UPDATING, DELETING over time (all ACTIVE at once with the default switches). */
    public TableStates states() { return states; }

    public String name() { return def.name(); }

    /** Makes GSIs lag behind base-table writes by what {@code lags} says (on the clock {@code now}). */
    void lagIndexes(java.util.function.LongSupplier now, IndexLag.Lags lags) {
        lag = new IndexLag(now, lags);
    }

    private IndexLag lag() {
        IndexLag l = lag;
        if (l == null) lag = l = new IndexLag(System::currentTimeMillis, IndexLag.NONE);
        return l;
    }

    /**
     * Before a GSI is read: applies the base-table writes that have reached it by now. Takes the write lock
     * only when some are pending (never, unless GSI lag is switched on).
     */
    public void catchUpIndexes() {
        IndexLag l = lag;
        if (l == null || !l.anyPending()) return;
        writing(() -> {
            l.applyDue(indexes);
            return null;
        });
    }

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

    /**
     * What writing {@code after} (null: removing the item) in place of {@code before} would change, in the
     * table and in every index, without changing anything: capacity is known before the write is applied.
     */
    public WriteOutcome plan(StoredItem before, Map<String, AttributeValue> after) {
        StoredItem item = after == null ? null : StoredItem.of(after);
        Map<String, WriteOutcome.IndexChange> changes = new LinkedHashMap<>();
        for (IndexDef index : def.indexes()) {
            SortedIndex store = indexes.get(index.name());
            IndexSlot oldSlot = before == null ? null : slot(index, before.attributes());
            IndexSlot newSlot = item == null ? null : slot(index, item.attributes());
            // A GSI that is behind (GSI lag) may not hold the old entry yet: it is what the old item projects.
            boolean behind = index.global() && lag().lagOf(index.name()) > 0;
            StoredItem oldEntry = oldSlot == null ? null : behind ? StoredItem.of(index.project(before.attributes(), def.key()))
                    : store.get(oldSlot.partition, oldSlot.key);
            StoredItem newEntry = newSlot == null ? null : StoredItem.of(index.project(item.attributes(), def.key()));
            if (oldEntry == null && newEntry == null) continue;
            boolean moved = oldSlot != null && newSlot != null && !oldSlot.equals(newSlot);
            if (oldEntry != null && newEntry != null && !moved && oldEntry.attributes().equals(newEntry.attributes())) continue;
            changes.put(index.name(), new WriteOutcome.IndexChange(oldEntry, newEntry, moved));
        }
        return new WriteOutcome(before, item, changes);
    }

    /** Applies a planned write (made by {@link #plan} under the same lock hold) to the items and indexes. */
    public void apply(WriteOutcome outcome) {
        StoredItem before = outcome.before(), after = outcome.after();
        if (before == null && after == null) return;
        KeyDef k = def.key();
        Map<String, AttributeValue> keyed = (after != null ? after : before).attributes();
        AttributeValue hash = keyed.get(k.hashName());
        AttributeValue range = k.hasRange() ? keyed.get(k.rangeName()) : null;
        if (after == null) items.remove(PartitionToken.of(hash), EntryKey.entry(range, hash, range));
        else items.put(PartitionToken.of(hash), EntryKey.entry(range, hash, range), after);
        outcome.indexChanges().forEach((name, change) -> {
            IndexDef index = def.index(name).orElseThrow();
            SortedIndex store = indexes.get(name);
            IndexSlot oldSlot = before == null ? null : slot(index, before.attributes());
            IndexSlot newSlot = change.after() == null ? null : slot(index, after.attributes());
            long lag = index.global() ? lag().lagOf(name) : 0;
            if (lag > 0) {
                // The GSI is behind: it shows this change once the lag has passed (applied before it is next read).
                lag().add(name, new IndexLag.Change(lag().now() + lag,
                        oldSlot == null ? null : oldSlot.partition, oldSlot == null ? null : oldSlot.key,
                        newSlot == null ? null : newSlot.partition, newSlot == null ? null : newSlot.key, change.after()));
                return;
            }
            if (oldSlot != null) store.remove(oldSlot.partition, oldSlot.key);
            if (newSlot != null) store.put(newSlot.partition, newSlot.key, change.after());
        });
    }

    private record IndexSlot(PartitionToken partition, EntryKey key) {}

    /** Where an item sits in an index, or null when it lacks the index key (sparse index). */
    private IndexSlot slot(IndexDef index, Map<String, AttributeValue> item) {
        if (!index.key().covers(item)) return null;
        KeyDef tk = def.key();
        AttributeValue tableHash = item.get(tk.hashName());
        AttributeValue tableRange = tk.hasRange() ? item.get(tk.rangeName()) : null;
        AttributeValue indexHash = index.key().partitionValue(item);
        AttributeValue indexRange = index.key().sortValue(item);
        return new IndexSlot(PartitionToken.of(indexHash), EntryKey.entry(indexRange, tableHash, tableRange));
    }

    // ---- reads for Query and Scan (callers hold the lock) ----

    /** One partition of the table (indexName null) or of an index, in sort order (a list value for a multi-attribute key). */
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
            sort = def.index(indexName).orElseThrow().key().sortValue(key);
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
            afterPartition = PartitionToken.of(key.partitionValue(exclusiveStart));
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
        warmUp();
        SortedIndex store = new SortedIndex();
        indexes.put(index.name(), store);
        Iterator<Map.Entry<EntryKey, StoredItem>> all = items.scan(0, PartitionToken.HASH_SPACE, null, null);
        while (all.hasNext()) {
            Map<String, AttributeValue> item = all.next().getValue().attributes();
            IndexSlot slot = slot(index, item);
            if (slot != null && backfillable(index.key(), item)) {
                store.put(slot.partition, slot.key, StoredItem.of(index.project(item, def.key())));
            }
        }
    }

    /**
     * Whether a stored item's values can be keys of a new GSI: an empty string or binary, or one longer than a
     * key may be (2048 bytes for a partition key, 1024 for a sort key), is skipped by the backfill (Alternator's
     * test_gsi_updatetable.py, run against AWS: test_gsi_backfill_empty_string, test_gsi_backfill_key_limits).
     */
    private static boolean backfillable(KeyDef key, Map<String, AttributeValue> item) {
        for (String name : key.hashNames()) if (!fitsKey(item.get(name), KeyDef.MAX_PARTITION_KEY_BYTES)) return false;
        for (String name : key.rangeNames()) if (!fitsKey(item.get(name), KeyDef.MAX_SORT_KEY_BYTES)) return false;
        return true;
    }

    private static boolean fitsKey(AttributeValue v, int maxBytes) {
        return !KeyDef.isEmptyValue(v) && KeyDef.valueBytes(v) <= maxBytes;
    }

    public void removeGlobalIndex(String indexName) {
        List<IndexDef> gsis = new ArrayList<>(def.globalIndexes());
        gsis.removeIf(i -> i.name().equals(indexName));
        def = def.withGlobalIndexes(gsis, def.attributeTypes());
        warmUp();
        indexes.remove(indexName);
        lag().drop(indexName);
    }

    public void redefine(TableDef newDef) {
        def = newDef;
        warmUp();
    }

    public TimeToLive timeToLive() { return timeToLive; }

    /** What this table's writes consumed and TTL deleted (DescribeTableMetrics). */
    public TableMetrics metrics() { return metrics; }

    /** Set by UpdateTimeToLive under the write lock. */
    public void timeToLive(TimeToLive ttl) { this.timeToLive = ttl; }

    /** Point-in-time recovery (DescribeContinuousBackups reads it under the read lock). */
    public PointInTimeRecovery pointInTimeRecovery() { return pointInTimeRecovery; }

    /** Set by UpdateContinuousBackups under the write lock; a new table (CreateTable) starts DISABLED. */
    public void pointInTimeRecovery(PointInTimeRecovery pitr) { this.pointInTimeRecovery = pitr; }

    public StreamSettings stream() { return stream; }

    /** Set by the streams registry when a stream is enabled or disabled. */
    public void stream(StreamSettings settings) { this.stream = settings; }

    /**
     * The table class CreateTable or UpdateTable set, null when never set (DescribeTable then shows no
     * TableClassSummary); {@code lastUpdate} (epoch seconds) only after an UpdateTable set it.
     */
    public record TableClass(String name, Double lastUpdate) {}

    public TableClass tableClass() { return tableClass; }

    public void tableClass(TableClass c) { this.tableClass = c; }

    /** DeletionProtectionEnabled: while true, DeleteTable is refused. */
    public boolean deletionProtection() { return deletionProtection; }

    public void deletionProtection(boolean on) { this.deletionProtection = on; }

    /** The KMS key encrypting the table (SSEType KMS), null for the default AWS owned key (no SSEDescription). */
    public String kmsKeyArn() { return kmsKeyArn; }

    public void kmsKeyArn(String arn) { this.kmsKeyArn = arn; }

    /** The table's OnDemandThroughput caps (never null; {@link OnDemandThroughput#NONE} when it has none). */
    public OnDemandThroughput onDemandThroughput() { return onDemandThroughput; }

    public void onDemandThroughput(OnDemandThroughput caps) { this.onDemandThroughput = caps; }

    /** A GSI's OnDemandThroughput caps (never null). */
    public OnDemandThroughput onDemandThroughput(String indexName) {
        return indexOnDemandThroughput.getOrDefault(indexName, OnDemandThroughput.NONE);
    }

    public void onDemandThroughput(String indexName, OnDemandThroughput caps) { indexOnDemandThroughput.put(indexName, caps); }

    /** The table's warm throughput, never below its floor ({@link WarmThroughput#floor}). */
    public WarmThroughput warmThroughput() { return warmThroughput; }

    /** Sets the table's warm throughput (callers checked it is no lower than now). */
    public void warmThroughput(WarmThroughput w) {
        this.warmThroughput = w;
        warmUp();
    }

    /** A GSI's warm throughput, never below its floor. */
    public WarmThroughput warmThroughput(String indexName) { return indexWarmThroughput.get(indexName); }

    /** Sets a GSI's warm throughput (callers checked it is no lower than now). */
    public void warmThroughput(String indexName, WarmThroughput w) {
        indexWarmThroughput.put(indexName, w);
        warmUp();
    }

    /** Tags, guarded by the table's lock. */
    public Map<String, String> tags() { return tags; }
}
