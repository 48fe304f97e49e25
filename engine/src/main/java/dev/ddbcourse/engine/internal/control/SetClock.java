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
 * the clock shows that time (a system clock runs on from there). {@code "Mode": "MANUAL"} stops the clock
 * and {@code "SYSTEM"} runs it on, alone or with a time (set first). Answers like DescribeClock.
 */
final class SetClock implements ControlAction {
    private final EngineClock clock;

    SetClock(EngineClock clock) { this.clock = clock; }

    @Override
    public ObjectNode run(ObjectNode json) {
        ControlBody body = new ControlBody(json, Set.of("EpochSeconds", "Time", "Mode"));
        BigDecimal seconds = body.number("EpochSeconds");
        String time = body.string("Time");
        String mode = body.string("Mode");
        if (mode != null && !mode.equals("MANUAL") && !mode.equals("SYSTEM")) {
            throw DynamoDbError.validation(Messages.controlBadClockMode(mode));
        }
        if (seconds != null && time != null || seconds == null && time == null && mode == null) {
            throw DynamoDbError.validation(Messages.SET_CLOCK_NEEDS_ONE);
        }
        Instant to = null;
        if (seconds != null) {
            if (seconds.signum() < 0 || seconds.compareTo(BigDecimal.valueOf(Instant.MAX.getEpochSecond())) > 0) {
                throw DynamoDbError.validation(Messages.controlOutOfRange("EpochSeconds", seconds));
            }
            to = Instant.ofEpochMilli(seconds.movePointRight(3).longValue());
        } else if (time != null) {
            try {
                to = Instant.parse(time);
            } catch (DateTimeParseException e) {
                throw DynamoDbError.validation(Messages.controlBadTime(time));
            }
        }
        if (to != null) clock.set(to);
        if ("MANUAL".equals(mode)) clock.stop();
        else if ("SYSTEM".equals(mode)) clock.run();
        return ClockAnswer.of(clock);
    }
}
