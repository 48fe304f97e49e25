package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.TableRequest;

import java.util.function.Supplier;

/**
 * An operation on one table's items. Its execute step is fixed: find the table, take its lock, {@link #bind}
 * the request to the table's definition (the {@link dev.ddbcourse.engine.internal.binding.Binding} checks, in
 * DynamoDB's order), then {@link #run} it. A subclass declares the three steps it owns: validate, bind, run;
 * one that must not read what a transaction is applying also declares {@link #held} and {@link #await}.
 *
 * @param <R> the validated request
 * @param <B> what binding gives the run step (the key in schema order, the index read, ...)
 */
abstract class TableOperation<R extends TableRequest, B> implements Operation<R> {
    final Database db;
    private final boolean writes;

    TableOperation(Database db, boolean writes) {
        this.db = db;
        this.writes = writes;
    }

    /** Before the lock (default nothing): a read of an index waits for what the index must show first. */
    void beforeLock(Table table, R request) {}

    /** The bind step: the checks that need the table's definition; nothing is read or written yet. */
    abstract B bind(TableDef def, R request);

    /** The work, under the lock, with the request bound to {@code table}'s definition. */
    abstract ObjectNode run(Table table, R request, B bound);

    /** Under the lock, before the run (default false): true when the run must first {@link #await} something. */
    boolean held(Table table, B bound) { return false; }

    /** Without the lock: waits until what made {@link #held} true is over (then the lock is taken again). */
    void await(Table table, B bound) {}

    @Override
    public final ObjectNode execute(R request) {
        Table table = db.get(request.tableName());
        beforeLock(table, request);
        while (true) {
            Attempt attempt = new Attempt();
            Supplier<ObjectNode> work = () -> {
                B bound = bind(table.def(), request);
                if (held(table, bound)) {
                    attempt.held = bound;
                    return null;
                }
                return run(table, request, bound);
            };
            ObjectNode out = writes ? table.writing(work) : table.reading(work);
            if (attempt.held == null) return out;
            await(table, attempt.held);
        }
    }

    /** What one pass under the lock found held, if anything. */
    private final class Attempt {
        B held;
    }
}
