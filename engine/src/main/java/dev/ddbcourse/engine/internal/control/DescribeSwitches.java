package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineSwitches;

import java.util.Set;

/** {@code DdbCourseEngine.DescribeSwitches {}}: every behaviour switch and its value. */
final class DescribeSwitches implements ControlAction {
    private final EngineSwitches switches;

    DescribeSwitches(EngineSwitches switches) { this.switches = switches; }

    @Override
    public ObjectNode run(ObjectNode body) {
        new ControlBody(body, Set.of());
        return SetSwitches.describe(switches);
    }
}
