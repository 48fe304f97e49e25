package dev.ddbcourse.engine.internal.storage;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * GSI propagation lag: with a lag switched on, a base-table write reaches a GSI only that long after it
 * was made (on the engine clock), as DynamoDB propagates GSIs asynchronously. Pending changes are kept
 * in write order per index and applied, under the table's write lock, before the index is next read.
 * LSIs and the table itself are never behind.
 */
final class IndexLag {
    /** How long each GSI of this table is behind, in milliseconds (0: not behind). */
    interface Lags {
        long millis(String index);
    }

    static final Lags NONE = index -> 0;

    /** One write's change to one index entry: remove the old slot, put the new entry (either may be absent). */
    record Change(long visibleAt, PartitionToken oldPartition, EntryKey oldKey, PartitionToken newPartition,
                  EntryKey newKey, StoredItem newEntry) {}

    private final LongSupplier now;
    private final Lags lags;
    private final Map<String, ArrayDeque<Change>> pending = new HashMap<>();
    private volatile boolean any;

    IndexLag(LongSupplier now, Lags lags) {
        this.now = now;
        this.lags = lags;
    }

    /** The lag of a GSI now, or 0 (also while older changes are still pending, which keeps write order). */
    long lagOf(String index) {
        long lag = lags.millis(index);
        if (lag > 0) return lag;
        ArrayDeque<Change> q = pending.get(index);
        return q == null || q.isEmpty() ? 0 : 1;
    }

    long now() { return now.getAsLong(); }

    void add(String index, Change change) {
        pending.computeIfAbsent(index, k -> new ArrayDeque<>()).add(change);
        any = true;
    }

    /** Cheap check (no lock) for the read path: is anything waiting? */
    boolean anyPending() { return any; }

    /** Applies every change that is due by now; callers hold the table's write lock. */
    void applyDue(Map<String, SortedIndex> stores) {
        long t = now.getAsLong();
        boolean left = false;
        for (Map.Entry<String, ArrayDeque<Change>> e : pending.entrySet()) {
            SortedIndex store = stores.get(e.getKey());
            ArrayDeque<Change> q = e.getValue();
            while (!q.isEmpty() && q.peek().visibleAt() <= t) {
                Change c = q.poll();
                if (store == null) continue;
                if (c.oldKey() != null) store.remove(c.oldPartition(), c.oldKey());
                if (c.newKey() != null) store.put(c.newPartition(), c.newKey(), c.newEntry());
            }
            left |= !q.isEmpty();
        }
        any = left;
    }

    void drop(String index) {
        pending.remove(index);
    }
}
