package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.partiql.Ast.Expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Writes PartiQL expressions as DynamoDB expressions: every name becomes a {@code #n} placeholder (so
 * reserved words never matter) and every literal a {@code :v} one, collected for the request.
 */
final class Placeholders {
    /** The functions that are conditions in a WHERE. */
    private static final Set<String> CONDITIONS =
            Set.of("begins_with", "contains", "attribute_type", "attribute_exists", "attribute_not_exists", "missing");

    private final ObjectNode names = JsonNodeFactory.instance.objectNode();
    private final ObjectNode values = JsonNodeFactory.instance.objectNode();

    /** Adds ExpressionAttributeNames/Values to the request when any were used. */
    void putInto(ObjectNode request) {
        if (!names.isEmpty()) request.set("ExpressionAttributeNames", names);
        if (!values.isEmpty()) request.set("ExpressionAttributeValues", values);
    }

    String path(Ast.Path path) {
        StringBuilder out = new StringBuilder();
        for (Object step : path.steps()) {
            if (step instanceof Integer index) {
                out.append('[').append(index).append(']');
            } else {
                if (out.length() > 0) out.append('.');
                out.append(name((String) step));
            }
        }
        return out.toString();
    }

    String name(String name) {
        for (var it = names.properties().iterator(); it.hasNext(); ) {
            var e = it.next();
            if (e.getValue().asText().equals(name)) return e.getKey();
        }
        String key = "#n" + names.size();
        names.put(key, name);
        return key;
    }

    /** Whether {@code key} is one of the value placeholders this class makes (":v0", ":v1", ...). */
    static boolean isValueKey(String key) {
        return key.matches(":v[0-9]+");
    }

    String value(Ast.Literal literal) {
        String key = ":v" + values.size();
        values.set(key, literal.value());
        return key;
    }

    /** A WHERE condition as a ConditionExpression/FilterExpression/KeyConditionExpression. */
    String condition(Expr e) {
        if (e instanceof Ast.And a) return "(" + condition(a.left()) + ") AND (" + condition(a.right()) + ")";
        if (e instanceof Ast.Or o) return "(" + condition(o.left()) + ") OR (" + condition(o.right()) + ")";
        if (e instanceof Ast.Not n) return "NOT (" + condition(n.inner()) + ")";
        if (e instanceof Ast.Compare c) {
            String truth = comparedWithABoolean(c);
            if (truth != null) return truth;
            return operand(c.left()) + " " + c.op() + " " + operand(c.right());
        }
        if (e instanceof Ast.Between b) {
            return operand(b.value()) + " BETWEEN " + operand(b.low()) + " AND " + operand(b.high());
        }
        if (e instanceof Ast.In in) {
            if (in.list().isEmpty()) throw Parser.malformed("Unexpected term");
            List<String> items = new ArrayList<>();
            for (Expr x : in.list()) items.add(operand(x));
            return operand(in.value()) + " IN (" + String.join(", ", items) + ")";
        }
        if (e instanceof Ast.Is is) {
            if (is.what() == null) throw Parser.malformed("Expected type name");
            String path = pathOperand(is.value(), "IS");
            if (is.what().equals("MISSING")) return (is.negated() ? "attribute_exists(" : "attribute_not_exists(") + path + ")";
            String test = "attribute_type(" + path + ", " + value(new Ast.Literal(JsonNodeFactory.instance.objectNode().put("S", is.what()))) + ")";
            return is.negated() ? "NOT " + test : test;
        }
        if (e instanceof Ast.Call call) {
            return switch (call.name()) {
                case "begins_with", "contains", "attribute_type" -> function(call, 2);
                case "attribute_exists", "attribute_not_exists" -> function(call, 1);
                case "missing" -> "attribute_not_exists(" + pathOperand(only(call), "missing") + ")";
                default -> throw DynamoDbError.validation(Messages.partiqlUnrecognizedFunction(call.name(), call.at()));
            };
        }
        throw DynamoDbError.validation(Messages.PARTIQL_WHERE_NOT_A_CONDITION);
    }

    /**
     * A condition function compared with TRUE or FALSE ({@code attribute_exists(a) = true}): the condition, or its
     * negation; null for any other comparison.
     */
    private String comparedWithABoolean(Ast.Compare c) {
        if (!c.op().equals("=") && !c.op().equals("<>")) return null;
        Ast.Call call = c.left() instanceof Ast.Call l ? l : c.right() instanceof Ast.Call r ? r : null;
        Expr other = call == c.left() ? c.right() : c.left();
        if (call == null || !CONDITIONS.contains(call.name())) return null;
        if (!(other instanceof Ast.Literal l) || !l.value().has("BOOL")) return null;
        boolean holds = l.value().get("BOOL").asBoolean() == c.op().equals("=");
        String condition = condition(call);
        return holds ? condition : "NOT (" + condition + ")";
    }

    private String function(Ast.Call call, int arity) {
        if (call.args().size() != arity) {
            throw DynamoDbError.validation(Messages.partiqlArgumentCount(call.name(), call.args().size()));
        }
        List<String> args = new ArrayList<>();
        for (Expr a : call.args()) args.add(operand(a));
        return call.name() + "(" + String.join(", ", args) + ")";
    }

    private static Expr only(Ast.Call call) {
        if (call.args().size() != 1) throw DynamoDbError.validation(Messages.partiqlArgumentCount(call.name(), call.args().size()));
        return call.args().get(0);
    }

    private String pathOperand(Expr e, String where) {
        if (e instanceof Ast.Path p) return path(p);
        throw DynamoDbError.validation(Messages.partiqlNeedsPath(where));
    }

    /** A value: a path, a literal, size(...), or in SET: arithmetic, list_append, if_not_exists. */
    String operand(Expr e) {
        if (e instanceof Ast.Path p) return path(p);
        if (e instanceof Ast.Literal l) return value(l);
        if (e instanceof Ast.Arith a) return operand(a.left()) + " " + a.op() + " " + operand(a.right());
        if (e instanceof Ast.Call call) {
            return switch (call.name()) {
                case "size" -> "size(" + pathOperand(only(call), "size") + ")";
                case "list_append", "if_not_exists" -> function(call, 2);
                default -> throw DynamoDbError.validation(Messages.partiqlUnrecognizedFunction(call.name(), call.at()));
            };
        }
        throw DynamoDbError.validation(Messages.PARTIQL_CONDITION_NOT_A_VALUE);
    }
}
