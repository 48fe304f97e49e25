package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.OnDemandThroughput;

/**
 * A table's or GSI's OnDemandThroughput, as CreateTable and UpdateTable check it: only for an
 * on-demand table, each unit at least 1, or -1 (no cap) at UpdateTable (ack-api-quirks dynamodb 2026-10-09, recorded
 * against AWS: DDB-TABLE-038, -039, -051, -059).
 */
final class OnDemandThroughputParts {
    private OnDemandThroughputParts() {}

    /** The request's OnDemandThroughput (null when it has none), its units checked; at CreateTable only for an on-demand table. */
    static OnDemandThroughput check(RequestReader r, boolean onDemand, boolean atCreate) {
        ObjectNode odt = r.structure("OnDemandThroughput");
        if (odt == null) return null;
        if (atCreate && !onDemand) throw DynamoDbError.validation(Messages.ON_DEMAND_THROUGHPUT_ON_PROVISIONED_CREATE);
        return units(odt, atCreate, "table");
    }

    /** A table's or GSI's ({@code of}: "table" or "index : NAME") units: each at least 1, or -1 (no cap) at UpdateTable. */
    static OnDemandThroughput units(ObjectNode odt, boolean atCreate, String of) {
        if (odt == null) return null;
        Long[] units = new Long[2];
        String[] names = {"MaxReadRequestUnits", "MaxWriteRequestUnits"};
        for (int i = 0; i < 2; i++) {
            Long value = RequestReader.asInteger(odt.get(names[i]), "Long");
            if (value != null && value < 1 && (atCreate || value != -1)) {
                throw DynamoDbError.validation(Messages.onDemandThroughputOutOfRange(names[i], of));
            }
            units[i] = value;
        }
        return new OnDemandThroughput(units[0], units[1]);
    }
}
