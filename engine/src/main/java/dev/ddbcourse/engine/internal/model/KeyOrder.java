package dev.ddbcourse.engine.internal.model;

import java.util.Comparator;

/**
 * DynamoDB's sort order for key values: S by UTF-8 bytes, N numerically, B by unsigned bytes.
 * Values of different types are ordered by type (S, N, B) so that the comparator stays total.
 */
public final class KeyOrder implements Comparator<AttributeValue> {
    /** The shared instance. */
    public static final KeyOrder INSTANCE = new KeyOrder();

    private KeyOrder() {}

    @Override
    public int compare(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S x && b instanceof AttributeValue.S y) return compareUtf8(x.value(), y.value());
        if (a instanceof AttributeValue.N x && b instanceof AttributeValue.N y) return x.value().compareTo(y.value());
        if (a instanceof AttributeValue.B x && b instanceof AttributeValue.B y) return compareBytes(x, y);
        return Integer.compare(rank(a), rank(b));
    }

    /** Compares strings as their UTF-8 encodings would compare (that is, by code point). */
    public static int compareUtf8(String a, String b) {
        int i = 0, j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i), cb = b.codePointAt(j);
            if (ca != cb) return Integer.compare(ca, cb);
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** Compares binaries byte by byte, unsigned, shorter first on a common prefix. */
    public static int compareBytes(AttributeValue.B a, AttributeValue.B b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            int c = Integer.compare(a.at(i) & 0xff, b.at(i) & 0xff);
            if (c != 0) return c;
        }
        return Integer.compare(a.length(), b.length());
    }

    private static int rank(AttributeValue v) {
        return switch (v.type()) {
            case "S" -> 0;
            case "N" -> 1;
            case "B" -> 2;
            default -> 3;
        };
    }
}
