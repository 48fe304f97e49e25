package dev.ddbcourse.engine.internal.errors;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * A request value as DynamoDB echoes it in some constraint messages: printed by its Java request model's
 * {@code toString}, not as JSON. BatchWriteItem's RequestItems is one ("{table=[WriteRequest(putRequest=PutRequest(
 * item={pk=AttributeValue(s=a, n=null, ...)}, workloadProfileName=null), deleteRequest=null)]}"; paritysuite/
 * dynamodb-conformance captures/cross-region-latest.json c_bw_over25, us-east-1, 2026-06-23).
 */
public final class ModelEcho {
    private ModelEcho() {}

    /** An AttributeValue's members in the model's order, with the JSON member each one reads. */
    private static final List<String[]> ATTRIBUTE_FIELDS = List.of(
            new String[] {"s", "S"}, new String[] {"n", "N"}, new String[] {"b", "B"}, new String[] {"iNT", null},
            new String[] {"dECIMAL", null}, new String[] {"dOUBLE", null}, new String[] {"sS", "SS"}, new String[] {"nS", "NS"},
            new String[] {"bS", "BS"}, new String[] {"iNTSET", null}, new String[] {"dECIMALSET", null},
            new String[] {"dOUBLESET", null}, new String[] {"m", "M"}, new String[] {"l", "L"}, new String[] {"nULL", "NULL"},
            new String[] {"bOOL", "BOOL"});

    /**
     * A KeySchemaElement, as CreateTable echoes a key schema over its length bound ("[KeySchemaElement(attributeName=pk,
     * keyType=HASH), ...]"; paritysuite/dynamodb-conformance captures/2026-07-12-validation-and-projection.json
     * c_ct_3keys, eu-west-2).
     */
    public static String keySchemaElement(String attributeName, String keyType) {
        return "KeySchemaElement(attributeName=" + attributeName + ", keyType=" + keyType + ")";
    }

    /** BatchWriteItem's RequestItems: a map of table name to its list of WriteRequests. */
    public static String writeRequestItems(JsonNode requestItems) {
        return map(requestItems, ModelEcho::writeRequests);
    }

    private static String writeRequests(JsonNode list) {
        if (list == null || !list.isArray()) return text(list);
        List<String> parts = new ArrayList<>();
        list.forEach(w -> parts.add(writeRequest(w)));
        return "[" + String.join(", ", parts) + "]";
    }

    private static String writeRequest(JsonNode w) {
        if (w == null || !w.isObject()) return text(w);
        return "WriteRequest(putRequest=" + request("PutRequest", "item", w.get("PutRequest"), "Item")
                + ", deleteRequest=" + request("DeleteRequest", "key", w.get("DeleteRequest"), "Key") + ")";
    }

    private static String request(String type, String field, JsonNode request, String member) {
        if (request == null || request.isNull()) return "null";
        if (!request.isObject()) return text(request);
        return type + "(" + field + "=" + map(request.get(member), ModelEcho::attributeValue) + ", workloadProfileName=null)";
    }

    private static String attributeValue(JsonNode value) {
        if (value == null || !value.isObject()) return text(value);
        List<String> parts = new ArrayList<>();
        for (String[] f : ATTRIBUTE_FIELDS) parts.add(f[0] + "=" + (f[1] == null ? "null" : member(f[1], value.get(f[1]))));
        return "AttributeValue(" + String.join(", ", parts) + ")";
    }

    private static String member(String type, JsonNode v) {
        if (v == null || v.isNull()) return "null";
        return switch (type) {
            case "B" -> buffer(v);
            case "SS", "NS", "BS", "L" -> {
                if (!v.isArray()) yield text(v);
                List<String> parts = new ArrayList<>();
                v.forEach(e -> parts.add(type.equals("BS") ? buffer(e) : type.equals("L") ? attributeValue(e) : text(e)));
                yield "[" + String.join(", ", parts) + "]";
            }
            case "M" -> map(v, ModelEcho::attributeValue);
            default -> text(v);
        };
    }

    /** A binary value is a java.nio.ByteBuffer in the model, printed by its position and sizes. */
    private static String buffer(JsonNode v) {
        int size;
        try {
            size = v.isTextual() ? Base64.getDecoder().decode(v.textValue()).length : 0;
        } catch (IllegalArgumentException e) {
            size = 0;
        }
        return "java.nio.HeapByteBuffer[pos=0 lim=" + size + " cap=" + size + "]";
    }

    private static String map(JsonNode map, java.util.function.Function<JsonNode, String> value) {
        if (map == null || map.isNull()) return "null";
        if (!map.isObject()) return text(map);
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : map.properties()) parts.add(e.getKey() + "=" + value.apply(e.getValue()));
        return "{" + String.join(", ", parts) + "}";
    }

    private static String text(JsonNode v) {
        return v == null || v.isNull() ? "null" : v.isValueNode() ? v.asText() : v.toString();
    }
}
