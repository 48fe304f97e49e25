package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.binding.Binding;
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
    public PutItemValidation.Request validate(ObjectNode json) { return ValidationEnvelope.validate(json, () -> PutItemValidation.validate(json)); }

    @Override
    Map<String, AttributeValue> bind(TableDef def, PutItemValidation.Request request) {
        Binding.item(def, request.item());
        return def.key().extract(request.item());
    }

    @Override
    ObjectNode run(Table table, PutItemValidation.Request request, Map<String, AttributeValue> key) {
        ItemWriter.Written written = db.writer().single(table, new WriteAction.Put(key,
                request.item(), request.condition(), request.returnValuesOnConditionCheckFailure()));
        Map<String, AttributeValue> old = request.returnValues() == ReturnValues.ALL_OLD ? Responses.before(written) : null;
        return Responses.itemWrite(table, request.tableName(), key, written, old, request.returnConsumedCapacity(), request.itemCollectionMetrics());
    }
}
