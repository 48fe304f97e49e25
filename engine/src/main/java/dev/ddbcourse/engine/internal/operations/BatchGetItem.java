package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.ddbcourse.engine.internal.model.ValueLayer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.CapacityUnits;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.expressions.Path;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.throughput.Throttling;
import dev.ddbcourse.engine.internal.validation.BatchGetItemValidation;
import dev.ddbcourse.engine.internal.binding.Binding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * BatchGetItem: each item charged as its own GetItem. What cannot be done now is answered in
 * UnprocessedKeys, as DynamoDB does: the keys after the response reached 16 MB, and (with throttling on)
 * the keys whose partition or table is out of read capacity; only when no key at all could be read is
 * the whole request throttled.
 */
final class BatchGetItem implements Operation<BatchGetItemValidation.Request> {
    static final long MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

    private final Database db;

    BatchGetItem(Database db) { this.db = db; }

    @Override
    public BatchGetItemValidation.Request validate(ObjectNode json) { return ValueLayer.CURRENT.during(() -> BatchGetItemValidation.validate(json)); }

    @Override
    public ObjectNode execute(BatchGetItemValidation.Request request) {
        List<Table> tables = new ArrayList<>();
        for (BatchGetItemValidation.TableRequest t : request.tables()) tables.add(db.get(t.tableName()));
        ObjectNode out = Responses.object();
        ObjectNode responses = out.putObject("Responses");
        ObjectNode unprocessed = Responses.object();
        List<ConsumedCapacity> capacities = new ArrayList<>();
        Throttling throttling = db.throttling();
        long[] responseBytes = {0};
        int[] read = {0};
        DynamoDbError[] lastThrottle = {null};
        for (int i = 0; i < tables.size(); i++) {
            Table table = tables.get(i);
            BatchGetItemValidation.TableRequest t = request.tables().get(i);
            ArrayNode items = responses.putArray(t.tableName());
            ConsumedCapacity capacity = new ConsumedCapacity(t.tableName());
            capacities.add(capacity);
            List<Map<String, AttributeValue>> left = new ArrayList<>();
            table.reading(() -> {
                Binding.scalarKeys(table.def(), t.projection());
                for (Map<String, AttributeValue> key : t.keys()) {
                    Map<String, AttributeValue> k = Binding.key(table.def(), key);
                    if (responseBytes[0] >= MAX_RESPONSE_BYTES) {
                        left.add(key);
                        continue;
                    }
                    AttributeValue partition = k.get(table.def().key().hashName());
                    if (throttling.on()) {
                        try {
                            throttling.admit(List.of(new Throttling.Use(table.def(), null, partition, false, 0)));
                        } catch (DynamoDbError throttled) {
                            lastThrottle[0] = throttled;
                            left.add(key);
                            continue;
                        }
                    }
                    StoredItem item = table.get(k);
                    double units = CapacityUnits.read(item == null ? 0 : item.size(), t.consistentRead());
                    capacity.addTable(units);
                    if (throttling.on()) throttling.spend(List.of(new Throttling.Use(table.def(), null, partition, false, units)));
                    read[0]++;
                    if (item != null) {
                        Map<String, AttributeValue> shown = t.projection() == null ? item.attributes() : t.projection().apply(item.attributes());
                        responseBytes[0] += ItemSize.of(shown);
                        items.add(AttributeValueJson.itemToJson(shown));
                    }
                }
                return null;
            });
            if (!left.isEmpty()) unprocessed.set(t.tableName(), unprocessedKeys(t, left));
        }
        if (read[0] == 0 && lastThrottle[0] != null) throw lastThrottle[0];
        out.set("UnprocessedKeys", unprocessed);
        ArrayNode consumed = ConsumedCapacity.toJsonList(capacities, request.returnConsumedCapacity());
        if (consumed != null) out.set("ConsumedCapacity", consumed);
        return out;
    }

    /** The keys left, with the table's ConsistentRead and projection, ready to be sent again. */
    private static ObjectNode unprocessedKeys(BatchGetItemValidation.TableRequest t, List<Map<String, AttributeValue>> keys) {
        ObjectNode member = Responses.object();
        ArrayNode list = member.putArray("Keys");
        for (Map<String, AttributeValue> key : keys) list.add(AttributeValueJson.itemToJson(key));
        if (t.consistentRead()) member.put("ConsistentRead", true);
        Projection projection = t.projection();
        if (projection != null) {
            Map<String, String> names = new LinkedHashMap<>();
            List<String> paths = new ArrayList<>();
            for (Path path : projection.paths()) {
                StringBuilder text = new StringBuilder();
                for (Object step : path.elements()) {
                    if (step instanceof Integer index) {
                        text.append('[').append(index).append(']');
                    } else {
                        String placeholder = names.entrySet().stream().filter(e -> e.getValue().equals(step))
                                .map(Map.Entry::getKey).findFirst().orElse(null);
                        if (placeholder == null) {
                            placeholder = "#p" + names.size();
                            names.put(placeholder, (String) step);
                        }
                        if (text.length() > 0) text.append('.');
                        text.append(placeholder);
                    }
                }
                paths.add(text.toString());
            }
            member.put("ProjectionExpression", String.join(", ", paths));
            ObjectNode n = member.putObject("ExpressionAttributeNames");
            names.forEach(n::put);
        }
        return member;
    }
}
