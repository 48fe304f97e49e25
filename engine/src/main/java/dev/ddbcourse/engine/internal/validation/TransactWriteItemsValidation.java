package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.ArrayList;
import java.util.List;

/** TransactWriteItems: 1 to 100 of ConditionCheck, Put, Update, Delete, and an optional idempotency token. */
public final class TransactWriteItemsValidation {
    private TransactWriteItemsValidation() {}

    public static final int MAX_ITEMS = 100;

    /** One member; exactly one of the four is set. */
    public record Action(DeleteItemValidation.Request conditionCheck, PutItemValidation.Request put,
                         UpdateItemValidation.Request update, DeleteItemValidation.Request delete) {
        public String tableName() {
            if (put != null) return put.tableName();
            if (update != null) return update.tableName();
            if (delete != null) return delete.tableName();
            return conditionCheck.tableName();
        }
    }

    public record Request(List<Action> actions, String clientRequestToken, ReturnConsumedCapacity returnConsumedCapacity,
                          boolean itemCollectionMetrics) {}

    public static Request validate(ObjectNode json) {
        return DeepRequests.nestingLast(json, () -> read(json));
    }

    private static Request read(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        ArrayNode list = r.list("TransactItems");
        String token = r.string("ClientRequestToken");
        // The token's length first, then the enums (paritysuite tier3/validation-ordering/transactions.test.ts, AWS).
        if (token != null) r.length("clientRequestToken", token, token.length(), 1, 36);
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        boolean metrics = WriteParts.itemCollectionMetrics(r);
        r.notNull("transactItems", list);
        if (list != null) r.length("transactItems", Messages.shownItems(list.size()), list.size(), 1, MAX_ITEMS);
        r.throwIfViolations();
        List<Action> actions = new ArrayList<>();
        int i = 1;
        for (JsonNode n : list) {
            ObjectNode member = RequestReader.asStructure(n);
            String prefix = "transactItems." + i + ".member.";
            ObjectNode check = member == null ? null : RequestReader.asStructure(member.get("ConditionCheck"));
            ObjectNode put = member == null ? null : RequestReader.asStructure(member.get("Put"));
            ObjectNode update = member == null ? null : RequestReader.asStructure(member.get("Update"));
            ObjectNode delete = member == null ? null : RequestReader.asStructure(member.get("Delete"));
            int set = (check != null ? 1 : 0) + (put != null ? 1 : 0) + (update != null ? 1 : 0) + (delete != null ? 1 : 0);
            if (set != 1) {
                throw DynamoDbError.validation(set == 0 ? Messages.TRANSACT_ITEM_NO_ACTION : Messages.TRANSACT_ITEM_NOT_ONE_ACTION);
            }
            PutItemValidation.Request parsedPut = put == null ? null : PutItemValidation.parse(put, prefix + "put.", false);
            if (parsedPut != null && parsedPut.item().containsKey("")) {
                throw DynamoDbError.validation(Messages.EMPTY_ATTRIBUTE_NAME);
            }
            actions.add(new Action(
                    check == null ? null : DeleteItemValidation.parse(check, prefix + "conditionCheck.", false, true),
                    parsedPut,
                    update == null ? null : UpdateItemValidation.parse(update, prefix + "update.", false),
                    delete == null ? null : DeleteItemValidation.parse(delete, prefix + "delete.", false, false)));
            i++;
        }
        return new Request(actions, token, capacity, metrics);
    }
}
