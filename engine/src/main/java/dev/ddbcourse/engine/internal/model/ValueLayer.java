package dev.ddbcourse.engine.internal.model;

import java.util.function.Supplier;

/**
 * The two layers in which DynamoDB checks a request's attribute values; the operation decides which, and the layer
 * decides the wording of a number it cannot read and of a set with a value twice (paritysuite/dynamodb-conformance
 * tests/tier3/error-messages/valueLayers.test.ts, captured in four AWS regions).
 *
 * <ul>
 *   <li>{@link #CURRENT}: PutItem, UpdateItem, DeleteItem, GetItem, BatchGetItem and Query. An empty number keeps
 *   the colon ("...numeric value: "), numbers are range-checked on their full exponent, a set's members are quoted in
 *   byte order up to the repeat, and a bad expression value is reported as it is, not as an invalid value for its key.
 *   <li>{@link #OLDER}: everything else (BatchWriteItem, the transactions, Scan). Numbers are read as Java's BigDecimal
 *   reads them (1e2147483647 wraps to an underflow, an empty number has no colon), a set is printed as sent, and an
 *   expression value's fault is wrapped ("ExpressionAttributeValues contains invalid value: ... for key :v").
 * </ul>
 *
 * The operation's validate step runs inside {@link #during}; what runs outside any is in the older layer.
 */
public enum ValueLayer {
    CURRENT, OLDER;

    private static final ThreadLocal<ValueLayer> ACTIVE = new ThreadLocal<>();

    /** The layer of the request being validated on this thread (the older one outside any {@link #during}). */
    public static ValueLayer active() {
        ValueLayer layer = ACTIVE.get();
        return layer == null ? OLDER : layer;
    }

    /**
     * Runs {@code step} with values checked in this layer, unless an enclosing step chose one already: the request's
     * operation decides, so a PartiQL statement run as UpdateItem keeps its own (older) layer.
     */
    public <R> R during(Supplier<R> step) {
        if (ACTIVE.get() != null) return step.get();
        ACTIVE.set(this);
        try {
            return step.get();
        } finally {
            ACTIVE.remove();
        }
    }
}
