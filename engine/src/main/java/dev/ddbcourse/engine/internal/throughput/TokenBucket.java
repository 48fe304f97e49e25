package dev.ddbcourse.engine.internal.throughput;

/**
 * Capacity units that refill at a steady rate up to a ceiling. A new bucket holds one second of units
 * (a fresh table has no unused capacity saved yet). Callers hold the model's lock.
 */
final class TokenBucket {
    private final double perSecond;
    private final double ceiling;
    private double units;
    private long lastMillis;

    TokenBucket(double perSecond, double burstSeconds, long nowMillis) {
        this.perSecond = perSecond;
        this.ceiling = perSecond * burstSeconds;
        this.units = Math.min(perSecond, ceiling);
        this.lastMillis = nowMillis;
    }

    double perSecond() { return perSecond; }

    /** The units available at {@code nowMillis} (refilled for the time since the last look). */
    double available(long nowMillis) {
        if (nowMillis > lastMillis) {
            units = Math.min(ceiling, units + perSecond * (nowMillis - lastMillis) / 1000.0);
            lastMillis = nowMillis;
        }
        return units;
    }

    /** Spends units; a read's actual cost is known only afterwards, so the balance may go below zero. */
    void take(double spent) {
        units -= spent;
    }
}
