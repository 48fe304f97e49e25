package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.TableNames;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.function.Supplier;

/** Checks shared by the multi-table requests (BatchGetItem, BatchWriteItem). */
final class RequestParts {
    private RequestParts() {}

    /**
     * RequestItems' keys are table names or table ARNs (API reference: "A map of one or more table names or table ARNs"):
     * one constraint violation when a name is not one; an ARN is checked after the constraints (TableNames).
     */
    /**
     * RequestItems absent (for BatchWriteItem also empty) and nothing else wrong: DynamoDB answers its own sentence, not
     * a constraint (dynalite's first test/batchGetItem.js recorded it; paritysuite/dynamodb-conformance
     * tests/tier3/error-messages batchGetItem and batchWriteItem, 2026). With other violations the list stands, as
     * dynalite's test/batchGetItem.js and batchWriteItem.js recorded it later.
     */
    static void requestItemsRequired(RequestReader r, ObjectNode items, boolean emptyToo, String operation) {
        if ((items == null || (emptyToo && items.isEmpty())) && r.violationCount() == 1) {
            throw DynamoDbError.validation(Messages.requestItemsRequired(operation));
        }
    }

    static void tableNameKeys(RequestReader r, Supplier<String> shownRequestItems, List<String> names) {
        for (String name : names) {
            if (TableNames.isArn(name)) {
                r.tableArn("requestItems", name);
                continue;
            }
            if (!TableNames.isName(name)) {
                r.violate(shownRequestItems.get(), "requestItems", Messages.mapKeyRule(Messages.maxLengthRule(Messages.NAME_MAX_LENGTH),
                        Messages.minLengthRule(Messages.NAME_MIN_LENGTH), Messages.NAME_PATTERN_RULE));
                return;
            }
        }
    }
}
