package dev.ddbcourse.engine.internal.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Helpers for items: an item is an ordered {@code Map<String, AttributeValue>} (attribute name -> value). */
public final class Items {
    private Items() {}

    /** A new, empty, ordered, mutable item. */
    public static Map<String, AttributeValue> newItem() {
        return new LinkedHashMap<>();
    }

    /** A mutable ordered copy of an item. */
    public static Map<String, AttributeValue> copy(Map<String, AttributeValue> item) {
        return new LinkedHashMap<>(item);
    }

    /** A read-only ordered copy of an item (values are immutable already). */
    public static Map<String, AttributeValue> frozen(Map<String, AttributeValue> item) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(item));
    }

    /**
     * The key of an item: its partition key attribute and, when {@code sortKey} is not null, its sort key
     * attribute, in that order. Attributes the item lacks are left out.
     */
    public static Map<String, AttributeValue> key(Map<String, AttributeValue> item, String partitionKey, String sortKey) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        AttributeValue pk = item.get(partitionKey);
        if (pk != null) key.put(partitionKey, pk);
        if (sortKey != null) {
            AttributeValue sk = item.get(sortKey);
            if (sk != null) key.put(sortKey, sk);
        }
        return key;
    }

    /** True when the item holds both key attributes (the sort key only when {@code sortKey} is not null). */
    public static boolean hasKey(Map<String, AttributeValue> item, String partitionKey, String sortKey) {
        return item.containsKey(partitionKey) && (sortKey == null || item.containsKey(sortKey));
    }
}
