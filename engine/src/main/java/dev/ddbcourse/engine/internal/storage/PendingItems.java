package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The items of a TransactWriteItems that is applying its writes with the table locks released (only while a
 * {@link dev.ddbcourse.engine.EngineSwitches.TransactionStep} holds it between two items). DynamoDB's
 * isolation rules follow from them: a GetItem waits for the transaction (serializable), a TransactGetItems, a
 * TransactWriteItems or a single write of such an item conflicts, and a Query, Scan or BatchGetItem reads on
 * (read-committed: it may see some of the transaction's items new and others old). Marked and cleared under
 * the tables' write locks, so a reader holding a table's lock sees a consistent answer.
 */
public final class PendingItems {
    /** Concurrent, so the check every GetItem makes takes no lock; waiting and waking use this object's monitor. */
    private final Set<List<Object>> pending = ConcurrentHashMap.newKeySet();

    private static List<Object> id(Table table, Map<String, AttributeValue> key) {
        return List.of(table.name(), Map.copyOf(key));
    }

    /** Marks the items, runs {@code apply}, then clears them and wakes whoever waits for them. */
    public <T> T during(Collection<Map.Entry<Table, Map<String, AttributeValue>>> items, Supplier<T> apply) {
        for (Map.Entry<Table, Map<String, AttributeValue>> e : items) pending.add(id(e.getKey(), e.getValue()));
        try {
            return apply.get();
        } finally {
            synchronized (this) {
                for (Map.Entry<Table, Map<String, AttributeValue>> e : items) pending.remove(id(e.getKey(), e.getValue()));
                notifyAll();
            }
        }
    }

    public boolean contains(Table table, Map<String, AttributeValue> key) {
        return !pending.isEmpty() && pending.contains(id(table, key));
    }

    /**
     * Waits (holding no table lock) until the item is no longer part of a transaction being applied; on a
     * thread that must not wait, throws {@link MustWait} instead. Interrupted (the engine is closing), it gives up.
     */
    public synchronized void awaitDone(Table table, Map<String, AttributeValue> key) {
        List<Object> id = id(table, key);
        if (pending.contains(id)) MustWait.unlessMayWait();
        while (pending.contains(id)) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw DynamoDbError.internal(Messages.INTERNAL_SERVER_ERROR);
            }
        }
    }
}
