package dev.ddbcourse.engine.internal.writes;

import dev.ddbcourse.engine.internal.capacity.WriteCost;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The one place an item write happens, in four steps: {@link #plan} (the new item, what changes in the
 * table and each index, the units it costs), admission (every {@link Gate} may refuse the planned writes
 * before any is applied: the seam for throttling), {@link #apply} (table and indexes), and the change record
 * (every {@link ChangeListener}: the seam for Streams). Callers hold the write locks of the tables involved.
 */
public final class ItemWriter {
    /** Who made a write: a client request, or DynamoDB's TTL service. */
    public enum Origin { REQUEST, TTL }

    /** Sees the planned writes of one request before any is applied; throws a DynamoDbError to refuse them. */
    @FunctionalInterface
    public interface Gate {
        void admit(List<Planned> writes);
    }

    /** Told of every applied write that changed the item (not of condition checks or writes that change nothing). */
    @FunctionalInterface
    public interface ChangeListener {
        void changed(Table table, WriteOutcome outcome, Origin origin);
    }

    /** A write ready to apply: its action, what it changes, and what it costs. */
    public record Planned(Table table, WriteAction action, WriteAction.Applied applied, WriteOutcome outcome,
                          WriteCost cost, Origin origin) {}

    /** What was written: the item before (null when absent), the outcome, and the cost. */
    public record Written(StoredItem before, WriteAction.Applied applied, WriteOutcome outcome, WriteCost cost) {}

    private final List<Gate> gates = new CopyOnWriteArrayList<>();
    private final List<ChangeListener> listeners = new CopyOnWriteArrayList<>();

    public void addGate(Gate gate) { gates.add(gate); }

    public void addChangeListener(ChangeListener listener) { listeners.add(listener); }

    /**
     * A single write as PutItem, UpdateItem, DeleteItem and BatchWriteItem make it: the condition on the
     * current item, the action, admission, the write. A failed condition still consumes write units
     * ({@link WriteCost#failedCondition}): it passes admission with them (a request the table has no units for is
     * throttled before its condition counts), they are counted in the table's consumed write units, and then it
     * fails with ConditionalCheckFailedException, which reports no capacity.
     */
    public Written single(Table table, WriteAction action) {
        StoredItem existing = table.get(action.key());
        if (!action.conditionHolds(existing)) {
            Planned refused = new Planned(table, action, new WriteAction.Applied(
                    existing == null ? null : existing.attributes(), false, null),
                    new WriteOutcome(existing, existing, java.util.Map.of()), WriteCost.failedCondition(existing),
                    Origin.REQUEST);
            admit(List.of(refused));
            apply(refused);
            throw action.conditionFailed(existing);
        }
        Planned planned = plan(table, action, existing, action.apply(table.def(), existing), WriteCost.Charge.STANDARD,
                Origin.REQUEST);
        admit(List.of(planned));
        return apply(planned);
    }

    /** Plans a write whose action was applied to {@code existing} (the item read under the same lock hold). */
    public Planned plan(Table table, WriteAction action, StoredItem existing, WriteAction.Applied applied,
                        WriteCost.Charge charge, Origin origin) {
        WriteOutcome outcome = applied.writes() ? table.plan(existing, applied.after())
                : new WriteOutcome(existing, existing, java.util.Map.of());
        return new Planned(table, action, applied, outcome, WriteCost.of(outcome, charge), origin);
    }

    /** Every gate sees the writes of one request together, before any of them is applied. */
    public void admit(List<Planned> writes) {
        for (Gate gate : gates) gate.admit(writes);
    }

    /** Applies a planned write (a condition check or a failed condition changes nothing) and counts its units. */
    public Written apply(Planned p) {
        p.table().metrics().wrote(p.cost().total());
        if (p.applied().writes()) {
            p.table().apply(p.outcome());
            if (p.origin() == Origin.TTL) p.table().metrics().deletedByTtl();
            if (changesItem(p.outcome())) {
                for (ChangeListener listener : listeners) listener.changed(p.table(), p.outcome(), p.origin());
            }
        }
        return new Written(p.outcome().before(), p.applied(), p.outcome(), p.cost());
    }

    /** False for a delete of a missing item and a write of the same attributes the item has. */
    private static boolean changesItem(WriteOutcome o) {
        if (o.before() == null || o.after() == null) return o.before() != o.after();
        return !o.before().attributes().equals(o.after().attributes());
    }
}
