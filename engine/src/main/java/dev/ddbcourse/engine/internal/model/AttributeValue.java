package dev.ddbcourse.engine.internal.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A DynamoDB attribute value: one immutable record per wire type (S, N, B, SS, NS, BS, M, L, NULL, BOOL).
 * Equality is by value (sets ignore order, numbers compare numerically, binaries by content).
 */
public sealed interface AttributeValue
        permits AttributeValue.S, AttributeValue.N, AttributeValue.B,
                AttributeValue.SS, AttributeValue.NS, AttributeValue.BS,
                AttributeValue.M, AttributeValue.L, AttributeValue.Null, AttributeValue.Bool {

    /** The wire type code: "S", "N", "B", "SS", "NS", "BS", "M", "L", "NULL" or "BOOL". */
    String type();

    /** A string. */
    record S(String value) implements AttributeValue {
        public S {
            if (value == null) throw new NullPointerException("value");
        }
        @Override public String type() { return "S"; }
    }

    /**
     * A number, held normalised (no trailing zeros, zero is 0) so that equal numbers are equal records.
     * Build from text with {@link Numbers#parse(String)}, which applies DynamoDB's range and precision rules.
     */
    record N(BigDecimal value) implements AttributeValue {
        public N {
            value = Numbers.normalise(value);
        }
        /** The canonical text DynamoDB returns, e.g. "42", "0.5", "-1000". */
        public String text() { return value.toPlainString(); }
        @Override public String type() { return "N"; }
        @Override public String toString() { return "N[" + text() + "]"; }
    }

    /** A binary value (raw bytes; base64 only on the wire). The array is copied in and out. */
    record B(byte[] value) implements AttributeValue {
        public B {
            value = value.clone();
        }
        @Override public byte[] value() { return value.clone(); }
        /** Number of raw bytes, without copying. */
        public int length() { return value.length; }
        /** The byte at {@code i}, without copying. */
        public byte at(int i) { return value[i]; }
        @Override public String type() { return "B"; }
        @Override public boolean equals(Object o) { return o instanceof B b && Arrays.equals(value, b.value); }
        @Override public int hashCode() { return Arrays.hashCode(value); }
        @Override public String toString() { return "B[" + java.util.Base64.getEncoder().encodeToString(value) + "]"; }
    }

    /**
     * A string set, its members in DynamoDB's order whatever order built it: by UTF-8 bytes (never empty once validated).
     * Live DynamoDB answers sets so (paritysuite/dynamodb-conformance tests/tier1/updateItem/basic.test.ts, eu-west-2:
     * SS ['a'] ADD [''] reads back ['', 'a']; strings and binaries bytewise, numbers by value).
     */
    record SS(Set<String> values) implements AttributeValue {
        public SS { values = sorted(values, KeyOrder::compareUtf8); }
        @Override public String type() { return "SS"; }
    }

    /** A number set, its members by value (as {@link SS}). */
    record NS(Set<N> values) implements AttributeValue {
        public NS { values = sorted(values, (x, y) -> x.value().compareTo(y.value())); }
        @Override public String type() { return "NS"; }
    }

    /** A binary set, its members by unsigned bytes (as {@link SS}). */
    record BS(Set<B> values) implements AttributeValue {
        public BS { values = sorted(values, KeyOrder::compareBytes); }
        @Override public String type() { return "BS"; }
    }

    /** A map of attribute names to values (insertion order kept). */
    record M(Map<String, AttributeValue> values) implements AttributeValue {
        public M { values = Collections.unmodifiableMap(new LinkedHashMap<>(values)); }
        @Override public String type() { return "M"; }
    }

    /** A list of values. */
    record L(List<AttributeValue> values) implements AttributeValue {
        public L { values = List.copyOf(values); }
        @Override public String type() { return "L"; }
    }

    /** The NULL value ({"NULL": true}). */
    record Null() implements AttributeValue {
        /** The only instance worth using. */
        public static final Null INSTANCE = new Null();
        @Override public String type() { return "NULL"; }
    }

    /** A boolean. */
    record Bool(boolean value) implements AttributeValue {
        @Override public String type() { return "BOOL"; }
    }

    /** An unmodifiable set of the members, iterated in {@code order}. */
    private static <T> Set<T> sorted(Collection<T> members, Comparator<? super T> order) {
        List<T> list = new ArrayList<>(members);
        list.sort(order);
        return Collections.unmodifiableSet(new LinkedHashSet<>(list));
    }

    // ---- short factories, handy in code and tests ----

    /** {@code {"S": value}} */
    static S s(String value) { return new S(value); }

    /** {@code {"N": text}}, validated by DynamoDB's number rules. */
    static N n(String text) { return Numbers.parse(text); }

    /** A number from a long. */
    static N n(long value) { return new N(BigDecimal.valueOf(value)); }

    /** {@code {"B": bytes}} */
    static B b(byte[] value) { return new B(value); }

    /** {@code {"SS": [...]}} */
    static SS ss(String... values) { return new SS(new LinkedHashSet<>(Arrays.asList(values))); }

    /** {@code {"NS": [...]}} from number texts. */
    static NS ns(String... texts) {
        Set<N> set = new LinkedHashSet<>();
        for (String t : texts) set.add(Numbers.parse(t));
        return new NS(set);
    }

    /** {@code {"BS": [...]}} */
    static BS bs(byte[]... values) {
        Set<B> set = new LinkedHashSet<>();
        for (byte[] v : values) set.add(new B(v));
        return new BS(set);
    }

    /** {@code {"M": {...}}} */
    static M m(Map<String, AttributeValue> values) { return new M(values); }

    /** {@code {"L": [...]}} */
    static L l(AttributeValue... values) { return new L(Arrays.asList(values)); }

    /** {@code {"L": [...]}} */
    static L l(Collection<? extends AttributeValue> values) { return new L(List.copyOf(values)); }

    /** {@code {"NULL": true}} */
    static Null nul() { return Null.INSTANCE; }

    /** {@code {"BOOL": value}} */
    static Bool bool(boolean value) { return new Bool(value); }

    /** True for the scalar types that may be key attributes (S, N, B). */
    default boolean isKeyType() {
        return this instanceof S || this instanceof N || this instanceof B;
    }
}
