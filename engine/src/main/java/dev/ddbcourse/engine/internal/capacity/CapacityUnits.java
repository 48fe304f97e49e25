package dev.ddbcourse.engine.internal.capacity;

import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;

/**
 * DynamoDB's published rules for capacity units: a read unit per 4 KB (at least one; eventually
 * consistent reads cost half), a write unit per 1 KB (at least one), transactional reads and writes twice.
 */
public final class CapacityUnits {
    private CapacityUnits() {}

    private static final long READ_UNIT_BYTES = 4096;
    private static final long WRITE_UNIT_BYTES = 1024;

    /** Units to read {@code bytes} (one item, or the summed items of a Query/Scan page). */
    public static double read(long bytes, boolean consistent) {
        long units = Math.max(1, ceilDiv(bytes, READ_UNIT_BYTES));
        return consistent ? units : units / 2.0;
    }

    /** Units to write an item of {@code bytes}. */
    public static double write(long bytes) {
        return Math.max(1, ceilDiv(bytes, WRITE_UNIT_BYTES));
    }

    /** The table's units for a write: the larger of the item before and after (1 when neither exists). */
    public static double tableWrite(WriteOutcome outcome) {
        return write(Math.max(size(outcome.before()), size(outcome.after())));
    }

    /**
     * The table's units for a write whose condition failed: DynamoDB still consumes them, one when the item
     * does not exist, else by the existing item's size (Developer Guide, Working with items, "Capacity units
     * consumed by conditional writes"). The error response does not report them; CloudWatch counts them.
     */
    public static double failedConditionalWrite(StoredItem existing) {
        return write(size(existing));
    }

    /** An index's units for a write: a put, an update, a delete, or a delete and a put when its key changed. */
    public static double indexWrite(WriteOutcome.IndexChange change) {
        if (change.before() != null && change.after() != null) {
            if (change.keyChanged()) return write(change.before().size()) + write(change.after().size());
            return write(Math.max(change.before().size(), change.after().size()));
        }
        return write(size(change.before() != null ? change.before() : change.after()));
    }

    private static long size(StoredItem item) {
        return item == null ? 0 : item.size();
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
