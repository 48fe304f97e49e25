package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.List;
import java.util.Map;

/** PutItem (and the Put of TransactWriteItems / BatchWriteItem): the item, a condition, what to return. */
public final class PutItemValidation {
    private PutItemValidation() {}

    public record Request(String tableName, Map<String, AttributeValue> item, Condition condition, ReturnValues returnValues,
                          ReturnConsumedCapacity returnConsumedCapacity, ReturnValuesOnConditionCheckFailure returnValuesOnConditionCheckFailure,
                          boolean itemCollectionMetrics) implements TableRequest {}

    public static Request validate(ObjectNode json) {
        return parse(json, "", true);
    }

    static Request parse(ObjectNode json, String prefix, boolean topLevel) {
        RequestReader r = new RequestReader(json);
        ReturnConsumedCapacity capacity = topLevel ? r.returnConsumedCapacity() : ReturnConsumedCapacity.NONE;
        String tableName = r.string("TableName");
        ObjectNode itemJson = r.map("Item");
        boolean newer = WriteParts.newerValidation(topLevel, json, tableName, itemJson);
        if (newer) r.emptyTableNameAlone(tableName);
        String returnValues = topLevel ? WriteParts.returnValues(r, newer) : "NONE";
        boolean metrics = topLevel && WriteParts.itemCollectionMetrics(r);
        r.string("ConditionExpression");
        ExpressionInput.of(json);
        ReturnValuesOnConditionCheckFailure onFailure = WriteParts.onConditionCheckFailure(r, prefix);
        r.tableName(prefix + "tableName", tableName);
        r.notNull(prefix + "item", itemJson);
        LegacyParameters.operatorViolations(r, "Expected");
        if (topLevel) LegacyParameters.conditionalOperator(r);
        r.throwIfViolations();
        ExpressionParams.check(json, List.of("ConditionExpression"), List.of("Expected", "ConditionalOperator"));
        Map<String, AttributeValue> item = AttributeValueJson.itemFromJson(itemJson);
        WriteParts.allOldOrNone(returnValues);
        ItemSize.checkLimit(item, Messages.ITEM_TOO_LARGE);
        Condition condition = ExpressionInput.parseRequest(json, List.of("ConditionExpression")).condition();
        return new Request(tableName, item, condition, ReturnValues.valueOf(returnValues), capacity, onFailure, metrics);
    }
}
