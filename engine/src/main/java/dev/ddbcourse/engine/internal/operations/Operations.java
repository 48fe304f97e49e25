package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.partiql.PartiQl;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/** Every operation the engine serves, by its X-Amz-Target name. */
public final class Operations {
    private Operations() {}

    /**
     * The names served, listed once, in the order DynamoDB's API reference lists them by kind; the switch in
     * {@link #make} has no default, so a name without a class does not compile.
     */
    public enum Name {
        CreateTable, DescribeTable, DeleteTable, ListTables, UpdateTable, TagResource, UntagResource,
        ListTagsOfResource, PutItem, GetItem, UpdateItem, DeleteItem, Query, Scan, BatchGetItem, BatchWriteItem,
        TransactGetItems, TransactWriteItems, UpdateTimeToLive, DescribeTimeToLive, DescribeContinuousBackups,
        UpdateContinuousBackups, DescribeLimits, ExecuteStatement, BatchExecuteStatement, ExecuteTransaction;

        private static final Map<String, Name> BY_NAME = new HashMap<>();

        static {
            for (Name n : values()) BY_NAME.put(n.name(), n);
        }

        /** The name, or null when DynamoDB's API has no such operation here. */
        public static Name of(String name) { return BY_NAME.get(name); }
    }

    /**
     * Makes operations by name on first use (null for an unknown name): a server starts without loading
     * every operation class and what they use.
     */
    public static Function<String, Operation<?>> catalog(Database db) {
        return new DynamoDbCatalog(db);
    }

    /** Every operation, made at once (benchmarks and tests). */
    public static Map<String, Operation<?>> all(Database db) {
        Catalog catalog = new DynamoDbCatalog(db);
        Map<String, Operation<?>> ops = new LinkedHashMap<>();
        for (Name name : Name.values()) ops.put(name.name(), catalog.apply(name.name()));
        return ops;
    }

    private static Operation<?> make(Name name, Database db, Function<String, Operation<?>> catalog) {
        return switch (name) {
            case CreateTable -> new CreateTable(db);
            case DescribeTable -> new DescribeTable(db);
            case DeleteTable -> new DeleteTable(db);
            case ListTables -> new ListTables(db);
            case UpdateTable -> new UpdateTable(db);
            case TagResource -> new TagResource(db);
            case UntagResource -> new UntagResource(db);
            case ListTagsOfResource -> new ListTagsOfResource(db);
            case PutItem -> new PutItem(db);
            case GetItem -> new GetItem(db);
            case UpdateItem -> new UpdateItem(db);
            case DeleteItem -> new DeleteItem(db);
            case Query -> new Query(db);
            case Scan -> new Scan(db);
            case BatchGetItem -> new BatchGetItem(db);
            case BatchWriteItem -> new BatchWriteItem(db);
            case TransactGetItems -> new TransactGetItems(db);
            case TransactWriteItems -> new TransactWriteItems(db);
            case UpdateTimeToLive -> new UpdateTimeToLive(db);
            case DescribeTimeToLive -> new DescribeTimeToLive(db);
            case DescribeContinuousBackups -> new DescribeContinuousBackups(db);
            case UpdateContinuousBackups -> new UpdateContinuousBackups(db);
            case DescribeLimits -> new DescribeLimits();
            case ExecuteStatement, BatchExecuteStatement, ExecuteTransaction -> {
                // PartiQL's UPDATE sizes the finished item only (paritysuite tier3/limits/itemSizeBySurface.test.ts);
                // its unkeyed SELECT on an index filters the index's entries, whatever they project.
                UpdateItem flatUpdate = new UpdateItem(db, false);
                Scan entryScan = new Scan(db, false);
                yield PartiQl.operation(name.name(), db, n -> switch (n) {
                    case "UpdateItem" -> flatUpdate;
                    case "Scan" -> entryScan;
                    default -> catalog.apply(n);
                });
            }
        };
    }

    /** DynamoDB's operations, one instance each (PartiQL runs its statements through the same instances). */
    private static final class DynamoDbCatalog extends Catalog {
        private final Database db;

        DynamoDbCatalog(Database db) { this.db = db; }

        @Override
        protected Operation<?> make(String name) {
            Name known = Name.of(name);
            return known == null ? null : Operations.make(known, db, this);
        }
    }
}
