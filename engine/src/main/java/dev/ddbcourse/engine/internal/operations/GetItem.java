package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.model.ValueLayer;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.throughput.Throttling;
import dev.ddbcourse.engine.internal.validation.GetItemValidation;

import java.util.List;
import java.util.Map;

/** GetItem: one item by key, projected; a missing item still costs a read. */
final class GetItem extends TableOperation<GetItemValidation.Request, Map<String, AttributeValue>> {
    GetItem(Database db) { super(db, false); }

    @Override
    public GetItemValidation.Request validate(ObjectNode json) { return ValueLayer.CURRENT.during(() -> GetItemValidation.validate(json)); }

    @Override
    Map<String, AttributeValue> bind(TableDef def, GetItemValidation.Request request) {
        Map<String, AttributeValue> key = Binding.key(def, request.key());
        Binding.scalarKeys(def, request.projection());
        return key;
    }

    /** Serializable with a transaction: an item it is applying is read once the transaction is done. */
    @Override
    boolean held(Table table, Map<String, AttributeValue> key) { return db.pending().contains(table, key); }

    @Override
    void await(Table table, Map<String, AttributeValue> key) { db.pending().awaitDone(table, key); }

    @Override
    ObjectNode run(Table table, GetItemValidation.Request request, Map<String, AttributeValue> key) {
        TableDef def = table.def();
        Throttling throttling = db.throttling();
        AttributeValue partition = key.get(def.key().hashName());
        if (throttling.on()) throttling.admit(List.of(new Throttling.Use(def, null, partition, false, 0)));
        StoredItem item = table.get(key);
        ObjectNode out = Responses.object();
        if (item != null) {
            Responses.putItem(out, "Item",
                    request.projection() == null ? item.attributes() : request.projection().apply(item.attributes()));
        }
        // ConsumedCapacity names the table as the request did, ARN or name (API reference, ConsumedCapacity.TableName).
        ConsumedCapacity capacity = new ConsumedCapacity(request.tableName());
        double units = CapacityUnits.read(item == null ? 0 : item.size(), request.consistentRead());
        capacity.addTable(units);
        if (throttling.on()) throttling.spend(List.of(new Throttling.Use(def, null, partition, false, units)));
        capacity.putInto(out, request.returnConsumedCapacity());
        return out;
    }
}
