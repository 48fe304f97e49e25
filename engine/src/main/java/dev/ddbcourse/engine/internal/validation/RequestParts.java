package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.regex.Pattern;

/** Checks shared by the multi-table requests (BatchGetItem, BatchWriteItem). */
final class RequestParts {
    private RequestParts() {}

    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]+");

    /** RequestItems' keys are table names: one constraint violation when any is not one. */
    static void tableNameKeys(RequestReader r, ObjectNode requestItems, List<String> names) {
        for (String name : names) {
            if (name.length() < 3 || name.length() > 255 || !NAME.matcher(name).matches()) {
                r.violate(requestItems.toString(), "requestItems", "Map keys must satisfy constraint: "
                        + "[Member must have length less than or equal to 255, Member must have length greater than or equal to 3, "
                        + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]");
                return;
            }
        }
    }
}
