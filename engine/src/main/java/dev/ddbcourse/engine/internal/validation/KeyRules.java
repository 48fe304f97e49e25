package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.TableDef;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** The checks of keys and items against a table's schema, with DynamoDB's messages. */
public final class KeyRules {
    private KeyRules() {}

    private static final int MAX_HASH_KEY_BYTES = 2048;
    private static final int MAX_RANGE_KEY_BYTES = 1024;

    /** A Key parameter: exactly the key attributes, of the key types. Returns it in schema order. */
    public static Map<String, AttributeValue> key(TableDef def, Map<String, AttributeValue> key) {
        return key(def.key(), key, Messages.KEY_SCHEMA_MISMATCH);
    }

    /** As {@link #key(TableDef, Map)}, with {@code mismatch} as the message for a key of the wrong shape. */
    public static Map<String, AttributeValue> key(KeyDef k, Map<String, AttributeValue> key, String mismatch) {
        if (key.size() != k.names().size()) throw DynamoDbError.validation(mismatch);
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (String name : k.names()) {
            AttributeValue v = key.get(name);
            String type = name.equals(k.hashName()) ? k.hashType() : k.rangeType();
            if (v == null || !v.type().equals(type)) throw DynamoDbError.validation(mismatch);
            ordered.put(name, v);
        }
        checkValues(k, ordered);
        return ordered;
    }

    /** An item to store: the key attributes present and typed, index keys typed, size within 400 KB. */
    public static void item(TableDef def, Map<String, AttributeValue> item) {
        KeyDef k = def.key();
        for (String name : k.names()) {
            AttributeValue v = item.get(name);
            if (v == null) throw DynamoDbError.validation(Messages.missingKey(name));
            String type = name.equals(k.hashName()) ? k.hashType() : k.rangeType();
            if (!v.type().equals(type)) throw DynamoDbError.validation(Messages.keyTypeMismatch(name, type, v.type()));
        }
        checkValues(k, item);
        indexKeys(def, item);
    }

    /** Index key attributes an item has must be of the index key types and not empty strings. */
    public static void indexKeys(TableDef def, Map<String, AttributeValue> item) {
        indexKeys(def, item, false);
    }

    /** The same for the item an update expression produced (DynamoDB words an empty index key differently then). */
    public static void indexKeysAfterUpdate(TableDef def, Map<String, AttributeValue> item) {
        indexKeys(def, item, true);
    }

    private static void indexKeys(TableDef def, Map<String, AttributeValue> item, boolean byUpdate) {
        for (IndexDef index : def.indexes()) {
            for (String name : index.key().names()) {
                AttributeValue v = item.get(name);
                if (v == null) continue;
                String type = def.attributeTypes().get(name);
                if (!v.type().equals(type)) {
                    throw DynamoDbError.validation(Messages.indexKeyTypeMismatch(name, type, v.type(), index.name()));
                }
                if (isEmpty(v)) {
                    throw DynamoDbError.validation(byUpdate
                            ? Messages.emptyIndexKeyByUpdate(v instanceof AttributeValue.B ? "binary" : "string")
                            : Messages.emptyIndexKeyString(name, index.name()));
                }
            }
        }
    }

    /** The 400 KB item size limit. */
    public static void size(Map<String, AttributeValue> item, String message) {
        if (ItemSize.of(item) > ItemSize.MAX_ITEM_BYTES) throw DynamoDbError.validation(message);
    }

    private static void checkValues(KeyDef k, Map<String, AttributeValue> key) {
        for (String name : k.names()) {
            AttributeValue v = key.get(name);
            if (isEmpty(v)) throw DynamoDbError.validation(Messages.emptyKeyString(name));
        }
        if (length(key.get(k.hashName())) > MAX_HASH_KEY_BYTES) throw DynamoDbError.validation(Messages.HASH_KEY_TOO_LARGE);
        if (k.hasRange() && length(key.get(k.rangeName())) > MAX_RANGE_KEY_BYTES) {
            throw DynamoDbError.validation(Messages.RANGE_KEY_TOO_LARGE);
        }
    }

    private static boolean isEmpty(AttributeValue v) {
        return (v instanceof AttributeValue.S s && s.value().isEmpty()) || (v instanceof AttributeValue.B b && b.length() == 0);
    }

    private static int length(AttributeValue v) {
        if (v instanceof AttributeValue.S s) return s.value().getBytes(StandardCharsets.UTF_8).length;
        if (v instanceof AttributeValue.B b) return b.length();
        return 0;
    }
}
