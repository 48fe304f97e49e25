package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.KeyRules;

import java.util.Map;

/** What single-item writes share (PutItem, UpdateItem, DeleteItem and their batch/transaction forms). */
final class ItemWrites {
    private ItemWrites() {}

    /** True when the condition (if any) holds on the stored item (absent items are empty). */
    static boolean conditionHolds(Condition condition, StoredItem existing) {
        return condition == null || condition.matches(existing == null ? Map.of() : existing.attributes());
    }

    /** Throws ConditionalCheckFailedException (with the old item for ALL_OLD) when the condition fails. */
    static void checkCondition(Condition condition, StoredItem existing, String onFailure) {
        if (conditionHolds(condition, existing)) return;
        throw DynamoDbError.conditionalCheckFailed("ALL_OLD".equals(onFailure) && existing != null
                ? AttributeValueJson.itemToJson(existing.attributes()) : null);
    }

    /** Refuses an update expression that writes a key attribute, before anything is evaluated. */
    static void checkUpdatesNoKey(TableDef def, UpdateExpression update) {
        if (update == null) return;
        for (String name : update.topLevelNames()) {
            if (def.key().isKeyAttribute(name)) throw DynamoDbError.validation(Messages.cannotUpdateKey(name));
        }
    }

    /**
     * Applies an update to the stored item (or to the key alone when there is none), checking the result
     * against the schema and the size limit. The result is always stored: like DynamoDB, an update of a
     * missing item creates it, even one that only removes attributes.
     */
    static UpdateExpression.Result applyUpdate(TableDef def, UpdateExpression update, StoredItem existing,
                                                Map<String, AttributeValue> key) {
        Map<String, AttributeValue> old = existing == null ? null : existing.attributes();
        UpdateExpression.Result result = update == null
                ? new UpdateExpression.Result(old, old == null ? key : old, true, java.util.List.of())
                : update.apply(old, key);
        KeyRules.indexKeysAfterUpdate(def, result.item());
        KeyRules.size(result.item(), Messages.ITEM_TOO_LARGE_AFTER_UPDATE);
        return result;
    }
}
