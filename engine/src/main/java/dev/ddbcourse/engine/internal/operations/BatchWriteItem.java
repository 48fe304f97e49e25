package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.BatchWriteItemValidation;
import dev.ddbcourse.engine.internal.validation.BatchWriteItemValidation.Write;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.writes.WriteAction;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * BatchWriteItem: every put and delete is checked first (a bad one fails the whole request, as in
 * DynamoDB), then applied. With throttling on, the writes whose capacity is short are answered in
 * UnprocessedItems, ready to send again; only when none could be written is the request throttled.
 */
final class BatchWriteItem implements Operation<BatchWriteItemValidation.Request> {
    private final Database db;

    BatchWriteItem(Database db) { this.db = db; }

    @Override
    public BatchWriteItemValidation.Request validate(ObjectNode json) { return BatchWriteItemValidation.validate(json); }

    @Override
    public ObjectNode execute(BatchWriteItemValidation.Request request) {
        List<Table> tables = new ArrayList<>();
        for (BatchWriteItemValidation.TableRequest t : request.tables()) tables.add(db.get(t.tableName()));
        request.checkTotal();
        ObjectNode unprocessed = Responses.object();
        int[] written = {0};
        DynamoDbError[] throttled = {null};
        ItemCollectionMetrics.PerTable collections = new ItemCollectionMetrics.PerTable();
        List<ConsumedCapacity> capacities = Database.writingAll(tables, () -> {
            List<List<Map<String, AttributeValue>>> keys = new ArrayList<>();
            for (int i = 0; i < tables.size(); i++) {
                TableDef def = tables.get(i).def();
                Set<Map<String, AttributeValue>> seen = new HashSet<>();
                List<Map<String, AttributeValue>> tableKeys = new ArrayList<>();
                for (Write w : request.tables().get(i).writes()) {
                    Map<String, AttributeValue> key;
                    if (w.item() != null) {
                        // Unlike PutItem, a batch put with a wrong or missing key gets the generic message.
                        key = Binding.key(def, def.key().extract(w.item()));
                        Binding.item(def, w.item());
                    } else {
                        key = Binding.key(def, w.key());
                    }
                    if (!seen.add(key)) throw DynamoDbError.validation(Messages.BATCH_WRITE_DUPLICATES);
                    tableKeys.add(key);
                }
                keys.add(tableKeys);
            }
            List<ConsumedCapacity> result = new ArrayList<>();
            for (int i = 0; i < tables.size(); i++) {
                Table table = tables.get(i);
                // The answer names each table as RequestItems did, ARN or name (API reference: UnprocessedItems is
                // "in the same form as RequestItems"; ConsumedCapacity shows "the table ARN" given in the input).
                String named = request.tables().get(i).tableName();
                ConsumedCapacity capacity = new ConsumedCapacity(named);
                List<Write> writes = request.tables().get(i).writes();
                for (int j = 0; j < writes.size(); j++) {
                    Write w = writes.get(j);
                    Map<String, AttributeValue> key = keys.get(i).get(j);
                    WriteAction action = w.item() != null ? new WriteAction.Put(key, w.item(), null, null)
                            : new WriteAction.Delete(key, null, null);
                    try {
                        capacity.addWrite(table.def(), db.writer().single(table, action).cost());
                        collections.add(named, table, key);
                        written[0]++;
                    } catch (DynamoDbError e) {
                        if (e.kind() != DynamoDbError.Kind.PROVISIONED_THROUGHPUT_EXCEEDED) throw e;
                        throttled[0] = e;
                        ArrayNode left = unprocessed.has(named) ? (ArrayNode) unprocessed.get(named)
                                : unprocessed.putArray(named);
                        ObjectNode request1 = left.addObject();
                        if (w.item() != null) request1.putObject("PutRequest").set("Item", AttributeValueJson.itemToJson(w.item()));
                        else request1.putObject("DeleteRequest").set("Key", AttributeValueJson.itemToJson(w.key()));
                    }
                }
                result.add(capacity);
            }
            collections.measure();
            return result;
        });
        if (written[0] == 0 && throttled[0] != null) throw throttled[0];
        ObjectNode out = Responses.object();
        out.set("UnprocessedItems", unprocessed);
        ArrayNode consumed = ConsumedCapacity.toJsonList(capacities, request.returnConsumedCapacity());
        if (consumed != null) out.set("ConsumedCapacity", consumed);
        collections.putInto(out, request.itemCollectionMetrics());
        return out;
    }
}
