package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.BatchGetItemValidation;
import dev.ddbcourse.engine.internal.validation.KeyRules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** BatchGetItem: every key is read (none left unprocessed), each item charged as its own GetItem. */
final class BatchGetItem implements Operation<BatchGetItemValidation.Request> {
    private final Database db;

    BatchGetItem(Database db) { this.db = db; }

    @Override
    public BatchGetItemValidation.Request validate(ObjectNode json) { return BatchGetItemValidation.validate(json); }

    @Override
    public ObjectNode execute(BatchGetItemValidation.Request request) {
        List<Table> tables = new ArrayList<>();
        for (BatchGetItemValidation.TableRequest t : request.tables()) tables.add(db.get(t.tableName()));
        ObjectNode out = Responses.object();
        ObjectNode responses = out.putObject("Responses");
        List<ConsumedCapacity> capacities = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            Table table = tables.get(i);
            BatchGetItemValidation.TableRequest t = request.tables().get(i);
            ArrayNode items = responses.putArray(t.tableName());
            ConsumedCapacity capacity = new ConsumedCapacity(t.tableName());
            capacities.add(capacity);
            table.reading(() -> {
                for (Map<String, AttributeValue> key : t.keys()) {
                    StoredItem item = table.get(KeyRules.key(table.def(), key));
                    capacity.addTable(CapacityUnits.read(item == null ? 0 : item.size(), t.consistentRead()));
                    if (item != null) {
                        items.add(AttributeValueJson.itemToJson(
                                t.projection() == null ? item.attributes() : t.projection().apply(item.attributes())));
                    }
                }
                return null;
            });
        }
        out.putObject("UnprocessedKeys");
        ArrayNode consumed = ConsumedCapacity.toJsonList(capacities, request.returnConsumedCapacity());
        if (consumed != null) out.set("ConsumedCapacity", consumed);
        return out;
    }
}
