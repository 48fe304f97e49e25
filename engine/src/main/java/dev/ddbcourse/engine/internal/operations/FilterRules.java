package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Operand;
import dev.ddbcourse.engine.internal.expressions.Path;
import dev.ddbcourse.engine.internal.storage.KeyDef;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A Query's FilterExpression may not name the key attributes of what is queried. */
final class FilterRules {
    private FilterRules() {}

    static void noKeyAttributes(Condition filter, KeyDef key) {
        if (filter == null) return;
        Set<String> names = new LinkedHashSet<>();
        for (Path p : paths(filter)) names.add(p.head());
        for (String keyName : key.names()) {
            if (names.contains(keyName)) {
                throw DynamoDbError.validation(Messages.filterOnKey(keyName));
            }
        }
    }

    /** Every document path a condition reads, in the order written. */
    static List<Path> paths(Condition c) {
        List<Path> paths = new ArrayList<>();
        if (c != null) collect(c, paths);
        return paths;
    }

    private static void collect(Condition c, List<Path> paths) {
        if (c instanceof Condition.Comparison x) { operand(x.left(), paths); operand(x.right(), paths); }
        else if (c instanceof Condition.Between x) { operand(x.value(), paths); operand(x.low(), paths); operand(x.high(), paths); }
        else if (c instanceof Condition.In x) { operand(x.value(), paths); x.list().forEach(o -> operand(o, paths)); }
        else if (c instanceof Condition.And x) { collect(x.left(), paths); collect(x.right(), paths); }
        else if (c instanceof Condition.Or x) { collect(x.left(), paths); collect(x.right(), paths); }
        else if (c instanceof Condition.Not x) collect(x.inner(), paths);
        else if (c instanceof Condition.AttributeExists x) paths.add(x.path());
        else if (c instanceof Condition.AttributeNotExists x) paths.add(x.path());
        else if (c instanceof Condition.AttributeType x) paths.add(x.path());
        else if (c instanceof Condition.BeginsWith x) { operand(x.value(), paths); operand(x.prefix(), paths); }
        else if (c instanceof Condition.Contains x) { operand(x.container(), paths); operand(x.operand(), paths); }
    }

    private static void operand(Operand o, List<Path> paths) {
        if (o instanceof Operand.PathOperand p) paths.add(p.path());
        else if (o instanceof Operand.Size s) operand(s.of(), paths);
    }
}
