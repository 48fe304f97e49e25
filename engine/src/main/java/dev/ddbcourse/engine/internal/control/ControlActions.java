package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.operations.Catalog;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.function.Function;

/** Every control action, by the name after {@code DdbCourseEngine.} in X-Amz-Target. Add a case and a file. */
public final class ControlActions {
    public static final String TARGET_PREFIX = "DdbCourseEngine.";

    private ControlActions() {}

    /** The action of a name, or null when there is none (engine/README.md documents each). */
    public static ControlAction named(String name, Database db) {
        switch (name) {
            case "DescribeClock": return new DescribeClock(db.clock());
            case "SetClock": return new SetClock(db.clock());
            case "AdvanceClock": return new AdvanceClock(db.clock());
            case "SweepExpiredItems": return new SweepExpiredItems(db.expiry());
            case "DescribeSwitches": return new DescribeSwitches(db.switches());
            case "SetSwitches": return new SetSwitches(db.switches());
            case "DescribeTableMetrics": return new DescribeTableMetrics(db);
            default: return null;
        }
    }

    /** The router's catalog for the {@link #TARGET_PREFIX} target prefix. */
    public static Function<String, Operation<?>> catalog(Database db) {
        return new ControlCatalog(db);
    }

    private static final class ControlCatalog extends Catalog {
        private final Database db;

        ControlCatalog(Database db) { this.db = db; }

        @Override
        protected Operation<?> make(String name) {
            ControlAction action = named(name, db);
            return action == null ? null : new Handler(action);
        }
    }

    /** A control action in the router's pipeline: its body is read and checked by the action itself. */
    private static final class Handler implements Operation<ObjectNode> {
        private final ControlAction action;

        Handler(ControlAction action) { this.action = action; }

        @Override
        public ObjectNode validate(ObjectNode request) { return request; }

        @Override
        public ObjectNode execute(ObjectNode request) { return action.run(request); }
    }
}
