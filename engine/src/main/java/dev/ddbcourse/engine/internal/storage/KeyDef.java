package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A key schema with its attribute types: the partition (HASH) key attributes and the sort (RANGE) key
 * attributes, each in schema order. A table or an LSI has one of each at most; a GSI may have up to four
 * of each (multi-attribute keys), whose values together are one partition key and one sort key
 * ({@link #partitionValue}, {@link #sortValue}). Types are "S", "N" or "B".
 */
public record KeyDef(List<Attribute> hash, List<Attribute> range) {

    /** DynamoDB's key value limits: a partition key value of at most 2048 bytes, a sort key value of 1024. */
    public static final int MAX_PARTITION_KEY_BYTES = 2048;
    public static final int MAX_SORT_KEY_BYTES = 1024;

    /** An empty string or binary, which no key may hold. */
    public static boolean isEmptyValue(AttributeValue v) {
        return (v instanceof AttributeValue.S s && s.value().isEmpty()) || (v instanceof AttributeValue.B b && b.length() == 0);
    }

    /** A key value's size as the limits count it: a string's UTF-8 bytes, a binary's bytes (a number: 0). */
    public static int valueBytes(AttributeValue v) {
        if (v instanceof AttributeValue.S s) return s.value().getBytes(StandardCharsets.UTF_8).length;
        if (v instanceof AttributeValue.B b) return b.length();
        return 0;
    }

    /** One key attribute and its declared type. */
    public record Attribute(String name, String type) {}

    public KeyDef {
        hash = List.copyOf(hash);
        range = List.copyOf(range);
    }

    /** The single-attribute key of a table or an LSI (range null when there is no sort key). */
    public KeyDef(String hashName, String hashType, String rangeName, String rangeType) {
        this(List.of(new Attribute(hashName, hashType)),
                rangeName == null ? List.of() : List.of(new Attribute(rangeName, rangeType)));
    }

    /** True when the partition or the sort key has more than one attribute. */
    public boolean multiAttribute() {
        return hash.size() > 1 || range.size() > 1;
    }

    public boolean hasRange() {
        return !range.isEmpty();
    }

    /** The partition key attribute of a single-attribute partition key. */
    public String hashName() {
        return single(hash).name();
    }

    public String hashType() {
        return single(hash).type();
    }

    /** The sort key attribute of a single-attribute sort key, or null without one. */
    public String rangeName() {
        return range.isEmpty() ? null : single(range).name();
    }

    public String rangeType() {
        return range.isEmpty() ? null : single(range).type();
    }

    public List<String> hashNames() {
        return hash.stream().map(Attribute::name).toList();
    }

    public List<String> rangeNames() {
        return range.stream().map(Attribute::name).toList();
    }

    /** The key attribute names, partition key attributes first. */
    public List<String> names() {
        List<String> names = new ArrayList<>(hash.size() + range.size());
        names.addAll(hashNames());
        names.addAll(rangeNames());
        return names;
    }

    /** The declared type of a key attribute, or null when it is not one. */
    public String typeOf(String name) {
        for (Attribute a : hash) if (a.name().equals(name)) return a.type();
        for (Attribute a : range) if (a.name().equals(name)) return a.type();
        return null;
    }

    public boolean isKeyAttribute(String name) {
        return typeOf(name) != null;
    }

    /** The key attributes of an item (those present), in schema order. */
    public Map<String, AttributeValue> extract(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : names()) {
            AttributeValue v = item.get(name);
            if (v != null) key.put(name, v);
        }
        return key;
    }

    /** True when the item has all of this key's attributes with the declared types (so it belongs in an index). */
    public boolean covers(Map<String, AttributeValue> item) {
        for (Attribute a : hash) if (!has(item, a)) return false;
        for (Attribute a : range) if (!has(item, a)) return false;
        return true;
    }

    /** The item's partition key value: the attribute's value, or the values of all of them (null if one is missing). */
    public AttributeValue partitionValue(Map<String, AttributeValue> item) {
        return CompositeKey.of(hash, item);
    }

    /** The item's sort key value (null without a sort key, or when one of its attributes is missing). */
    public AttributeValue sortValue(Map<String, AttributeValue> item) {
        return range.isEmpty() ? null : CompositeKey.of(range, item);
    }

    private static boolean has(Map<String, AttributeValue> item, Attribute a) {
        AttributeValue v = item.get(a.name());
        return v != null && v.type().equals(a.type());
    }

    private static Attribute single(List<Attribute> attributes) {
        if (attributes.size() != 1) {
            throw new IllegalStateException("a multi-attribute key has no single attribute: " + attributes);
        }
        return attributes.get(0);
    }
}
