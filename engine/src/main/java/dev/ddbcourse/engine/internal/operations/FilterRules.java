package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Operand;
import dev.ddbcourse.engine.internal.storage.KeyDef;

import java.util.LinkedHashSet;
import java.util.Set;

/** A Query's FilterExpression may not name the key attributes of what is queried. */
final class FilterRules {
    private FilterRules() {}

    static void noKeyAttributes(Condition filter, KeyDef key) {
        if (filter == null) return;
        Set<String> names = new LinkedHashSet<>();
        collect(filter, names);
        for (String keyName : key.names()) {
            if (names.contains(keyName)) {
                throw DynamoDbError.validation("Filter Expression can only contain non-primary key attributes: "
                        + "Primary key attribute: " + keyName);
            }
        }
    }

    private static void collect(Condition c, Set<String> names) {
        if (c instanceof Condition.Comparison x) { operand(x.left(), names); operand(x.right(), names); }
        else if (c instanceof Condition.Between x) { operand(x.value(), names); operand(x.low(), names); operand(x.high(), names); }
        else if (c instanceof Condition.In x) { operand(x.value(), names); x.list().forEach(o -> operand(o, names)); }
        else if (c instanceof Condition.And x) { collect(x.left(), names); collect(x.right(), names); }
        else if (c instanceof Condition.Or x) { collect(x.left(), names); collect(x.right(), names); }
        else if (c instanceof Condition.Not x) collect(x.inner(), names);
        else if (c instanceof Condition.AttributeExists x) names.add(x.path().head());
        else if (c instanceof Condition.AttributeNotExists x) names.add(x.path().head());
        else if (c instanceof Condition.AttributeType x) names.add(x.path().head());
        else if (c instanceof Condition.BeginsWith x) { operand(x.value(), names); operand(x.prefix(), names); }
        else if (c instanceof Condition.Contains x) { operand(x.container(), names); operand(x.operand(), names); }
    }

    private static void operand(Operand o, Set<String> names) {
        if (o instanceof Operand.PathOperand p) names.add(p.path().head());
        else if (o instanceof Operand.Size s) operand(s.of(), names);
    }
}
