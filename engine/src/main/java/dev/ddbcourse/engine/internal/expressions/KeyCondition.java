package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A KeyConditionExpression checked against a key schema: the partition key value, and at most one condition
 * on the sort key. Built by {@link KeyConditionExpression#forKeys}. On a GSI with a multi-attribute key the
 * partition key is all its attributes, and the sort condition is equalities on its first attributes
 * ({@code sortPrefix}) followed by one condition on the next.
 *
 * @param partitionKeys the partition key attributes, in schema order
 * @param partitionValues their values, in the same order
 * @param sortKeys the sort key attributes the condition names, in schema order (empty without a sort condition)
 * @param sortPrefix the values the first {@code sortKeys.size() - 1} of them equal
 * @param sortOp one of EQ, LT, LE, GT, GE, BETWEEN, BEGINS_WITH on the last of {@code sortKeys} (null without one)
 */
public record KeyCondition(List<String> partitionKeys, List<AttributeValue> partitionValues, List<String> sortKeys,
                           List<AttributeValue> sortPrefix, String sortOp, List<AttributeValue> sortValues) {
    public KeyCondition {
        partitionKeys = List.copyOf(partitionKeys);
        partitionValues = List.copyOf(partitionValues);
        sortKeys = List.copyOf(sortKeys);
        sortPrefix = List.copyOf(sortPrefix);
        sortValues = sortValues == null ? List.of() : List.copyOf(sortValues);
    }

    /** A single-attribute key's condition (sortKey null without a sort condition). */
    public KeyCondition(String partitionKey, AttributeValue partitionValue,
                        String sortKey, String sortOp, List<AttributeValue> sortValues) {
        this(List.of(partitionKey), List.of(partitionValue), sortKey == null ? List.of() : List.of(sortKey), List.of(),
                sortOp, sortValues);
    }

    /** The partition key value: the attribute's, or for a multi-attribute key the list of them (as the engine keys it). */
    public AttributeValue partitionValue() {
        return partitionValues.size() == 1 ? partitionValues.get(0) : new AttributeValue.L(partitionValues);
    }

    /** True when the expression constrains the sort key. */
    public boolean hasSortCondition() {
        return !sortKeys.isEmpty();
    }

    /**
     * The values the sort condition's bounds start from: the equalities, then the operator's first (or, with
     * {@code second}, its second) value; as the engine keys it, a list for a multi-attribute sort key.
     */
    public AttributeValue sortBound(boolean second, boolean multiAttribute) {
        AttributeValue last = sortValues.get(second ? 1 : 0);
        if (!multiAttribute) return last;
        List<AttributeValue> values = new ArrayList<>(sortPrefix);
        values.add(last);
        return new AttributeValue.L(values);
    }

    /** The equalities alone (an empty list without any), as a multi-attribute sort key's bound. */
    public AttributeValue sortPrefixBound() {
        return new AttributeValue.L(sortPrefix);
    }

    /** True when an item's (or a key's) attributes satisfy the sort condition (always true without one). */
    public boolean sortMatchesItem(Map<String, AttributeValue> item) {
        if (sortKeys.isEmpty()) return true;
        for (int i = 0; i < sortPrefix.size(); i++) {
            if (!sortPrefix.get(i).equals(item.get(sortKeys.get(i)))) return false;
        }
        return sortMatches(item.get(sortKey()));
    }

    /** The attribute the sort operator applies to (the last one named), or null without a sort condition. */
    public String sortKey() {
        return sortKeys.isEmpty() ? null : sortKeys.get(sortKeys.size() - 1);
    }

    /** The partition key attribute of a single-attribute partition key. */
    public String partitionKey() {
        return partitionKeys.get(0);
    }

    /** True when a value of {@link #sortKey} satisfies the sort operator (always true without one). */
    public boolean sortMatches(AttributeValue value) {
        if (sortKeys.isEmpty()) return true;
        if (value == null) return false;
        AttributeValue first = sortValues.get(0);
        if (sortOp.equals("BEGINS_WITH")) return Values.beginsWith(value, first);
        int c = KeyOrder.INSTANCE.compare(value, first);
        switch (sortOp) {
            case "EQ": return c == 0;
            case "LT": return c < 0;
            case "LE": return c <= 0;
            case "GT": return c > 0;
            case "GE": return c >= 0;
            default: return c >= 0 && KeyOrder.INSTANCE.compare(value, sortValues.get(1)) <= 0;
        }
    }

    /** True when the item's partition key attributes equal the condition's. */
    public boolean partitionMatches(Map<String, AttributeValue> item) {
        for (int i = 0; i < partitionKeys.size(); i++) {
            if (!partitionValues.get(i).equals(item.get(partitionKeys.get(i)))) return false;
        }
        return true;
    }

    /** True when the item's key attributes satisfy the whole condition. */
    public boolean matches(Map<String, AttributeValue> item) {
        return partitionMatches(item) && sortMatchesItem(item);
    }

    static DynamoDbError notSupported() {
        return DynamoDbError.validation(Messages.KEY_CONDITION_NOT_SUPPORTED);
    }
}
