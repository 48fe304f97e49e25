package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.List;
import java.util.Map;

/** GetItem (and TransactGetItems' Get): table, key, projection, consistency. */
public final class GetItemValidation {
    private GetItemValidation() {}

    /** @param projection null for the whole item */
    public record Request(String tableName, Map<String, AttributeValue> key, boolean consistentRead,
                          Projection projection, ReturnConsumedCapacity returnConsumedCapacity) implements TableRequest {}

    public static Request validate(ObjectNode json) {
        return parse(json, "", true);
    }

    /** @param prefix the member path for constraint messages ("" at the top level) */
    static Request parse(ObjectNode json, String prefix, boolean topLevel) {
        RequestReader r = new RequestReader(json);
        ArrayNode attributesToGet = topLevel ? r.list("AttributesToGet") : null;
        String tableName = r.string("TableName");
        ObjectNode keyJson = r.map("Key");
        Boolean consistent = topLevel ? r.bool("ConsistentRead") : null;
        String projectionText = r.string("ProjectionExpression");
        ExpressionInput.of(json);
        ReturnConsumedCapacity capacity = topLevel ? r.returnConsumedCapacity() : ReturnConsumedCapacity.NONE;
        Projection legacy = ExpressionInput.attributesToGet(r, attributesToGet);
        r.tableName(prefix + "tableName", tableName);
        r.notNull(prefix + "key", keyJson);
        r.throwIfViolations();
        ExpressionParams.check(json, List.of("ProjectionExpression"), List.of("AttributesToGet"));
        Map<String, AttributeValue> key = AttributeValueJson.itemFromJson(keyJson);
        ExpressionInput.noDuplicates(attributesToGet); // after the key's values, as DynamoDB (dynalite's recorded tests)
        Projection parsed = ExpressionInput.parseRequest(json, List.of("ProjectionExpression")).projection();
        Projection projection = legacy != null ? legacy : parsed;
        return new Request(tableName, key, Boolean.TRUE.equals(consistent), projection, capacity);
    }
}
