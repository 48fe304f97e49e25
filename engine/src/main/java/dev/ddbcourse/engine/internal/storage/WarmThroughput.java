package dev.ddbcourse.engine.internal.storage;

/**
 * A table's warm throughput (read and write units per second) as a request set it. The engine has no capacity to warm,
 * so it only keeps and reports the values (Alternator's test_warm_throughput.py, run against AWS, checks that round trip).
 * In a request either unit may be null: the unit keeps its value, at first the baseline every table starts with.
 */
public record WarmThroughput(Long read, Long write) {
    /** The warm throughput every table starts with, also the least a request may ask for. */
    public static final WarmThroughput BASELINE = new WarmThroughput(12_000L, 4_000L);

    /** This request's units over {@code current} (null: the baseline). */
    public WarmThroughput over(WarmThroughput current) {
        WarmThroughput base = current == null ? BASELINE : current;
        return new WarmThroughput(read == null ? base.read() : read, write == null ? base.write() : write);
    }
}
