package dev.ddbcourse.engine;

import dev.ddbcourse.engine.internal.control.ControlActions;
import dev.ddbcourse.engine.internal.http.AccessKeyDatabases;
import dev.ddbcourse.engine.internal.http.HttpFrontEnd;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.http.Router;
import dev.ddbcourse.engine.internal.operations.Operations;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.streams.StreamsApi;

import java.math.BigDecimal;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;

/**
 * A DynamoDB-compatible server in this JVM, speaking DynamoDB's JSON wire protocol so the
 * unmodified AWS SDK talks to it.
 *
 * <pre>{@code
 * try (var db = EmbeddedDynamoDb.start()) {           // 127.0.0.1, a free port
 *     DynamoDbClient ddb = DynamoDbClient.builder().endpointOverride(db.endpoint())...
 * }
 * }</pre>
 *
 * <p>Any credentials and region are accepted. Tables live in memory and are dropped by {@link #close()}.
 * All clients share one database, unless {@link Builder#databasePerAccessKey(boolean)} gives each
 * access key its own (a classroom: one engine, one namespace per learner). Time comes from one
 * {@link EngineClock} ({@link #clock()}), shared by all databases: the system clock, or a manual one from
 * {@link Builder#manualClock(Instant)}. engine/README.md lists every switch (builder, start flag, control request).
 */
public final class EmbeddedDynamoDb implements AutoCloseable {
    private final EngineClock clock;
    private final EngineSwitches switches;
    private final Database database;
    private final AccessKeyDatabases perAccessKey;
    private final HttpFrontEnd server;

    private EmbeddedDynamoDb(Builder b) {
        this.clock = b.clock != null ? b.clock : EngineClock.system();
        this.switches = b.switches;
        Duration sweepInterval = b.ttlSweepInterval != null ? b.ttlSweepInterval : Database.defaultSweepInterval(clock);
        if (b.databasePerAccessKey) {
            this.database = null;
            this.perAccessKey = new AccessKeyDatabases(clock, switches, sweepInterval, new RouterFor());
            this.server = new HttpFrontEnd(b.host, b.port, perAccessKey::router);
        } else {
            this.database = new Database(clock, switches, sweepInterval);
            this.perAccessKey = null;
            this.server = new HttpFrontEnd(b.host, b.port, new RouterFor().apply(database));
        }
    }

    /** The services one database answers, by X-Amz-Target prefix. (A class, not a lambda: faster first start.) */
    private static final class RouterFor implements Function<Database, Router> {
        @Override
        public Router apply(Database db) {
            Map<String, Function<String, Operation<?>>> services = new LinkedHashMap<>();
            services.put(Router.DYNAMODB_PREFIX, Operations.catalog(db));
            services.put(StreamsApi.TARGET_PREFIX, StreamsApi.catalog(db));
            services.put(ControlActions.TARGET_PREFIX, ControlActions.catalog(db));
            return new Router(services);
        }
    }

    /** Starts on 127.0.0.1 and a random free port. */
    public static EmbeddedDynamoDb start() { return builder().start(); }

    public static Builder builder() { return new Builder(); }

    /** The URL to give the SDK's endpointOverride, e.g. http://127.0.0.1:54321. */
    public URI endpoint() { return server.endpoint(); }

    /**
     * Answers one request as the engine's HTTP server would, without a socket: a client in this JVM can
     * hand its requests here (the course kit's SDK client does) and skip both HTTP stacks. The same
     * protocol (headers, errors, CRC32) and the same answers as over HTTP, whose server adds only
     * Content-Length. Safe to call from several threads.
     */
    public WireResponse answer(WireRequest request) { return server.answer(request); }

    /** The engine clock: set or advance it to move the engine's time (TTL, stream retention, creation times). */
    public EngineClock clock() { return clock; }

    /**
     * Deletes the items whose TTL has passed on the engine clock, now (as DynamoDB's background process
     * eventually does); returns how many. Until then reads still return expired items.
     */
    public int sweepExpiredItems() {
        return database != null ? database.expiry().sweep() : perAccessKey.sweepExpiredItems();
    }

    /** The behaviour switches (throttling, table-state times, GSI lag, item-collection limit): change them at any time. */
    public EngineSwitches switches() { return switches; }

    /** Stops the server and drops all tables. */
    @Override
    public void close() {
        server.close();
        if (database != null) database.clear();
        if (perAccessKey != null) perAccessKey.clear();
    }

