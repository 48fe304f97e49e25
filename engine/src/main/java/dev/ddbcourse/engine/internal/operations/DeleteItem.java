package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.DeleteItemValidation;
import dev.ddbcourse.engine.internal.validation.ReturnValues;
import dev.ddbcourse.engine.internal.validation.KeyRules;
import dev.ddbcourse.engine.internal.writes.ItemWriter;
import dev.ddbcourse.engine.internal.writes.WriteAction;

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
            ItemWriter.Written written = db.writer().single(table, new WriteAction.Delete(KeyRules.key(def, request.key()),
                    request.condition(), request.returnValuesOnConditionCheckFailure()));
            ObjectNode out = Responses.object();
            if (request.returnValues() == ReturnValues.ALL_OLD && written.before() != null) {
                Responses.putItem(out, "Attributes", written.before().attributes());
            }
            ConsumedCapacity capacity = new ConsumedCapacity(def.name());
            capacity.addWrite(def, written.cost());
            capacity.putInto(out, request.returnConsumedCapacity());
            ItemCollectionMetrics.putInto(out, request.itemCollectionMetrics(), table, request.key());
            return out;
        });
    }
}
