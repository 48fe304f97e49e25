package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.backend.CourseClient;
import dev.ddbcourse.kit.backend.EngineControl;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * An engine behaviour (throttling, GSI lag) a check switches on for the answer, with the engine clock
 * stopped, so the answer's requests throttle or lag the same way on every run; {@link #close} switches it
 * off and lets the clock run on. Where the backend has no such switch (DynamoDB Local, AWS) it is inactive
 * and {@link #unavailable} says why.
 */
final class StoppedClock implements AutoCloseable {
    private final EngineControl engine = CourseClient.sharedControl();
    private final Consumer<EngineControl> off;
    private final String unavailable;
    private boolean closed;

    private StoppedClock(Consumer<EngineControl> on, Consumer<EngineControl> off) {
        this.off = off;
        String why = null;
        try {
            on.accept(engine);
            engine.clockStopped(true);
        } catch (EngineControl.Unavailable e) {
            why = e.getMessage();
        }
        unavailable = why;
    }

    /** Switches {@code on} and stops the clock; {@code off} undoes it on {@link #close}. */
    static StoppedClock with(Consumer<EngineControl> on, Consumer<EngineControl> off) {
        return new StoppedClock(on, off);
    }

    boolean active() {
        return unavailable == null;
    }

    /** Why the backend could not take the switch, or null. */
    String unavailable() {
        return unavailable;
    }

    /** Moves the stopped clock on: the replay's next second. */
    void advance(Duration by) {
        engine.advanceClock(by);
    }

    @Override
    public void close() {
        if (closed || !active()) return;
        closed = true;
        off.accept(engine);
        engine.clockStopped(false);
    }
}
