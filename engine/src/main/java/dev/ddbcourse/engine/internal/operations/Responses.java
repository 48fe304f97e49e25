package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.capacity.ConsumedCapacity;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.ReturnConsumedCapacity;
import dev.ddbcourse.engine.internal.writes.ItemWriter;

import java.util.Map;

/** Small builders for operation responses. */
final class Responses {
    private Responses() {}

    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** Sets {@code field} to the item when there is one. */
    static void putItem(ObjectNode out, String field, Map<String, AttributeValue> item) {
        if (item != null) out.set(field, AttributeValueJson.itemToJson(item));
    }

    /**
     * The answer to PutItem, UpdateItem and DeleteItem, in DynamoDB's order: the {@code Attributes} asked for
     * (null: none), then ConsumedCapacity (naming the table as the request did, {@code named}: ARN or name, as the
     * API reference's ConsumedCapacity says) and ItemCollectionMetrics when asked. Called under the table's lock.
     */
    static ObjectNode itemWrite(Table table, String named, Map<String, AttributeValue> key, ItemWriter.Written written,
                                Map<String, AttributeValue> attributes, ReturnConsumedCapacity capacityMode,
                                boolean collectionMetrics) {
        ObjectNode out = object();
        putItem(out, "Attributes", attributes);
        ConsumedCapacity capacity = new ConsumedCapacity(named);
        capacity.addWrite(table.def(), written.cost());
        capacity.putInto(out, capacityMode);
        ItemCollectionMetrics.putInto(out, collectionMetrics, table, key);
        return out;
    }

    /** The item as it was before the write (ReturnValues ALL_OLD), or null when there was none. */
    static Map<String, AttributeValue> before(ItemWriter.Written written) {
        return written.before() == null ? null : written.before().attributes();
    }
}
