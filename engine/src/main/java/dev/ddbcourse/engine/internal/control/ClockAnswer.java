package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineClock;

import java.math.BigDecimal;

/** What every clock action answers: {"Mode": "MANUAL"|"SYSTEM", "EpochSeconds": 1700000000.5, "Time": "...Z"}. */
final class ClockAnswer {
    private ClockAnswer() {}

    static ObjectNode of(EngineClock clock) {
        long millis = clock.millis();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("Mode", clock.isManual() ? "MANUAL" : "SYSTEM");
        if (millis % 1000 == 0) out.put("EpochSeconds", millis / 1000);
        else out.put("EpochSeconds", BigDecimal.valueOf(millis, 3).stripTrailingZeros());
        out.put("Time", java.time.Instant.ofEpochMilli(millis).toString());
        return out;
    }
}
