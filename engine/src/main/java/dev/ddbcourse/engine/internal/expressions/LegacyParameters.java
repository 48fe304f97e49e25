package dev.ddbcourse.engine.internal.expressions;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.model.KeyOrder;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DynamoDB's legacy (pre-expression) parameters, turned into the same trees as expressions: QueryFilter /
 * ScanFilter and Expected become a {@link Condition}, KeyConditions a {@link KeyConditionExpression},
 * AttributeUpdates an {@link UpdateExpression}. Checks and messages are DynamoDB's (as dynalite records them).
 * The JSON's shape (enums, types) is assumed checked by the request validation.
 */
public final class LegacyParameters {
    private static final String INVALID = "One or more parameter values were invalid: ";
    private static final Map<String, Integer> ARGUMENTS = Map.ofEntries(
            Map.entry("NULL", 0), Map.entry("NOT_NULL", 0), Map.entry("EQ", 1), Map.entry("NE", 1), Map.entry("LE", 1),
            Map.entry("LT", 1), Map.entry("GE", 1), Map.entry("GT", 1), Map.entry("CONTAINS", 1),
            Map.entry("NOT_CONTAINS", 1), Map.entry("BEGINS_WITH", 1), Map.entry("BETWEEN", 2));
    private static final Set<String> SCALARS = Set.of("S", "N", "B");
    private static final Map<String, Set<String>> TYPES = Map.ofEntries(
            Map.entry("EQ", Set.of("S", "N", "B", "SS", "NS", "BS")), Map.entry("NE", Set.of("S", "N", "B", "SS", "NS", "BS")),
            Map.entry("LE", SCALARS), Map.entry("LT", SCALARS), Map.entry("GE", SCALARS), Map.entry("GT", SCALARS),
            Map.entry("CONTAINS", SCALARS), Map.entry("NOT_CONTAINS", SCALARS), Map.entry("BEGINS_WITH", Set.of("S", "B")),
            Map.entry("IN", SCALARS), Map.entry("BETWEEN", SCALARS));
    private static final Set<String> NOT_INDEXABLE = Set.of("NULL", "NOT_NULL", "NE", "CONTAINS", "NOT_CONTAINS", "IN");

    private LegacyParameters() {}

