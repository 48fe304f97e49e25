package dev.ddbcourse.engine.internal.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.Function;

/**
 * Converts between DynamoDB's wire JSON ({"S":"x"}, {"N":"1"}, {"B":"base64"}, ...) and {@link AttributeValue},
 * validating as DynamoDB does: JSON of the wrong shape is a SerializationException, bad values a
 * ValidationException, each with DynamoDB's text.
 */
public final class AttributeValueJson {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    static final String EMPTY = "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes";
    /** DynamoDB's text for documents nested more than 32 levels deep (31 maps or lists around a value pass). */
    public static final String NESTING_TOO_DEEP = "Nesting Levels have exceeded supported limits: "
            + "Attributes in the item have nested levels beyond supported limit";
    private static final int MAX_NESTING = 31;
    /** Set while a deep request is read again to find its other faults (validation.DeepRequests). */
    private static final ThreadLocal<Boolean> NESTING_UNLIMITED = ThreadLocal.withInitial(() -> false);
    static final String MANY = "Supplied AttributeValue has more than one datatypes set, "
            + "must contain exactly one of the supported datatypes";

    private AttributeValueJson() {}

    /** Runs {@code step} with the nesting limit off on this thread. */
    public static <R> R withoutNestingLimit(java.util.function.Supplier<R> step) {
        NESTING_UNLIMITED.set(true);
        try {
            return step.get();
        } finally {
            NESTING_UNLIMITED.set(false);
        }
    }

    /** Reads an item (attribute name -> wire value), keeping the attribute order. */
    public static Map<String, AttributeValue> itemFromJson(JsonNode object) {
        return itemFromJson(object, 0, numbers());
    }

    /** How numbers read in the {@link ValueLayer#active() active layer}. */
    private static Function<String, AttributeValue.N> numbers() {
        return ValueLayer.active() == ValueLayer.CURRENT ? AttributeValueJson::currentNumber : Numbers::parseAsBigDecimal;
    }

    private static AttributeValue.N currentNumber(String text) {
        if (text.isEmpty()) throw DynamoDbError.validation(Messages.notANumber(text));
        return Numbers.parse(text);
    }

