package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;

/**
 * Where a partition key value sits in a table's scan order: its 32-bit {@link KeyHash} (DynamoDB's hashed
 * placement), ties broken by the value. Parallel scan segments are equal ranges of this hash.
 *
 * @param value null only in a range bound ({@link #lowest(long)})
 */
public record PartitionToken(long hash, AttributeValue value) implements Comparable<PartitionToken> {
    /** One more than the largest hash. */
    public static final long HASH_SPACE = 1L << 32;

    public static PartitionToken of(AttributeValue value) {
        return new PartitionToken(KeyHash.of(value), value);
    }

    /** Sorts before every partition with hash >= h. */
    public static PartitionToken lowest(long h) {
        return new PartitionToken(h, null);
    }

    /** First hash of parallel-scan segment {@code segment} of {@code total}. */
    public static long segmentStart(int segment, int total) {
        return HASH_SPACE * segment / total;
    }

    @Override
    public int compareTo(PartitionToken o) {
        int c = Long.compare(hash, o.hash);
        if (c != 0) return c;
        if (value == null || o.value == null) return value == null ? (o.value == null ? 0 : -1) : 1;
        if (value instanceof AttributeValue.L x && o.value instanceof AttributeValue.L y) return CompositeKey.compare(x, y);
        return KeyOrder.INSTANCE.compare(value, o.value);
    }
}
