package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The kit's replay runs each second's requests on the stopped clock, then moves it on by exactly one second. */
class LessonSwitchesTest {

    @Test
    void replaySecondsSendsEachSecondAtItsOwnTimeAndKeepsItsThrottledCount() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.start()) {
            EngineControl control = new EmbeddedEngineControl(engine);
            control.clockStopped(true);
            Instant start = control.now();
            List<Duration> seen = new ArrayList<>();
            var throttled = LessonSwitches.replaySeconds(control, 3, second -> {
                seen.add(Duration.between(start, control.now()));
                return second * 2;
            });
            assertThat(throttled).containsExactly(entry(0, 0), entry(1, 2), entry(2, 4));
            assertThat(seen).as("second s runs s seconds after the start")
                    .containsExactly(Duration.ZERO, Duration.ofSeconds(1), Duration.ofSeconds(2));
            assertThat(Duration.between(start, control.now())).as("the clock moved on once after each second")
                    .isEqualTo(Duration.ofSeconds(3));
        }
    }
}
