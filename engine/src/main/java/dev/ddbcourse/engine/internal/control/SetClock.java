package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Set;

/**
 * {@code DdbCourseEngine.SetClock {"EpochSeconds": 1700000000}} or {@code {"Time": "2023-11-14T22:13:20Z"}}:
 * the clock shows that time (a system clock runs on from there). Answers like DescribeClock.
 */
final class SetClock implements ControlAction {
    private final EngineClock clock;

    SetClock(EngineClock clock) { this.clock = clock; }

    @Override
    public ObjectNode run(ObjectNode json) {
        ControlBody body = new ControlBody(json, Set.of("EpochSeconds", "Time"));
        BigDecimal seconds = body.number("EpochSeconds");
        String time = body.string("Time");
        if ((seconds == null) == (time == null)) throw DynamoDbError.validation(Messages.SET_CLOCK_NEEDS_ONE);
        Instant to;
        if (seconds != null) {
            if (seconds.signum() < 0 || seconds.compareTo(BigDecimal.valueOf(Instant.MAX.getEpochSecond())) > 0) {
                throw DynamoDbError.validation(Messages.controlOutOfRange("EpochSeconds", seconds));
            }
            to = Instant.ofEpochMilli(seconds.movePointRight(3).longValue());
        } else {
            try {
                to = Instant.parse(time);
            } catch (DateTimeParseException e) {
                throw DynamoDbError.validation(Messages.controlBadTime(time));
            }
        }
        clock.set(to);
        return ClockAnswer.of(clock);
    }
}