    private static Map<String, AttributeValue> itemFromJson(JsonNode object, int depth, Function<String, AttributeValue.N> numbers) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        if (object == null || object.isNull()) return item;
        object(object);
        Iterator<Map.Entry<String, JsonNode>> fields = object.properties().iterator();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            checkNameLength(f.getKey()); // a nested map's keys too
            item.put(f.getKey(), fromJson(f.getValue(), depth, numbers));
        }
        return item;
    }

    /** An attribute name of more than 65,535 bytes (items, keys, expression attribute names, AttributesToGet). */
    public static void checkNameLength(String name) {
        if (name.length() * 3L > dev.ddbcourse.engine.internal.errors.Messages.MAX_ATTRIBUTE_NAME_BYTES) {
            int bytes = ItemSize.utf8Length(name);
            if (bytes > dev.ddbcourse.engine.internal.errors.Messages.MAX_ATTRIBUTE_NAME_BYTES) {
                throw DynamoDbError.validation(dev.ddbcourse.engine.internal.errors.Messages.ATTRIBUTE_NAME_TOO_LONG);
            }
        }
    }

    /** Reads one wire value, e.g. {"N":"42"}. */
    public static AttributeValue fromJson(JsonNode node) {
        return fromJson(node, 0, numbers());
    }

    /**
     * Reads a PartiQL parameter: as {@link #fromJson(JsonNode)}, in document order, but with its numbers read as
     * Java's BigDecimal reads them ({@link Numbers#parseAsBigDecimal}), as DynamoDB reads a parameter.
     */
    public static AttributeValue parameterFromJson(JsonNode node) {
        return fromJson(node, 0, Numbers::parseAsBigDecimal);
    }

    /** {@code depth}: how many maps and lists enclose this value; {@code numbers} reads number text. */
    private static AttributeValue fromJson(JsonNode node, int depth, Function<String, AttributeValue.N> numbers) {
        if (node == null || node.isNull()) throw DynamoDbError.validation(EMPTY);
        if (node.isArray()) {
            throw DynamoDbError.serialization(Messages.NOT_AN_ATTRIBUTE_VALUE);
        }
        if (!node.isObject()) throw DynamoDbError.serialization(Messages.UNEXPECTED_VALUE_TYPE);
        // Parse every datatype present first (DynamoDB reports a bad number before "more than one datatypes").
        AttributeValue parsed = null;
        String type = null;
        JsonNode raw = null;
        int count = 0;
        Iterator<Map.Entry<String, JsonNode>> fields = node.properties().iterator();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            if (f.getValue().isNull()) continue;
            AttributeValue v = parseField(f.getKey(), f.getValue(), depth, numbers);
            if (v != null) {
                count++;
                parsed = v;
                type = f.getKey();
                raw = f.getValue();
            }
        }
        if (count == 0) throw DynamoDbError.validation(EMPTY);
        if (count > 1) throw DynamoDbError.validation(MANY);
        return checkRules(type, parsed, raw);
    }

    /** Writes an item as wire JSON. */
    public static ObjectNode itemToJson(Map<String, AttributeValue> item) {
        ObjectNode out = JSON.objectNode();
        item.forEach((name, value) -> out.set(name, toJson(value)));
        return out;
    }

    /** Writes one value as wire JSON, numbers in canonical form. */
    public static ObjectNode toJson(AttributeValue value) {
        ObjectNode out = JSON.objectNode();
        if (value instanceof AttributeValue.S s) out.put("S", s.value());
        else if (value instanceof AttributeValue.N n) out.put("N", n.text());
        else if (value instanceof AttributeValue.B b) out.put("B", base64(b));
        else if (value instanceof AttributeValue.SS ss) {
            ArrayNode a = out.putArray("SS");
            ss.values().forEach(a::add);
        } else if (value instanceof AttributeValue.NS ns) {
            ArrayNode a = out.putArray("NS");
            ns.values().forEach(n -> a.add(n.text()));
        } else if (value instanceof AttributeValue.BS bs) {
            ArrayNode a = out.putArray("BS");
            bs.values().forEach(b -> a.add(base64(b)));
        } else if (value instanceof AttributeValue.M m) out.set("M", itemToJson(m.values()));
        else if (value instanceof AttributeValue.L l) {
            ArrayNode a = out.putArray("L");
            l.values().forEach(v -> a.add(toJson(v)));
        } else if (value instanceof AttributeValue.Null) out.put("NULL", true);
        else if (value instanceof AttributeValue.Bool b) out.put("BOOL", b.value());
        return out;
    }

    private static String base64(AttributeValue.B b) {
        return Base64.getEncoder().encodeToString(b.value());
    }

    /** Parses one datatype field; null for names that are not datatypes (DynamoDB ignores them). */
    private static AttributeValue parseField(String type, JsonNode v, int depth, Function<String, AttributeValue.N> numbers) {
        if ((type.equals("M") || type.equals("L")) && depth + 1 > MAX_NESTING && !NESTING_UNLIMITED.get()) {
            throw DynamoDbError.validation(NESTING_TOO_DEEP);
        }
        switch (type) {
            case "S": return new AttributeValue.S(text(v));
            case "N": return numbers.apply(text(v));
            case "B": return new AttributeValue.B(blob(v));
            case "BOOL": return new AttributeValue.Bool(bool(v));
            case "NULL": bool(v); return AttributeValue.Null.INSTANCE; // NULL:false is refused in checkRules
            case "SS": {
                List<String> list = new ArrayList<>();
                for (JsonNode e : array(v)) list.add(text(e));
                return new AttributeValue.SS(new LinkedHashSet<>(list));
            }
            case "NS": {
                Set<AttributeValue.N> set = new LinkedHashSet<>();
                for (JsonNode e : array(v)) set.add(numbers.apply(text(e)));
                return new AttributeValue.NS(set);
            }
            case "BS": {
                Set<AttributeValue.B> set = new LinkedHashSet<>();
                for (JsonNode e : array(v)) set.add(new AttributeValue.B(blob(e)));
                return new AttributeValue.BS(set);
            }
            case "M": {
                return new AttributeValue.M(itemFromJson(object(v), depth + 1, numbers));
            }
            case "L": {
                List<AttributeValue> list = new ArrayList<>();
                for (JsonNode e : array(v)) list.add(fromJson(e, depth + 1, numbers));
                return new AttributeValue.L(list);
            }
            default: return null;
        }
    }

    /** The rules checked once a value has exactly one datatype: NULL true, sets non-empty and without duplicates. */
    private static AttributeValue checkRules(String type, AttributeValue value, JsonNode raw) {
        if (type.equals("NULL") && !bool(raw)) {
            throw DynamoDbError.validation(Messages.NULL_NOT_TRUE);
        }
        if (value instanceof AttributeValue.SS ss) {
            if (raw.size() == 0) throw DynamoDbError.validation(Messages.EMPTY_STRING_SET);
            if (ss.values().size() != raw.size()) {
                if (ValueLayer.active() == ValueLayer.OLDER) throw DynamoDbError.validation(Messages.setDuplicates(listText(raw), ""));
                List<String> members = new ArrayList<>();
                raw.forEach(e -> members.add(e.textValue()));
                throw DynamoDbError.validation(Messages.setDuplicates(
                        quotedUpToRepeat(members, KeyOrder::compareUtf8, ", "), ""));
            }
        } else if (value instanceof AttributeValue.NS ns) {
            if (raw.size() == 0) throw DynamoDbError.validation(Messages.EMPTY_NUMBER_SET);
            if (ns.values().size() != raw.size()) {
                throw DynamoDbError.validation(ValueLayer.active() == ValueLayer.OLDER
                        ? Messages.NUMBER_SET_DUPLICATES : Messages.NUMBER_SET_DUPLICATES_CURRENT);
            }
        } else if (value instanceof AttributeValue.BS bs) {
            if (raw.size() == 0) throw DynamoDbError.validation(Messages.EMPTY_BINARY_SET);
            if (bs.values().size() != raw.size()) {
                if (ValueLayer.active() == ValueLayer.OLDER) throw DynamoDbError.validation(Messages.setDuplicates(listText(raw), "BS"));
                List<String> members = new ArrayList<>();
                raw.forEach(e -> members.add(e.textValue()));
                throw DynamoDbError.validation(Messages.setDuplicates(quotedUpToRepeat(members,
                        (a, b) -> KeyOrder.compareBytes(new AttributeValue.B(decode(a)), new AttributeValue.B(decode(b))), ","), "BS"));
            }
        }
        return value;
    }

    /**
     * A set with a value twice as the current layer prints it: the members up to the first repeat in byte order, the
     * repeat, then the rest as sent, each quoted (S: b, a, b is ["a", "b", "b"]; valueLayers.test.ts).
     */
    private static String quotedUpToRepeat(List<String> members, java.util.Comparator<String> order, String separator) {
        java.util.TreeSet<String> seen = new java.util.TreeSet<>(order);
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            if (!seen.add(members.get(i))) {
                shown.addAll(seen);
                shown.addAll(members.subList(i, members.size()));
                break;
            }
        }
        StringJoiner j = new StringJoiner(separator, "[", "]");
        for (String m : shown) j.add('"' + m + '"');
        return j.toString();
    }

    private static String listText(JsonNode array) {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        for (JsonNode e : array) j.add(e.asText());
        return j.toString();
    }

    // Shape errors are SerializationExceptions, with the texts DynamoDB's JSON reader gives.

    private static String text(JsonNode v) {
        if (v.isTextual()) return v.textValue();
        throw DynamoDbError.serialization(scalarMismatch(v, "String", "class java.lang.String"));
    }

    private static boolean bool(JsonNode v) {
        if (v.isBoolean()) return v.booleanValue();
        if (v.isTextual()) {
            switch (v.textValue().toUpperCase(java.util.Locale.ROOT)) {
                case "TRUE": case "1": case "YES": return true;
                case "FALSE": case "0": case "NO": return false;
                default: throw DynamoDbError.serialization(Messages.UNEXPECTED_TOKEN);
            }
        }
        throw DynamoDbError.serialization(scalarMismatch(v, "Boolean", "class java.lang.Boolean"));
    }

    private static String scalarMismatch(JsonNode v, String type, String collectionClass) {
        if (v.isBoolean() || v.isNumber()) return Messages.cannotConvert(v, type);
        if (v.isArray()) return Messages.unrecognizedCollection(collectionClass);
        return Messages.MAP_NOT_EXPECTED;
    }

    private static JsonNode array(JsonNode v) {
        if (v.isArray()) return v;
        throw DynamoDbError.serialization(v.isObject() ? Messages.MAP_NOT_EXPECTED : Messages.UNEXPECTED_FIELD_TYPE);
    }

    private static JsonNode object(JsonNode v) {
        if (v.isObject()) return v;
        throw DynamoDbError.serialization(v.isArray() ? Messages.unrecognizedCollection(MAP_TYPE) : Messages.UNEXPECTED_FIELD_TYPE);
    }

    private static final String MAP_TYPE =
            "java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>";

    private static byte[] blob(JsonNode v) {
        if (!v.isTextual()) {
            if (v.isArray()) throw DynamoDbError.serialization(Messages.BINARY_NOT_A_LIST);
            if (v.isObject()) throw DynamoDbError.serialization(Messages.MAP_NOT_EXPECTED);
            throw DynamoDbError.serialization(Messages.BLOB_NOT_STRING);
        }
        return decode(v.textValue());
    }

    private static byte[] decode(String base64) {
        if (base64.length() % 4 != 0) {
            throw DynamoDbError.serialization(Messages.base64Length(base64.length()));
        }
        try {
            return Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            throw DynamoDbError.serialization(Messages.BASE64_LAST_CHARACTER);
        }
    }
}
