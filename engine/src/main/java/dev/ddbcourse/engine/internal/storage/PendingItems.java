package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The items of a TransactWriteItems that is applying its writes with the table locks released (only while a
 * {@link dev.ddbcourse.engine.EngineSwitches.TransactionStep} holds it between two items). DynamoDB's
 * isolation rules follow from them: a GetItem waits for the transaction (serializable), a TransactGetItems, a
 * TransactWriteItems or a single write of such an item conflicts, and a Query, Scan or BatchGetItem reads on
 * (read-committed: it may see some of the transaction's items new and others old). Marked and cleared under
 * the tables' write locks, so a reader holding a table's lock sees a consistent answer.
 */
public final class PendingItems {
    private final Set<List<Object>> pending = new HashSet<>();

    private static List<Object> id(Table table, Map<String, AttributeValue> key) {
        return List.of(table.name(), Map.copyOf(key));
    }

    synchronized void add(Table table, Map<String, AttributeValue> key) {
        pending.add(id(table, key));
    }

    /** Marks the items, runs {@code apply}, then clears them and wakes whoever waits for them. */
    public <T> T during(Collection<Map.Entry<Table, Map<String, AttributeValue>>> items, java.util.function.Supplier<T> apply) {
        for (Map.Entry<Table, Map<String, AttributeValue>> e : items) add(e.getKey(), e.getValue());
        try {
            return apply.get();
        } finally {
            synchronized (this) {
                for (Map.Entry<Table, Map<String, AttributeValue>> e : items) pending.remove(id(e.getKey(), e.getValue()));
                notifyAll();
            }
        }
    }

    public synchronized boolean contains(Table table, Map<String, AttributeValue> key) {
        return !pending.isEmpty() && pending.contains(id(table, key));
    }

    /** Waits (holding no table lock) until the item is no longer part of a transaction being applied. */
    public synchronized void awaitDone(Table table, Map<String, AttributeValue> key) {
        List<Object> id = id(table, key);
        while (pending.contains(id)) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
