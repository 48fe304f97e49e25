package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.List;
import java.util.Map;

/**
 * A resolved ConditionExpression or FilterExpression. {@link #matches} evaluates it on an item (an empty map
 * for an item that does not exist); comparisons between different types are false, never errors.
 */
public sealed interface Condition {

    /** True when the item satisfies the condition. */
    boolean matches(Map<String, AttributeValue> item);

    /** {@code left op right} with op one of = <> < <= > >=. */
    record Comparison(String op, Operand left, Operand right) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) {
            AttributeValue a = left.evaluate(item), b = right.evaluate(item);
            switch (op) {
                case "=": return a != null && a.equals(b);
                case "<>": return a == null || !a.equals(b);
                default:
                    Integer c = Values.compare(a, b);
                    if (c == null) return false;
                    switch (op) {
                        case "<": return c < 0;
                        case "<=": return c <= 0;
                        case ">": return c > 0;
                        default: return c >= 0;
                    }
            }
        }
    }

    /** {@code value BETWEEN low AND high}, bounds included. */
    record Between(Operand value, Operand low, Operand high) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) {
            AttributeValue v = value.evaluate(item);
            Integer lo = Values.compare(v, low.evaluate(item)), hi = Values.compare(v, high.evaluate(item));
            return lo != null && hi != null && lo >= 0 && hi <= 0;
        }
    }

    /** {@code value IN (a, b, ...)}. */
    record In(Operand value, List<Operand> list) implements Condition {
        public In { list = List.copyOf(list); }
        @Override public boolean matches(Map<String, AttributeValue> item) {
            AttributeValue v = value.evaluate(item);
            if (v == null) return false;
            for (Operand o : list) if (v.equals(o.evaluate(item))) return true;
            return false;
        }
    }

    /** Both sides hold. */
    record And(Condition left, Condition right) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) { return left.matches(item) && right.matches(item); }
    }

    /** Either side holds. */
    record Or(Condition left, Condition right) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) { return left.matches(item) || right.matches(item); }
    }

    /** The inner condition does not hold. */
    record Not(Condition inner) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) { return !inner.matches(item); }
    }

    /** {@code attribute_exists(path)}. */
    record AttributeExists(Path path) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) { return path.get(item) != null; }
    }

    /** {@code attribute_not_exists(path)}. */
    record AttributeNotExists(Path path) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) { return path.get(item) == null; }
    }

    /** {@code attribute_type(operand, :t)} with the type code, e.g. "S"; the operand may be a value (DynamoDB allows it). */
    record AttributeType(Operand value, String type) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) {
            AttributeValue v = value.evaluate(item);
            return v != null && v.type().equals(type);
        }
    }

    /** {@code begins_with(value, prefix)} for strings and binaries. */
    record BeginsWith(Operand value, Operand prefix) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) {
            return Values.beginsWith(value.evaluate(item), prefix.evaluate(item));
        }
    }

    /** {@code contains(container, operand)}: substring, set member or list element. */
    record Contains(Operand container, Operand operand) implements Condition {
        @Override public boolean matches(Map<String, AttributeValue> item) {
            return Values.contains(container.evaluate(item), operand.evaluate(item));
        }
    }
}
