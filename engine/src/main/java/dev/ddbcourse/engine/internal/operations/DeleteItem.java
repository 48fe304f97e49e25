package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;
import dev.ddbcourse.engine.internal.validation.DeleteItemValidation;
import dev.ddbcourse.engine.internal.validation.KeyRules;

import java.util.Map;

/** DeleteItem: removes the item (if any), atomically with its condition. */
final class DeleteItem implements Operation<DeleteItemValidation.Request> {
    private final Database db;

    DeleteItem(Database db) { this.db = db; }

    @Override
    public DeleteItemValidation.Request validate(ObjectNode json) { return DeleteItemValidation.validate(json); }

    @Override
    public ObjectNode execute(DeleteItemValidation.Request request) {
        Table table = db.get(request.tableName());
        return table.writing(() -> {
            TableDef def = table.def();
            Map<String, AttributeValue> key = KeyRules.key(def, request.key());
            StoredItem existing = table.get(key);
            ItemWrites.checkCondition(request.condition(), existing, request.returnValuesOnConditionCheckFailure());
            WriteOutcome outcome = table.delete(key);
            ObjectNode out = Responses.object();
            if (request.returnValues().equals("ALL_OLD") && existing != null) {
                Responses.putItem(out, "Attributes", existing.attributes());
            }
            ConsumedCapacity capacity = new ConsumedCapacity(def.name());
            capacity.addWrite(def, outcome, 1);
            capacity.putInto(out, request.returnConsumedCapacity());
            return out;
        });
    }
}
