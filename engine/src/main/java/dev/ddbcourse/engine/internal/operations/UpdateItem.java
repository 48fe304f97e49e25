package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;
import dev.ddbcourse.engine.internal.validation.KeyRules;
import dev.ddbcourse.engine.internal.validation.UpdateItemValidation;

import java.util.Map;

/** UpdateItem: condition, update and write under the table's lock, so increments never get lost. */
final class UpdateItem implements Operation<UpdateItemValidation.Request> {
    private final Database db;

    UpdateItem(Database db) { this.db = db; }

    @Override
    public UpdateItemValidation.Request validate(ObjectNode json) { return UpdateItemValidation.validate(json); }

    @Override
    public ObjectNode execute(UpdateItemValidation.Request request) {
        Table table = db.get(request.tableName());
        return table.writing(() -> {
            TableDef def = table.def();
            Map<String, AttributeValue> key = KeyRules.key(def, request.key());
            ItemWrites.checkUpdatesNoKey(def, request.update());
            StoredItem existing = table.get(key);
            ItemWrites.checkCondition(request.condition(), existing, request.returnValuesOnConditionCheckFailure());
            UpdateExpression.Result result = ItemWrites.applyUpdate(def, request.update(), existing, key);
            WriteOutcome outcome = table.put(result.item());
            ObjectNode out = Responses.object();
            Map<String, AttributeValue> returned = switch (request.returnValues()) {
                case "ALL_OLD" -> existing == null ? null : existing.attributes();
                case "ALL_NEW" -> result.item();
                case "UPDATED_OLD" -> nonEmpty(result.updatedOld());
                case "UPDATED_NEW" -> nonEmpty(result.updatedNew());
                default -> null;
            };
            Responses.putItem(out, "Attributes", returned);
            ConsumedCapacity capacity = new ConsumedCapacity(def.name());
            capacity.addWrite(def, outcome, 1);
            capacity.putInto(out, request.returnConsumedCapacity());
            return out;
        });
    }

    private static Map<String, AttributeValue> nonEmpty(Map<String, AttributeValue> m) {
        return m == null || m.isEmpty() ? null : m;
    }
}
