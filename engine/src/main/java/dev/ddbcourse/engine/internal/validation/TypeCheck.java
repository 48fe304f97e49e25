package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.validation.Shapes.ListOf;
import dev.ddbcourse.engine.internal.validation.Shapes.MapOf;
import dev.ddbcourse.engine.internal.validation.Shapes.Scalar;
import dev.ddbcourse.engine.internal.validation.Shapes.Shape;
import dev.ddbcourse.engine.internal.validation.Shapes.Struct;

import java.util.Base64;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * DynamoDB's first check of a request: every member's JSON type against the operation's
 * {@link Shapes}. The first member of the wrong type is a SerializationException with DynamoDB's
 * text (its Java front end's: "TRUE_VALUE cannot be converted to String", "Unexpected field type").
 * JSON null is the same as an absent member.
 */
public final class TypeCheck {
    private static final Set<String> TRUE = Set.of("TRUE", "1", "YES");
    private static final Set<String> FALSE = Set.of("FALSE", "0", "NO");

    private TypeCheck() {}

    /** Checks the request of {@code operation}; an operation without a declared shape is not checked. */
    public static void check(String operation, JsonNode request) {
        Struct shape = Shapes.REQUESTS.get(operation);
        if (shape != null) members(shape, request);
    }

    /** Where a value sits: a structure's member, or an element of a list / value of a map. */
    private enum Place { MEMBER, ELEMENT }

    private static void members(Struct shape, JsonNode object) {
        for (Map.Entry<String, Shape> member : shape.members().entrySet()) {
            JsonNode value = object.get(member.getKey());
            if (value != null) value(member.getValue(), value, Place.MEMBER);
        }
    }

    private static void value(Shape shape, JsonNode node, Place place) {
        if (node.isNull()) return;
        if (shape instanceof Scalar scalar) {
            scalar(scalar, node);
        } else if (shape instanceof Struct struct) {
            if (node.isArray()) throw unrecognizedCollection("class " + Shapes.javaName(struct));
            if (!node.isObject()) throw fail(place == Place.MEMBER ? Messages.UNEXPECTED_FIELD_TYPE : Messages.UNEXPECTED_VALUE_TYPE);
            members(struct, node);
        } else if (shape instanceof ListOf list) {
            if (node.isObject()) throw fail(Messages.MAP_NOT_EXPECTED);
            if (!node.isArray()) throw fail(place == Place.MEMBER ? Messages.UNEXPECTED_FIELD_TYPE : Messages.PARAMETERIZED_TYPE);
            for (JsonNode element : node) value(list.element(), element, Place.ELEMENT);
        } else {
            MapOf map = (MapOf) shape;
            if (node.isArray()) throw unrecognizedCollection(Shapes.javaName(map));
            if (!node.isObject()) throw fail(place == Place.MEMBER ? Messages.UNEXPECTED_FIELD_TYPE : Messages.PARAMETERIZED_TYPE);
            for (Iterator<JsonNode> values = node.elements(); values.hasNext(); ) value(map.value(), values.next(), Place.ELEMENT);
        }
    }

    private static void scalar(Scalar type, JsonNode node) {
        if (node.isArray()) throw unrecognizedCollection("class " + type.javaName);
        if (node.isObject()) throw fail(Messages.MAP_NOT_EXPECTED);
        if (type == Scalar.STRING) {
            if (!node.isTextual()) throw cannotConvert(node, type);
        } else if (type == Scalar.INTEGER || type == Scalar.LONG) {
            if (!node.isNumber()) throw cannotConvert(node, type);
        } else if (type == Scalar.BOOLEAN) {
            if (node.isNumber()) throw cannotConvert(node, type);
            if (node.isTextual()) {
                String upper = node.textValue().toUpperCase(Locale.ROOT);
                if (!TRUE.contains(upper) && !FALSE.contains(upper)) throw fail(Messages.UNEXPECTED_TOKEN);
            }
        } else {
            if (!node.isTextual()) throw fail(Messages.BLOB_NOT_STRING);
            base64(node.textValue());
        }
    }

    /** Only canonical base64 (padded, no stray characters) converts to bytes. */
    private static void base64(String text) {
        if (text.length() % 4 != 0) throw fail(Messages.base64Length(text.length()));
        try {
            byte[] bytes = Base64.getDecoder().decode(text);
            if (!Base64.getEncoder().encodeToString(bytes).equals(text)) throw fail(Messages.BASE64_LAST_CHARACTER);
        } catch (IllegalArgumentException e) {
            throw fail(Messages.BASE64_LAST_CHARACTER);
        }
    }

    /** e.g. TRUE_VALUE, NUMBER_VALUE, DECIMAL_VALUE, STRING_VALUE: the JSON token DynamoDB's parser saw. */
    private static DynamoDbError cannotConvert(JsonNode node, Scalar type) {
        return fail(Messages.cannotConvert(node, type.simpleName()));
    }

    private static DynamoDbError unrecognizedCollection(String typeName) {
        return fail("Unrecognized collection type " + typeName);
    }

    private static DynamoDbError fail(String message) {
        return DynamoDbError.serialization(message);
    }
}
