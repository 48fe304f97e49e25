package dev.ddbcourse.engine.internal.storage;

/**
 * An on-demand table's OnDemandThroughput as DescribeTable shows it: each cap that was set, null when it is not. The
 * engine keeps the caps without enforcing them.
 */
public record OnDemandCaps(Long maxRead, Long maxWrite) {

    /** What no cap is: a request's -1, the value DynamoDB takes for removing a cap. */
    private static final long NONE = -1;

    /**
     * These caps with {@code asked}'s given units over them, a -1 removing its cap (ack-api-quirks dynamodb 2026-10-09,
     * recorded against AWS); null when no cap is left.
     */
    public static OnDemandCaps merged(OnDemandCaps current, OnDemandCaps asked) {
        Long read = pick(current == null ? null : current.maxRead, asked.maxRead);
        Long write = pick(current == null ? null : current.maxWrite, asked.maxWrite);
        return read == null && write == null ? null : new OnDemandCaps(read, write);
    }

    private static Long pick(Long current, Long asked) {
        if (asked == null) return current;
        return asked == NONE ? null : asked;
    }
}
