package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallingType;
import software.amazon.awssdk.core.traits.ListTrait;
import software.amazon.awssdk.core.traits.MapTrait;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;
import software.amazon.awssdk.utils.builder.SdkBuilder;

/**
 * Converts between DynamoDB's JSON (as written in the API reference) and the SDK's model objects,
 * through the SDK's own field metadata. Test cases are written as JSON; the SDK still builds and
 * sends every request and parses every response.
 */
final class SdkJson {
    /** Single quotes and bare member names keep a table of cases readable. */
    static final ObjectMapper LENIENT = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_SINGLE_QUOTES, JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES)
            .build();

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SdkJson() {}

    static JsonNode parse(String lenientJson) {
        try {
            return LENIENT.readTree(lenientJson);
        } catch (Exception e) {
            throw new IllegalArgumentException("bad test JSON: " + lenientJson, e);
        }
    }

    /** Fills the builder from a JSON object and builds it. Unknown members are a test error. */
    static Object build(SdkPojo builder, JsonNode object) {
        Map<String, SdkField<?>> fields = new LinkedHashMap<>();
        for (SdkField<?> field : builder.sdkFields()) fields.put(field.locationName(), field);
        for (Iterator<Map.Entry<String, JsonNode>> it = object.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> member = it.next();
            SdkField<?> field = fields.get(member.getKey());
            if (field == null) {
                throw new IllegalArgumentException("no member " + member.getKey() + " in " + builder.getClass().getName());
            }
            field.set(builder, value(field, member.getValue()));
        }
        return ((SdkBuilder<?, ?>) builder).build();
    }

    private static Object value(SdkField<?> field, JsonNode node) {
        if (node.isNull()) return null;
        MarshallingType<?> type = field.marshallingType();
        if (type == MarshallingType.STRING) return node.isTextual() ? node.textValue() : node.toString();
        if (type == MarshallingType.INTEGER) return node.intValue();
        if (type == MarshallingType.LONG) return node.longValue();
        if (type == MarshallingType.DOUBLE) return node.doubleValue();
        if (type == MarshallingType.BOOLEAN) return node.booleanValue();
        if (type == MarshallingType.SDK_BYTES) return SdkBytes.fromByteArray(Base64.getDecoder().decode(node.textValue()));
        if (type == MarshallingType.SDK_POJO) return build(field.constructor().get(), node);
        if (type == MarshallingType.LIST) {
            SdkField<?> member = field.getTrait(ListTrait.class).memberFieldInfo();
            List<Object> list = new ArrayList<>();
            for (JsonNode element : node) list.add(value(member, element));
            return list;
        }
        if (type == MarshallingType.MAP) {
            SdkField<?> member = field.getTrait(MapTrait.class).valueFieldInfo();
            Map<String, Object> map = new LinkedHashMap<>();
            node.properties().iterator().forEachRemaining(e -> map.put(e.getKey(), value(member, e.getValue())));
            return map;
        }
        throw new IllegalArgumentException("unsupported member type " + type + " of " + field.locationName());
    }

    /**
     * A model object as DynamoDB's JSON. Members the server did not send are absent; times become
     * "(time)" since each server has its own clock; set members are sorted, since sets have no order. (The engine answers
     * them in DynamoDB's order, bytewise or by value, which dynalite 4.0.0 and moto do not keep: they answer the order
     * written. {@code UpdateItemTest.SetOrder} holds the engine to DynamoDB's.)
     */
    static ObjectNode tree(SdkPojo pojo) {
        ObjectNode object = NODES.objectNode();
        boolean attributeValue = pojo instanceof software.amazon.awssdk.services.dynamodb.model.AttributeValue;
        for (SdkField<?> field : pojo.sdkFields()) {
            JsonNode node = node(field.getValueOrDefault(pojo));
            if (node == null) continue;
            if (attributeValue && node.isArray() && field.locationName().matches("SS|NS|BS")) {
                node = sorted((ArrayNode) node);
            }
            object.set(field.locationName(), node);
        }
        return object;
    }

    private static JsonNode node(Object value) {
        if (value == null || value instanceof SdkAutoConstructList || value instanceof SdkAutoConstructMap) return null;
        if (value instanceof SdkPojo pojo) return tree(pojo);
        if (value instanceof List<?> list) {
            ArrayNode array = NODES.arrayNode();
            for (Object element : list) array.add(node(element));
            return array;
        }
        if (value instanceof Map<?, ?> map) {
            ObjectNode object = NODES.objectNode();
            map.forEach((k, v) -> object.set(String.valueOf(k), node(v)));
            return object;
        }
        if (value instanceof String s) return NODES.textNode(s);
        if (value instanceof Boolean b) return NODES.booleanNode(b);
        if (value instanceof Integer || value instanceof Long) return NODES.numberNode(((Number) value).longValue());
        if (value instanceof Number n) return NODES.numberNode(n.doubleValue());
        if (value instanceof SdkBytes bytes) return NODES.textNode(Base64.getEncoder().encodeToString(bytes.asByteArray()));
        if (value instanceof java.time.Instant) return NODES.textNode("(time)");
        return NODES.textNode(String.valueOf(value));
    }

    /** The elements in a fixed order that ignores the order of object members. */
    static ArrayNode sorted(ArrayNode array) {
        List<JsonNode> elements = new ArrayList<>();
        array.forEach(elements::add);
        elements.sort(Comparator.comparing(SdkJson::canonical));
        ArrayNode result = NODES.arrayNode();
        elements.forEach(result::add);
        return result;
    }

    /** JSON text with object members sorted by name: equal trees give equal text. */
    static String canonical(JsonNode node) {
        if (node.isObject()) {
            StringBuilder text = new StringBuilder("{");
            List<String> names = new ArrayList<>();
            node.fieldNames().forEachRemaining(names::add);
            names.sort(null);
            for (String name : names) text.append(NODES.textNode(name)).append(':').append(canonical(node.get(name))).append(',');
            return text.append('}').toString();
        }
        if (node.isArray()) {
            StringBuilder text = new StringBuilder("[");
            node.forEach(element -> text.append(canonical(element)).append(','));
            return text.append(']').toString();
        }
        return node.toString();
    }
}
