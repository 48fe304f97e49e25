package dev.ddbcourse.engine.internal.storage;

/**
 * An on-demand table's OnDemandThroughput as DescribeTable shows it: each cap that was set, null when it is not. The
 * engine keeps the caps without enforcing them.
 */
public record OnDemandCaps(Long maxRead, Long maxWrite) {

    /** What no cap is: a request's -1, the value DynamoDB takes for removing a cap. */
    private static final long NONE = -1;

    /**
     * {@code asked}'s given units over {@code current}'s, a -1 (removing its cap) kept: what UpdateTable's answer shows,
     * DescribeTable then leaving the removed cap out (ack-api-quirks dynamodb 2026-10-09, recorded against AWS:
     * DDB-TABLE-178, -182).
     */
    public static OnDemandCaps over(OnDemandCaps current, OnDemandCaps asked) {
        return new OnDemandCaps(asked.maxRead != null ? asked.maxRead : current == null ? null : current.maxRead,
                asked.maxWrite != null ? asked.maxWrite : current == null ? null : current.maxWrite);
    }

    /** These caps without the removed (-1) ones; null when none is left. */
    public OnDemandCaps settled() {
        Long read = maxRead == null || maxRead == NONE ? null : maxRead;
        Long write = maxWrite == null || maxWrite == NONE ? null : maxWrite;
        return read == null && write == null ? null : new OnDemandCaps(read, write);
    }
}
