package dev.ddbcourse.engine.internal.partiql;

import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.function.Function;

/** Makes the PartiQL operations; {@code operations} gives the engine's operations they run statements as. */
public final class PartiQl {
    private PartiQl() {}

    public static Operation<?> operation(String name, Database db, Function<String, Operation<?>> operations) {
        Statements statements = new Statements(db, operations);
        return switch (name) {
            case "ExecuteStatement" -> new ExecuteStatement(statements);
            case "BatchExecuteStatement" -> new BatchExecuteStatement(statements);
            case "ExecuteTransaction" -> new ExecuteTransaction(statements);
            default -> null;
        };
    }
}
