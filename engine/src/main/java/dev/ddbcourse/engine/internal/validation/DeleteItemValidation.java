package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.List;
import java.util.Map;

/** DeleteItem (and the Delete and ConditionCheck of TransactWriteItems): a key, a condition, what to return. */
public final class DeleteItemValidation {
    private DeleteItemValidation() {}

    public record Request(String tableName, Map<String, AttributeValue> key, Condition condition, ReturnValues returnValues,
                          ReturnConsumedCapacity returnConsumedCapacity, ReturnValuesOnConditionCheckFailure returnValuesOnConditionCheckFailure,
                          boolean itemCollectionMetrics) implements TableRequest {}

    public static Request validate(ObjectNode json) {
        return parse(json, "", true, false);
    }

    /** @param conditionRequired true for a ConditionCheck, which is nothing without its condition */
    static Request parse(ObjectNode json, String prefix, boolean topLevel, boolean conditionRequired) {
        RequestReader r = new RequestReader(json);
        ReturnConsumedCapacity capacity = topLevel ? r.returnConsumedCapacity() : ReturnConsumedCapacity.NONE;
        String tableName = r.string("TableName");
        ObjectNode keyJson = r.map("Key");
        boolean newer = WriteParts.newerValidation(topLevel, json, tableName, keyJson);
        if (newer) r.emptyTableNameAlone(tableName);
        String returnValues = topLevel ? WriteParts.returnValues(r, newer) : "NONE";
        boolean metrics = topLevel && WriteParts.itemCollectionMetrics(r);
        String conditionText = r.string("ConditionExpression");
        ExpressionInput.of(json);
        ReturnValuesOnConditionCheckFailure onFailure = WriteParts.onConditionCheckFailure(r, prefix);
        r.tableName(prefix + "tableName", tableName);
        r.notNull(prefix + "key", keyJson);
        if (conditionRequired) r.notNull(prefix + "conditionExpression", conditionText);
        LegacyParameters.operatorViolations(r, "Expected");
        if (topLevel) LegacyParameters.conditionalOperator(r);
        r.throwIfViolations();
        ExpressionParams.check(json, List.of("ConditionExpression"), List.of("Expected", "ConditionalOperator"));
        Map<String, AttributeValue> key = AttributeValueJson.itemFromJson(keyJson);
        WriteParts.allOldOrNone(returnValues);
        Condition condition = ExpressionInput.parseRequest(json, List.of("ConditionExpression")).condition();
        return new Request(tableName, key, condition, ReturnValues.valueOf(returnValues), capacity, onFailure, metrics);
    }
}
