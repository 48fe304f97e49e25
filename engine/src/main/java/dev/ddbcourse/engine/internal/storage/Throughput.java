package dev.ddbcourse.engine.internal.storage;

/**
 * Provisioned read and write capacity units of a table or GSI (0, 0 when on demand), with when they
 * were last raised or lowered (epoch seconds, null when never) and how many decreases were made
 * (DynamoDB resets that count daily; a course session never lasts that long).
 */
public record Throughput(long read, long write, Double lastIncrease, Double lastDecrease, int decreasesToday) {
    public static final Throughput ON_DEMAND = new Throughput(0, 0);

    public Throughput(long read, long write) {
        this(read, write, null, null, 0);
    }

    /** These units, remembering when capacity went up or down compared with {@code before}. */
    public Throughput changedFrom(Throughput before, double now) {
        boolean up = read > before.read || write > before.write;
        boolean down = read < before.read || write < before.write;
        return new Throughput(read, write, up ? Double.valueOf(now) : before.lastIncrease,
                down ? Double.valueOf(now) : before.lastDecrease, before.decreasesToday + (down ? 1 : 0));
    }

    /** On demand after provisioned: DynamoDB keeps the last increase and forgets the last decrease. */
    public Throughput onDemandFrom(Throughput before) {
        return new Throughput(0, 0, before.lastIncrease, null, before.decreasesToday);
    }
}
