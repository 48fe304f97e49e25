package dev.ddbcourse.kit.backend;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;

/**
 * The kit's one-liners for the engine's switches. Each returns true when the backend took it; where it
 * cannot (DynamoDB Local, AWS, another endpoint), it prints what the learner would see there instead and
 * returns false, so the lesson can skip that step.
 */
public final class LessonSwitches {
    private LessonSwitches() {}

    public static boolean advanceClock(Duration by) {
        return advanceClock(CourseClient.sharedControl(), by);
    }

    private static boolean advanceClock(EngineControl control, Duration by) {
        return apply(control, c -> c.advanceClock(by), "the clock",
                "DynamoDB Local and AWS run on real time: wait, or compare the TTL attribute with the time you mean");
    }

    /** Kit.replaySeconds: each second's requests, then the clock a second on; the throttled counts by second. */
    public static Map<Integer, Integer> replaySeconds(int seconds, IntUnaryOperator oneSecond) {
        return replaySeconds(CourseClient.sharedControl(), seconds, oneSecond);
    }

    static Map<Integer, Integer> replaySeconds(EngineControl control, int seconds, IntUnaryOperator oneSecond) {
        var throttled = new LinkedHashMap<Integer, Integer>();
        for (int second = 0; second < seconds; second++) {
            throttled.put(second, oneSecond.applyAsInt(second));
            advanceClock(control, Duration.ofSeconds(1));
        }
        return throttled;
    }

    public static boolean clockStopped(boolean stopped) {
        return apply(c -> c.clockStopped(stopped), "the clock",
                "DynamoDB Local and AWS run on real time, which never stops: a replay there depends on how fast its requests go");
    }

    public static boolean sweepExpiredItems() {
        return apply(EngineControl::sweepExpiredItems, "the TTL sweep",
                "DynamoDB Local never deletes expired items; AWS deletes them in the background, typically within"
                        + " a few days of expiry");
    }

    public static boolean throttling(boolean on) {
        return apply(c -> c.throttling(on), "throttling",
                "DynamoDB Local never throttles; real DynamoDB throttles a partition over 3,000 RCU or 1,000 WCU a second"
                        + " and a provisioned table over its capacity, without being asked");
    }

    public static boolean gsiLag(Duration lag) {
        return apply(c -> c.gsiLag(lag), "GSI lag",
                "DynamoDB Local updates GSIs at once; real DynamoDB's GSIs are eventually consistent, usually behind by"
                        + " a fraction of a second");
    }

    public static boolean tableStates(Duration creating, Duration updating, Duration deleting) {
        return apply(c -> c.tableStates(creating, updating, deleting), "table states",
                "DynamoDB Local makes tables ACTIVE at once; real DynamoDB keeps them CREATING, UPDATING or DELETING"
                        + " for seconds to minutes");
    }

    public static boolean itemCollectionLimit(long bytes) {
        return apply(c -> c.itemCollectionLimit(bytes), "the item-collection limit",
                "DynamoDB Local and AWS keep it at 10 GB, which a lesson cannot fill");
    }

    /** A table's write units and TTL deletions from the engine; null, with a line, where there are none to read. */
    public static Map<String, Object> tableMetrics(String table) {
        var read = new java.util.concurrent.atomic.AtomicReference<Map<String, Object>>();
        boolean got = apply(c -> read.set(c.tableMetrics(table)), "table metrics",
                "DynamoDB Local keeps none; on AWS, CloudWatch graphs ConsumedWriteCapacityUnits and TimeToLiveDeletedItemCount"
                        + " for every table");
        return got ? read.get() : null;
    }

    private static boolean apply(Consumer<EngineControl> change, String what, String elsewhere) {
        return apply(CourseClient.sharedControl(), change, what, elsewhere);
    }

    static boolean apply(EngineControl control, Consumer<EngineControl> change, String what, String elsewhere) {
        try {
            change.accept(control);
            return true;
        } catch (EngineControl.Unavailable e) {
            System.out.println("(" + what + " cannot be switched here: " + e.getMessage() + ". " + elsewhere + ".)");
            return false;
        }
    }
}
