package dev.ddbcourse.kit.backend;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * The course engine's own switches (engine/README.md) as a backend reaches them: the engine in this JVM
 * directly, a standalone engine through its {@code DdbCourseEngine.*} control requests. DynamoDB Local
 * and AWS have none: every call on {@link #NONE} throws {@link Unavailable}.
 */
public interface EngineControl {
    /** Moves the engine clock forward. */
    void advanceClock(Duration by);

    /**
     * Stops the engine clock at the time it shows (true: from then on only {@link #advanceClock} moves it) or
     * lets it run on from there (false).
     */
    void clockStopped(boolean stopped);

    /** Deletes the items whose TTL has passed on the engine clock, now. */
    void sweepExpiredItems();

    void throttling(boolean on);

    /** Every GSI shows a base-table write only this long after it was made. */
    void gsiLag(Duration lag);

    /** How long new, changed and deleted tables stay CREATING, UPDATING and DELETING. */
    void tableStates(Duration creating, Duration updating, Duration deleting);

    /** The size an item collection of a table with LSIs may reach (DynamoDB's is 10 GB). */
    void itemCollectionLimit(long bytes);
    /** The time on the engine clock; elsewhere ({@link #NONE}) this computer's, which DynamoDB goes by. */
    Instant now();

    /**
     * A table's {@code ConsumedWriteCapacityUnits} (Double) and {@code TimeToLiveDeletedItemCount} (Long) since it was
     * created, as CloudWatch counts them on AWS (the engine's {@code DescribeTableMetrics}).
     */
    Map<String, Object> tableMetrics(String table);

    /** The backend has no such switch. */
    final class Unavailable extends RuntimeException {
        Unavailable(String why) {
            super(why, null, false, false);
        }
    }

    /** DynamoDB Local, AWS: real time, and DynamoDB's own behaviour. */
    EngineControl NONE = new EngineControl() {
        private void no() {
            throw new Unavailable("this backend is not the course's engine");
        }

        @Override public void advanceClock(Duration by) { no(); }
        @Override public void clockStopped(boolean stopped) { no(); }
        @Override public void sweepExpiredItems() { no(); }
        @Override public void throttling(boolean on) { no(); }
        @Override public void gsiLag(Duration lag) { no(); }
        @Override public void tableStates(Duration creating, Duration updating, Duration deleting) { no(); }
        @Override public void itemCollectionLimit(long bytes) { no(); }
        @Override public Instant now() { return Instant.now(); }
        @Override public Map<String, Object> tableMetrics(String table) { no(); return null; }
    };
}
