package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A secondary index: its key, whether it is global, and what it projects.
 *
 * @param projectionType what it holds besides the keys
 * @param nonKeyAttributes the INCLUDE list (empty otherwise)
 * @param throughput provisioned capacity of a GSI (null for an LSI)
 */
public record IndexDef(String name, boolean global, KeyDef key, ProjectionType projectionType,
                       List<String> nonKeyAttributes, Throughput throughput) {

    public IndexDef {
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }

    public IndexDef withThroughput(Throughput t) {
        return new IndexDef(name, global, key, projectionType, nonKeyAttributes, t);
    }

    /** True when the attribute is stored in this index for an item (keys of index and table always are). */
    public boolean projects(String attribute, KeyDef tableKey) {
        return switch (projectionType) {
            case ALL -> true;
            case INCLUDE -> key.isKeyAttribute(attribute) || tableKey.isKeyAttribute(attribute)
                    || nonKeyAttributes.contains(attribute);
            case KEYS_ONLY -> key.isKeyAttribute(attribute) || tableKey.isKeyAttribute(attribute);
        };
    }

    /** The index entry of an item: the projected attributes only. */
    public Map<String, AttributeValue> project(Map<String, AttributeValue> item, KeyDef tableKey) {
        if (projectionType == ProjectionType.ALL) return item;
        Map<String, AttributeValue> entry = new LinkedHashMap<>();
        item.forEach((name, value) -> {
            if (projects(name, tableKey)) entry.put(name, value);
        });
        return entry;
    }
}
