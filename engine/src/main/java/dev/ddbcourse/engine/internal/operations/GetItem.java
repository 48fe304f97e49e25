package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.throughput.Throttling;
import dev.ddbcourse.engine.internal.validation.GetItemValidation;

import dev.ddbcourse.engine.internal.validation.KeyRules;

import java.util.List;
import java.util.Map;

/** GetItem: one item by key, projected; a missing item still costs a read. */
final class GetItem implements Operation<GetItemValidation.Request> {
    private final Database db;

    GetItem(Database db) { this.db = db; }

    @Override
    public GetItemValidation.Request validate(ObjectNode json) { return GetItemValidation.validate(json); }

    @Override
    public ObjectNode execute(GetItemValidation.Request request) {
        Table table = db.get(request.tableName());
        while (true) {
            Map<String, AttributeValue> key = KeyRules.key(table.def(), request.key());
            ObjectNode out = read(table, key, request);
            if (out != null) return out;
            // Serializable with a transaction that is applying this item: read it once the transaction is done.
            db.pending().awaitDone(table, key);
        }
    }

    /** The answer, or null while a transaction being applied holds the item. */
    private ObjectNode read(Table table, Map<String, AttributeValue> key, GetItemValidation.Request request) {
        return table.reading(() -> {
            if (db.pending().contains(table, key)) return null;
            TableDef def = table.def();
            KeyPaths.scalar(def, request.projection());
            Throttling throttling = db.throttling();
            AttributeValue partition = key.get(def.key().hashName());
            if (throttling.on()) throttling.admit(List.of(new Throttling.Use(def, null, partition, false, 0)));
            StoredItem item = table.get(key);
            ObjectNode out = Responses.object();
            if (item != null) {
                Responses.putItem(out, "Item",
                        request.projection() == null ? item.attributes() : request.projection().apply(item.attributes()));
            }
            ConsumedCapacity capacity = new ConsumedCapacity(def.name());
            double units = CapacityUnits.read(item == null ? 0 : item.size(), request.consistentRead());
            capacity.addTable(units);
            if (throttling.on()) throttling.spend(List.of(new Throttling.Use(def, null, partition, false, units)));
            capacity.putInto(out, request.returnConsumedCapacity());
            return out;
        });
    }
}
