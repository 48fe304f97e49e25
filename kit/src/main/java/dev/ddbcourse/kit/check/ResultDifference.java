package dev.ddbcourse.kit.check;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** How a result differs from the expected one, in a few words: what is missing, extra, changed or out of order. */
final class ResultDifference {
    private static final int SHOWN = 5;

    private ResultDifference() {}

    /** e.g. "missing ann, cat; not expected COURSE#ml200", or "the right items in the wrong order". */
    static String between(Object expected, Object actual) {
        if (actual == null) return "the answer returned nothing (null)";
        if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a) return maps(e, a);
        if (expected instanceof Collection<?> e && actual instanceof Collection<?> a) return collections(e, a);
        return "it differs from the expected one";
    }

    private static String maps(Map<?, ?> expected, Map<?, ?> actual) {
        List<String> parts = new ArrayList<>();
        missingAndExtra(expected.keySet(), actual.keySet(), parts);
        List<String> changed = new ArrayList<>();
        expected.forEach((k, v) -> {
            if (actual.containsKey(k) && !Objects.equals(v, actual.get(k))) {
                changed.add(k + " is " + actual.get(k) + ", expected " + v);
            }
        });
        if (!changed.isEmpty()) parts.add(shown(changed, "; "));
        if (parts.isEmpty()) return "the right entries, in another order";
        return String.join("; ", parts);
    }

    private static String collections(Collection<?> expected, Collection<?> actual) {
        List<String> parts = new ArrayList<>();
        missingAndExtra(expected, actual, parts);
        if (!parts.isEmpty()) return String.join("; ", parts);
        if (expected.size() != actual.size()) return "some items come back more than once (" + actual.size() + " items, expected " + expected.size() + ")";
        return "the right items in the wrong order";
    }

    private static void missingAndExtra(Collection<?> expected, Collection<?> actual, List<String> parts) {
        List<String> missing = expected.stream().filter(x -> !actual.contains(x)).map(String::valueOf).toList();
        List<String> extra = actual.stream().filter(x -> !expected.contains(x)).map(String::valueOf).toList();
        if (!missing.isEmpty()) parts.add("missing " + shown(missing, ", "));
        if (!extra.isEmpty()) parts.add("not expected " + shown(extra, ", "));
    }

    private static String shown(List<String> values, String separator) {
        if (values.size() <= SHOWN) return String.join(separator, values);
        return String.join(separator, values.subList(0, SHOWN)) + separator + "and " + (values.size() - SHOWN) + " more";
    }
}
