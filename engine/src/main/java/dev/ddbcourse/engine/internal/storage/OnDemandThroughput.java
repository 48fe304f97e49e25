package dev.ddbcourse.engine.internal.storage;

/**
 * An on-demand table's or GSI's OnDemandThroughput: the most read and write request units a second, null for no cap.
 * The engine keeps and shows the caps; it does not throttle by them.
 */
public record OnDemandThroughput(Long read, Long write) {
    public static final OnDemandThroughput NONE = new OnDemandThroughput(null, null);

    /**
     * The caps after an UpdateTable asked for {@code asked}: a unit it names replaces this one, -1 removes it, a unit it
     * leaves out stays (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-178, -182).
     */
    public OnDemandThroughput merge(OnDemandThroughput asked) {
        return new OnDemandThroughput(merged(read, asked.read), merged(write, asked.write));
    }

    /** What UpdateTable's answer shows for {@code asked}: the units as asked (-1 too), the others as they were. */
    public OnDemandThroughput answering(OnDemandThroughput asked) {
        return new OnDemandThroughput(asked.read != null ? asked.read : read, asked.write != null ? asked.write : write);
    }

    public boolean none() {
        return read == null && write == null;
    }

    private static Long merged(Long now, Long asked) {
        return asked == null ? now : asked == -1 ? null : asked;
    }
}
