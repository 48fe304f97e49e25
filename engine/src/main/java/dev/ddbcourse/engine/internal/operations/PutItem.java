package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.KeyRules;
import dev.ddbcourse.engine.internal.validation.PutItemValidation;
import dev.ddbcourse.engine.internal.validation.ReturnValues;
import dev.ddbcourse.engine.internal.writes.ItemWriter;
import dev.ddbcourse.engine.internal.writes.WriteAction;

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
            ItemWriter.Written written = db.writer().single(table, new WriteAction.Put(def.key().extract(request.item()),
                    request.item(), request.condition(), request.returnValuesOnConditionCheckFailure()));
            ObjectNode out = Responses.object();
            if (request.returnValues() == ReturnValues.ALL_OLD && written.before() != null) {
                Responses.putItem(out, "Attributes", written.before().attributes());
            }
            ConsumedCapacity capacity = new ConsumedCapacity(def.name());
            capacity.addWrite(def, written.cost());
            capacity.putInto(out, request.returnConsumedCapacity());
            ItemCollectionMetrics.putInto(out, request.itemCollectionMetrics(), table, def.key().extract(request.item()));
            return out;
        });
    }
}
