package dev.ddbcourse.kit.values;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The order in which an item's attributes are printed: the table's key attributes (PK, SK)
 * first, so that every printed item starts with what identifies it.
 */
public final class ItemOrder {
    private ItemOrder() {}

    /** The key attribute names, in the order they are printed. */
    public static final List<String> KEYS = List.of("PK", "SK");

    /** PK, SK, then the other names sorted: deterministic whatever map the item came in. */
    public static List<String> keysThenSorted(Collection<String> names) {
        List<String> ordered = keysFirst(names);
        ordered.subList(keyCount(names), ordered.size()).sort(Comparator.naturalOrder());
        return ordered;
    }

    /** PK, SK, then the other names in the order given. */
    public static List<String> keysFirst(Collection<String> names) {
        List<String> ordered = new ArrayList<>(names.size());
        for (String key : KEYS) if (names.contains(key)) ordered.add(key);
        for (String name : names) if (!KEYS.contains(name)) ordered.add(name);
        return ordered;
    }

    private static int keyCount(Collection<String> names) {
        return (int) KEYS.stream().filter(names::contains).count();
    }
}
