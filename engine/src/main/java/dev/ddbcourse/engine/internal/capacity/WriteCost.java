package dev.ddbcourse.engine.internal.capacity;

import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The write units one item write consumes on its table and on each index it touches, known before the
 * write is applied (throttling can refuse it then).
 *
 * @param indexes units per index name (only the indexes whose entry changed)
 */
public record WriteCost(double table, Map<String, Double> indexes) {
    public static final WriteCost FREE = new WriteCost(0, Map.of());

    /** How a write is charged. */
    public enum Charge {
        /** PutItem, UpdateItem, DeleteItem, BatchWriteItem. */
        STANDARD,
        /**
         * TransactWriteItems: twice on the table ("two underlying writes of every item", Developer Guide,
         * Transactions, capacity management); index writes once. The guide says nothing about indexes; two
         * independent measurements against live DynamoDB (issue 17) report a transaction's GSI writes at the
         * single rate, so that is what is charged here.
         */
        TRANSACTION,
        /** TTL deletions: DynamoDB does not charge write capacity for them (Developer Guide, Time to Live). */
        FREE
    }

    /**
     * A write whose condition failed: the table's units by the existing item ({@link CapacityUnits#failedConditionalWrite}),
     * none on an index, since no entry changes.
     */
    public static WriteCost failedCondition(StoredItem existing) {
        return new WriteCost(CapacityUnits.failedConditionalWrite(existing), Map.of());
    }

    public static WriteCost of(WriteOutcome outcome, Charge charge) {
        if (charge == Charge.FREE) return FREE;
        double tableFactor = charge == Charge.TRANSACTION ? 2 : 1;
        Map<String, Double> indexes = new LinkedHashMap<>();
        outcome.indexChanges().forEach((name, change) -> indexes.put(name, CapacityUnits.indexWrite(change)));
        return new WriteCost(CapacityUnits.tableWrite(outcome) * tableFactor, indexes);
    }

    public double total() {
        double total = table;
        for (double units : indexes.values()) total += units;
        return total;
    }
}
