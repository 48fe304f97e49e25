package dev.ddbcourse.kit.backend;

import java.time.Duration;

/**
 * The course engine's behaviour switches (engine/README.md), as a backend reaches them: the embedded
 * engine directly, a standalone engine through its {@code DdbCourseEngine.SetSwitches} control
 * request. DynamoDB Local and AWS have none ({@link Backend#switchboard()} is null there).
 */
public interface Switchboard {
    void throttling(boolean on);

    void gsiLag(Duration lag);

    void tableStates(Duration creating, Duration updating, Duration deleting);

    /** The size an item collection of a table with LSIs may reach (DynamoDB's is 10 GB). */
    void itemCollectionLimit(long bytes);
}
