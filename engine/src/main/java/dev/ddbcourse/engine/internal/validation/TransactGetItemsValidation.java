package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.ArrayList;
import java.util.List;

/** TransactGetItems: 1 to 100 Gets, read together as one snapshot. */
public final class TransactGetItemsValidation {
    private TransactGetItemsValidation() {}

    public static final int MAX_ITEMS = 100;

    public record Request(List<GetItemValidation.Request> gets, ReturnConsumedCapacity returnConsumedCapacity) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        ArrayNode list = r.list("TransactItems");
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        r.notNull("transactItems", list);
        if (list != null) r.length("transactItems", Messages.shownItems(list.size()), list.size(), 1, MAX_ITEMS);
        List<ObjectNode> gets = new ArrayList<>();
        if (list != null) {
            int i = 1;
            for (JsonNode n : list) {
                ObjectNode member = RequestReader.asStructure(n);
                ObjectNode get = member == null ? null : RequestReader.asStructure(member.get("Get"));
                r.notNull("transactItems." + i + ".member.get", get);
                gets.add(get);
                i++;
            }
        }
        r.throwIfViolations();
        List<GetItemValidation.Request> parsed = new ArrayList<>();
        for (int i = 0; i < gets.size(); i++) {
            parsed.add(GetItemValidation.parse(gets.get(i), "transactItems." + (i + 1) + ".member.get.", false));
        }
        if (parsed.isEmpty()) throw DynamoDbError.validation(Messages.TRANSACT_ITEMS_EMPTY);
        return new Request(parsed, capacity);
    }
}
