package dev.ddbcourse.kit.display;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Pretty JSON in the course's layout: two-space indent and {@code ": "} like Python's
 * {@code json.dumps(indent=2, ensure_ascii=False)}, except that a list of scalars inside another
 * list or map stays on one line ({@code ["MEMBER#USER#42", "Membership"]}). A top-level list
 * still has one element per line.
 *
 * <p>Written by hand because Jackson's pretty printer decides the layout of an array before it
 * sees the elements, and this layout depends on them.
 */
public final class JsonLayout {
    private JsonLayout() {}

    public static String render(JsonNode node) {
        StringBuilder out = new StringBuilder();
        write(node, 0, true, out);
        return out.toString();
    }

    private static void write(JsonNode node, int indent, boolean topLevel, StringBuilder out) {
        if (node.isArray()) {
            writeArray(node, indent, topLevel, out);
        } else if (node.isObject()) {
            writeObject(node, indent, out);
        } else {
            scalar(node, out);
        }
    }

    private static void writeArray(JsonNode array, int indent, boolean topLevel, StringBuilder out) {
        if (array.isEmpty()) {
            out.append("[]");
            return;
        }
        if (!topLevel && allScalars(array)) {
            out.append('[');
            for (int i = 0; i < array.size(); i++) {
                if (i > 0) out.append(", ");
                scalar(array.get(i), out);
            }
            out.append(']');
            return;
        }
        out.append("[\n");
        for (int i = 0; i < array.size(); i++) {
            pad(indent + 2, out);
            write(array.get(i), indent + 2, false, out);
            out.append(i < array.size() - 1 ? ",\n" : "\n");
        }
        pad(indent, out);
        out.append(']');
    }

    private static void writeObject(JsonNode object, int indent, StringBuilder out) {
        if (object.isEmpty()) {
            out.append("{}");
            return;
        }
        out.append("{\n");
        Iterator<Map.Entry<String, JsonNode>> fields = object.properties().iterator();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            pad(indent + 2, out);
            string(field.getKey(), out);
            out.append(": ");
            write(field.getValue(), indent + 2, false, out);
            out.append(fields.hasNext() ? ",\n" : "\n");
        }
        pad(indent, out);
        out.append('}');
    }

    private static boolean allScalars(JsonNode array) {
        for (JsonNode element : array) if (element.isContainerNode()) return false;
        return true;
    }

    private static void scalar(JsonNode node, StringBuilder out) {
        if (node.isTextual()) {
            string(node.textValue(), out);
        } else if (node.isBigDecimal()) {
            out.append(node.decimalValue().toPlainString());
        } else if (node.isNull() || node.isMissingNode()) {
            out.append("null");
        } else {
            out.append(node.asText());
        }
    }

    /** A JSON string as Python writes it with ensure_ascii=False: only what must be escaped is. */
    static void string(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        out.append('"');
    }

    private static void pad(int spaces, StringBuilder out) {
        out.append(" ".repeat(spaces));
    }
}
