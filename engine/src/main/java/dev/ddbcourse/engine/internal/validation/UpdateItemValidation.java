package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Expressions;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.List;
import java.util.Map;

/** UpdateItem (and the Update of TransactWriteItems): a key, an update, a condition, what to return. */
public final class UpdateItemValidation {
    private UpdateItemValidation() {}

    /** @param update null when the request has no UpdateExpression (the item is created with its key only) */
    public record Request(String tableName, Map<String, AttributeValue> key, UpdateExpression update, Condition condition,
                          ReturnValues returnValues, ReturnConsumedCapacity returnConsumedCapacity, ReturnValuesOnConditionCheckFailure returnValuesOnConditionCheckFailure,
                          boolean itemCollectionMetrics) implements TableRequest {}

    public static Request validate(ObjectNode json) {
        return parse(json, "", true);
    }

    static Request parse(ObjectNode json, String prefix, boolean topLevel) {
        RequestReader r = new RequestReader(json);
        String tableName = r.string("TableName");
        ObjectNode keyJson = r.map("Key");
        boolean newer = WriteParts.newerValidation(topLevel, json, tableName, keyJson);
        if (newer) {
            r.emptyTableNameAlone(tableName);
            WriteParts.returnValuesAlone(r);
        }
        // Member errors in DynamoDB's order: ReturnConsumedCapacity, tableName, ReturnValues, ConditionalOperator, key
        // (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/updateItem.test.ts, against AWS).
        ReturnConsumedCapacity capacity = topLevel ? r.returnConsumedCapacity() : ReturnConsumedCapacity.NONE;
        r.tableName(prefix + "tableName", tableName);
        String returnValues = topLevel ? WriteParts.returnValues(r, newer) : "NONE";
        boolean metrics = topLevel && WriteParts.itemCollectionMetrics(r);
        String updateText = r.string("UpdateExpression");
        r.string("ConditionExpression");
        ExpressionInput.of(json);
        ReturnValuesOnConditionCheckFailure onFailure = WriteParts.onConditionCheckFailure(r, prefix);
        LegacyParameters.operatorViolations(r, "Expected");
        LegacyParameters.operatorViolations(r, "AttributeUpdates");
        if (topLevel) LegacyParameters.conditionalOperator(r);
        r.notNull(prefix + "key", keyJson);
        if (!topLevel) r.notNull(prefix + "updateExpression", updateText);
        r.throwIfViolations();
        ExpressionParams.check(json, List.of("UpdateExpression", "ConditionExpression"),
                List.of("AttributeUpdates", "Expected", "ConditionalOperator"));
        Map<String, AttributeValue> key = AttributeValueJson.itemFromJson(keyJson);
        Expressions.Parsed parsed = ExpressionInput.parseRequest(json, List.of("UpdateExpression", "ConditionExpression"));
        return new Request(tableName, key, parsed.update(), parsed.condition(), ReturnValues.valueOf(returnValues), capacity, onFailure, metrics);
    }
}
