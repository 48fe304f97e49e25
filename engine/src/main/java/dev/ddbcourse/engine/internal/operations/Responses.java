package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

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
}
