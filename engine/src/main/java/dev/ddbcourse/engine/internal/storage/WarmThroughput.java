package dev.ddbcourse.engine.internal.storage;

/**
 * The warm throughput (read and write units per second) of a table or GSI. The engine has no capacity to warm, so it
 * only keeps and reports the values. In a request either unit may be null: the unit keeps its value.
 */
public record WarmThroughput(Long read, Long write) {
    /** The warm throughput of an on-demand table or GSI that was never asked for more. */
    public static final WarmThroughput BASELINE = new WarmThroughput(12_000L, 4_000L);

    /**
     * The least a table or GSI is warm for: the on-demand baseline, or its provisioned units. DynamoDB's DescribeTable
     * always shows WarmThroughput, and it only rises: to the highest units ever provisioned, to the baseline once the
     * table went on demand, kept when it goes back to provisioned (ack-api-quirks dynamodb 2026-10-09, recorded against
     * AWS: DDB-TABLE-032, DDB-TABLE-061).
     */
    public static WarmThroughput floor(boolean onDemand, Throughput units) {
        return onDemand ? BASELINE : new WarmThroughput(units.read(), units.write());
    }

    /** This request's units over {@code current}'s. */
    public WarmThroughput over(WarmThroughput current) {
        return new WarmThroughput(read == null ? current.read() : read, write == null ? current.write() : write);
    }

    /** Each unit at least {@code other}'s. */
    public WarmThroughput atLeast(WarmThroughput other) {
        return new WarmThroughput(Math.max(read, other.read()), Math.max(write, other.write()));
    }
}
