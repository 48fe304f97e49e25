package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.Map;

/**
 * A resolved operand of a condition: a document path, a literal from ExpressionAttributeValues, or
 * {@code size(...)}. Evaluates to the value on an item, or null when there is none.
 */
public sealed interface Operand permits Operand.PathOperand, Operand.Literal, Operand.Size {

    /** The operand's value on {@code item}; null when missing (or, for size, of a type without a size). */
    AttributeValue evaluate(Map<String, AttributeValue> item);

    /** A document path, read from the item. */
    record PathOperand(Path path) implements Operand {
        @Override public AttributeValue evaluate(Map<String, AttributeValue> item) { return path.get(item); }
    }

    /** A value from ExpressionAttributeValues; {@code name} is its placeholder, e.g. ":v". */
    record Literal(String name, AttributeValue value) implements Operand {
        @Override public AttributeValue evaluate(Map<String, AttributeValue> item) { return value; }
    }

    /** {@code size(operand)}: string length, binary bytes, set/list/map element count. */
    record Size(Operand of) implements Operand {
        @Override public AttributeValue evaluate(Map<String, AttributeValue> item) {
            Integer size = Values.size(of.evaluate(item));
            return size == null ? null : AttributeValue.n(size);
        }
    }
}
