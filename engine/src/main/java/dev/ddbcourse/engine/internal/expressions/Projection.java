package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A resolved ProjectionExpression. {@link #apply} keeps only the listed paths, nested as DynamoDB returns them:
 * {@code a.b} gives {@code {a: {b: ..}}}, {@code l[3], l[1]} gives {@code {l: [l[1], l[3]]}}.
 */
public record Projection(List<Path> paths) {
    public Projection {
        paths = List.copyOf(paths);
    }

    /** The top-level attribute names the projection reads, in order. */
    public Set<String> topLevelNames() {
        Set<String> names = new LinkedHashSet<>();
        for (Path p : paths) names.add(p.head());
        return names;
    }

    /** The projected item (possibly empty). The input is not changed. */
    public Map<String, AttributeValue> apply(Map<String, AttributeValue> item) {
        return project(item, paths);
    }

    /** Projects {@code item} on any paths (also used for UPDATED_OLD / UPDATED_NEW). */
    static Map<String, AttributeValue> project(Map<String, AttributeValue> item, List<Path> paths) {
        MapNode root = new MapNode();
        for (Path path : paths) {
            AttributeValue value = path.get(item);
            if (value == null) continue;
            Node parent = root;
            List<Object> elements = path.elements();
            for (int i = 0; i < elements.size() - 1; i++) {
                parent = parent.child(elements.get(i), elements.get(i + 1) instanceof Integer);
            }
            parent.put(elements.get(elements.size() - 1), new Leaf(value));
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        root.children.forEach((name, node) -> out.put(name, node.value()));
        return out;
    }

    // A small mutable tree: maps and lists being assembled, then frozen into values.
    private interface Node {
        AttributeValue value();

        default Node child(Object key, boolean list) { throw new IllegalStateException(); }

        default void put(Object key, Node node) { throw new IllegalStateException(); }
    }

    private record Leaf(AttributeValue value) implements Node {}

    private static final class MapNode implements Node {
        final Map<String, Node> children = new LinkedHashMap<>();

        @Override public Node child(Object key, boolean list) {
            return children.computeIfAbsent((String) key, k -> list ? new ListNode() : new MapNode());
        }

        @Override public void put(Object key, Node node) { children.put((String) key, node); }

        @Override public AttributeValue value() {
            Map<String, AttributeValue> m = new LinkedHashMap<>();
            children.forEach((k, v) -> m.put(k, v.value()));
            return new AttributeValue.M(m);
        }
    }

    private static final class ListNode implements Node {
        final TreeMap<Integer, Node> children = new TreeMap<>();

        @Override public Node child(Object key, boolean list) {
            return children.computeIfAbsent((Integer) key, k -> list ? new ListNode() : new MapNode());
        }

        @Override public void put(Object key, Node node) { children.put((Integer) key, node); }

        @Override public AttributeValue value() {
            List<AttributeValue> l = new ArrayList<>();
            children.values().forEach(v -> l.add(v.value()));
            return new AttributeValue.L(l);
        }
    }
}
