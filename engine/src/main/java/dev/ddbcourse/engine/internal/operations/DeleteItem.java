package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.DeleteItemValidation;
import dev.ddbcourse.engine.internal.validation.ReturnValues;
import dev.ddbcourse.engine.internal.writes.ItemWriter;
import dev.ddbcourse.engine.internal.writes.WriteAction;

import java.util.Map;

/** DeleteItem: removes the item (if any), atomically with its condition. */
final class DeleteItem extends TableOperation<DeleteItemValidation.Request, Map<String, AttributeValue>> {
    DeleteItem(Database db) { super(db, true); }

    @Override
    public DeleteItemValidation.Request validate(ObjectNode json) { return ValidationEnvelope.validate(json, () -> DeleteItemValidation.validate(json)); }

    @Override
    Map<String, AttributeValue> bind(TableDef def, DeleteItemValidation.Request request) {
        return Binding.key(def, request.key());
    }

    @Override
    ObjectNode run(Table table, DeleteItemValidation.Request request, Map<String, AttributeValue> key) {
        ItemWriter.Written written = db.writer().single(table, new WriteAction.Delete(key,
                request.condition(), request.returnValuesOnConditionCheckFailure()));
        Map<String, AttributeValue> old = request.returnValues() == ReturnValues.ALL_OLD ? Responses.before(written) : null;
        return Responses.itemWrite(table, request.tableName(), key, written, old, request.returnConsumedCapacity(), request.itemCollectionMetrics());
    }
}
