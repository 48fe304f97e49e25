package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineSwitches;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.DynamoDbError.CancellationReason;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.MustWait;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.capacity.WriteCost;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.writes.ItemWriter;
import dev.ddbcourse.engine.internal.writes.WriteAction;
import dev.ddbcourse.engine.internal.validation.TransactWriteItemsValidation;
import dev.ddbcourse.engine.internal.validation.TransactWriteItemsValidation.Action;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * TransactWriteItems: all-or-nothing. Every involved table is locked (in name order), every condition
 * is checked against the current items, and only when all hold are the writes applied (charged as
 * {@link WriteCost.Charge#TRANSACTION}).
 * A ClientRequestToken makes a repeat within 10 minutes return the first answer without writing again.
 */
final class TransactWriteItems implements Operation<TransactWriteItems.Checked> {
    private final Database db;
    private final IdempotencyTokens tokens;

    TransactWriteItems(Database db) {
        this.db = db;
        this.tokens = new IdempotencyTokens(db.clock());
    }

    /**
     * One action bound to its table, and the item it finds there; or, when its key or item does not fit the
     * table's key schema, the message of the ValidationError that cancels the transaction (action null).
     */
    private record Step(Table table, WriteAction action, StoredItem existing, String invalid) {}

    /** The validated request, with its JSON: a repeated ClientRequestToken is compared by the request sent. */
    record Checked(TransactWriteItemsValidation.Request request, ObjectNode json) {}

    /** DynamoDB's limit on the items of one transaction, summed. */
    static final long MAX_TRANSACTION_BYTES = 4L * 1024 * 1024;

    @Override
    public Checked validate(ObjectNode json) {
        TransactWriteItemsValidation.Request request = TransactWriteItemsValidation.validate(json);
        long bytes = 0;
        for (Action a : request.actions()) {
            if (a.put() != null) bytes += ItemSize.of(a.put().item());
            else if (a.update() != null) bytes += ItemSize.of(a.update().key());
            else if (a.delete() != null) bytes += ItemSize.of(a.delete().key());
            else bytes += ItemSize.of(a.conditionCheck().key());
        }
        if (bytes > MAX_TRANSACTION_BYTES) throw DynamoDbError.validation(Messages.transactionTooLarge(bytes));
        return new Checked(request, json);
    }

    @Override
    public ObjectNode execute(Checked checked) {
        TransactWriteItemsValidation.Request request = checked.request();
        // The test hook holds the transaction between its items: never on a thread that must not wait.
        if (db.switches().transactionStep() != null && request.actions().size() > 1) MustWait.unlessMayWait();
        if (request.clientRequestToken() == null) return write(request);
        return tokens.once(request.clientRequestToken(), checked.json(), () -> write(request), first -> replayed(request, first));
    }

    /**
     * A repeat's answer: the first response, its capacity a transactional read of each named item as it is now
     * (paritysuite/dynamodb-conformance tests/tier2/transactions/transactWrite.test.ts, eu-west-2: a ~1.5 KB Put
     * replays as 2 read units, not its 4 write units).
     */
    private ObjectNode replayed(TransactWriteItemsValidation.Request request, ObjectNode first) {
        List<Table> tables = tables(request);
        return Database.writingAll(tables, () -> {
            Map<String, ConsumedCapacity> capacities = new LinkedHashMap<>();
            for (int i = 0; i < tables.size(); i++) {
                Table table = tables.get(i);
                Action a = request.actions().get(i);
                Map<String, AttributeValue> named = a.put() != null ? a.put().item() : a.update() != null ? a.update().key()
                        : a.delete() != null ? a.delete().key() : a.conditionCheck().key();
                StoredItem item = table.get(table.def().key().extract(named));
                capacities.computeIfAbsent(named(request, tables, table), n -> new ConsumedCapacity(n, ConsumedCapacity.Split.READ))
                        .addTable(2 * CapacityUnits.read(item == null ? 0 : item.size(), true));
            }
            first.remove("ConsumedCapacity");
            ArrayNode consumed = ConsumedCapacity.toJsonList(capacities.values(), request.returnConsumedCapacity());
            if (consumed != null) first.set("ConsumedCapacity", consumed);
            return first;
        });
    }

    /**
     * The table as the request named it (ARN or name) in its first item on that table: ConsumedCapacity and
     * ItemCollectionMetrics name a table so (API reference, ConsumedCapacity.TableName). Which name live DynamoDB
     * shows when one transaction names a table both ways is unconfirmed.
     */
    static String named(TransactWriteItemsValidation.Request request, List<Table> tables, Table table) {
        return request.actions().get(tables.indexOf(table)).tableName();
    }

    /** Each action's table, in the actions' order. */
    private List<Table> tables(TransactWriteItemsValidation.Request request) {
        List<Table> tables = new ArrayList<>();
        for (Action a : request.actions()) tables.add(db.get(a.tableName()));
        return tables;
    }

    private ObjectNode write(TransactWriteItemsValidation.Request request) {
        List<Table> tables = tables(request);
        return Database.writingAll(tables, () -> {
            for (int i = 0; i < tables.size(); i++) upFront(tables.get(i).def(), request.actions().get(i));
            List<Step> steps = new ArrayList<>();
            Set<List<Object>> seen = new HashSet<>();
            for (int i = 0; i < tables.size(); i++) {
                Table table = tables.get(i);
                WriteAction action;
                try {
                    action = bind(table.def(), request.actions().get(i));
                } catch (DynamoDbError e) {
                    if (e.kind() != DynamoDbError.Kind.VALIDATION) throw e;
                    steps.add(new Step(table, null, null, e.getMessage()));
                    continue;
                }
                if (!seen.add(List.of(table.name(), action.key()))) {
                    throw DynamoDbError.validation(Messages.TRANSACTION_SAME_ITEM);
                }
                steps.add(new Step(table, action, table.get(action.key()), null));
            }
            TransactGetItems.refuseFirstInvalid(steps.stream().map(Step::invalid).toList());
            List<CancellationReason> reasons = new ArrayList<>();
            List<ItemWriter.Planned> planned = new ArrayList<>();
            boolean cancelled = false;
            for (Step step : steps) {
                CancellationReason reason = CancellationReason.none();
                WriteAction.Applied applied = null;
                if (db.pending().contains(step.table(), step.action().key())) {
                    reason = new CancellationReason("TransactionConflict", Messages.TRANSACTION_ONGOING, null);
                } else if (!step.action().conditionHolds(step.existing())) {
                    reason = new CancellationReason("ConditionalCheckFailed", Messages.CONDITIONAL_REQUEST_FAILED,
                            step.action().conditionFailed(step.existing()).item());
                } else {
                    try {
                        applied = step.action().apply(step.table().def(), step.existing());
                    } catch (DynamoDbError e) {
                        if (e.kind() != DynamoDbError.Kind.VALIDATION || Messages.isEmptyIndexKeyByUpdate(e.getMessage())) throw e;
                        reason = new CancellationReason("ValidationError", e.getMessage(), null);
                    }
                }
                cancelled |= applied == null;
                reasons.add(reason);
                if (applied != null) {
                    planned.add(db.writer().plan(step.table(), step.action(), step.existing(), applied,
                            WriteCost.Charge.TRANSACTION, ItemWriter.Origin.REQUEST));
                }
            }
            if (cancelled) throw DynamoDbError.transactionCanceled(reasons);
            db.writer().admit(planned);
            Map<String, ConsumedCapacity> capacities = new LinkedHashMap<>();
            ItemCollectionMetrics.PerTable collections = new ItemCollectionMetrics.PerTable();
            applyAll(tables, steps, planned, p -> {
                TableDef def = p.table().def();
                String named = named(request, tables, p.table());
                capacities.computeIfAbsent(named, n -> new ConsumedCapacity(n, ConsumedCapacity.Split.WRITE))
                        .addWrite(def, db.writer().apply(p).cost());
                if (p.applied().writes()) collections.add(named, p.table(), p.action().key());
            });
            collections.measure();
            ObjectNode out = Responses.object();
            ArrayNode consumed = ConsumedCapacity.toJsonList(capacities.values(), request.returnConsumedCapacity());
            if (consumed != null) out.set("ConsumedCapacity", consumed);
            collections.putInto(out, request.itemCollectionMetrics());
            return out;
        });
    }

    /**
     * Applies the planned writes in order. With the test hook set ({@link EngineSwitches.TransactionStep}), the
     * table locks are released between two items while the hook runs; the items stay marked pending meanwhile,
     * which gives the isolation DynamoDB documents (GetItem waits, TransactGetItems and writes conflict,
     * Query/Scan/BatchGetItem may see the transaction half-applied).
     */
    private void applyAll(List<Table> tables, List<Step> steps, List<ItemWriter.Planned> planned,
                          Consumer<ItemWriter.Planned> apply) {
        EngineSwitches.TransactionStep hook = db.switches().transactionStep();
        if (hook == null || planned.size() < 2) {
            planned.forEach(apply);
            return;
        }
        List<Map.Entry<Table, Map<String, AttributeValue>>> items = new ArrayList<>();
        for (Step step : steps) items.add(Map.entry(step.table(), step.action().key()));
        db.pending().during(items, () -> {
            for (int i = 0; i < planned.size(); i++) {
                apply.accept(planned.get(i));
                int applied = i + 1;
                if (applied < planned.size()) Database.releasingAll(tables, () -> pause(hook, applied, planned.size()));
            }
            return null;
        });
    }

    private static void pause(EngineSwitches.TransactionStep hook, int applied, int total) {
        try {
            hook.between(applied, total);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** What is refused for the whole request before any action is bound ({@link Binding#keyValuesUpFront}). */
    private static void upFront(TableDef def, Action a) {
        if (a.put() != null) Binding.keyValuesUpFront(def, a.put().item(), true);
        else if (a.update() != null) {
            Binding.keyValuesUpFront(def, a.update().key(), false);
            Binding.updateLeavesKey(def, a.update().update());
        }
        else if (a.delete() != null) Binding.keyValuesUpFront(def, a.delete().key(), false);
        else Binding.keyValuesUpFront(def, a.conditionCheck().key(), false);
    }

    /**
     * The bind step for one action: its key or item against the table's key schema. What it refuses cancels the
     * transaction with a ValidationError reason for this action (DynamoDB finds it when the action runs); what
     * an update expression would do to the key is refused for the whole request.
     */
    private static WriteAction bind(TableDef def, Action a) {
        if (a.put() != null) {
            Binding.item(def, a.put().item());
            return new WriteAction.Put(def.key().extract(a.put().item()), a.put().item(), a.put().condition(),
                    a.put().returnValuesOnConditionCheckFailure());
        }
        if (a.update() != null) {
            Map<String, AttributeValue> key = Binding.key(def, a.update().key());
            return new WriteAction.Update(key, a.update().update(), a.update().condition(),
                    a.update().returnValuesOnConditionCheckFailure());
        }
        if (a.delete() != null) {
            return new WriteAction.Delete(Binding.key(def, a.delete().key()), a.delete().condition(),
                    a.delete().returnValuesOnConditionCheckFailure());
        }
        return new WriteAction.ConditionCheck(Binding.key(def, a.conditionCheck().key()), a.conditionCheck().condition(),
                a.conditionCheck().returnValuesOnConditionCheckFailure());
    }
}
