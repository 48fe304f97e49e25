package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.WarmThroughput;

/** WarmThroughput, as CreateTable and UpdateTable take it: no unit below the baseline every table has. */
final class WarmThroughputParts {
    private WarmThroughputParts() {}

    /** The units asked for, or null when the request has no WarmThroughput. */
    static WarmThroughput read(RequestReader r) {
        ObjectNode w = r.structure("WarmThroughput");
        if (w == null) return null;
        WarmThroughput asked = new WarmThroughput(RequestReader.asInteger(w.get("ReadUnitsPerSecond"), "Long"),
                RequestReader.asInteger(w.get("WriteUnitsPerSecond"), "Long"));
        atLeast("ReadUnitsPerSecond", asked.read(), WarmThroughput.BASELINE.read());
        atLeast("WriteUnitsPerSecond", asked.write(), WarmThroughput.BASELINE.write());
        return asked;
    }

    private static void atLeast(String unit, Long value, long minimum) {
        if (value != null && value < minimum) {
            throw DynamoDbError.validation(Messages.warmThroughputBelowMinimum(unit, value, minimum));
        }
    }
}
