package dev.ddbcourse.kit.display;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.kit.values.Attributes;
import dev.ddbcourse.kit.values.ItemOrder;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Any value a lesson shows, as a Jackson tree with a deterministic order.
 *
 * <ul>
 *   <li>An item (a map whose values are all AttributeValues) and an M attribute: PK, SK first,
 *       then the other attributes sorted by name.
 *   <li>A map that has an order (LinkedHashMap, TreeMap) keeps it; any other map (HashMap,
 *       Map.of) is sorted by key, since its own order changes from run to run.
 *   <li>Sets the same way: ordered sets keep their order, others are sorted.
 *   <li>Numbers (N attributes included) are JSON numbers; records become objects in component
 *       order; SDK objects (a QueryResponse) their members; other objects go through Jackson.
 * </ul>
 */
public final class JsonTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTree() {}

    public static JsonNode of(Object value) {
        if (value == null) return NODES.nullNode();
        if (value instanceof JsonNode node) return node;
        if (value instanceof AttributeValue av) return ofAttribute(av);
        if (value instanceof CharSequence || value instanceof Character) return NODES.textNode(value.toString());
        if (value instanceof Boolean b) return NODES.booleanNode(b);
        if (value instanceof Number n) return ofNumber(n);
        if (value instanceof Enum<?> e) return NODES.textNode(e.name());
        if (value instanceof Optional<?> o) return of(o.orElse(null));
        if (value instanceof SdkBytes bytes) return NODES.textNode(Base64.getEncoder().encodeToString(bytes.asByteArray()));
        if (value instanceof byte[] bytes) return NODES.textNode(Base64.getEncoder().encodeToString(bytes));
        if (value instanceof Map<?, ?> map) return ofMap(map);
        if (value instanceof Collection<?> collection) return ofCollection(collection);
        if (value instanceof Object[] array) return ofCollection(List.of(array));
        if (value instanceof Record record) return ofRecord(record);
        if (value instanceof SdkPojo pojo) return ofSdkObject(pojo);
        try {
            return Mapper.INSTANCE.valueToTree(value);
        } catch (IllegalArgumentException notABean) {
            return NODES.textNode(String.valueOf(value));
        }
    }

    private static JsonNode ofAttribute(AttributeValue av) {
        return switch (av.type()) {
            case S -> NODES.textNode(av.s());
            case N -> ofNumberText(av.n());
            case BOOL -> NODES.booleanNode(av.bool());
            case NUL -> NODES.nullNode();
            case M -> ofItem(av.m());
            case L -> {
                ArrayNode array = NODES.arrayNode();
                av.l().forEach(v -> array.add(ofAttribute(v)));
                yield array;
            }
            case SS -> {
                ArrayNode array = NODES.arrayNode();
                av.ss().stream().sorted().forEach(array::add);
                yield array;
            }
            case NS -> {
                ArrayNode array = NODES.arrayNode();
                av.ns().stream().sorted(Comparator.comparing(BigDecimal::new)).forEach(n -> array.add(ofNumberText(n)));
                yield array;
            }
            case B -> of(av.b());
            case BS -> {
                ArrayNode array = NODES.arrayNode();
                av.bs().stream().map(b -> Base64.getEncoder().encodeToString(b.asByteArray())).sorted().forEach(array::add);
                yield array;
            }
            default -> NODES.textNode(String.valueOf(av));
        };
    }

    private static ObjectNode ofItem(Map<String, AttributeValue> item) {
        ObjectNode object = NODES.objectNode();
        for (String name : ItemOrder.keysThenSorted(item.keySet())) object.set(name, ofAttribute(item.get(name)));
        return object;
    }

    @SuppressWarnings("unchecked")
    private static ObjectNode ofMap(Map<?, ?> map) {
        if (!map.isEmpty() && map.values().stream().allMatch(v -> v instanceof AttributeValue)
                && map.keySet().stream().allMatch(k -> k instanceof String)) {
            return ofItem((Map<String, AttributeValue>) map);
        }
        ObjectNode object = NODES.objectNode();
        List<Object> keys = new ArrayList<>(map.keySet());
        if (!hasOrder(map)) keys.sort(Comparator.comparing(String::valueOf));
        for (Object key : keys) object.set(String.valueOf(key), of(map.get(key)));
        return object;
    }

    private static ArrayNode ofCollection(Collection<?> collection) {
        ArrayNode array = NODES.arrayNode();
        List<Object> elements = new ArrayList<>(collection);
        if (collection instanceof Set<?> && !(collection instanceof LinkedHashSet<?>) && !(collection instanceof SortedSet<?>)) {
            elements.sort(JsonTree::compareElements);
        }
        elements.forEach(e -> array.add(of(e)));
        return array;
    }

    private static ObjectNode ofRecord(Record record) {
        ObjectNode object = NODES.objectNode();
        for (RecordComponent component : record.getClass().getRecordComponents()) {
            try {
                var accessor = component.getAccessor();
                accessor.setAccessible(true);
                object.set(component.getName(), of(accessor.invoke(record)));
            } catch (ReflectiveOperationException | RuntimeException e) {
                object.put(component.getName(), "<unreadable: " + e.getClass().getSimpleName() + ">");
            }
        }
        return object;
    }

    /** An SDK response or request (e.g. a QueryResponse): its members as DynamoDB names them, unset ones left out. */
    private static ObjectNode ofSdkObject(SdkPojo pojo) {
        ObjectNode object = NODES.objectNode();
        for (SdkField<?> field : pojo.sdkFields()) {
            Object value = field.getValueOrDefault(pojo);
            if (value == null || value instanceof SdkAutoConstructList<?> || value instanceof SdkAutoConstructMap<?, ?>) continue;
            object.set(field.memberName(), of(value));
        }
        return object;
    }

    private static JsonNode ofNumber(Number n) {
        if (n instanceof Integer || n instanceof Short || n instanceof Byte) return NODES.numberNode(n.intValue());
        if (n instanceof Long l) return NODES.numberNode(l);
        if (n instanceof BigInteger b) return NODES.numberNode(b);
        if (n instanceof BigDecimal d) return ofNumberText(d.toPlainString());
        if (n instanceof Float f) return NODES.numberNode(f);
        return NODES.numberNode(n.doubleValue());
    }

    /** A DynamoDB number: a whole number as an integer node, else the exact decimal. */
    private static JsonNode ofNumberText(String text) {
        Object number = Attributes.number(text);
        if (number instanceof Long l) return NODES.numberNode(l);
        return NODES.numberNode(new BigDecimal(Attributes.normalizedNumber(text)));
    }

    private static boolean hasOrder(Map<?, ?> map) {
        return map instanceof LinkedHashMap<?, ?> || map instanceof SortedMap<?, ?>;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareElements(Object a, Object b) {
        if (a instanceof Comparable ca && b != null && a.getClass() == b.getClass()) return ca.compareTo(b);
        return String.valueOf(a).compareTo(String.valueOf(b));
    }

    /** Created only when a value needs it: most shows never do, and it costs start-up time. */
    private static final class Mapper {
        static final ObjectMapper INSTANCE = new ObjectMapper()
                .disable(com.fasterxml.jackson.databind.SerializationFeature.FAIL_ON_EMPTY_BEANS);
    }
}
