package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.KeyConditionExpression;
import dev.ddbcourse.engine.internal.expressions.Path;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.model.KeyOrder;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DynamoDB's legacy conditional parameters (KeyConditions, QueryFilter, ScanFilter, Expected,
 * AttributeUpdates): checked by DynamoDB's rules and messages ({@link #check}), then rewritten as the
 * equivalent expressions, so one evaluator serves both APIs. Placeholders are generated ({@code #legacy0},
 * {@code :legacy0}); requests never mix the two styles ({@link ExpressionParams} refuses that first).
 * AttributeUpdates also become their own update tree ({@link #attributeUpdates}), which no expression can say.
 */
final class LegacyParameters {
    private LegacyParameters() {}

    /** A copy of the request with any legacy member replaced by its expression (or the request itself). */
    static ObjectNode translate(ObjectNode json) {
        String operator = RequestReader.asString(json.get("ConditionalOperator"));
        if (operator != null && !CONDITIONAL_OPERATORS.contains(operator)) {
            throw DynamoDbError.validation(Messages.validationErrors(List.of(Messages.constraint("'" + operator + "'",
                    "conditionalOperator", Messages.enumRule(CONDITIONAL_OPERATORS)))));
        }
        if (operator != null) checkConditionCount(json);
        if (!json.hasNonNull("KeyConditions") && !json.hasNonNull("QueryFilter") && !json.hasNonNull("ScanFilter")
                && !json.hasNonNull("Expected") && !json.hasNonNull("AttributeUpdates")) {
            return json;
        }
        check(json);
        ObjectNode out = json.deepCopy();
        Placeholders p = new Placeholders(out);
        String joiner = "OR".equals(operator) ? " OR " : " AND ";
        // KeyConditions are not rewritten: keyConditions builds them, operators no index serves included.
        out.remove("KeyConditions");
        move(out, "QueryFilter", "FilterExpression", conditions(json.get("QueryFilter"), joiner, p));
        move(out, "ScanFilter", "FilterExpression", conditions(json.get("ScanFilter"), joiner, p));
        move(out, "Expected", "ConditionExpression", expected(json.get("Expected"), joiner, p));
        move(out, "AttributeUpdates", "UpdateExpression", updates(json.get("AttributeUpdates"), p));
        if (out.get("ExpressionAttributeNames").isEmpty()) out.remove("ExpressionAttributeNames");
        if (out.get("ExpressionAttributeValues").isEmpty()) out.remove("ExpressionAttributeValues");
        return out;
    }

    private static final List<String> CONDITIONAL_OPERATORS = List.of("OR", "AND");

    /** ConditionalOperator outside OR and AND, added to the request's constraint violations (as DynamoDB lists it). */
    static void conditionalOperator(RequestReader r) {
        r.oneOf("conditionalOperator", r.string("ConditionalOperator"), CONDITIONAL_OPERATORS);
    }

    /**
     * Query's ConditionalOperator outside OR and AND: refused before any other member, alone and bare, as live DynamoDB
     * answered in 2026 (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/query.test.ts, eu-west-2 and
     * us-east-1). The other operations keep the listed form above.
     */
    static void queryConditionalOperator(RequestReader r) {
        String operator = r.string("ConditionalOperator");
        if (operator != null && !CONDITIONAL_OPERATORS.contains(operator)) {
            throw DynamoDbError.validation(Messages.QUERY_CONDITIONAL_OPERATOR);
        }
    }

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
                    r.violate(action, path + "action", Messages.enumRule(ACTIONS));
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

    /**
     * AttributeUpdates ({@code {attr: {Action: PUT|ADD|DELETE, Value}}}, PUT by default) as an update tree.
     * Unlike an UpdateExpression, ADD also appends to lists and an update always writes the item.
     */
    static UpdateExpression attributeUpdates(JsonNode updates) {
        List<UpdateExpression.Action> actions = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : entries(updates)) {
            Path path = Path.of(e.getKey());
            JsonNode u = e.getValue();
            String action = u.hasNonNull("Action") ? u.get("Action").asText() : "PUT";
            AttributeValue value = u.hasNonNull("Value") ? AttributeValueJson.fromJson(u.get("Value")) : null;
            if (value == null) {
                if (!action.equals("DELETE")) throw invalid(Messages.ONLY_DELETE_WITHOUT_VALUE);
                actions.add(new UpdateExpression.RemoveAction(path));
                continue;
            }
            switch (action) {
                case "DELETE" -> {
                    if (!SETS.contains(value.type())) throw invalid(Messages.deleteNotForType(value.type()));
                    actions.add(new UpdateExpression.DeleteAction(path, value));
                }
                case "ADD" -> {
                    if (NO_ADD.contains(value.type())) throw invalid(Messages.addNotForType(value.type()));
                    actions.add(new UpdateExpression.AddAction(path, value));
                }
                default -> actions.add(new UpdateExpression.SetAction(path, new UpdateExpression.Const(e.getKey(), value)));
            }
        }
        return UpdateExpression.ofAttributeUpdates(actions);
    }

    // ---- DynamoDB's rules, in its order: every check of the legacy parameters is made here ----

    private static final List<String> ACTIONS = List.of("ADD", "PUT", "DELETE");
    /** In DynamoDB's order, as its enum messages list them. */
    private static final List<String> COMPARISON_OPERATORS = List.of("IN", "NULL", "BETWEEN", "LT", "NOT_CONTAINS", "EQ", "GT",
            "NOT_NULL", "NE", "LE", "BEGINS_WITH", "GE", "CONTAINS");
    private static final Map<String, Integer> ARGUMENTS = Map.ofEntries(
            Map.entry("NULL", 0), Map.entry("NOT_NULL", 0), Map.entry("EQ", 1), Map.entry("NE", 1), Map.entry("LE", 1),
            Map.entry("LT", 1), Map.entry("GE", 1), Map.entry("GT", 1), Map.entry("CONTAINS", 1),
            Map.entry("NOT_CONTAINS", 1), Map.entry("BEGINS_WITH", 1), Map.entry("BETWEEN", 2));
    private static final Set<String> SCALARS = Set.of("S", "N", "B");
    private static final Set<String> SETS = Set.of("SS", "NS", "BS");
    private static final Set<String> NO_ADD = Set.of("S", "B", "NULL", "BOOL", "M");
    /** The operand types each operator takes in QueryFilter, ScanFilter and KeyConditions. */
    private static final Map<String, Set<String>> TYPES = Map.ofEntries(
            Map.entry("EQ", Set.of("S", "N", "B", "SS", "NS", "BS")), Map.entry("NE", Set.of("S", "N", "B", "SS", "NS", "BS")),
            Map.entry("LE", SCALARS), Map.entry("LT", SCALARS), Map.entry("GE", SCALARS), Map.entry("GT", SCALARS),
            Map.entry("CONTAINS", SCALARS), Map.entry("NOT_CONTAINS", SCALARS), Map.entry("BEGINS_WITH", Set.of("S", "B")),
            Map.entry("IN", SCALARS), Map.entry("BETWEEN", SCALARS));
    /**
     * In a QueryFilter or ScanFilter, EQ and NE also compare a list, a map or a Boolean: live DynamoDB answers them
     * (Alternator's test_query_filter_eq and test_query_filter_ne, run against AWS). KeyConditions keep TYPES.
     */
    private static final Set<String> FILTER_EQUALITY = Set.of("S", "N", "B", "SS", "NS", "BS", "L", "M", "BOOL");

    /** A ConditionalOperator needs a QueryFilter, ScanFilter or Expected of two or more conditions (an empty one is none). */
    private static void checkConditionCount(ObjectNode json) {
        int count = 0;
        for (String member : List.of("QueryFilter", "ScanFilter", "Expected")) count = Math.max(count, entries(json.get(member)).size());
        if (count == 0) throw DynamoDbError.validation(Messages.CONDITIONAL_OPERATOR_ALONE);
        if (count == 1) throw DynamoDbError.validation(Messages.CONDITIONAL_OPERATOR_ONE_CONDITION);
    }

    /** The members' checks (operand counts and types, Exists/Value rules, AttributeUpdates actions). */
    private static void check(ObjectNode json) {
        if (json.hasNonNull("QueryFilter")) checkConditions(json.get("QueryFilter"));
        if (json.hasNonNull("ScanFilter")) checkConditions(json.get("ScanFilter"));
        // AttributeUpdates before Expected, as DynamoDB checks them (dynalite's recorded updateItem tests).
        if (json.hasNonNull("AttributeUpdates")) attributeUpdates(json.get("AttributeUpdates"));
        if (json.hasNonNull("Expected")) checkExpected(json.get("Expected"));
        if (json.hasNonNull("KeyConditions")) checkKeyConditions(json.get("KeyConditions"));
    }

    /**
     * A ScanFilter's or QueryFilter's conditions (values, argument counts, operand types), checked before the rest
     * of the request but for the mix of expression and legacy parameters.
     */
    static void checkFilter(ObjectNode json, String parameter) {
        if (json.hasNonNull(parameter)) checkConditions(json.get(parameter));
    }

    /** QueryFilter or ScanFilter: {@code {attr: {ComparisonOperator, AttributeValueList}}}. */
    private static void checkConditions(JsonNode conditions) {
        for (Map.Entry<String, JsonNode> e : entries(conditions)) {
            checkedList(e.getValue().path("ComparisonOperator").asText(), e.getValue().get("AttributeValueList"), true);
        }
    }

    /** Expected: {@code {attr: {Value, Exists, ComparisonOperator, AttributeValueList}}}. */
    private static void checkExpected(JsonNode expected) {
        for (Map.Entry<String, JsonNode> e : entries(expected)) {
            String key = e.getKey();
            JsonNode c = e.getValue();
            boolean hasList = c.hasNonNull("AttributeValueList"), hasValue = c.hasNonNull("Value");
            if (hasList && hasValue) throw invalid(Messages.valueWithList(key));
            if (c.hasNonNull("ComparisonOperator")) {
                String op = c.get("ComparisonOperator").asText();
                if (c.hasNonNull("Exists")) throw invalid(Messages.existsWithOperator(key));
                if (!op.equals("NULL") && !op.equals("NOT_NULL") && !hasList && !hasValue) {
                    throw invalid(Messages.valueOrListWithOperator(op, key));
                }
                List<AttributeValue> list = hasList ? values(c.get("AttributeValueList"))
                        : hasValue ? List.of(AttributeValueJson.fromJson(c.get("Value"))) : List.of();
                if (!argumentCountOk(op, list.size())) throw invalid(Messages.argumentCount(op));
                checkSameType(list);
                // Operand types as in QueryFilter, EQ and NE aside: AWS refuses BEGINS_WITH of a number, IN of lists,
                // BETWEEN of sets and CONTAINS of a list here too (Alternator's test_expected.py, run against AWS).
                if (!op.equals("EQ") && !op.equals("NE")) checkTypes(op, list, false);
                checkBetween(op, list);
            } else if (hasList) {
                throw invalid(Messages.listWithoutOperator(key));
            } else {
                JsonNode existsNode = c.get("Exists");
                boolean exists = existsNode == null || existsNode.isNull() || existsNode.asBoolean();
                if (exists && !hasValue) {
                    throw invalid(Messages.valueNeeded(existsNode == null || existsNode.isNull() ? "null" : "true", key));
                }
                if (!exists && hasValue) throw invalid(Messages.valueWhenNotExists(key));
                if (exists) AttributeValueJson.fromJson(c.get("Value"));
            }
        }
    }

    /**
     * KeyConditions: one or two conditions. An operator no index serves (NULL, CONTAINS, ...) is refused by the bind
     * step, after the table, the index, the start key and the key schema elements (dynalite's query.js records DynamoDB).
     */
    private static void checkKeyConditions(JsonNode conditions) {
        List<Map.Entry<String, JsonNode>> entries = entries(conditions);
        for (Map.Entry<String, JsonNode> e : entries) {
            checkedList(e.getValue().path("ComparisonOperator").asText(), e.getValue().get("AttributeValueList"), false);
        }
        if (entries.size() != 1 && entries.size() != 2) throw DynamoDbError.validation(Messages.KEY_CONDITIONS_COUNT);
    }

    /** A checked KeyConditions map as the key conditions it states, in its order. */
    static KeyConditionExpression keyConditions(JsonNode conditions) {
        List<KeyConditionExpression.Part> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : entries(conditions)) {
            parts.add(new KeyConditionExpression.Part(e.getKey(), e.getValue().path("ComparisonOperator").asText(),
                    values(e.getValue().get("AttributeValueList"))));
        }
        return KeyConditionExpression.ofLegacy(parts);
    }

    /** The checks of QueryFilter, ScanFilter ({@code filter}) and KeyConditions members, in DynamoDB's order. */
    private static void checkedList(String op, JsonNode listJson, boolean filter) {
        List<AttributeValue> list = values(listJson);
        if (!argumentCountOk(op, list.size())) throw invalid(Messages.argumentCount(op));
        checkSameType(list);
        checkTypes(op, list, filter);
        checkBetween(op, list);
    }

    private static void checkTypes(String op, List<AttributeValue> list, boolean filter) {
        Set<String> allowed = filter && (op.equals("EQ") || op.equals("NE")) ? FILTER_EQUALITY : TYPES.get(op);
        for (AttributeValue v : list) {
            if (allowed != null && !allowed.contains(v.type())) throw invalid(Messages.operatorNotForType(op, v.type()));
        }
    }

    private static boolean argumentCountOk(String op, int count) {
        if (op.equals("IN")) return count >= 1;
        Integer expected = ARGUMENTS.get(op);
        return expected != null && expected == count;
    }

    private static void checkSameType(List<AttributeValue> list) {
        for (AttributeValue v : list) {
            if (!v.type().equals(list.get(0).type())) throw invalid(Messages.LEGACY_LIST_MIXED_TYPES);
        }
    }

    private static void checkBetween(String op, List<AttributeValue> list) {
        if (op.equals("BETWEEN") && list.get(0).isKeyType() && list.get(0).type().equals(list.get(1).type())
                && KeyOrder.INSTANCE.compare(list.get(0), list.get(1)) > 0) {
            throw DynamoDbError.validation(Messages.LEGACY_BETWEEN_BOUNDS);
        }
    }

    private static List<AttributeValue> values(JsonNode list) {
        List<AttributeValue> out = new ArrayList<>();
        if (list != null && !list.isNull()) for (JsonNode v : list) out.add(AttributeValueJson.fromJson(v));
        return out;
    }

    private static List<Map.Entry<String, JsonNode>> entries(JsonNode map) {
        List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
        if (map == null || map.isNull()) return out;
        for (Iterator<Map.Entry<String, JsonNode>> it = map.properties().iterator(); it.hasNext(); ) out.add(it.next());
        return out;
    }

    // ---- the rewriting, of members already checked ----

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
            ArrayNode list = RequestReader.asList(c.get("AttributeValueList"));
            if (op != null) {
                String part = comparison(attr, op, list != null ? toList(list) : hasValue ? List.of(value) : List.of(), p);
                // In Expected, NOT_CONTAINS of a missing attribute fails, as CONTAINS does (Alternator's
                // test_update_expected_1_not_contains, run against AWS)
                parts.add(op.equals("NOT_CONTAINS") ? "(attribute_exists(" + p.name(attr) + ") AND " + part + ")" : part);
            } else if (exists == null || exists) {
                parts.add(p.name(attr) + " = " + p.value(value));
            } else {
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
                case "PUT" -> set.add(name + " = " + p.value(value));
                case "ADD" -> {
                    // ADD of a list has no expression form (the AttributeUpdates tree appends it); SET keeps the text valid.
                    if (value.has("L")) set.add(name + " = " + p.value(value));
                    else add.add(name + " " + p.value(value));
                }
                case "DELETE" -> {
                    if (hasValue) delete.add(name + " " + p.value(value));
                    else remove.add(name);
                }
                default -> throw DynamoDbError.validation(Messages.validationErrors(List.of(Messages.constraint("'" + action + "'",
                        "attributeUpdates." + e.getKey() + ".member.action", Messages.enumRule(ACTIONS)))));
            }
        }
        StringBuilder text = new StringBuilder();
        clause(text, "SET", set);
        clause(text, "REMOVE", remove);
        clause(text, "ADD", add);
        clause(text, "DELETE", delete);
        return text.length() == 0 ? null : text.toString();
    }

    private static void clause(StringBuilder text, String keyword, List<String> actions) {
        if (actions.isEmpty()) return;
        if (text.length() > 0) text.append(' ');
        text.append(keyword).append(' ').append(String.join(", ", actions));
    }

    /** One comparison as expression text (its operator and operand count already checked). */
    private static String comparison(String attr, String op, List<JsonNode> values, Placeholders p) {
        String name = p.name(attr);
        List<String> v = new ArrayList<>();
        for (JsonNode value : values) v.add(p.value(value));
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
            case "BEGINS_WITH" -> "begins_with(" + name + ", " + v.get(0) + ")";
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
