package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;

/** How conditions compare and inspect values: typed, never failing (a mismatch is simply false). */
final class Values {
    private Values() {}

    /** Order of two values of the same scalar type (S, N or B); null when they cannot be ordered. */
    static Integer compare(AttributeValue a, AttributeValue b) {
        if (a == null || b == null || !a.type().equals(b.type()) || !a.isKeyType()) return null;
        return KeyOrder.INSTANCE.compare(a, b);
    }

    /** DynamoDB's size(): characters of a string, bytes of a binary, elements of a set, list or map. */
    static Integer size(AttributeValue v) {
        if (v instanceof AttributeValue.S s) return s.value().length();
        if (v instanceof AttributeValue.B b) return b.length();
        if (v instanceof AttributeValue.SS ss) return ss.values().size();
        if (v instanceof AttributeValue.NS ns) return ns.values().size();
        if (v instanceof AttributeValue.BS bs) return bs.values().size();
        if (v instanceof AttributeValue.L l) return l.values().size();
        if (v instanceof AttributeValue.M m) return m.values().size();
        return null;
    }

    /** begins_with: a string or binary prefix of the same type. */
    static boolean beginsWith(AttributeValue value, AttributeValue prefix) {
        if (value instanceof AttributeValue.S s && prefix instanceof AttributeValue.S p) return s.value().startsWith(p.value());
        if (value instanceof AttributeValue.B b && prefix instanceof AttributeValue.B p) return indexOf(b, p) == 0;
        return false;
    }

    /** contains: substring of a string or binary, member of a set, element of a list. */
    static boolean contains(AttributeValue container, AttributeValue operand) {
        if (container == null || operand == null) return false;
        if (container instanceof AttributeValue.S s && operand instanceof AttributeValue.S o) return s.value().contains(o.value());
        if (container instanceof AttributeValue.B b && operand instanceof AttributeValue.B o) return indexOf(b, o) >= 0;
        if (container instanceof AttributeValue.SS ss && operand instanceof AttributeValue.S o) return ss.values().contains(o.value());
        if (container instanceof AttributeValue.NS ns) return ns.values().contains(operand);
        if (container instanceof AttributeValue.BS bs) return bs.values().contains(operand);
        if (container instanceof AttributeValue.L l) return l.values().contains(operand);
        return false;
    }

    private static int indexOf(AttributeValue.B haystack, AttributeValue.B needle) {
        outer:
        for (int i = 0; i + needle.length() <= haystack.length(); i++) {
            for (int j = 0; j < needle.length(); j++) {
                if (haystack.at(i + j) != needle.at(j)) continue outer;
            }
            return i;
        }
        return -1;
    }

    /** How DynamoDB prints a literal in BETWEEN errors: {@code AttributeValue: {N:5}}. */
    static String describe(AttributeValue v) {
        String text;
        if (v instanceof AttributeValue.S s) text = s.value();
        else if (v instanceof AttributeValue.N n) text = n.text();
        else if (v instanceof AttributeValue.B b) text = java.util.Base64.getEncoder().encodeToString(b.value());
        else text = String.valueOf(v);
        return "AttributeValue: {" + v.type() + ":" + text + "}";
    }
}
