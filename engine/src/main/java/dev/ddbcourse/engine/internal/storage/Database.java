package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.EngineSwitches;
import dev.ddbcourse.engine.internal.throughput.ItemCollectionLimit;
import dev.ddbcourse.engine.internal.throughput.Throttling;
import dev.ddbcourse.engine.internal.throughput.WriteThrottle;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expiry.Expiry;
import dev.ddbcourse.engine.internal.states.TableStates;
import dev.ddbcourse.engine.internal.streams.Streams;
import dev.ddbcourse.engine.internal.writes.ItemWriter;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Map;
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
    /** Tables that are DELETING, until their time is up. */
    private final java.util.Set<Table> deleting = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final EngineClock clock;
    private final EngineSwitches switches;
    private final Throttling throttling;
    private final ItemWriter writer = new ItemWriter();
    private final Expiry expiry;
    private final Streams streams;
    private final PendingItems pending = new PendingItems();

    public Database(EngineClock clock) {
        this(clock, new EngineSwitches());
    }

    /** @param switches the engine's behaviour switches, shared by every database (like the clock) */
    public Database(EngineClock clock, EngineSwitches switches) {
        this(clock, switches, defaultSweepInterval(clock));
    }

    /** @param sweepInterval how often expired items are deleted once a table enables TTL (zero: only when asked) */
    public Database(EngineClock clock, EngineSwitches switches, Duration sweepInterval) {
        this.clock = clock;
        this.switches = switches;
        this.throttling = new Throttling(new ClockMillis(clock), new ThrottlingOn(switches));
        writer.addGate(new WriteThrottle(throttling));
        writer.addGate(new ItemCollectionLimit(switches));
        writer.addGate(new TransactionConflicts(pending));
        this.expiry = new Expiry(new AllTables(tables), writer, clock, sweepInterval);
        this.streams = new Streams(clock);
        writer.addChangeListener(streams);
    }

    /** The items of transactions being applied between two of their items (only while a test hook holds one). */
    public PendingItems pending() { return pending; }

    /** A single write (PutItem, UpdateItem, DeleteItem, BatchWriteItem) of an item a transaction is applying conflicts. */
    private record TransactionConflicts(PendingItems pending) implements ItemWriter.Gate {
        @Override public void admit(List<ItemWriter.Planned> writes) {
            for (ItemWriter.Planned p : writes) {
                if (pending.contains(p.table(), p.action().key())) throw DynamoDbError.transactionConflict();
            }
        }
    }

    /** Throttling, table-state times, GSI lag, item-collection limit. */
    public EngineSwitches switches() { return switches; }

    /** This database's token buckets (they act only while the throttling switch is on). */
    public Throttling throttling() { return throttling; }

    // Classes, not lambdas: no invokedynamic bootstrap on the start path.
    private record ClockMillis(EngineClock clock) implements java.util.function.LongSupplier {
        @Override public long getAsLong() { return clock.millis(); }
    }

    private record Lags(EngineSwitches switches, String table) implements IndexLag.Lags {
        @Override public long millis(String index) {
            return switches.anyGsiLag() ? switches.gsiLag(table, index).toMillis() : 0;
        }
    }

    private record ThrottlingOn(EngineSwitches switches) implements java.util.function.BooleanSupplier {
        @Override public boolean getAsBoolean() { return switches.throttling(); }
    }

    /**
     * With the system clock a learner sees an expired item go within a second. A manual clock moves only when
     * the lesson moves it, so the lesson sweeps when it wants to (SweepExpiredItems): its output stays the same.
     */
    public static final Duration DEFAULT_SWEEP_INTERVAL = Duration.ofSeconds(1);

    /** {@link #DEFAULT_SWEEP_INTERVAL} on the system clock, none on a manual one. */
    public static Duration defaultSweepInterval(EngineClock clock) {
        return clock.isManual() ? Duration.ZERO : DEFAULT_SWEEP_INTERVAL;
    }

    /** The tables' streams (DynamoDB Streams). */
    public Streams streams() { return streams; }

    /** TTL expiry of this database's tables. */
    public Expiry expiry() { return expiry; }

    // A class, not a lambda: no invokedynamic bootstrap on the start path.
    private record AllTables(Map<String, Table> tables) implements Supplier<Collection<Table>> {
        @Override
        public Collection<Table> get() { return tables.values(); }
    }

    /** The one write path of this database's items. */
    public ItemWriter writer() { return writer; }

    /** On the system clock. */
    public Database() {
        this(EngineClock.system());
    }

    /** The engine clock: everything time-related reads it. */
    public EngineClock clock() { return clock; }

    /**
     * The ARN of the KMS key a KMSMasterKeyId names (there is no KMS here): a key ARN as given; the AWS managed key
     * (no id, or alias/aws/dynamodb) and any other alias or key id, one made-up key each.
     */
    public static String kmsKeyArn(String keyId) {
        if (keyId != null && keyId.startsWith("arn:aws:kms:") && keyId.contains(":key/")) return keyId;
        String name = keyId == null ? "alias/aws/dynamodb" : keyId;
        String id = name.startsWith("alias/") || name.startsWith("arn:")
                ? java.util.UUID.nameUUIDFromBytes(name.getBytes(java.nio.charset.StandardCharsets.UTF_8)).toString() : name;
        return "arn:aws:kms:" + REGION + ":" + ACCOUNT + ":key/" + id;
    }

    public static String arnOf(String tableName) {
        return "arn:aws:dynamodb:" + REGION + ":" + ACCOUNT + ":table/" + tableName;
    }

    /** Creates a table; ResourceInUseException when the name is taken. */
    public Table create(TableDef def) {
        sweepDeleted();
        Table table = new Table(def);
        Table existing = tables.putIfAbsent(def.name(), table);
        long now = clock.millis();
        if (existing != null) {
            // while the other is CREATING, AWS says so (ack-api-quirks dynamodb 2026-10-09, recorded: DDB-TABLE-005)
            throw DynamoDbError.resourceInUse(existing.states().status(now).equals(TableStates.CREATING)
                    ? Messages.IN_USE + Messages.tableBeingCreated(def.name()) : Messages.tableAlreadyExists(def.name()));
        }
        table.states().creating(now + switches.creating().toMillis());
        table.lagIndexes(new ClockMillis(clock), new Lags(switches, def.name()));
        return table;
    }

    /**
     * For data-plane operations: ResourceNotFoundException "Requested resource not found", also while the
     * table is CREATING or DELETING. Every lookup takes the table's name or its ARN ({@link TableNames}).
     */
    public Table get(String nameOrArn) {
        String name = TableNames.resolve(nameOrArn, "tableName");
        sweepDeleted();
        Table table = tables.get(name);
        if (table == null) throw DynamoDbError.resourceNotFound(Messages.RESOURCE_NOT_FOUND);
        table.states().checkServesData(clock.millis());
        return table;
    }

    /** Drops the tables whose DELETING time is over (checked on each lookup, cheaply when none is deleting). */
    private void sweepDeleted() {
        if (deleting.isEmpty()) return;
        long now = clock.millis();
        for (Table t : deleting) {
            if (t.states().deleted(now)) {
                tables.remove(t.name(), t);
                deleting.remove(t);
            }
        }
    }

    /** For control-plane operations: the message names the table (an ARN's table name: ack-api-quirks DDB-TABLE-072). */
    public Table describe(String nameOrArn) {
        String name = TableNames.resolve(nameOrArn, "tableName");
        sweepDeleted();
        Table table = tables.get(name);
        if (table == null) throw DynamoDbError.resourceNotFound(Messages.tableNotFound(name));
        return table;
    }

    /**
     * DeleteTable: gone at once, or with a DELETING time switched on, DELETING until then (ResourceInUseException
     * when the table is not ACTIVE).
     */
    public Table delete(String nameOrArn) {
        String name = TableNames.resolve(nameOrArn, "tableName");
        Table table = describe(name);
        long now = clock.millis();
        table.states().checkDeletable(name, now);
        if (table.deletionProtection()) throw DynamoDbError.validation(Messages.DELETION_PROTECTED);
        long time = switches.deleting().toMillis();
        if (time == 0) {
            if (!tables.remove(name, table)) throw DynamoDbError.resourceNotFound(Messages.tableNotFound(name));
        } else {
            table.states().deleting(now + time);
            deleting.add(table);
        }
        return table;
    }

    /** Table names in ListTables order, starting after {@code exclusiveStart} (may be null). */
    public List<String> names(String exclusiveStart) {
        sweepDeleted();
        return new ArrayList<>(exclusiveStart == null ? tables.keySet() : tables.tailMap(exclusiveStart, false).keySet());
    }

    public Table byArn(String arn) {
        for (Table t : tables.values()) if (t.def().arn().equals(arn)) return t;
        return null;
    }

    public void clear() {
        expiry.stop();
        tables.clear();
        deleting.clear();
    }

    /**
     * Runs {@code action} holding the write locks of all the given tables, taken in name order so that
     * concurrent transactions cannot deadlock.
     */
    /**
     * Inside {@link #writingAll}: releases the write locks of these tables while {@code pause} runs, then takes
     * them back in name order.
     */
    public static void releasingAll(List<Table> involved, Runnable pause) {
        List<Table> ordered = new ArrayList<>(involved.stream().distinct().toList());
        ordered.sort(Comparator.comparing(Table::name));
        for (int i = ordered.size() - 1; i >= 0; i--) ordered.get(i).lock().writeLock().unlock();
        try {
            pause.run();
        } finally {
            for (Table t : ordered) t.lock().writeLock().lock();
        }
    }

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
