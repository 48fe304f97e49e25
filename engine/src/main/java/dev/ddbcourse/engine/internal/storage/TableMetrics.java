package dev.ddbcourse.engine.internal.storage;

import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;

/**
 * Two of the per-table figures CloudWatch keeps for DynamoDB, counted since the table was created: the
 * write units its writes consumed (table and indexes, as their ConsumedCapacity reports them; writes whose
 * condition failed and transactions' condition checks included) and how many items TTL deleted. They show that a TTL deletion consumes no write units. Thread-safe.
 */
public final class TableMetrics {
    private final DoubleAdder consumedWriteUnits = new DoubleAdder();
    private final LongAdder ttlDeletedItems = new LongAdder();

    public void wrote(double units) { consumedWriteUnits.add(units); }

    public void deletedByTtl() { ttlDeletedItems.increment(); }

    /** CloudWatch's ConsumedWriteCapacityUnits, summed. */
    public double consumedWriteUnits() { return consumedWriteUnits.sum(); }

    /** CloudWatch's TimeToLiveDeletedItemCount, summed. */
    public long ttlDeletedItems() { return ttlDeletedItems.sum(); }
}
