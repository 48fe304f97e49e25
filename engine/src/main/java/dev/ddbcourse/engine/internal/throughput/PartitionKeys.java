package dev.ddbcourse.engine.internal.throughput;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.Base64;

/** A partition key value as a bucket name: its type and text, so "1" (S) and 1 (N) stay apart. */
final class PartitionKeys {
    private PartitionKeys() {}

    static String text(AttributeValue v) {
        if (v instanceof AttributeValue.S s) return "S:" + s.value();
        if (v instanceof AttributeValue.N n) return "N:" + n.text();
        if (v instanceof AttributeValue.B b) return "B:" + Base64.getEncoder().encodeToString(b.value());
        return v.type() + ":" + v;
    }
}
