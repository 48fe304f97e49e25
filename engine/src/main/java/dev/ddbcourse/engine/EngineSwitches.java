package dev.ddbcourse.engine;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The behaviours DynamoDB has and local emulators fake, each off by default (so the engine answers at
 * once, as DynamoDB Local does): throttling, GSI propagation lag, how long tables stay CREATING,
 * UPDATING and DELETING, and the LSI item-collection size limit (always on; lowered for tests). Shared by
 * every database of an engine; changed from Java ({@link EmbeddedDynamoDb#switches()}), by start flags
 * and by the {@code DdbCourseEngine.SetSwitches} control request (engine/README.md). Thread-safe.
 */
public final class EngineSwitches {
    /** DynamoDB's limit on an item collection of a table with local secondary indexes: 10 GB. */
    public static final long ITEM_COLLECTION_LIMIT_BYTES = 10L * 1024 * 1024 * 1024;

    private volatile boolean throttling;
    private volatile Duration creating = Duration.ZERO;
    private volatile Duration updating = Duration.ZERO;
    private volatile Duration deleting = Duration.ZERO;
    private volatile Duration gsiLag = Duration.ZERO;
    private final Map<String, Duration> gsiLagByIndex = new ConcurrentHashMap<>();
    private volatile long itemCollectionLimitBytes = ITEM_COLLECTION_LIMIT_BYTES;
    private volatile TransactionStep transactionStep;

    /**
     * A Java-only test hook: called by TransactWriteItems between applying one of its items and the next, with
     * no table lock held, so a test can hold a transaction half-applied and read meanwhile (engine/README.md,
     * "Transactions half-applied").
     */
    @FunctionalInterface
    public interface TransactionStep {
        /** @param applied how many of the transaction's {@code total} items are written so far (1 to total - 1) */
        void between(int applied, int total) throws InterruptedException;
    }

    /** Throughput limits and ProvisionedThroughputExceededException (off: nothing is ever throttled). */
    public boolean throttling() { return throttling; }

    public EngineSwitches throttling(boolean on) { throttling = on; return this; }

    /** How long a new table (and its GSIs) stays CREATING; zero: ACTIVE at once. */
    public Duration creating() { return creating; }

    public EngineSwitches creating(Duration d) { creating = checked(d); return this; }

    /** How long an UpdateTable keeps the table UPDATING (and a new GSI CREATING, backfilling). */
    public Duration updating() { return updating; }

    public EngineSwitches updating(Duration d) { updating = checked(d); return this; }

    /** How long a deleted table stays DELETING before it is gone. */
    public Duration deleting() { return deleting; }

    public EngineSwitches deleting(Duration d) { deleting = checked(d); return this; }

    /** How long after a base-table write a GSI shows it (every GSI without a lag of its own). */
    public Duration gsiLag() { return gsiLag; }

    public EngineSwitches gsiLag(Duration d) { gsiLag = checked(d); return this; }

    /** The lag of one GSI (falls back to {@link #gsiLag()}). */
    public Duration gsiLag(String table, String index) {
        Duration own = gsiLagByIndex.get(table + "/" + index);
        return own != null ? own : gsiLag;
    }

    public EngineSwitches gsiLag(String table, String index, Duration d) {
        gsiLagByIndex.put(table + "/" + index, checked(d));
        return this;
    }

    /** The item-collection size limit of tables with LSIs (DynamoDB's 10 GB unless lowered for a test). */
    public long itemCollectionLimitBytes() { return itemCollectionLimitBytes; }

    public EngineSwitches itemCollectionLimitBytes(long bytes) {
        if (bytes < 1) throw new IllegalArgumentException("the item collection limit must be at least 1 byte: " + bytes);
        itemCollectionLimitBytes = bytes;
        return this;
    }

    /** The hook called between a transaction's items, or null (the default: a transaction applies at once). */
    public TransactionStep transactionStep() { return transactionStep; }

    public EngineSwitches transactionStep(TransactionStep step) { transactionStep = step; return this; }

    /** True when any per-index lag is set or the engine-wide one is (the write path keeps pending entries only then). */
    public boolean anyGsiLag() { return !gsiLag.isZero() || !gsiLagByIndex.isEmpty(); }

    private static Duration checked(Duration d) {
        if (d.isNegative()) throw new IllegalArgumentException("a duration cannot be negative: " + d);
        return d;
    }

    @Override
    public String toString() {
        return "throttling " + (throttling ? "on" : "off") + ", creating " + creating + ", updating " + updating
                + ", deleting " + deleting + ", GSI lag " + gsiLag + " " + gsiLagByIndex + ", item collection limit "
                + itemCollectionLimitBytes + " bytes";
    }
}
