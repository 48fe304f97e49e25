package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.Map;

/** Sums the ConsumedCapacity of several operations into one entry per table (BatchExecuteStatement). */
final class Capacities {
    private final Map<String, ObjectNode> byTable = new LinkedHashMap<>();

    void add(JsonNode consumed) {
        if (consumed == null || consumed.isNull()) return;
        if (consumed.isArray()) {
            consumed.forEach(this::add);
            return;
        }
        ObjectNode total = byTable.computeIfAbsent(consumed.get("TableName").asText(),
                name -> JsonNodeFactory.instance.objectNode().put("TableName", name));
        merge(total, (ObjectNode) consumed);
    }

    private static void merge(ObjectNode into, ObjectNode from) {
        for (var it = from.properties().iterator(); it.hasNext(); ) {
            var e = it.next();
            JsonNode v = e.getValue();
            if (v.isNumber()) {
                into.put(e.getKey(), into.path(e.getKey()).asDouble(0) + v.asDouble());
            } else if (v.isObject()) {
                JsonNode existing = into.get(e.getKey());
                ObjectNode target = existing instanceof ObjectNode o ? o : into.putObject(e.getKey());
                merge(target, (ObjectNode) v);
            }
        }
    }

    /** The list, or null when nothing was consumed (ReturnConsumedCapacity NONE). */
    ArrayNode toJson() {
        if (byTable.isEmpty()) return null;
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        byTable.values().forEach(out::add);
        return out;
    }
}
