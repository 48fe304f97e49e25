package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.TreeSet;

/** Mismatch reports a person can read: long strings cut, the first differing path named. */
final class Printing {
    private static final int MAX_STRING = 120;
    private static final int MAX_LINE = 1500;

    private Printing() {}

    /** Cuts long runs inside the text (a 400 KB attribute) and the text itself. */
    static String shorten(String text) {
        String cut = text.replaceAll("([^\"]{" + MAX_STRING + "})[^\"]{20,}", "$1...");
        return cut.length() > MAX_LINE ? cut.substring(0, MAX_LINE) + " ...(" + cut.length() + " chars)" : cut;
    }

    /** The JSON path where a and b first differ, e.g. {@code /Error/Message}. */
    static String firstDifference(JsonNode a, JsonNode b, String path) {
        if (a == null || b == null) return (path.isEmpty() ? "/" : path) + (a == null ? " (only in the engine)" : " (missing in the engine)");
        if (a.isObject() && b.isObject()) {
            TreeSet<String> names = new TreeSet<>();
            a.fieldNames().forEachRemaining(names::add);
            b.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                if (!a.path(name).equals(b.path(name)) || a.has(name) != b.has(name)) {
                    return firstDifference(a.get(name), b.get(name), path + "/" + name);
                }
            }
        } else if (a.isArray() && b.isArray()) {
            Iterator<JsonNode> x = a.elements(), y = b.elements();
            for (int i = 0; x.hasNext() || y.hasNext(); i++) {
                JsonNode p = x.hasNext() ? x.next() : null, q = y.hasNext() ? y.next() : null;
                if (p == null || !p.equals(q)) return firstDifference(p, q, path + "/" + i);
            }
        }
        return path.isEmpty() ? "/" : path;
    }
}
