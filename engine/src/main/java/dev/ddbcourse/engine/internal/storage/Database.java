package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.locks.Lock;
import java.util.function.Supplier;

/** All tables of one engine, by name (sorted, as ListTables returns them). */
public final class Database {
    public static final String REGION = "us-east-1";
    public static final String ACCOUNT = "000000000000";

    private final ConcurrentSkipListMap<String, Table> tables = new ConcurrentSkipListMap<>();
    private final EngineClock clock;

    public Database(EngineClock clock) {
        this.clock = clock;
    }

    /** On the system clock. */
    public Database() {
        this(EngineClock.system());
    }

    /** The engine clock: everything time-related reads it. */
    public EngineClock clock() { return clock; }

    public static String arnOf(String tableName) {
        return "arn:aws:dynamodb:" + REGION + ":" + ACCOUNT + ":table/" + tableName;
    }

    /** Creates a table; ResourceInUseException when the name is taken. */
    public Table create(TableDef def) {
        Table table = new Table(def);
        if (tables.putIfAbsent(def.name(), table) != null) {
            throw DynamoDbError.resourceInUse(Messages.tableAlreadyExists(def.name()));
        }
        return table;
    }

    /** For data-plane operations: ResourceNotFoundException "Requested resource not found". */
    public Table get(String name) {
        Table table = tables.get(name);
        if (table == null) throw DynamoDbError.resourceNotFound(Messages.RESOURCE_NOT_FOUND);
        return table;
    }

    /** For control-plane operations: the message names the table. */
    public Table describe(String name) {
        Table table = tables.get(name);
        if (table == null) throw DynamoDbError.resourceNotFound(Messages.tableNotFound(name));
        return table;
    }

    public Table delete(String name) {
        Table table = tables.remove(name);
        if (table == null) throw DynamoDbError.resourceNotFound(Messages.tableNotFound(name));
        return table;
    }

    /** Table names in ListTables order, starting after {@code exclusiveStart} (may be null). */
    public List<String> names(String exclusiveStart) {
        return new ArrayList<>(exclusiveStart == null ? tables.keySet() : tables.tailMap(exclusiveStart, false).keySet());
    }

    public Table byArn(String arn) {
        for (Table t : tables.values()) if (t.def().arn().equals(arn)) return t;
        return null;
    }

    public void clear() {
        tables.clear();
    }

    /**
     * Runs {@code action} holding the write locks of all the given tables, taken in name order so that
     * concurrent transactions cannot deadlock.
     */
    public static <T> T writingAll(List<Table> involved, Supplier<T> action) {
        List<Table> ordered = new ArrayList<>(involved.stream().distinct().toList());
        ordered.sort(Comparator.comparing(Table::name));
        List<Lock> held = new ArrayList<>();
        try {
            for (Table t : ordered) {
                Lock l = t.lock().writeLock();
                l.lock();
                held.add(l);
            }
            return action.get();
        } finally {
            for (int i = held.size() - 1; i >= 0; i--) held.get(i).unlock();
        }
    }
}
