package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * A resolved document path: attribute names ({@code String}) and list indexes ({@code Integer}),
 * e.g. {@code a.b[1]} is ["a", "b", 1]. Prints as DynamoDB quotes paths in errors: {@code [a, b, [1]]}.
 */
public record Path(List<Object> elements) {
    public Path {
        elements = List.copyOf(elements);
        if (elements.isEmpty() || !(elements.get(0) instanceof String)) {
            throw new IllegalArgumentException("a path starts with an attribute name: " + elements);
        }
    }

    /** A one-element path naming a top-level attribute. */
    public static Path of(String attribute) {
        return new Path(List.of(attribute));
    }

    /** The top-level attribute this path starts with. */
    public String head() {
        return (String) elements.get(0);
    }

    /** True for a path with more than one element (a map lookup or list index follows the head). */
    public boolean isNested() {
        return elements.size() > 1;
    }

    /** The value this path points at in the item, or null when any step is missing or of the wrong type. */
    public AttributeValue get(Map<String, AttributeValue> item) {
        AttributeValue current = item.get(head());
        for (int i = 1; i < elements.size() && current != null; i++) {
            current = step(current, elements.get(i));
        }
        return current;
    }

    static AttributeValue step(AttributeValue current, Object element) {
        if (element instanceof String name) {
            return current instanceof AttributeValue.M m ? m.values().get(name) : null;
        }
        int index = (Integer) element;
        if (current instanceof AttributeValue.L l && index < l.values().size()) return l.values().get(index);
        return null;
    }

    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        for (Object e : elements) j.add(e instanceof Integer ? "[" + e + "]" : (String) e);
        return j.toString();
    }
}
