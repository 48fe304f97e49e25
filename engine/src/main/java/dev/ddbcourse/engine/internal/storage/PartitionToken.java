package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;

import java.nio.charset.StandardCharsets;

/**
 * Where a partition key value sits in a table's scan order: a 32-bit hash of the value (like DynamoDB's
 * hashed placement), ties broken by the value. Parallel scan segments are ranges of this hash.
 *
 * @param value null only in a range bound ({@link #lowest(long)})
 */
public record PartitionToken(long hash, AttributeValue value) implements Comparable<PartitionToken> {
    /** One more than the largest hash. */
    public static final long HASH_SPACE = 1L << 32;

    public static PartitionToken of(AttributeValue value) {
        return new PartitionToken(hash(value), value);
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

    /**
     * FNV-1a over the value's canonical bytes with a murmur finaliser, as an unsigned 32-bit number. A
     * multi-attribute partition key (a list of values) hashes its values together, each with its type.
     */
    static long hash(AttributeValue value) {
        int h = 0x811c9dc5;
        if (value instanceof AttributeValue.L l) {
            for (AttributeValue part : l.values()) h = mix(h * 0x01000193, part);
        } else {
            h = mix(h, value);
        }
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h & 0xffffffffL;
    }

    private static int mix(int h, AttributeValue value) {
        byte[] bytes;
        if (value instanceof AttributeValue.S s) bytes = s.value().getBytes(StandardCharsets.UTF_8);
        else if (value instanceof AttributeValue.N n) bytes = n.text().getBytes(StandardCharsets.US_ASCII);
        else if (value instanceof AttributeValue.B b) bytes = b.value();
        else bytes = value.toString().getBytes(StandardCharsets.UTF_8);
        h ^= value.type().hashCode();
        for (byte x : bytes) {
            h ^= x & 0xff;
            h *= 0x01000193;
        }
        return h;
    }
}
