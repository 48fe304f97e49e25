package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** BatchGetItem: up to 100 keys over one or more tables, each table with its own projection. */
public final class BatchGetItemValidation {
    private BatchGetItemValidation() {}

    public static final int MAX_KEYS = 100;
    private static final int MAX_TABLES = 100;

    public record TableRequest(String tableName, List<Map<String, AttributeValue>> keys, boolean consistentRead,
                               Projection projection) {}

    public record Request(List<TableRequest> tables, ReturnConsumedCapacity returnConsumedCapacity) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        ObjectNode items = r.map("RequestItems");
        r.notNull("requestItems", items);
        List<ObjectNode> members = new ArrayList<>();
        List<String> names = new ArrayList<>();
        if (items != null) {
            // The map's own size in the validation framework's newer words (paritysuite/dynamodb-conformance
            // tests/tier3/error-messages/batchGetItem.test.ts, every region but one on 2026-09-02; API reference: 1 to 100).
            if (items.isEmpty()) r.violateWithoutValue("RequestItems", Messages.minLengthRule(1));
            if (items.size() > MAX_TABLES) r.violateWithoutValue("RequestItems", Messages.maxLengthRule(MAX_TABLES));
            for (Iterator<Map.Entry<String, JsonNode>> it = items.properties().iterator(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                ObjectNode member = RequestReader.asStructure(e.getValue());
                names.add(e.getKey());
                members.add(member);
                if (member != null) {
                    RequestReader.asBoolean(member.get("ConsistentRead"));
                    RequestReader.asString(member.get("ProjectionExpression"));
                    RequestReader.asList(member.get("AttributesToGet"));
                }
            }
            RequestParts.tableNameKeys(r, items::toString, names);
            for (int i = 0; i < members.size(); i++) {
                ObjectNode member = members.get(i);
                ArrayNode keys = member == null ? null : RequestReader.asList(member.get("Keys"));
                r.notNull("requestItems." + names.get(i) + ".member.keys", keys);
                // Keys' length unechoed, at the member's API path (the same test file, us-east-1 and eu-west-2, 2026-10-09).
                String keysPath = "RequestItems." + names.get(i) + ".member.Keys";
                if (keys != null && keys.isEmpty()) r.violateWithoutValue(keysPath, Messages.minLengthRule(1));
                if (keys != null && keys.size() > MAX_KEYS) r.violateWithoutValue(keysPath, Messages.maxLengthRule(MAX_KEYS));
            }
        }
        // After RequestItems' constraints (paritysuite tier3/validation-ordering/batchOperations.test.ts, against AWS).
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        RequestParts.requestItemsRequired(r, items, false, "BatchGetItem");
        r.throwIfViolations();
        projectionsOfOneKind(members);
        int total = 0;
        List<TableRequest> tables = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            ObjectNode member = members.get(i);
            RequestReader m = new RequestReader(member);
            ExpressionParams.check(member, List.of("ProjectionExpression"), List.of("AttributesToGet"));
            ExpressionInput.noDuplicates(m.list("AttributesToGet"));
            Projection legacy = ExpressionInput.attributesToGet(m, m.list("AttributesToGet"));
            Projection parsed = ExpressionInput.parseRequest(member, List.of("ProjectionExpression")).projection();
            List<Map<String, AttributeValue>> keys = new ArrayList<>();
            for (JsonNode k : m.list("Keys")) {
                Map<String, AttributeValue> key = AttributeValueJson.itemFromJson(RequestReader.asMap(k));
                if (keys.contains(key)) throw DynamoDbError.validation(Messages.DUPLICATE_KEYS);
                keys.add(key);
            }
            total += keys.size();
            tables.add(new TableRequest(names.get(i), keys, Boolean.TRUE.equals(m.bool("ConsistentRead")),
                    legacy != null ? legacy : parsed));
        }
        if (total > MAX_KEYS) throw DynamoDbError.validation(Messages.TOO_MANY_BATCH_GET);
        return new Request(tables, capacity);
    }

    /**
     * A request whose tables project some by ProjectionExpression and others by AttributesToGet mixes expression
     * and legacy parameters as a whole, though each table's part holds only one of them: DynamoDB refuses it
     * (as the dynamodb-conformance suite recorded live DynamoDB), with the words it uses for one table's part.
     */
    private static void projectionsOfOneKind(List<ObjectNode> members) {
        boolean expression = false;
        boolean legacy = false;
        for (ObjectNode member : members) {
            if (member == null) continue;
            expression |= member.hasNonNull("ProjectionExpression");
            legacy |= member.hasNonNull("AttributesToGet");
        }
        if (expression && legacy) {
            throw DynamoDbError.validation(Messages.expressionAndLegacy(List.of("AttributesToGet"), List.of("ProjectionExpression")));
        }
    }

}
