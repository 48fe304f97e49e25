package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;

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
