package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.UpdateItemValidation;
import dev.ddbcourse.engine.internal.writes.ItemWriter;
import dev.ddbcourse.engine.internal.writes.WriteAction;

import java.util.Map;

/**
 * UpdateItem: condition, update and write under the table's lock, so increments never get lost. Called as itself,
 * it also refuses a statement whose charge ({@link UpdateExpression#statementCharge}) passes 400 KB, before the
 * condition; PartiQL's UPDATE runs through an instance that sizes the finished item only, as DynamoDB does.
 */
final class UpdateItem extends TableOperation<UpdateItemValidation.Request, Map<String, AttributeValue>> {
    private final boolean chargesStatement;

    UpdateItem(Database db) { this(db, true); }

    UpdateItem(Database db, boolean chargesStatement) {
        super(db, true);
        this.chargesStatement = chargesStatement;
    }

    @Override
    public UpdateItemValidation.Request validate(ObjectNode json) { return ValidationEnvelope.validate(json, () -> UpdateItemValidation.validate(json)); }

    @Override
    Map<String, AttributeValue> bind(TableDef def, UpdateItemValidation.Request request) {
        Map<String, AttributeValue> key = Binding.key(def, request.key());
        Binding.updateLeavesKey(def, request.update());
        Binding.scalarKeys(def, request.update());
        return key;
    }

    @Override
    ObjectNode run(Table table, UpdateItemValidation.Request request, Map<String, AttributeValue> key) {
        if (chargesStatement && request.update() != null && request.update().statementCharge() > ItemSize.MAX_ITEM_BYTES) {
            throw DynamoDbError.validation(Messages.ITEM_TOO_LARGE_AFTER_UPDATE);
        }
        ItemWriter.Written written = db.writer().single(table, new WriteAction.Update(key, request.update(),
                request.condition(), request.returnValuesOnConditionCheckFailure()));
        UpdateExpression.Result result = written.applied().update();
        Map<String, AttributeValue> returned = switch (request.returnValues()) {
            case ALL_OLD -> Responses.before(written);
            case ALL_NEW -> result.writesItem() ? result.item() : null;
            case UPDATED_OLD -> nonEmpty(result.updatedOld());
            case UPDATED_NEW -> nonEmpty(result.updatedNew());
            case NONE -> null;
        };
        return Responses.itemWrite(table, request.tableName(), key, written, returned, request.returnConsumedCapacity(),
                request.itemCollectionMetrics());
    }

    private static Map<String, AttributeValue> nonEmpty(Map<String, AttributeValue> m) {
        return m == null || m.isEmpty() ? null : m;
    }
}
