package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The value of a multi-attribute partition or sort key, held inside the engine as an {@link AttributeValue.L}
 * of the attributes' values in schema order (a single-attribute key keeps its plain value). DynamoDB sorts a
 * multi-attribute sort key by its first attribute, then its second, and so on, each by its own type.
 */
final class CompositeKey {
    private CompositeKey() {}

    /** The key value of these attributes in an item: the value itself for one, a list for several; null if one is missing. */
    static AttributeValue of(List<KeyDef.Attribute> attributes, Map<String, AttributeValue> item) {
        if (attributes.size() == 1) return item.get(attributes.get(0).name());
        List<AttributeValue> values = new ArrayList<>(attributes.size());
        for (KeyDef.Attribute a : attributes) {
            AttributeValue v = item.get(a.name());
            if (v == null) return null;
            values.add(v);
        }
        return new AttributeValue.L(values);
    }

    /**
     * Compares two multi-attribute values attribute by attribute. When one is a prefix of the other they compare
     * equal: a Query's bound made of the first attributes only then sits at the edge of all keys that begin with them.
     */
    static int comparePrefix(AttributeValue.L a, AttributeValue.L b) {
        int n = Math.min(a.values().size(), b.values().size());
        for (int i = 0; i < n; i++) {
            int c = KeyOrder.INSTANCE.compare(a.values().get(i), b.values().get(i));
            if (c != 0) return c;
        }
        return 0;
    }

    /** A total order on multi-attribute values (a prefix first), for partition tokens. */
    static int compare(AttributeValue.L a, AttributeValue.L b) {
        int c = comparePrefix(a, b);
        return c != 0 ? c : Integer.compare(a.values().size(), b.values().size());
    }
}
