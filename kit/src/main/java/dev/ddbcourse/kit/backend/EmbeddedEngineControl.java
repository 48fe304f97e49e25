package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/** The engine in this JVM, switched directly. */
final class EmbeddedEngineControl implements EngineControl {
    private final EmbeddedDynamoDb engine;
    /** What the engine offers only as a control request (its table metrics). */
    private final ControlRequests requests;

    EmbeddedEngineControl(EmbeddedDynamoDb engine) {
        this.engine = engine;
        this.requests = new ControlRequests(engine.endpoint());
    }

    @Override public void advanceClock(Duration by) { engine.clock().advance(by); }

    @Override
    public void clockStopped(boolean stopped) {
        if (stopped) engine.clock().stop();
        else engine.clock().run();
    }

    @Override public void sweepExpiredItems() { engine.sweepExpiredItems(); }
    @Override public void throttling(boolean on) { engine.switches().throttling(on); }
    @Override public void gsiLag(Duration lag) { engine.switches().gsiLag(lag); }
    @Override public Instant now() { return engine.clock().now(); }
    @Override public Map<String, Object> tableMetrics(String table) { return requests.tableMetrics(table); }

    @Override
    public void tableStates(Duration creating, Duration updating, Duration deleting) {
        engine.switches().creating(creating).updating(updating).deleting(deleting);
    }

    @Override public void itemCollectionLimit(long bytes) { engine.switches().itemCollectionLimitBytes(bytes); }
}
