package dev.ddbcourse.engine.internal.writes;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.validation.ReturnValuesOnConditionCheckFailure;

import java.util.List;
import java.util.Map;

/**
 * One item write, already bound to its table (its key checked against the schema): a put, an update, a
 * delete or a transaction's condition check. {@link #apply} turns the current item into the new one.
 */
public sealed interface WriteAction {
    /** The primary key of the item written. */
    Map<String, AttributeValue> key();

    /** The condition the current item must meet, or null. */
    Condition condition();

    /** ReturnValuesOnConditionCheckFailure: ALL_OLD returns the current item with the failure. */
    ReturnValuesOnConditionCheckFailure onConditionFailure();

    /** The item after this action, given the current one (null when absent); may throw a ValidationException. */
    Applied apply(TableDef def, StoredItem existing);

    /**
     * What an action makes of the current item.
     *
     * @param after the new item, null when the item is removed
     * @param writes false for a condition check, which changes nothing
     * @param update the update's result (for UpdateItem's ReturnValues), or null
     */
    record Applied(Map<String, AttributeValue> after, boolean writes, UpdateExpression.Result update) {}

    /** True when the condition (if any) holds on the current item (an absent item is empty). */
    default boolean conditionHolds(StoredItem existing) {
        return condition() == null || condition().matches(existing == null ? Map.of() : existing.attributes());
    }

    /** ConditionalCheckFailedException, with the current item when ReturnValuesOnConditionCheckFailure=ALL_OLD. */
    default DynamoDbError conditionFailed(StoredItem existing) {
        boolean allOld = onConditionFailure() == ReturnValuesOnConditionCheckFailure.ALL_OLD;
        return DynamoDbError.conditionalCheckFailed(allOld && existing != null
                ? AttributeValueJson.itemToJson(existing.attributes()) : null);
    }

    record Put(Map<String, AttributeValue> key, Map<String, AttributeValue> item, Condition condition,
               ReturnValuesOnConditionCheckFailure onConditionFailure) implements WriteAction {
        @Override
        public Applied apply(TableDef def, StoredItem existing) { return new Applied(item, true, null); }
    }

    record Delete(Map<String, AttributeValue> key, Condition condition,
                  ReturnValuesOnConditionCheckFailure onConditionFailure) implements WriteAction {
        @Override
        public Applied apply(TableDef def, StoredItem existing) { return new Applied(null, true, null); }
    }

    record ConditionCheck(Map<String, AttributeValue> key, Condition condition,
                          ReturnValuesOnConditionCheckFailure onConditionFailure) implements WriteAction {
        @Override
        public Applied apply(TableDef def, StoredItem existing) {
            return new Applied(existing == null ? null : existing.attributes(), false, null);
        }
    }

    /** @param update null for an UpdateItem without an update: the item is stored as it is (created when missing) */
    record Update(Map<String, AttributeValue> key, UpdateExpression update, Condition condition,
                  ReturnValuesOnConditionCheckFailure onConditionFailure) implements WriteAction {

        /**
         * Applies the update to the current item (or to the key alone when there is none), checking the
         * result against the schema and the size limit. An update of a missing item creates it, unless it
         * only removes attributes (REMOVE, DELETE): then, as on DynamoDB, nothing is stored.
         */
        @Override
        public Applied apply(TableDef def, StoredItem existing) {
            Map<String, AttributeValue> old = existing == null ? null : existing.attributes();
            UpdateExpression.Result result = update == null
                    ? new UpdateExpression.Result(old, old == null ? key : old, true, List.of())
                    : update.apply(old, key);
            if (!result.writesItem()) return new Applied(null, true, result);
            Binding.itemAfterUpdate(def, result.item());
            ItemSize.checkLimit(result.item(), Messages.ITEM_TOO_LARGE_AFTER_UPDATE);
            return new Applied(result.item(), true, result);
        }
    }
}
