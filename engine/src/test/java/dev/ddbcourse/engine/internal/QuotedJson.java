package dev.ddbcourse.engine.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Request JSON written with single quotes, so a test's cases read without escapes: {@code {'S':'a'}}. */
public final class QuotedJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private QuotedJson() {}

    /** The JSON, its single quotes read as double quotes; null for null. */
    public static JsonNode json(String text) {
        if (text == null) return null;
        try {
            return MAPPER.readTree(text.replace('\'', '"'));
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
