package dev.ddbcourse.kit.values;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Java values to DynamoDB attribute values and back. Behind {@code Kit.item/key/values/av/plain}.
 *
 * <p>Rules: String -> S, Number -> N, Boolean -> BOOL, null -> NULL, Map -> M, List -> L, a
 * non-empty Set of strings -> SS, of numbers -> NS, byte[] / SdkBytes -> B, an enum -> S (its
 * name), an AttributeValue as it is.
 */
public final class Attributes {
    private Attributes() {}

    /** One Java value as an AttributeValue. */
    public static AttributeValue av(Object value) {
        if (value == null) return AttributeValue.fromNul(true);
        if (value instanceof AttributeValue a) return a;
        if (value instanceof CharSequence s) return AttributeValue.fromS(s.toString());
        if (value instanceof Character c) return AttributeValue.fromS(c.toString());
        if (value instanceof Number n) return AttributeValue.fromN(numberText(n));
        if (value instanceof Boolean b) return AttributeValue.fromBool(b);
        if (value instanceof Enum<?> e) return AttributeValue.fromS(e.name());
        if (value instanceof byte[] bytes) return AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
        if (value instanceof SdkBytes bytes) return AttributeValue.fromB(bytes);
        if (value instanceof Map<?, ?> map) {
            Map<String, AttributeValue> m = new LinkedHashMap<>();
            map.forEach((k, v) -> m.put(String.valueOf(k), av(v)));
            return AttributeValue.fromM(m);
        }
        if (value instanceof Set<?> set && !set.isEmpty()) {
            if (set.stream().allMatch(v -> v instanceof CharSequence)) {
                return AttributeValue.fromSs(set.stream().map(Object::toString).toList());
            }
            if (set.stream().allMatch(v -> v instanceof Number)) {
                return AttributeValue.fromNs(set.stream().map(v -> numberText((Number) v)).toList());
            }
        }
        if (value instanceof Collection<?> list) {
            List<AttributeValue> l = new ArrayList<>(list.size());
            list.forEach(v -> l.add(av(v)));
            return AttributeValue.fromL(l);
        }
        if (value instanceof Object[] array) return av(List.of(array));
        throw new IllegalArgumentException("Cannot store a " + value.getClass().getSimpleName()
                + " in DynamoDB: use a String, Number, Boolean, Map, List, Set or byte[] (value: " + value + ")");
    }

    /** An ordered map from name/value pairs: {@code "PK", "CUST#c1", "total", 42}. */
    public static Map<String, AttributeValue> item(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("Expected name/value pairs but got an odd number of arguments ("
                    + namesAndValues.length + ")");
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (!(namesAndValues[i] instanceof String name)) {
                throw new IllegalArgumentException("Argument " + (i + 1) + " should be an attribute name (a String) but was "
                        + namesAndValues[i]);
            }
            if (item.put(name, av(namesAndValues[i + 1])) != null) {
                throw new IllegalArgumentException("Attribute " + name + " is given twice");
            }
        }
        return item;
    }

    /** A key: the same as {@link #item}, named for what it is. */
    public static Map<String, AttributeValue> key(Object... namesAndValues) { return item(namesAndValues); }

    /** ExpressionAttributeValues: the same as {@link #item}, named for what it is. */
    public static Map<String, AttributeValue> values(Object... namesAndValues) { return item(namesAndValues); }

    /** ExpressionAttributeNames from pairs: {@code "#s", "status"}. */
    public static Map<String, String> names(String... pairs) {
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("Expected #placeholder/name pairs but got an odd number of arguments ("
                    + pairs.length + ")");
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) names.put(pairs[i], pairs[i + 1]);
        return names;
    }

    /** The string (S) or number (N, as text) of an attribute; other types as text; null when absent. */
    public static String str(Map<String, AttributeValue> item, String attribute) {
        if (item == null) return null;
        AttributeValue value = item.get(attribute);
        if (value == null) return null;
        return switch (value.type()) {
            case S -> value.s();
            case N -> value.n();
            case NUL -> null;
            default -> String.valueOf(plain(value));
        };
    }

    /**
     * An attribute as plain Java: S -> String, N -> Long when integral and in range else
     * BigDecimal, BOOL -> Boolean, NULL -> null, M -> Map (order kept), L -> List, SS/NS ->
     * Set, B -> SdkBytes, BS -> Set of SdkBytes.
     */
    public static Object plain(AttributeValue value) {
        if (value == null) return null;
        return switch (value.type()) {
            case S -> value.s();
            case N -> number(value.n());
            case BOOL -> value.bool();
            case NUL -> null;
            case B -> value.b();
            case M -> {
                Map<String, Object> m = new LinkedHashMap<>();
                value.m().forEach((k, v) -> m.put(k, plain(v)));
                yield m;
            }
            case L -> {
                List<Object> l = new ArrayList<>(value.l().size());
                value.l().forEach(v -> l.add(plain(v)));
                yield l;
            }
            case SS -> new LinkedHashSet<>(value.ss());
            case NS -> {
                Set<Object> s = new LinkedHashSet<>();
                value.ns().forEach(n -> s.add(number(n)));
                yield s;
            }
            case BS -> new LinkedHashSet<>(value.bs());
            default -> throw new IllegalArgumentException("Unknown attribute value type: " + value);
        };
    }

    /** A DynamoDB number text as Long when it is a whole number that fits, else BigDecimal. */
    public static Object number(String text) {
        BigDecimal decimal = new BigDecimal(text);
        try {
            return decimal.longValueExact();
        } catch (ArithmeticException notAWholeLong) {
            return decimal;
        }
    }

    /** A DynamoDB number as plain text, trailing zeros removed: 42, 0.5, 1000. */
    public static String normalizedNumber(String text) {
        BigDecimal decimal = new BigDecimal(text);
        if (decimal.signum() == 0) return "0";
        return decimal.stripTrailingZeros().toPlainString();
    }

    private static String numberText(Number n) {
        if (n instanceof Integer || n instanceof Long || n instanceof Short || n instanceof Byte
                || n instanceof BigInteger) {
            return n.toString();
        }
        if (n instanceof BigDecimal d) return d.toPlainString();
        double d = n.doubleValue();
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            throw new IllegalArgumentException("DynamoDB numbers cannot be NaN or infinite: " + n);
        }
        return normalizedNumber(BigDecimal.valueOf(d).toPlainString());
    }
}