    /**
     * QueryFilter or ScanFilter ({@code {attr: {ComparisonOperator, AttributeValueList}}}) joined by the
     * ConditionalOperator (AND when null). Null or empty gives null: no filter.
     */
    public static Condition filter(JsonNode conditions, String conditionalOperator) {
        List<Condition> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : entries(conditions)) {
            String op = e.getValue().path("ComparisonOperator").asText();
            List<AttributeValue> list = checkedList(op, e.getValue().get("AttributeValueList"));
            parts.add(comparison(e.getKey(), op, list));
        }
        return join(parts, conditionalOperator);
    }

    /** Expected ({@code {attr: {Value, Exists, ComparisonOperator, AttributeValueList}}}); null when empty. */
    public static Condition expected(JsonNode expected, String conditionalOperator) {
        List<Condition> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : entries(expected)) {
            String key = e.getKey();
            JsonNode c = e.getValue();
            boolean hasList = c.hasNonNull("AttributeValueList"), hasValue = c.hasNonNull("Value");
            if (hasList && hasValue) {
                throw invalid("Value and AttributeValueList cannot be used together for Attribute: " + key);
            }
            if (c.hasNonNull("ComparisonOperator")) {
                String op = c.get("ComparisonOperator").asText();
                if (c.hasNonNull("Exists")) {
                    throw invalid("Exists and ComparisonOperator cannot be used together for Attribute: " + key);
                }
                if (!op.equals("NULL") && !op.equals("NOT_NULL") && !hasList && !hasValue) {
                    throw invalid("Value or AttributeValueList must be used with ComparisonOperator: " + op
                            + " for Attribute: " + key);
                }
                List<AttributeValue> list = hasList ? values(c.get("AttributeValueList"))
                        : hasValue ? List.of(AttributeValueJson.fromJson(c.get("Value"))) : List.of();
                if (!argumentCountOk(op, list.size())) throw argumentCount(op);
                checkSameType(list);
                checkBetween(op, list);
                parts.add(comparison(key, op, list));
            } else if (hasList) {
                throw invalid("AttributeValueList can only be used with a ComparisonOperator for Attribute: " + key);
            } else {
                JsonNode existsNode = c.get("Exists");
                boolean exists = existsNode == null || existsNode.isNull() || existsNode.asBoolean();
                if (exists && !hasValue) {
                    throw invalid("Value must be provided when Exists is "
                            + (existsNode == null || existsNode.isNull() ? "null" : "true") + " for Attribute: " + key);
                }
                if (!exists && hasValue) throw invalid("Value cannot be used when Exists is false for Attribute: " + key);
                parts.add(exists
                        ? comparison(key, "EQ", List.of(AttributeValueJson.fromJson(c.get("Value"))))
                        : new Condition.AttributeNotExists(Path.of(key)));
            }
        }
        return join(parts, conditionalOperator);
    }

    /** KeyConditions, checked and turned into the parts {@link KeyConditionExpression#forKeys} matches to a schema. */
    public static KeyConditionExpression keyConditions(JsonNode conditions) {
        Map<String, KeyConditionExpression.Part> parts = new LinkedHashMap<>();
        List<Map.Entry<String, JsonNode>> entries = entries(conditions);
        List<List<AttributeValue>> lists = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : entries) {
            String op = e.getValue().path("ComparisonOperator").asText();
            lists.add(checkedList(op, e.getValue().get("AttributeValueList")));
        }
        if (entries.size() != 1 && entries.size() != 2) {
            throw DynamoDbError.validation(Messages.KEY_CONDITIONS_COUNT);
        }
        for (int i = 0; i < entries.size(); i++) {
            String op = entries.get(i).getValue().path("ComparisonOperator").asText();
            if (NOT_INDEXABLE.contains(op)) {
                throw DynamoDbError.validation(Messages.NOT_AN_INDEXABLE_OPERATION);
            }
            String attribute = entries.get(i).getKey();
            parts.put(attribute, new KeyConditionExpression.Part(attribute, op, lists.get(i)));
        }
        return new KeyConditionExpression(parts);
    }

    /**
     * AttributeUpdates ({@code {attr: {Action: PUT|ADD|DELETE, Value}}}, PUT by default). Unlike an
     * UpdateExpression, ADD also appends to lists and an update always writes the item.
     */
    public static UpdateExpression attributeUpdates(JsonNode updates) {
        List<UpdateExpression.Action> actions = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : entries(updates)) {
            Path path = Path.of(e.getKey());
            JsonNode u = e.getValue();
            String action = u.hasNonNull("Action") ? u.get("Action").asText() : "PUT";
            AttributeValue value = u.hasNonNull("Value") ? AttributeValueJson.fromJson(u.get("Value")) : null;
            if (value == null) {
                if (!action.equals("DELETE")) throw invalid("Only DELETE action is allowed when no attribute value is specified");
                actions.add(new UpdateExpression.RemoveAction(path));
                continue;
            }
            switch (action) {
                case "DELETE":
                    if (!Set.of("SS", "NS", "BS").contains(value.type())) {
                        throw invalid("DELETE action with value is not supported for the type " + value.type());
                    }
                    actions.add(new UpdateExpression.DeleteAction(path, value));
                    break;
                case "ADD":
                    if (Set.of("S", "B", "NULL", "BOOL", "M").contains(value.type())) {
                        throw invalid("ADD action is not supported for the type " + value.type());
                    }
                    actions.add(new UpdateExpression.AddAction(path, value));
                    break;
                default:
                    actions.add(new UpdateExpression.SetAction(path, new UpdateExpression.Const(e.getKey(), value)));
            }
        }
        return new UpdateExpression(actions, true);
    }

    // ---- shared checks ----

    /** The checks of QueryFilter, ScanFilter and KeyConditions members, in DynamoDB's order. */
    private static List<AttributeValue> checkedList(String op, JsonNode listJson) {
        List<AttributeValue> list = values(listJson);
        if (!argumentCountOk(op, list.size())) throw argumentCount(op);
        checkSameType(list);
        Set<String> allowed = TYPES.get(op);
        for (AttributeValue v : list) {
            if (allowed != null && !allowed.contains(v.type())) {
                throw invalid("ComparisonOperator " + op + " is not valid for " + v.type() + " AttributeValue type");
            }
        }
        checkBetween(op, list);
        return list;
    }

    private static boolean argumentCountOk(String op, int count) {
        if (op.equals("IN")) return count >= 1;
        Integer expected = ARGUMENTS.get(op);
        return expected != null && expected == count;
    }

    private static DynamoDbError argumentCount(String op) {
        return invalid("Invalid number of argument(s) for the " + op + " ComparisonOperator");
    }

    private static void checkSameType(List<AttributeValue> list) {
        for (AttributeValue v : list) {
            if (!v.type().equals(list.get(0).type())) {
                throw invalid("AttributeValues inside AttributeValueList must be of same type");
            }
        }
    }

    private static void checkBetween(String op, List<AttributeValue> list) {
        if (op.equals("BETWEEN") && list.get(0).isKeyType() && list.get(0).type().equals(list.get(1).type())
                && KeyOrder.INSTANCE.compare(list.get(0), list.get(1)) > 0) {
            throw DynamoDbError.validation(Messages.LEGACY_BETWEEN_BOUNDS);
        }
    }

    private static Condition comparison(String attribute, String op, List<AttributeValue> list) {
        Operand path = new Operand.PathOperand(Path.of(attribute));
        List<Operand> literals = new ArrayList<>();
        for (AttributeValue v : list) literals.add(new Operand.Literal(attribute, v));
        switch (op) {
            case "EQ": return new Condition.Comparison("=", path, literals.get(0));
            case "NE": return new Condition.Comparison("<>", path, literals.get(0));
            case "LE": return new Condition.Comparison("<=", path, literals.get(0));
            case "LT": return new Condition.Comparison("<", path, literals.get(0));
            case "GE": return new Condition.Comparison(">=", path, literals.get(0));
            case "GT": return new Condition.Comparison(">", path, literals.get(0));
            case "NOT_NULL": return new Condition.AttributeExists(Path.of(attribute));
            case "NULL": return new Condition.AttributeNotExists(Path.of(attribute));
            case "CONTAINS": return new Condition.Contains(path, literals.get(0));
            case "NOT_CONTAINS": return new Condition.Not(new Condition.Contains(path, literals.get(0)));
            case "BEGINS_WITH": return new Condition.BeginsWith(path, literals.get(0));
            case "IN": return new Condition.In(path, literals);
            default: return new Condition.Between(path, literals.get(0), literals.get(1));
        }
    }

    private static Condition join(List<Condition> parts, String conditionalOperator) {
        if (parts.isEmpty()) return null;
        boolean or = "OR".equals(conditionalOperator);
        Condition result = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            result = or ? new Condition.Or(result, parts.get(i)) : new Condition.And(result, parts.get(i));
        }
        return result;
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

    private static DynamoDbError invalid(String detail) {
        return DynamoDbError.validation(INVALID + detail);
    }
}
