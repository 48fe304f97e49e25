package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.DynamoDbError.CancellationReason;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;
import dev.ddbcourse.engine.internal.validation.KeyRules;
import dev.ddbcourse.engine.internal.validation.TransactWriteItemsValidation;
import dev.ddbcourse.engine.internal.validation.TransactWriteItemsValidation.Action;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * TransactWriteItems: all-or-nothing. Every involved table is locked (in name order), every condition
 * is checked against the current items, and only when all hold are the writes applied, charged twice.
 * A ClientRequestToken makes a repeat within 10 minutes return the first answer without writing again.
 */
final class TransactWriteItems implements Operation<TransactWriteItems.Checked> {
    private final Database db;
    private final IdempotencyTokens tokens;

    TransactWriteItems(Database db) {
        this.db = db;
        this.tokens = new IdempotencyTokens(db.clock());
    }

    /** One action resolved against its table: the key, the current item, and (for Put/Update) the new item. */
    private record Step(Table table, Action action, Map<String, AttributeValue> key, StoredItem existing,
                        Map<String, AttributeValue> newItem, boolean delete) {
        Step withNewItem(Map<String, AttributeValue> item) {
            return new Step(table, action, key, existing, item, delete);
        }
    }

    /** The outcome of checking one action: its cancellation reason, and an Update's new item. */
    private record ActionCheck(CancellationReason reason, Map<String, AttributeValue> updatedItem) {}

    /** The validated request, with its JSON: a repeated ClientRequestToken is compared by the request sent. */
    record Checked(TransactWriteItemsValidation.Request request, ObjectNode json) {}

    @Override
    public Checked validate(ObjectNode json) {
        return new Checked(TransactWriteItemsValidation.validate(json), json);
    }

    @Override
    public ObjectNode execute(Checked checked) {
        TransactWriteItemsValidation.Request request = checked.request();
        if (request.clientRequestToken() == null) return write(request);
        return tokens.once(request.clientRequestToken(), checked.json(), () -> write(request));
    }

    private ObjectNode write(TransactWriteItemsValidation.Request request) {
        List<Table> tables = new ArrayList<>();
        for (Action a : request.actions()) tables.add(db.get(a.tableName()));
        return Database.writingAll(tables, () -> {
            List<Step> steps = new ArrayList<>();
            Set<List<Object>> seen = new HashSet<>();
            for (int i = 0; i < tables.size(); i++) {
                Step step = resolve(tables.get(i), request.actions().get(i));
                if (!seen.add(List.of(step.table().name(), step.key()))) {
                    throw DynamoDbError.validation(Messages.TRANSACTION_SAME_ITEM);
                }
                steps.add(step);
            }
            List<CancellationReason> reasons = new ArrayList<>();
            boolean cancelled = false;
            for (int i = 0; i < steps.size(); i++) {
                ActionCheck checked = check(steps.get(i));
                cancelled |= !checked.reason().code().equals("None");
                reasons.add(checked.reason());
                if (checked.updatedItem() != null) steps.set(i, steps.get(i).withNewItem(checked.updatedItem()));
            }
            if (cancelled) throw DynamoDbError.transactionCanceled(reasons);
            Map<String, ConsumedCapacity> capacities = new LinkedHashMap<>();
            for (Step step : steps) {
                TableDef def = step.table().def();
                ConsumedCapacity capacity = capacities.computeIfAbsent(def.name(), ConsumedCapacity::new);
                if (step.action().conditionCheck() != null) {
                    capacity.addTable(2 * CapacityUnits.write(step.existing() == null ? 0 : step.existing().size()));
                    continue;
                }
                WriteOutcome outcome = step.delete() ? step.table().delete(step.key())
                        : step.newItem() != null ? step.table().put(step.newItem())
                        : new WriteOutcome(step.existing(), step.existing(), Map.of());
                capacity.addWrite(def, outcome, 2);
            }
            ObjectNode out = Responses.object();
            ArrayNode consumed = ConsumedCapacity.toJsonList(capacities.values(), request.returnConsumedCapacity());
            if (consumed != null) out.set("ConsumedCapacity", consumed);
            return out;
        });
    }

    /** Schema checks (a bad request fails as a whole, not as a cancellation) and the current item. */
    private static Step resolve(Table table, Action a) {
        TableDef def = table.def();
        if (a.put() != null) {
            KeyRules.item(def, a.put().item());
            Map<String, AttributeValue> key = def.key().extract(a.put().item());
            return new Step(table, a, key, table.get(key), a.put().item(), false);
        }
        if (a.update() != null) {
            Map<String, AttributeValue> key = KeyRules.key(def, a.update().key());
            ItemWrites.checkUpdatesNoKey(def, a.update().update());
            return new Step(table, a, key, table.get(key), null, false);
        }
        var keyed = a.delete() != null ? a.delete() : a.conditionCheck();
        Map<String, AttributeValue> key = KeyRules.key(def, keyed.key());
        return new Step(table, a, key, table.get(key), null, a.delete() != null);
    }

    /** Reason "None" when the action may proceed; computes an Update's new item on the way. */
    private static ActionCheck check(Step step) {
        Action a = step.action();
        Condition condition;
        String onFailure;
        if (a.put() != null) {
            condition = a.put().condition();
            onFailure = a.put().returnValuesOnConditionCheckFailure();
        } else if (a.update() != null) {
            condition = a.update().condition();
            onFailure = a.update().returnValuesOnConditionCheckFailure();
        } else {
            var keyed = a.delete() != null ? a.delete() : a.conditionCheck();
            condition = keyed.condition();
            onFailure = keyed.returnValuesOnConditionCheckFailure();
        }
        if (!ItemWrites.conditionHolds(condition, step.existing())) {
            return new ActionCheck(new CancellationReason("ConditionalCheckFailed", Messages.CONDITIONAL_REQUEST_FAILED,
                    "ALL_OLD".equals(onFailure) && step.existing() != null
                            ? AttributeValueJson.itemToJson(step.existing().attributes()) : null), null);
        }
        if (a.update() != null) {
            try {
                UpdateExpression.Result result = ItemWrites.applyUpdate(step.table().def(), a.update().update(),
                        step.existing(), step.key());
                return new ActionCheck(CancellationReason.none(), result.item());
            } catch (DynamoDbError e) {
                if (e.kind() != DynamoDbError.Kind.VALIDATION || Messages.isEmptyIndexKeyByUpdate(e.getMessage())) throw e;
                return new ActionCheck(new CancellationReason("ValidationError", e.getMessage(), null), null);
            }
        }
        return new ActionCheck(CancellationReason.none(), null);
    }
}
