package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.ItemSize;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** An item (or index entry) as stored: immutable attributes with their size by DynamoDB's rules. */
public record StoredItem(Map<String, AttributeValue> attributes, long size) {

    public static StoredItem of(Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> copy = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        return new StoredItem(copy, ItemSize.of(copy));
    }
}
