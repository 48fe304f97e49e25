package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.KeyOrder;

import java.util.List;
import java.util.Map;

/**
 * A KeyConditionExpression checked against a key schema: the partition key value, and at most one condition
 * on the sort key. Built by {@link KeyConditionExpression#forKeys}.
 *
 * @param sortKey null when the expression has no sort key condition
 * @param sortOp  one of EQ, LT, LE, GT, GE, BETWEEN, BEGINS_WITH (null without a sort condition)
 */
public record KeyCondition(String partitionKey, AttributeValue partitionValue,
                           String sortKey, String sortOp, List<AttributeValue> sortValues) {
    public KeyCondition {
        sortValues = sortValues == null ? List.of() : List.copyOf(sortValues);
    }

    /** True when the expression constrains the sort key. */
    public boolean hasSortCondition() {
        return sortKey != null;
    }

    /** True when a sort key value satisfies the sort condition (always true without one). */
    public boolean sortMatches(AttributeValue value) {
        if (sortKey == null) return true;
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

    /** True when the item's key attributes satisfy the whole condition. */
    public boolean matches(Map<String, AttributeValue> item) {
        return partitionValue.equals(item.get(partitionKey)) && sortMatches(sortKey == null ? null : item.get(sortKey));
    }

    static DynamoDbError notSupported() {
        return DynamoDbError.validation(Messages.KEY_CONDITION_NOT_SUPPORTED);
    }
}
