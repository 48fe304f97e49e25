package dev.ddbcourse.engine;

import java.time.Duration;
import java.time.Instant;

/**
 * The engine's one source of time: table creation times, idempotency-token windows, TTL expiry and
 * stream record times all read it, never the wall clock.
 *
 * <p>A <em>system</em> clock follows the computer's clock (plus any offset added by {@link #set} or
 * {@link #advance}); a <em>manual</em> clock stands still until it is set or advanced, so a lesson's
 * output is the same on every run. {@link #stop} and {@link #run} switch between the two while the engine
 * runs, keeping the time the clock shows. Thread-safe.
 */
public final class EngineClock {
    private boolean manual;
    private long offsetMillis;   // system: added to the computer's clock
    private long manualMillis;   // manual: the time itself

    private EngineClock(boolean manual, long millis) {
        this.manual = manual;
        this.manualMillis = millis;
    }

    /** The computer's clock. */
    public static EngineClock system() {
        return new EngineClock(false, 0);
    }

    /** A clock that shows {@code start} until it is set or advanced. */
    public static EngineClock manual(Instant start) {
        return new EngineClock(true, start.toEpochMilli());
    }

    public synchronized boolean isManual() { return manual; }

    public synchronized long millis() {
        return manual ? manualMillis : System.currentTimeMillis() + offsetMillis;
    }

    public Instant now() { return Instant.ofEpochMilli(millis()); }

    /** Epoch seconds with milliseconds as the fraction, as DynamoDB's JSON timestamps are. */
    public double epochSeconds() { return millis() / 1000.0; }

    /** Makes the clock show {@code time} (a system clock then runs on from there). */
    public synchronized void set(Instant time) {
        if (manual) manualMillis = time.toEpochMilli();
        else offsetMillis = time.toEpochMilli() - System.currentTimeMillis();
    }

    /** Moves the clock forward; a negative duration is refused (time in the engine never goes back by itself). */
    public synchronized void advance(Duration by) {
        if (by.isNegative()) throw new IllegalArgumentException("cannot advance the clock by a negative duration: " + by);
        if (manual) manualMillis += by.toMillis();
        else offsetMillis += by.toMillis();
    }

    /** Stands still at the time it shows: from now on it moves only when set or advanced, as a manual clock. */
    public synchronized void stop() {
        manualMillis = millis();
        manual = true;
    }

    /** Runs on at the computer's pace from the time it shows, as a system clock. */
    public synchronized void run() {
        offsetMillis = millis() - System.currentTimeMillis();
        manual = false;
    }

    @Override
    public String toString() {
        return (manual ? "manual clock at " : "system clock at ") + now();
    }
}
