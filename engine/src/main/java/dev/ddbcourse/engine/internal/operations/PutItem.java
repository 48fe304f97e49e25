package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;
import dev.ddbcourse.engine.internal.validation.KeyRules;
import dev.ddbcourse.engine.internal.validation.PutItemValidation;

/** PutItem: replaces the whole item, atomically with its condition. */
final class PutItem implements Operation<PutItemValidation.Request> {
    private final Database db;

    PutItem(Database db) { this.db = db; }

    @Override
    public PutItemValidation.Request validate(ObjectNode json) { return PutItemValidation.validate(json); }

    @Override
    public ObjectNode execute(PutItemValidation.Request request) {
        Table table = db.get(request.tableName());
        return table.writing(() -> {
            TableDef def = table.def();
            KeyRules.item(def, request.item());
            StoredItem existing = table.get(def.key().extract(request.item()));
            ItemWrites.checkCondition(request.condition(), existing, request.returnValuesOnConditionCheckFailure());
            WriteOutcome outcome = table.put(request.item());
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
