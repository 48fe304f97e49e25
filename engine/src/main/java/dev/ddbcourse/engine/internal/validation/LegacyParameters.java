package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * DynamoDB's legacy conditional parameters (KeyConditions, QueryFilter, ScanFilter, Expected,
 * AttributeUpdates) rewritten as the equivalent expressions, so one evaluator serves both APIs.
 * Placeholders are generated ({@code #legacy0}, {@code :legacy0}); requests never mix the two styles
 * ({@link ExpressionParams} refuses that first).
 */
final class LegacyParameters {
    private LegacyParameters() {}

    /** A copy of the request with any legacy member replaced by its expression (or the request itself). */
    static ObjectNode translate(ObjectNode json) {
        if (!json.hasNonNull("KeyConditions") && !json.hasNonNull("QueryFilter") && !json.hasNonNull("ScanFilter")
                && !json.hasNonNull("Expected") && !json.hasNonNull("AttributeUpdates")) {
            return json;
        }
        String operator = RequestReader.asString(json.get("ConditionalOperator"));
        if (operator != null && !operator.equals("AND") && !operator.equals("OR")) {
            throw DynamoDbError.validation(Messages.validationErrors(List.of(Messages.constraint("'" + operator + "'",
                    "conditionalOperator", Messages.enumRule(List.of("OR", "AND"))))));
        }
        checkLikeDynamoDb(json, operator);
        ObjectNode out = json.deepCopy();
        Placeholders p = new Placeholders(out);
        String joiner = "OR".equals(operator) ? " OR " : " AND ";
        move(out, "KeyConditions", "KeyConditionExpression", conditions(json.get("KeyConditions"), " AND ", p));
        move(out, "QueryFilter", "FilterExpression", conditions(json.get("QueryFilter"), joiner, p));
        move(out, "ScanFilter", "FilterExpression", conditions(json.get("ScanFilter"), joiner, p));
        move(out, "Expected", "ConditionExpression", expected(json.get("Expected"), joiner, p));
        move(out, "AttributeUpdates", "UpdateExpression", updates(json.get("AttributeUpdates"), p));
        out.remove("ConditionalOperator");
        if (out.get("ExpressionAttributeNames").isEmpty()) out.remove("ExpressionAttributeNames");
        if (out.get("ExpressionAttributeValues").isEmpty()) out.remove("ExpressionAttributeValues");
        return out;
    }

    private static final String OPERATORS = "[IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, LE, BEGINS_WITH, GE, CONTAINS]";

    /**
     * Missing or unknown ComparisonOperator / Action of one legacy parameter, added to the request's
     * constraint violations at the member's path ({@code queryFilter.a.member.comparisonOperator}).
     */
    static void operatorViolations(RequestReader r, String parameter) {
        ObjectNode map = r.map(parameter);
        if (map == null) return;
        String prefix = Character.toLowerCase(parameter.charAt(0)) + parameter.substring(1) + ".";
        for (Iterator<Map.Entry<String, JsonNode>> it = map.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            ObjectNode member = RequestReader.asStructure(e.getValue());
            if (member == null) continue;
            String path = prefix + e.getKey() + ".member.";
            if (parameter.equals("AttributeUpdates")) {
                String action = RequestReader.asString(member.get("Action"));
                if (action != null && !ACTIONS.contains(action)) {
                    r.violate(action, path + "action", Messages.enumRule(List.of("ADD", "PUT", "DELETE")));
                }
                continue;
            }
            String op = RequestReader.asString(member.get("ComparisonOperator"));
            if (op == null && !parameter.equals("Expected")) r.violate(null, path + "comparisonOperator", Messages.NOT_NULL_RULE);
            if (op != null && !COMPARISON_OPERATORS.contains(op)) {
                r.violate(op, path + "comparisonOperator",
                        Messages.enumRule(COMPARISON_OPERATORS));
            }
        }
    }

    private static final List<String> ACTIONS = List.of("ADD", "PUT", "DELETE");
    /** In DynamoDB's order, as its enum messages list them. */
    private static final List<String> COMPARISON_OPERATORS = List.of("IN", "NULL", "BETWEEN", "LT", "NOT_CONTAINS", "EQ", "GT",
            "NOT_NULL", "NE", "LE", "BEGINS_WITH", "GE", "CONTAINS");

    /**
     * DynamoDB's own checks of the legacy parameters (argument counts, operand types, Exists/Value rules,
     * AttributeUpdates actions), made by building their trees once; the expressions below then evaluate them.
     */
    private static void checkLikeDynamoDb(ObjectNode json, String operator) {
        if (json.hasNonNull("QueryFilter")) dev.ddbcourse.engine.internal.expressions.LegacyParameters.filter(json.get("QueryFilter"), operator);
        if (json.hasNonNull("ScanFilter")) dev.ddbcourse.engine.internal.expressions.LegacyParameters.filter(json.get("ScanFilter"), operator);
        // AttributeUpdates before Expected, as DynamoDB checks them (dynalite's recorded updateItem tests).
        if (json.hasNonNull("AttributeUpdates")) {
            dev.ddbcourse.engine.internal.expressions.LegacyParameters.attributeUpdates(json.get("AttributeUpdates"));
        }
        if (json.hasNonNull("Expected")) dev.ddbcourse.engine.internal.expressions.LegacyParameters.expected(json.get("Expected"), operator);
        if (json.hasNonNull("KeyConditions")) dev.ddbcourse.engine.internal.expressions.LegacyParameters.keyConditions(json.get("KeyConditions"));
    }

    /** A ScanFilter's conditions (values, argument counts, operand types), checked before the rest of a Scan. */
    static void checkScanFilter(ObjectNode json) {
        if (json.hasNonNull("ScanFilter")) dev.ddbcourse.engine.internal.expressions.LegacyParameters.filter(json.get("ScanFilter"), null);
    }

    private static void move(ObjectNode out, String legacy, String expression, String text) {
        out.remove(legacy);
        if (text != null) out.put(expression, text);
    }

    /** Generates placeholders into the request's ExpressionAttributeNames/Values. */
    private static final class Placeholders {
        private final ObjectNode names;
        private final ObjectNode values;
        private int next;

        Placeholders(ObjectNode request) {
            // Kept when the request has its own (KeyConditions may come with a FilterExpression).
            names = request.get("ExpressionAttributeNames") instanceof ObjectNode own ? own : request.putObject("ExpressionAttributeNames");
            values = request.get("ExpressionAttributeValues") instanceof ObjectNode own ? own : request.putObject("ExpressionAttributeValues");
        }

        String name(String attribute) {
            String key = "#legacy" + next++;
            names.put(key, attribute);
            return key;
        }

        String value(JsonNode value) {
            String key = ":legacy" + next++;
            values.set(key, value);
            return key;
        }
    }

    /** KeyConditions / QueryFilter / ScanFilter: {attr: {ComparisonOperator, AttributeValueList}}. */
    private static String conditions(JsonNode map, String joiner, Placeholders p) {
        ObjectNode conditions = RequestReader.asMap(map);
        if (conditions == null) return null;
        List<String> parts = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = conditions.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            ObjectNode c = RequestReader.asStructure(e.getValue());
            String op = c == null ? null : RequestReader.asString(c.get("ComparisonOperator"));
            ArrayNode list = c == null ? null : RequestReader.asList(c.get("AttributeValueList"));
            parts.add(comparison(e.getKey(), op, list == null ? List.of() : toList(list), p));
        }
        return parts.isEmpty() ? null : String.join(joiner, parts);
    }

    /** Expected: {attr: {Value, Exists}} or {attr: {ComparisonOperator, AttributeValueList}}. */
    private static String expected(JsonNode map, String joiner, Placeholders p) {
        ObjectNode expected = RequestReader.asMap(map);
        if (expected == null) return null;
        List<String> parts = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = expected.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String attr = e.getKey();
            ObjectNode c = RequestReader.asStructure(e.getValue());
            if (c == null) continue;
            String op = RequestReader.asString(c.get("ComparisonOperator"));
            Boolean exists = RequestReader.asBoolean(c.get("Exists"));
            JsonNode value = c.get("Value");
            boolean hasValue = value != null && !value.isNull();
            if (op != null) {
                if (exists != null) throw invalid(Messages.existsWithOperator(attr));
                ArrayNode list = RequestReader.asList(c.get("AttributeValueList"));
                if (list != null && hasValue) throw invalid(Messages.valueWithList(attr));
                parts.add(comparison(attr, op, list != null ? toList(list) : hasValue ? List.of(value) : List.of(), p));
            } else if (c.hasNonNull("AttributeValueList")) {
                throw invalid(Messages.listWithoutOperator(attr));
            } else if (exists == null || exists) {
                if (!hasValue) {
                    throw invalid(Messages.valueNeeded(exists == null ? "null" : "true", attr));
                }
                parts.add(p.name(attr) + " = " + p.value(value));
            } else {
                if (hasValue) throw invalid(Messages.valueWhenNotExists(attr));
                parts.add("attribute_not_exists(" + p.name(attr) + ")");
            }
        }
        return parts.isEmpty() ? null : String.join(joiner, parts);
    }

    /** AttributeUpdates: {attr: {Action: PUT|ADD|DELETE, Value}}. */
    private static String updates(JsonNode map, Placeholders p) {
        ObjectNode updates = RequestReader.asMap(map);
        if (updates == null) return null;
        List<String> set = new ArrayList<>(), remove = new ArrayList<>(), add = new ArrayList<>(), delete = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = updates.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            ObjectNode u = RequestReader.asStructure(e.getValue());
            String action = u == null ? null : RequestReader.asString(u.get("Action"));
            JsonNode value = u == null ? null : u.get("Value");
            boolean hasValue = value != null && !value.isNull();
            String name = p.name(e.getKey());
            switch (action == null ? "PUT" : action) {
                case "PUT" -> {
                    if (!hasValue) throw invalid(Messages.ONLY_DELETE_WITHOUT_VALUE);
                    set.add(name + " = " + p.value(value));
                }
                case "ADD" -> {
                    if (!hasValue) throw invalid(Messages.ONLY_DELETE_WITHOUT_VALUE);
                    // ADD of a list has no expression form (the AttributeUpdates tree appends it); SET keeps the text valid.
                    if (value.has("L")) set.add(name + " = " + p.value(value));
                    else add.add(name + " " + p.value(value));
                }
                case "DELETE" -> {
                    if (hasValue) delete.add(name + " " + p.value(value));
                    else remove.add(name);
                }
                default -> throw DynamoDbError.validation(Messages.validationErrors(List.of(Messages.constraint("'" + action + "'",
                        "attributeUpdates." + e.getKey() + ".member.action", Messages.enumRule(List.of("ADD", "PUT", "DELETE"))))));
            }
        }
        StringBuilder text = new StringBuilder();
        clause(text, "SET", set, ", ");
        clause(text, "REMOVE", remove, ", ");
        clause(text, "ADD", add, ", ");
        clause(text, "DELETE", delete, ", ");
        return text.length() == 0 ? null : text.toString();
    }

    private static void clause(StringBuilder text, String keyword, List<String> actions, String separator) {
        if (actions.isEmpty()) return;
        if (text.length() > 0) text.append(' ');
        text.append(keyword).append(' ').append(String.join(separator, actions));
    }

    private static String comparison(String attr, String op, List<JsonNode> values, Placeholders p) {
        if (op == null) {
            throw DynamoDbError.validation(Messages.validationErrors(List.of(Messages.constraint(null,
                    "comparisonOperator", Messages.NOT_NULL_RULE))));
        }
        int expected = switch (op) {
            case "NULL", "NOT_NULL" -> 0;
            case "BETWEEN" -> 2;
            case "IN" -> -1;
            case "EQ", "NE", "LE", "LT", "GE", "GT", "CONTAINS", "NOT_CONTAINS", "BEGINS_WITH" -> 1;
            default -> throw DynamoDbError.validation(Messages.validationErrors(List.of(Messages.constraint("'" + op + "'",
                    "comparisonOperator", Messages.enumRule(COMPARISON_OPERATORS)))));
        };
        if (expected >= 0 ? values.size() != expected : values.isEmpty()) {
            throw invalid(Messages.argumentCount(op));
        }
        String name = p.name(attr);
        List<String> v = new ArrayList<>();
        for (JsonNode value : values) v.add(p.value(value));
        // A legacy ordering of a value that has no order (BOOL, NULL, a set, a list, a map) is simply false, where
        // the expression form refuses the operand.
        if (List.of("LE", "LT", "GE", "GT", "BETWEEN").contains(op)
                && values.stream().anyMatch(value -> !value.has("S") && !value.has("N") && !value.has("B"))) {
            return "(" + name + " IN (" + String.join(", ", v) + ") AND attribute_not_exists(" + name + "))";
        }
        return switch (op) {
            case "EQ" -> name + " = " + v.get(0);
            case "NE" -> name + " <> " + v.get(0);
            case "LE" -> name + " <= " + v.get(0);
            case "LT" -> name + " < " + v.get(0);
            case "GE" -> name + " >= " + v.get(0);
            case "GT" -> name + " > " + v.get(0);
            case "NULL" -> "attribute_not_exists(" + name + ")";
            case "NOT_NULL" -> "attribute_exists(" + name + ")";
            case "CONTAINS" -> "contains(" + name + ", " + v.get(0) + ")";
            case "NOT_CONTAINS" -> "NOT contains(" + name + ", " + v.get(0) + ")";
            // Legacy BEGINS_WITH on a value that is not S or B is simply false (begins_with would refuse the operand).
            case "BEGINS_WITH" -> values.get(0).has("S") || values.get(0).has("B") ? "begins_with(" + name + ", " + v.get(0) + ")"
                    : "(" + name + " = " + v.get(0) + " AND attribute_not_exists(" + name + "))";
            case "BETWEEN" -> name + " BETWEEN " + v.get(0) + " AND " + v.get(1);
            default -> name + " IN (" + String.join(", ", v) + ")";
        };
    }

    private static List<JsonNode> toList(ArrayNode array) {
        List<JsonNode> out = new ArrayList<>();
        array.forEach(out::add);
        return out;
    }

    private static DynamoDbError invalid(String detail) {
        return DynamoDbError.validation(Messages.invalid(detail));
    }
}
