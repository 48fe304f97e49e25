package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A key schema with its attribute types: the hash (partition) key and an optional range (sort) key.
 * Types are "S", "N" or "B".
 */
public record KeyDef(String hashName, String hashType, String rangeName, String rangeType) {

    public boolean hasRange() {
        return rangeName != null;
    }

    /** The key attribute names, hash first. */
    public List<String> names() {
        List<String> names = new ArrayList<>(2);
        names.add(hashName);
        if (rangeName != null) names.add(rangeName);
        return names;
    }

    public boolean isKeyAttribute(String name) {
        return name.equals(hashName) || name.equals(rangeName);
    }

    /** The key attributes of an item (those present), in schema order. */
    public Map<String, AttributeValue> extract(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        AttributeValue hash = item.get(hashName);
        if (hash != null) key.put(hashName, hash);
        if (rangeName != null) {
            AttributeValue range = item.get(rangeName);
            if (range != null) key.put(rangeName, range);
        }
        return key;
    }

    /** True when the item has this key's attributes with the declared types (so it belongs in an index). */
    public boolean covers(Map<String, AttributeValue> item) {
        AttributeValue hash = item.get(hashName);
        if (hash == null || !hash.type().equals(hashType)) return false;
        if (rangeName == null) return true;
        AttributeValue range = item.get(rangeName);
        return range != null && range.type().equals(rangeType);
    }
}
