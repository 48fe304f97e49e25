package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.ArrayList;
import java.util.List;

/**
 * The request-level rules around expressions, before any is parsed: expression and legacy parameters
 * may not be mixed, and names and values need an expression. (Legacy parameters are then rewritten
 * as expressions by {@link LegacyParameters}.)
 */
final class ExpressionParams {
    private ExpressionParams() {}

    static void check(ObjectNode json, List<String> expressions, List<String> legacy) {
        List<String> usedExpressions = present(json, expressions);
        List<String> usedLegacy = present(json, legacy);
        if (!usedExpressions.isEmpty() && !usedLegacy.isEmpty()) {
            throw DynamoDbError.validation(Messages.expressionAndLegacy(usedLegacy, usedExpressions));
        }
        if (has(json, "ExpressionAttributeNames") && usedExpressions.isEmpty()) {
            throw DynamoDbError.validation(Messages.NAMES_WITHOUT_EXPRESSIONS);
        }
        List<String> valueExpressions = new ArrayList<>(expressions);
        valueExpressions.remove("ProjectionExpression");
        if (!valueExpressions.isEmpty() && has(json, "ExpressionAttributeValues")
                && present(json, valueExpressions).isEmpty()) {
            // PutItem and DeleteItem (a ConditionExpression only) answer the bare text, as paritysuite
            // tier3/error-messages putItem.test.ts and deleteItem.test.ts record (2026-10-09); UpdateItem, Query
            // and Scan name the missing expressions (dynalite test/updateItem.js, query.js, scan.js).
            throw DynamoDbError.validation(valueExpressions.equals(List.of("ConditionExpression"))
                    ? Messages.VALUES_WITHOUT_EXPRESSIONS
                    : Messages.valuesWithoutExpressions(valueExpressions));
        }
    }

    private static List<String> present(ObjectNode json, List<String> fields) {
        List<String> out = new ArrayList<>();
        for (String f : fields) if (has(json, f)) out.add(f);
        return out;
    }

    private static boolean has(ObjectNode json, String field) {
        return json.hasNonNull(field);
    }
}
