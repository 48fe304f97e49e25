package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.TableNames;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/** Checks shared by the multi-table requests (BatchGetItem, BatchWriteItem). */
final class RequestParts {
    private RequestParts() {}

    /**
     * RequestItems' keys are table names or table ARNs (API reference: "A map of one or more table names or table ARNs"):
     * one constraint violation when a name is not one; an ARN is checked after the constraints (TableNames).
     */
    static void tableNameKeys(RequestReader r, ObjectNode requestItems, List<String> names) {
        for (String name : names) {
            if (TableNames.isArn(name)) {
                r.tableArn("requestItems", name);
                continue;
            }
            if (!TableNames.isName(name)) {
                r.violate(requestItems.toString(), "requestItems", Messages.mapKeyRule(Messages.maxLengthRule(Messages.NAME_MAX_LENGTH),
                        Messages.minLengthRule(Messages.NAME_MIN_LENGTH), Messages.NAME_PATTERN_RULE));
                return;
            }
        }
    }
}
