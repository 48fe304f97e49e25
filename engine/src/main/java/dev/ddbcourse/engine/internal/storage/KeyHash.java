package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The hash that places keys in DynamoDB's scan order: MD5 of a fixed salt followed by each key value's
 * bytes (a string's UTF-8, a binary's raw bytes, a number in a base-100 byte form). DynamoDB documents only
 * that a table is ordered by a hash of the partition key; this rule reproduces the orders and parallel-scan
 * segments recorded from live DynamoDB in dynalite's test suite (Scan order of strings and numbers, items in
 * segments 0, 1, 4 and 4095 of 4096, and a GSI's items with equal index keys, ordered by the hash of their
 * table key). The first 32 bits of the digest are the hash.
 */
final class KeyHash {
    private static final byte[] SALT = "Outliers".getBytes(StandardCharsets.US_ASCII);
    private static final ThreadLocal<MessageDigest> MD5 = ThreadLocal.withInitial(KeyHash::md5);

    private KeyHash() {}

    /** The unsigned 32-bit hash of these key values in order (nulls skipped; a list value adds each part). */
    static long of(AttributeValue... values) {
        MessageDigest digest = MD5.get();
        digest.update(SALT);
        for (AttributeValue v : values) add(digest, v);
        byte[] d = digest.digest();
        return ((d[0] & 0xffL) << 24) | ((d[1] & 0xffL) << 16) | ((d[2] & 0xffL) << 8) | (d[3] & 0xffL);
    }

    private static void add(MessageDigest digest, AttributeValue value) {
        if (value == null) return;
        if (value instanceof AttributeValue.L l) {
            for (AttributeValue part : l.values()) add(digest, part);
        } else if (value instanceof AttributeValue.S s) {
            digest.update(s.value().getBytes(StandardCharsets.UTF_8));
        } else if (value instanceof AttributeValue.N n) {
            digest.update(numberBytes(n.value()));
        } else if (value instanceof AttributeValue.B b) {
            digest.update(b.value());
        }
    }

    /**
     * A number as base-100 digits: zero is 0x80; otherwise an exponent byte (0xC0 plus the power of 100 of the
     * leading digit pair, plus one), then each digit pair plus one. A negative number complements the exponent
     * byte, stores 101 minus each pair, and ends with 102 unless it has 20 pairs.
     */
    static byte[] numberBytes(BigDecimal number) {
        if (number.signum() == 0) return new byte[] {(byte) 0x80};
        BigDecimal v = number.stripTrailingZeros();
        String digits = v.unscaledValue().abs().toString();
        int leading = v.precision() - v.scale() - 1; // decimal exponent of the first digit
        if (Math.floorMod(leading, 2) == 0) digits = "0" + digits;
        if (digits.length() % 2 == 1) digits = digits + "0";
        int exponent = Math.floorDiv(leading, 2) + 1;
        boolean negative = v.signum() < 0;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(negative ? ~(0xC0 + exponent) & 0xff : (0xC0 + exponent) & 0xff);
        int pairs = digits.length() / 2;
        for (int i = 0; i < pairs; i++) {
            int pair = Integer.parseInt(digits, 2 * i, 2 * i + 2, 10);
            out.write(negative ? 101 - pair : pair + 1);
        }
        if (negative && pairs < 20) out.write(102);
        return out.toByteArray();
    }

    private static MessageDigest md5() {
        try {
            return MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is part of every Java platform", e);
        }
    }
}
