package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Set;

/** {@code DdbCourseEngine.AdvanceClock {"Seconds": 60}}: moves the engine clock forward. Answers like DescribeClock. */
final class AdvanceClock implements ControlAction {
    private static final BigDecimal MAX_SECONDS = BigDecimal.valueOf(100L * 365 * 24 * 3600);

    private final EngineClock clock;

    AdvanceClock(EngineClock clock) { this.clock = clock; }

    @Override
    public ObjectNode run(ObjectNode json) {
        ControlBody body = new ControlBody(json, Set.of("Seconds"));
        BigDecimal seconds = body.number("Seconds");
        if (seconds == null) throw DynamoDbError.validation(Messages.controlMissing("Seconds"));
        if (seconds.signum() < 0 || seconds.compareTo(MAX_SECONDS) > 0) {
            throw DynamoDbError.validation(Messages.controlOutOfRange("Seconds", seconds));
        }
        clock.advance(Duration.ofMillis(seconds.movePointRight(3).longValue()));
        return ClockAnswer.of(clock);
    }
}