    /**
     * Standalone: {@code java -jar engine.jar [--port 8000] [--host 127.0.0.1] [--database-per-access-key]}.
     * DynamoDB Local's {@code -port N}, {@code -inMemory} and {@code -sharedDb} are accepted too (storage is
     * always in memory, and shared unless {@code --database-per-access-key}), so its command lines work unchanged.
     * {@code --clock manual} (or {@code --clock <ISO-8601 instant or epoch seconds>}) starts a manual engine clock;
     * control requests set and advance it (engine/README.md).
     */
    public static void main(String[] args) throws InterruptedException {
        Builder builder = builder().port(8000);
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--port", "-port" -> builder.port(Integer.parseInt(value(args, ++i, arg)));
                case "--host", "-host" -> builder.host(value(args, ++i, arg));
                case "--database-per-access-key" -> builder.databasePerAccessKey(true);
                case "--ttl-sweep-interval" -> builder.ttlSweepInterval(Duration.ofMillis(
                        new BigDecimal(value(args, ++i, arg)).movePointRight(3).longValue()));
                case "--clock" -> {
                    String clock = value(args, ++i, arg);
                    if (!clock.equals("system")) builder.manualClock(clock.equals("manual") ? Instant.now() : instant(clock));
                }
                case "--throttling" -> builder.throttling(true);
                case "--creating-seconds" -> builder.switches.creating(seconds(value(args, ++i, arg), arg));
                case "--updating-seconds" -> builder.switches.updating(seconds(value(args, ++i, arg), arg));
                case "--deleting-seconds" -> builder.switches.deleting(seconds(value(args, ++i, arg), arg));
                case "--gsi-lag-seconds" -> builder.gsiLag(seconds(value(args, ++i, arg), arg));
                case "--item-collection-limit-bytes" -> builder.itemCollectionLimitBytes(Long.parseLong(value(args, ++i, arg)));
                case "-inMemory", "-sharedDb", "--inMemory", "--sharedDb", "-disableTelemetry" -> { }
                case "-dbPath", "-cors", "-delayTransientStatuses", "-optimizeDbBeforeStartup" -> {
                    if (!arg.equals("-delayTransientStatuses") && !arg.equals("-optimizeDbBeforeStartup")) i++;
                }
                case "--help", "-help", "-h" -> {
                    System.out.println("usage: java -jar engine-standalone.jar [--port 8000] [--host 127.0.0.1] [--database-per-access-key]"
                            + " [--clock system|manual|<ISO-8601 instant>|<epoch seconds>] [--throttling]"
                            + " [--creating-seconds S] [--updating-seconds S] [--deleting-seconds S] [--gsi-lag-seconds S]"
                            + " [--item-collection-limit-bytes N] [--ttl-sweep-interval SECONDS]");
                    return;
                }
                default -> {
                    System.err.println("unknown option: " + arg + " (try --help)");
                    System.exit(2);
                }
            }
        }
        EmbeddedDynamoDb db = builder.start();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            db.close();
            stopped.countDown();
        }));
        System.out.println("DynamoDB-compatible engine listening on " + db.endpoint());
        stopped.await();
    }

    private static Instant instant(String text) {
        try {
            if (text.matches("[0-9]+(\\.[0-9]+)?")) return Instant.ofEpochMilli(new BigDecimal(text).movePointRight(3).longValue());
            return Instant.parse(text);
        } catch (DateTimeParseException | ArithmeticException e) {
            System.err.println("--clock takes system, manual, an ISO-8601 instant or epoch seconds, not: " + text);
            System.exit(2);
            return null;
        }
    }

    private static Duration seconds(String text, String option) {
        try {
            Duration d = Duration.ofMillis(new BigDecimal(text).movePointRight(3).longValueExact());
            if (!d.isNegative()) return d;
        } catch (ArithmeticException | NumberFormatException e) {
            // below
        }
        System.err.println(option + " takes a number of seconds (0 or more), not: " + text);
        System.exit(2);
        return null;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            System.err.println("missing value for " + option);
            System.exit(2);
        }
        return args[i];
    }

    public static final class Builder {
        private String host = "127.0.0.1";
        private int port = 0;
        private boolean databasePerAccessKey;
        private EngineClock clock;
        private Duration ttlSweepInterval;
        private final EngineSwitches switches = new EngineSwitches();

        public Builder host(String host) { this.host = host; return this; }

        /** 0 (the default) picks a free port. */
        public Builder port(int port) { this.port = port; return this; }

        /**
         * true: each access key gets its own database, made on its first request (what DynamoDB Local does
         * without {@code -sharedDb}); false (the default): every client sees the same tables.
         */
        public Builder databasePerAccessKey(boolean perKey) { this.databasePerAccessKey = perKey; return this; }

        /** A manual engine clock showing {@code start} until set or advanced (the default is the system clock). */
        public Builder manualClock(Instant start) { return clock(EngineClock.manual(start)); }

        /** This clock (e.g. one shared by several engines). */
        public Builder clock(EngineClock clock) { this.clock = clock; return this; }

        /**
         * How often expired items are deleted once a table enables TTL; zero: only by
         * {@link EmbeddedDynamoDb#sweepExpiredItems()} or the SweepExpiredItems control request. The default is
         * one second on the system clock and zero on a manual clock (a lesson's output stays the same).
         */
        public Builder ttlSweepInterval(Duration interval) {
            if (interval.isNegative()) throw new IllegalArgumentException("negative TTL sweep interval: " + interval);
            this.ttlSweepInterval = interval;
            return this;
        }

        /** Throughput limits and throttling (off by default). */
        public Builder throttling(boolean on) { switches.throttling(on); return this; }

        /** How long tables stay CREATING, UPDATING (a new GSI: CREATING, backfilling) and DELETING; zero by default. */
        public Builder tableStates(Duration creating, Duration updating, Duration deleting) {
            switches.creating(creating).updating(updating).deleting(deleting);
            return this;
        }

        /** How long a base-table write takes to show in every GSI (zero by default). */
        public Builder gsiLag(Duration lag) { switches.gsiLag(lag); return this; }

        /** How long a base-table write takes to show in one GSI. */
        public Builder gsiLag(String table, String index, Duration lag) { switches.gsiLag(table, index, lag); return this; }

        /** A lower item-collection size limit than DynamoDB's 10 GB, to meet it in a test. */
        public Builder itemCollectionLimitBytes(long bytes) { switches.itemCollectionLimitBytes(bytes); return this; }

        /** Calls {@code step} between the items of every TransactWriteItems (a test hook; see {@link EngineSwitches.TransactionStep}). */
        public Builder transactionStep(EngineSwitches.TransactionStep step) { switches.transactionStep(step); return this; }

        public EmbeddedDynamoDb start() { return new EmbeddedDynamoDb(this); }
    }
}
