package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.DynamoDbError.CancellationReason;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.throughput.Throttling;
import dev.ddbcourse.engine.internal.validation.GetItemValidation;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.validation.TransactGetItemsValidation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** TransactGetItems: all items read under every involved table's lock (one snapshot), reads charged twice. */
final class TransactGetItems implements Operation<TransactGetItemsValidation.Request> {
    private final Database db;

    TransactGetItems(Database db) { this.db = db; }

    @Override
    public TransactGetItemsValidation.Request validate(ObjectNode json) { return TransactGetItemsValidation.validate(json); }

    @Override
    public ObjectNode execute(TransactGetItemsValidation.Request request) {
        List<Table> tables = new ArrayList<>();
        for (GetItemValidation.Request get : request.gets()) tables.add(db.get(get.tableName()));
        return Database.writingAll(tables, () -> {
            for (int i = 0; i < tables.size(); i++) Binding.keyValuesUpFront(tables.get(i).def(), request.gets().get(i).key(), false);
            List<Map<String, AttributeValue>> keys = new ArrayList<>();
            List<String> invalid = new ArrayList<>();
            Set<List<Object>> seen = new HashSet<>();
            for (int i = 0; i < tables.size(); i++) {
                Map<String, AttributeValue> key = null;
                String refused = null;
                try {
                    key = Binding.key(tables.get(i).def(), request.gets().get(i).key());
                } catch (DynamoDbError e) {
                    if (e.kind() != DynamoDbError.Kind.VALIDATION) throw e;
                    refused = e.getMessage();
                }
                if (key != null && !seen.add(List.of(tables.get(i).name(), key))) throw DynamoDbError.validation(Messages.TRANSACTION_SAME_ITEM);
                keys.add(key);
                invalid.add(refused);
            }
            refuseFirstInvalid(invalid);
            refuseConflicts(tables, keys);
            Throttling throttling = db.throttling();
            if (throttling.on()) {
                List<Throttling.Use> uses = new ArrayList<>();
                for (int i = 0; i < tables.size(); i++) {
                    TableDef def = tables.get(i).def();
                    uses.add(new Throttling.Use(def, null, keys.get(i).get(def.key().hashName()), false, 0));
                }
                throttling.admit(uses);
            }
            ObjectNode out = Responses.object();
            ArrayNode responses = out.putArray("Responses");
            Map<String, ConsumedCapacity> capacities = new LinkedHashMap<>();
            for (int i = 0; i < tables.size(); i++) {
                Table table = tables.get(i);
                GetItemValidation.Request get = request.gets().get(i);
                StoredItem item = table.get(keys.get(i));
                ObjectNode response = responses.addObject();
                Map<String, AttributeValue> projected = item == null ? null
                        : get.projection() == null ? item.attributes() : get.projection().apply(item.attributes());
                // An item the projection selects nothing of has no Item (paritysuite/dynamodb-conformance transactGet.test.ts).
                if (projected != null && !projected.isEmpty()) response.set("Item", AttributeValueJson.itemToJson(projected));
                double units = 2 * CapacityUnits.read(item == null ? 0 : item.size(), true);
                // Named as the request's first Get on the table named it, ARN or name (API reference, ConsumedCapacity).
                capacities.computeIfAbsent(request.gets().get(tables.indexOf(table)).tableName(),
                                n -> new ConsumedCapacity(n, ConsumedCapacity.Split.READ))
                        .addTable(units);
                if (throttling.on()) {
                    throttling.spend(List.of(new Throttling.Use(table.def(), null, keys.get(i).get(table.def().key().hashName()), false, units)));
                }
            }
            ArrayNode consumed = ConsumedCapacity.toJsonList(capacities.values(), request.returnConsumedCapacity());
            if (consumed != null) out.set("ConsumedCapacity", consumed);
            return out;
        });
    }

    /**
     * The actions were checked before any ran: the first refused one ({@code refusals} holds its message, null for an
     * action that fits its table) cancels the transaction with a ValidationError reason, and every other action's reason
     * is None, a second refusal's too. TransactWriteItems uses it as well (Alternator's test_transact.py
     * ::test_transact_write_cancellation_reasons_validationerror, run against AWS: "only the first error is detected").
     */
    static void refuseFirstInvalid(List<String> refusals) {
        int first = -1;
        for (int i = 0; i < refusals.size() && first < 0; i++) if (refusals.get(i) != null) first = i;
        if (first < 0) return;
        List<CancellationReason> reasons = new ArrayList<>();
        for (int i = 0; i < refusals.size(); i++) {
            reasons.add(i == first ? new CancellationReason("ValidationError", refusals.get(i), null) : CancellationReason.none());
        }
        throw DynamoDbError.transactionCanceled(reasons);
    }

    /**
     * An item that a TransactWriteItems is applying cancels the read (Developer Guide, "Transaction conflict
     * handling": TransactionCanceledException with a TransactionConflict reason for that item).
     */
    private void refuseConflicts(List<Table> tables, List<Map<String, AttributeValue>> keys) {
        List<CancellationReason> reasons = new ArrayList<>();
        boolean conflict = false;
        for (int i = 0; i < tables.size(); i++) {
            boolean pending = db.pending().contains(tables.get(i), keys.get(i));
            conflict |= pending;
            reasons.add(pending ? new CancellationReason("TransactionConflict", Messages.TRANSACTION_ONGOING, null)
                    : CancellationReason.none());
        }
        if (conflict) throw DynamoDbError.transactionCanceled(reasons);
    }
}
