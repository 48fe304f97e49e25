package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineClock;

import java.util.Set;

/** {@code DdbCourseEngine.DescribeClock {}}: the engine clock's mode and time. */
final class DescribeClock implements ControlAction {
    private final EngineClock clock;

    DescribeClock(EngineClock clock) { this.clock = clock; }

    @Override
    public ObjectNode run(ObjectNode body) {
        new ControlBody(body, Set.of());
        return ClockAnswer.of(clock);
    }
}
