package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

/**
 * A table's OnDemandThroughput, as CreateTable and UpdateTable check it (the engine keeps no caps): only for an
 * on-demand table, each unit at least 1, or -1 (no cap) at UpdateTable (ack-api-quirks dynamodb 2026-10-09, recorded
 * against AWS: DDB-TABLE-038, -039, -051, -059).
 */
final class OnDemandThroughputParts {
    private OnDemandThroughputParts() {}

    /** Whether the request has OnDemandThroughput, its units checked; at CreateTable only for an on-demand table. */
    static boolean check(RequestReader r, boolean onDemand, boolean atCreate) {
        ObjectNode odt = r.structure("OnDemandThroughput");
        if (odt == null) return false;
        if (atCreate && !onDemand) throw DynamoDbError.validation(Messages.ON_DEMAND_THROUGHPUT_ON_PROVISIONED_CREATE);
        for (String unit : new String[] {"MaxReadRequestUnits", "MaxWriteRequestUnits"}) {
            Long value = RequestReader.asInteger(odt.get(unit), "Long");
            if (value != null && value < 1 && (atCreate || value != -1)) {
                throw DynamoDbError.validation(Messages.onDemandThroughputOutOfRange(unit));
            }
        }
        return true;
    }
}
