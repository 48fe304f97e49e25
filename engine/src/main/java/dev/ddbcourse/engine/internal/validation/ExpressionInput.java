package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Expressions;
import dev.ddbcourse.engine.internal.expressions.Path;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The one bridge from a request's expression members (with its ExpressionAttributeNames and
 * ExpressionAttributeValues) to the parsed, resolved expressions of {@code internal.expressions}.
 * All of a request's expressions are parsed together by {@link #parse}, which also reports unused
 * names and values.
 */
public final class ExpressionInput {
    private final ObjectNode names;
    private final ObjectNode values;

    private ExpressionInput(ObjectNode names, ObjectNode values) {
        this.names = names;
        this.values = values;
    }

    /** Reads (and shape-checks) ExpressionAttributeNames and ExpressionAttributeValues of a request member. */
    static ExpressionInput of(ObjectNode json) {
        ObjectNode names = RequestReader.asMap(json.get("ExpressionAttributeNames"));
        RequestReader.checkStringValues(names);
        if (names != null) names.forEach(n -> { if (n.isTextual()) AttributeValueJson.checkNameLength(n.textValue()); });
        ObjectNode values = RequestReader.asMap(json.get("ExpressionAttributeValues"));
        return new ExpressionInput(names, values);
    }

    /**
     * Parses and resolves the request's expressions (null = absent) in DynamoDB's order and reports unused
     * names and values.
     */
    Expressions.Parsed parse(String update, String condition, String keyCondition, String filter, String projection) {
        return parse(update, condition, keyCondition, filter, projection, Set.of());
    }

    private Expressions.Parsed parse(String update, String condition, String keyCondition, String filter, String projection,
                                     Set<String> translated) {
        return Expressions.parseAll(update, condition, keyCondition, filter, projection, names, values, translated);
    }

    /** The expression kinds a request's legacy members were rewritten as (requests never mix the two styles). */
    private static Set<String> translatedKinds(ObjectNode json) {
        Set<String> kinds = new HashSet<>();
        if (json.hasNonNull("AttributeUpdates")) kinds.add("UpdateExpression");
        if (json.hasNonNull("Expected")) kinds.add("ConditionExpression");
        if (json.hasNonNull("QueryFilter") || json.hasNonNull("ScanFilter")) kinds.add("FilterExpression");
        return kinds;
    }

    /**
     * Parses the expression members of a request that {@code allowed} names (legacy conditions rewritten
     * as expressions first), with its names and values; absent ones are null in the result.
     */
    static Expressions.Parsed parseRequest(ObjectNode json, java.util.Collection<String> allowed) {
        ObjectNode request = LegacyParameters.translate(json);
        RequestReader r = new RequestReader(request);
        Expressions.Parsed parsed = of(request).parse(
                allowed.contains("UpdateExpression") ? r.string("UpdateExpression") : null,
                allowed.contains("ConditionExpression") ? r.string("ConditionExpression") : null,
                allowed.contains("KeyConditionExpression") ? r.string("KeyConditionExpression") : null,
                allowed.contains("FilterExpression") ? r.string("FilterExpression") : null,
                allowed.contains("ProjectionExpression") ? r.string("ProjectionExpression") : null,
                translatedKinds(json));
        if (!json.hasNonNull("AttributeUpdates") || !allowed.contains("UpdateExpression")) return parsed;
        // AttributeUpdates keep their own semantics (ADD appends to lists, the item is always written, its
        // own type-mismatch message): the tree built from them replaces the translated expression's.
        var legacyUpdate = LegacyParameters.attributeUpdates(json.get("AttributeUpdates"));
        return new Expressions.Parsed(legacyUpdate, parsed.condition(), parsed.keyCondition(), parsed.filter(), parsed.projection());
    }

    /** The legacy AttributesToGet as the projection it means (top-level names; {@link #noDuplicates} checks them). */
    static Projection attributesToGet(RequestReader r, ArrayNode list) {
        if (list == null) return null;
        List<Path> paths = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        for (var n : list) {
            String name = RequestReader.asString(n);
            shown.add(name);
            if (name != null) {
                AttributeValueJson.checkNameLength(name);
                paths.add(Path.of(name));
            }
        }
        r.length("attributesToGet", shown, list.size(), 1, 255);
        return new Projection(paths);
    }

    /** AttributesToGet names each attribute once (each operation checks it at its own point of DynamoDB's order). */
    static void noDuplicates(ArrayNode attributesToGet) {
        if (attributesToGet == null) return;
        Set<String> seen = new HashSet<>();
        for (var n : attributesToGet) {
            String name = n.asText();
            if (!seen.add(name)) throw DynamoDbError.validation(Messages.duplicateAttributeName(name));
        }
    }
}
