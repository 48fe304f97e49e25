package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Expressions;
import dev.ddbcourse.engine.internal.expressions.KeyConditionExpression;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.List;
import java.util.Map;

/** Query: key condition, filter, projection, Select, paging, direction. */
public final class QueryValidation {
    private QueryValidation() {}

    /**
     * @param limit null for no limit
     * @param exclusiveStartKey null when absent
     * @param filterIsQueryFilter the filter came as the legacy QueryFilter (DynamoDB names it in its errors)
     */
    public record Request(String tableName, String indexName, KeyConditionExpression keyCondition, Condition filter,
                          boolean filterIsQueryFilter, Projection projection, Select select, Integer limit, boolean consistentRead,
                          boolean scanIndexForward, Map<String, AttributeValue> exclusiveStartKey,
                          ReturnConsumedCapacity returnConsumedCapacity) implements TableRequest {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        Long limit = r.integer("Limit");
        ObjectNode startJson = r.map("ExclusiveStartKey");
        ArrayNode attributesToGet = r.list("AttributesToGet");
        String select = r.string("Select");
        String tableName = r.string("TableName");
        Boolean consistent = r.bool("ConsistentRead");
        String indexName = r.string("IndexName");
        Boolean forward = r.bool("ScanIndexForward");
        String keyText = r.string("KeyConditionExpression");
        r.string("FilterExpression");
        String projectionText = r.string("ProjectionExpression");
        ExpressionInput.of(json);
        LegacyParameters.queryConditionalOperator(r);
        // The violations in the order dynalite's query.js records DynamoDB listing them: past ten, the rest are left out.
        r.oneOf("select", select, ReadParts.SELECTS);
        r.name("indexName", indexName, false);
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        LegacyParameters.operatorViolations(r, "QueryFilter");
        r.tableName("tableName", tableName);
        Projection legacy = ExpressionInput.attributesToGet(r, attributesToGet);
        // Query's Limit has the newer wording, Scan's the older (paritysuite/dynamodb-conformance query.test.ts, 2026).
        r.atLeastWithoutValue("Limit", limit, 1);
        LegacyParameters.operatorViolations(r, "KeyConditions");
        r.throwIfViolations();
        // KeyConditions goes with a FilterExpression or ProjectionExpression (DynamoDB accepts the mix); only
        // KeyConditionExpression excludes it.
        ExpressionParams.check(json, List.of("ProjectionExpression", "FilterExpression", "KeyConditionExpression"),
                keyText == null ? List.of("AttributesToGet", "QueryFilter", "ConditionalOperator")
                        : List.of("AttributesToGet", "QueryFilter", "ConditionalOperator", "KeyConditions"));
        // Then, as dynalite's query.js records DynamoDB: the QueryFilter, AttributesToGet duplicates, the start key.
        LegacyParameters.checkFilter(json, "QueryFilter");
        ExpressionInput.noDuplicates(attributesToGet);
        Map<String, AttributeValue> start = startKey(startJson);
        if (keyText == null && !json.hasNonNull("KeyConditions")) throw DynamoDbError.validation(Messages.KEY_CONDITION_REQUIRED);
        ObjectNode keyConditions = r.map("KeyConditions");
        if (keyText == null && (keyConditions.size() < 1 || keyConditions.size() > 2)) {
            throw DynamoDbError.validation(Messages.KEY_CONDITIONS_COUNT);
        }
        Expressions.Parsed parsed = ExpressionInput.parseRequest(json,
                List.of("KeyConditionExpression", "FilterExpression", "ProjectionExpression"));
        Projection projection = legacy != null ? legacy : parsed.projection();
        KeyConditionExpression keyCondition = keyText == null ? LegacyParameters.keyConditions(keyConditions) : parsed.keyCondition();
        Condition filter = parsed.filter();
        Select effectiveSelect = ReadParts.select(select, projection, legacy != null, projectionText, indexName, true);
        return new Request(tableName, indexName, keyCondition, filter, json.hasNonNull("QueryFilter"), projection, effectiveSelect,
                limit == null ? null : limit.intValue(), Boolean.TRUE.equals(consistent), !Boolean.FALSE.equals(forward),
                start, capacity);
    }

    /** ExclusiveStartKey values, invalid ones reported as DynamoDB does. */
    static Map<String, AttributeValue> startKey(ObjectNode json) {
        if (json == null) return null;
        try {
            return AttributeValueJson.itemFromJson(json);
        } catch (DynamoDbError e) {
            if (reportedBare(e.getMessage())) throw e;
            throw DynamoDbError.validation(Messages.INVALID_START_KEY + e.getMessage());
        }
    }

    /**
     * The value faults DynamoDB reports as they are, not as an invalid starting key (dynalite's recorded Scan tests):
     * a number it cannot read or store, an empty number set, a set with a value twice.
     */
    private static boolean reportedBare(String message) {
        return message.startsWith(Messages.NOT_A_NUMBER) || message.equals(Messages.NUMBER_SET_DUPLICATES)
                || message.equals(Messages.NUMBER_TOO_PRECISE) || message.equals(Messages.NUMBER_OVERFLOW)
                || message.equals(Messages.NUMBER_UNDERFLOW) || message.equals(Messages.EMPTY_NUMBER_SET)
                || message.startsWith(Messages.SET_DUPLICATES_START);
    }
}
