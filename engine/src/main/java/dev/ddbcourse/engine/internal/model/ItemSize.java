package dev.ddbcourse.engine.internal.model;

import java.math.BigDecimal;
import java.util.Map;

/**
 * Item and value sizes by DynamoDB's published rules ("DynamoDB item sizes and formats"): names and strings in
 * UTF-8 bytes, binaries in raw bytes, numbers by significant digits, 1 byte for NULL/BOOL, 3 bytes overhead
 * for M/L plus 1 byte per element.
 */
public final class ItemSize {
    /** The largest item DynamoDB stores: 400 KB. */
    public static final int MAX_ITEM_BYTES = 400 * 1024;

    private ItemSize() {}

    /** Size of an item: for each attribute, name bytes plus value size. */
    /** The 400 KB item size limit, refused with {@code message}. */
    public static void checkLimit(Map<String, AttributeValue> item, String message) {
        if (of(item) > MAX_ITEM_BYTES) throw dev.ddbcourse.engine.internal.errors.DynamoDbError.validation(message);
    }

    public static long of(Map<String, AttributeValue> item) {
        long total = 0;
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            total += utf8Length(e.getKey()) + of(e.getValue());
        }
        return total;
    }

    /** Size of one value, without any attribute name. */
    public static long of(AttributeValue value) {
        if (value instanceof AttributeValue.S s) return utf8Length(s.value());
        if (value instanceof AttributeValue.N n) return numberSize(n.value());
        if (value instanceof AttributeValue.B b) return b.length();
        if (value instanceof AttributeValue.SS ss) return ss.values().stream().mapToLong(ItemSize::utf8Length).sum();
        if (value instanceof AttributeValue.NS ns) return ns.values().stream().mapToLong(n -> numberSize(n.value())).sum();
        if (value instanceof AttributeValue.BS bs) return bs.values().stream().mapToLong(AttributeValue.B::length).sum();
        if (value instanceof AttributeValue.M m) {
            long total = 3;
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                total += 1 + utf8Length(e.getKey()) + of(e.getValue());
            }
            return total;
        }
        if (value instanceof AttributeValue.L l) {
            long total = 3;
            for (AttributeValue v : l.values()) total += 1 + of(v);
            return total;
        }
        return 1; // NULL and BOOL
    }

    /**
     * A number's size as measured against DynamoDB: 1 byte, plus one byte per two significant digits of the
     * integer part and of the fraction part (counted separately), plus 1 if negative. Leading and trailing zeros
     * do not count; 27 is 2 bytes, -27 is 3, 461 is 3, 1.5 is 3.
     */
    public static int numberSize(BigDecimal value) {
        if (value.signum() == 0) return 1;
        BigDecimal v = value.stripTrailingZeros();
        int digits = v.unscaledValue().abs().toString().length();
        int scale = v.scale();
        int integerDigits, fractionDigits;
        if (scale <= 0) {
            integerDigits = digits;
            fractionDigits = 0;
        } else if (digits > scale) {
            integerDigits = digits - scale;
            fractionDigits = scale;
        } else {
            integerDigits = 0;
            fractionDigits = digits;
        }
        return 1 + (integerDigits + 1) / 2 + (fractionDigits + 1) / 2 + (value.signum() < 0 ? 1 : 0);
    }

    /** Number of bytes of the UTF-8 encoding of {@code s}, without encoding it. */
    public static int utf8Length(String s) {
        int bytes = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) bytes += 1;
            else if (c < 0x800) bytes += 2;
            else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else bytes += 3;
        }
        return bytes;
    }
}
