package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.errors.ModelEcho;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** BatchWriteItem: up to 25 puts and deletes over one or more tables (no conditions). */
public final class BatchWriteItemValidation {
    private BatchWriteItemValidation() {}

    public static final int MAX_WRITES = 25;
    private static final int MAX_TABLES = 25;

    /** @param item the item to put, or null for a delete of {@code key} */
    public record Write(Map<String, AttributeValue> item, Map<String, AttributeValue> key) {}

    public record TableRequest(String tableName, List<Write> writes) {}

    public record Request(List<TableRequest> tables, ReturnConsumedCapacity returnConsumedCapacity, boolean itemCollectionMetrics) {
        /** DynamoDB checks the total after the tables exist (unlike BatchGetItem's limit). */
        public void checkTotal() {
            if (tables.stream().mapToInt(t -> t.writes().size()).sum() > MAX_WRITES) {
                throw DynamoDbError.validation(Messages.BATCH_WRITE_TOO_MANY);
            }
        }
    }

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        ObjectNode items = r.map("RequestItems");
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        boolean metrics = WriteParts.itemCollectionMetrics(r);
        boolean enumsValid = r.violationCount() == 0;
        r.notNull("requestItems", items);
        List<String> names = new ArrayList<>();
        List<ArrayNode> lists = new ArrayList<>();
        if (items != null) {
            // Each constraint on RequestItems echoes it as DynamoDB's Java model prints it (made only when one fails).
            Supplier<String> shown = () -> ModelEcho.writeRequestItems(items);
            if (items.isEmpty()) r.violate(shown.get(), "requestItems", Messages.minLengthRule(1));
            // API reference: 1 to 25 tables.
            if (items.size() > MAX_TABLES) r.violate(shown.get(), "requestItems", Messages.maxLengthRule(MAX_TABLES));
            for (Iterator<Map.Entry<String, JsonNode>> it = items.properties().iterator(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                ArrayNode list = RequestReader.asList(e.getValue());
                names.add(e.getKey());
                lists.add(list);
                if (list != null) {
                    for (JsonNode w : list) {
                        ObjectNode write = RequestReader.asStructure(w);
                        if (write == null) continue;
                        ObjectNode put = RequestReader.asStructure(write.get("PutRequest"));
                        ObjectNode delete = RequestReader.asStructure(write.get("DeleteRequest"));
                        if (put != null) RequestReader.asMap(put.get("Item"));
                        if (delete != null) RequestReader.asMap(delete.get("Key"));
                    }
                }
            }
            // DynamoDB lists the map-key constraint before the map-value one, and only when the enums are valid: an unknown
            // ReturnConsumedCapacity or ReturnItemCollectionMetrics is reported alone over a malformed table name
            // (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/batchOperations.test.ts, 2026-10-09).
            if (enumsValid) RequestParts.tableNameKeys(r, shown, names);
            for (ArrayNode list : lists) {
                if (list == null || list.isEmpty() || list.size() > MAX_WRITES) {
                    r.violate(shown.get(), "requestItems",
                            Messages.mapValueRule(Messages.maxLengthRule(25), Messages.minLengthRule(1)));
                    break;
                }
            }
            // Then each request's missing Item or Key, a DeleteRequest's before a PutRequest's (dynalite's batchWriteItem.js
            // records DynamoDB listing both for a WriteRequest that has both, empty).
            for (int t = 0; t < lists.size(); t++) {
                if (lists.get(t) == null) continue;
                for (int i = 0; i < lists.get(t).size(); i++) {
                    ObjectNode write = RequestReader.asStructure(lists.get(t).get(i));
                    if (write == null) continue;
                    String path = "requestItems." + names.get(t) + ".member." + (i + 1) + ".member.";
                    ObjectNode put = RequestReader.asStructure(write.get("PutRequest"));
                    ObjectNode delete = RequestReader.asStructure(write.get("DeleteRequest"));
                    if (delete != null) r.notNull(path + "deleteRequest.key", RequestReader.asMap(delete.get("Key")));
                    if (put != null) r.notNull(path + "putRequest.item", RequestReader.asMap(put.get("Item")));
                }
            }
        }
        RequestParts.requestItemsRequired(r, items, true, "BatchWriteItem");
        r.throwIfViolations();
        List<TableRequest> tables = new ArrayList<>();
        for (int i = 0; i < lists.size(); i++) {
            List<Write> writes = new ArrayList<>();
            for (JsonNode w : lists.get(i)) {
                ObjectNode write = RequestReader.asStructure(w);
                ObjectNode put = write == null ? null : RequestReader.asStructure(write.get("PutRequest"));
                ObjectNode delete = write == null ? null : RequestReader.asStructure(write.get("DeleteRequest"));
                if ((put == null) == (delete == null)) {
                    // DynamoDB's own (odd) wording for a WriteRequest with neither or both requests.
                    throw DynamoDbError.validation(Messages.MORE_THAN_ONE_DATATYPE);
                }
                if (put != null) {
                    Map<String, AttributeValue> item = AttributeValueJson.itemFromJson(RequestReader.asMap(put.get("Item")));
                    ItemSize.checkLimit(item, Messages.ITEM_TOO_LARGE);
                    writes.add(new Write(item, null));
                } else {
                    writes.add(new Write(null, AttributeValueJson.itemFromJson(RequestReader.asMap(delete.get("Key")))));
                }
            }
            tables.add(new TableRequest(names.get(i), writes));
        }
        return new Request(tables, capacity, metrics);
    }
}
