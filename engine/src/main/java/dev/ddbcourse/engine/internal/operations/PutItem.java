package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.PutItemValidation;
import dev.ddbcourse.engine.internal.validation.ReturnValues;
import dev.ddbcourse.engine.internal.writes.ItemWriter;
import dev.ddbcourse.engine.internal.writes.WriteAction;

import java.util.Map;

/** PutItem: replaces the whole item, atomically with its condition. */
final class PutItem extends TableOperation<PutItemValidation.Request, Map<String, AttributeValue>> {
    PutItem(Database db) { super(db, true); }

    @Override
    public PutItemValidation.Request validate(ObjectNode json) { return PutItemValidation.validate(json); }

    @Override
    Map<String, AttributeValue> bind(TableDef def, PutItemValidation.Request request) {
        Binding.item(def, request.item());
        return def.key().extract(request.item());
    }

    @Override
    ObjectNode run(Table table, PutItemValidation.Request request, Map<String, AttributeValue> key) {
        TableDef def = table.def();
        ItemWriter.Written written = db.writer().single(table, new WriteAction.Put(key,
                request.item(), request.condition(), request.returnValuesOnConditionCheckFailure()));
        ObjectNode out = Responses.object();
        if (request.returnValues() == ReturnValues.ALL_OLD && written.before() != null) {
            Responses.putItem(out, "Attributes", written.before().attributes());
        }
        ConsumedCapacity capacity = new ConsumedCapacity(def.name());
        capacity.addWrite(def, written.cost());
        capacity.putInto(out, request.returnConsumedCapacity());
        ItemCollectionMetrics.putInto(out, request.itemCollectionMetrics(), table, key);
        return out;
    }
}
