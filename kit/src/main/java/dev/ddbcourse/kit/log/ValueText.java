package dev.ddbcourse.kit.log;

import dev.ddbcourse.kit.values.Attributes;
import dev.ddbcourse.kit.values.ItemOrder;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Attribute values as the request log prints them: strings in single quotes, numbers bare,
 * maps as {@code {name: value}}, lists as {@code [a, b]}; an item or key with PK and SK first,
 * then its attributes in the order given.
 */
final class ValueText {
    /** Longer strings and binaries are cut (a 3 KB description would bury the request): the log shows how long they were. */
    static final int LONGEST = 60;
    /** Lists longer than this show their first elements and their length. */
    static final int LISTED = 3;

    private ValueText() {}

    static String of(AttributeValue value) {
        if (value == null) return "?";
        return switch (value.type()) {
            case S -> value.s().length() > LONGEST
                    ? quote(value.s().substring(0, LONGEST - 20)).replaceFirst("'$", "...' (" + value.s().length() + " chars)")
                    : quote(value.s());
            case N -> Attributes.normalizedNumber(value.n());
            case BOOL -> String.valueOf(value.bool());
            case NUL -> "null";
            case M -> map(value.m(), false);
            case L -> value.l().size() > LISTED
                    ? value.l().stream().limit(LISTED).map(ValueText::of)
                            .collect(Collectors.joining(", ", "[", ", ... (" + value.l().size() + " elements)]"))
                    : value.l().stream().map(ValueText::of).collect(Collectors.joining(", ", "[", "]"));
            case SS -> value.ss().stream().map(ValueText::quote).collect(Collectors.joining(", ", "<<", ">>"));
            case NS -> value.ns().stream().map(Attributes::normalizedNumber).collect(Collectors.joining(", ", "<<", ">>"));
            case B -> binary(value.b().asByteArray());
            case BS -> value.bs().stream().map(b -> "b'" + Base64.getEncoder().encodeToString(b.asByteArray()) + "'")
                    .collect(Collectors.joining(", ", "<<", ">>"));
            default -> String.valueOf(value);
        };
    }

    private static String binary(byte[] bytes) {
        String base64 = Base64.getEncoder().encodeToString(bytes);
        return base64.length() > LONGEST ? "b'" + base64.substring(0, LONGEST - 20) + "...' (" + bytes.length + " bytes)" : "b'" + base64 + "'";
    }

    /** An item or a key: {@code {PK: 'CUST#c1', SK: 'PROFILE'}}. */
    static String item(Map<String, AttributeValue> item) {
        return map(item, true);
    }

    private static String map(Map<String, AttributeValue> map, boolean keysFirst) {
        if (map == null) return "{}";
        List<String> names = keysFirst ? ItemOrder.keysFirst(map.keySet()) : List.copyOf(map.keySet());
        return names.stream().map(n -> n + ": " + of(map.get(n))).collect(Collectors.joining(", ", "{", "}"));
    }

    static String quote(String s) {
        StringBuilder out = new StringBuilder("'");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\'' -> out.append("\\'");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append(c);
            }
        }
        return out.append('\'').toString();
    }
}
