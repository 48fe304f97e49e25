package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Throughput;
import dev.ddbcourse.engine.internal.storage.WarmThroughput;

/** WarmThroughput, as CreateTable and UpdateTable take it. */
public final class WarmThroughputParts {
    private WarmThroughputParts() {}

    /** The units asked for (either may be null), or null when the request has no WarmThroughput. */
    static WarmThroughput read(RequestReader r) {
        return read(r.structure("WarmThroughput"));
    }

    /** The units of a WarmThroughput structure, or null when there is none. */
    static WarmThroughput read(ObjectNode w) {
        if (w == null) return null;
        return new WarmThroughput(RequestReader.asInteger(w.get("ReadUnitsPerSecond"), "Long"),
                RequestReader.asInteger(w.get("WriteUnitsPerSecond"), "Long"));
    }

    /** At CreateTable no unit may be below the new table's floor (the on-demand baseline or its provisioned units). */
    static void checkAtCreate(WarmThroughput asked, boolean onDemand, Throughput units) {
        if (asked == null) return;
        WarmThroughput floor = WarmThroughput.floor(onDemand, units);
        if (asked.read() != null && asked.read() < floor.read()) {
            throw DynamoDbError.validation(onDemand ? Messages.warmThroughputBelowOnDemand("ReadUnitsPerSecond")
                    : Messages.warmThroughputBelowProvisioned("ReadUnitsPerSecond", "ReadCapacityUnits"));
        }
        if (asked.write() != null && asked.write() < floor.write()) {
            throw DynamoDbError.validation(onDemand ? Messages.warmThroughputBelowOnDemand("WriteUnitsPerSecond")
                    : Messages.warmThroughputBelowProvisioned("WriteUnitsPerSecond", "WriteCapacityUnits"));
        }
    }

    /**
     * The units asked for over {@code current} ({@code of}: "table" or "index NAME"): warm throughput is never lowered,
     * an equal unit is accepted (recorded against AWS: DDB-TABLE-179, DDB-TABLE-155).
     */
    public static WarmThroughput raise(WarmThroughput asked, WarmThroughput current, String of) {
        if (asked.read() != null && asked.read() < current.read()) {
            throw DynamoDbError.validation(Messages.warmThroughputDecrease("ReadUnitsPerSecond", of));
        }
        if (asked.write() != null && asked.write() < current.write()) {
            throw DynamoDbError.validation(Messages.warmThroughputDecrease("WriteUnitsPerSecond", of));
        }
        return asked.over(current);
    }
}
