package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Path;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.TableDef;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Binding an expression to its table: a key attribute (of the table or of any index) is a scalar, so a
 * projection, filter or update may not reach into one ({@code pk.x}, {@code sk[0]}). The table's keys are
 * checked first, then each GSI's, then each LSI's sort key, as DynamoDB reports the first it meets.
 */
final class KeyPaths {
    private KeyPaths() {}

    static void scalar(TableDef def, Projection projection) {
        if (projection != null) scalar(def, projection.paths());
    }

    static void scalar(TableDef def, Condition condition) {
        scalar(def, FilterRules.paths(condition));
    }

    static void scalar(TableDef def, UpdateExpression update) {
        if (update != null) scalar(def, update.paths());
    }

    private static void scalar(TableDef def, List<Path> paths) {
        Set<String> reachedInto = new HashSet<>();
        for (Path p : paths) if (p.isNested()) reachedInto.add(p.head());
        if (reachedInto.isEmpty()) return;
        for (String name : def.key().names()) {
            if (reachedInto.contains(name)) throw DynamoDbError.validation(Messages.keyAttributeNotScalar("Key", name));
        }
        List<String> indexKeys = new ArrayList<>();
        for (IndexDef gsi : def.globalIndexes()) indexKeys.addAll(gsi.key().names());
        for (IndexDef lsi : def.localIndexes()) indexKeys.add(lsi.key().rangeName());
        for (String name : indexKeys) {
            if (reachedInto.contains(name)) throw DynamoDbError.validation(Messages.keyAttributeNotScalar("IndexKey", name));
        }
    }
}
