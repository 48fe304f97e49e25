package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.http.Operation;
import dev.ddbcourse.engine.internal.partiql.PartiQl;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** Every operation the engine serves, by its X-Amz-Target name. */
public final class Operations {
    private Operations() {}

    /** The names served, in the order DynamoDB's API reference lists them by kind. */
    public static final List<String> NAMES = List.of("CreateTable", "DescribeTable", "DeleteTable", "ListTables",
            "UpdateTable", "TagResource", "UntagResource", "ListTagsOfResource", "PutItem", "GetItem", "UpdateItem",
            "DeleteItem", "Query", "Scan", "BatchGetItem", "BatchWriteItem", "TransactGetItems", "TransactWriteItems",
            "ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction");

    /**
     * Makes operations by name on first use (null for an unknown name): a server starts without loading
     * every operation class and what they use.
     */
    public static Function<String, Operation> catalog(Database db) {
        return new Catalog(db);
    }

    /** Every operation, made at once (benchmarks and tests). */
    public static Map<String, Operation> all(Database db) {
        Catalog catalog = new Catalog(db);
        Map<String, Operation> ops = new LinkedHashMap<>();
        for (String name : NAMES) ops.put(name, catalog.apply(name));
        return ops;
    }

    private static Operation named(String name, Database db, Function<String, Operation> catalog) {
        switch (name) {
            case "CreateTable": return new CreateTable(db);
            case "DescribeTable": return new DescribeTable(db);
            case "DeleteTable": return new DeleteTable(db);
            case "ListTables": return new ListTables(db);
            case "UpdateTable": return new UpdateTable(db);
            case "TagResource": return new TagResource(db);
            case "UntagResource": return new UntagResource(db);
            case "ListTagsOfResource": return new ListTagsOfResource(db);
            case "PutItem": return new PutItem(db);
            case "GetItem": return new GetItem(db);
            case "UpdateItem": return new UpdateItem(db);
            case "DeleteItem": return new DeleteItem(db);
            case "Query": return new Query(db);
            case "Scan": return new Scan(db);
            case "BatchGetItem": return new BatchGetItem(db);
            case "BatchWriteItem": return new BatchWriteItem(db);
            case "TransactGetItems": return new TransactGetItems(db);
            case "TransactWriteItems": return new TransactWriteItems(db);
            case "ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction":
                return PartiQl.operation(name, db, catalog);
            default: return null;
        }
    }

    /**
     * One instance per operation, made on first use (some keep state, e.g. idempotency tokens; PartiQL runs
     * its statements through the same instances). A class, not a lambda: no invokedynamic bootstrap on the
     * start path.
     */
    private static final class Catalog implements Function<String, Operation> {
        private final Database db;
        private final Map<String, Operation> made = new ConcurrentHashMap<>();

        Catalog(Database db) { this.db = db; }

        @Override
        public Operation apply(String name) {
            Operation op = made.get(name);
            if (op != null) return op;
            op = named(name, db, this);
            if (op == null) return null;
            Operation first = made.putIfAbsent(name, op);
            return first != null ? first : op;
        }
    }
}
