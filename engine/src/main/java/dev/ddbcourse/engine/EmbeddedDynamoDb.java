package dev.ddbcourse.engine;

import dev.ddbcourse.engine.internal.http.AccessKeyDatabases;
import dev.ddbcourse.engine.internal.http.HttpFrontEnd;
import dev.ddbcourse.engine.internal.http.Router;
import dev.ddbcourse.engine.internal.operations.Operations;
import dev.ddbcourse.engine.internal.storage.Database;

import java.net.URI;
import java.util.concurrent.CountDownLatch;

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
 * access key its own (a classroom: one engine, one namespace per learner).
 */
public final class EmbeddedDynamoDb implements AutoCloseable {
    private final Database database;
    private final AccessKeyDatabases perAccessKey;
    private final HttpFrontEnd server;

    private EmbeddedDynamoDb(String host, int port, boolean databasePerAccessKey) {
        if (databasePerAccessKey) {
            this.database = null;
            this.perAccessKey = new AccessKeyDatabases(db -> new Router(Operations.catalog(db)));
            this.server = new HttpFrontEnd(host, port, perAccessKey::router);
        } else {
            this.database = new Database();
            this.perAccessKey = null;
            this.server = new HttpFrontEnd(host, port, new Router(Operations.catalog(database)));
        }
    }

    /** Starts on 127.0.0.1 and a random free port. */
    public static EmbeddedDynamoDb start() { return builder().start(); }

    public static Builder builder() { return new Builder(); }

    /** The URL to give the SDK's endpointOverride, e.g. http://127.0.0.1:54321. */
    public URI endpoint() { return server.endpoint(); }

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
     */
    public static void main(String[] args) throws InterruptedException {
        Builder builder = builder().port(8000);
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--port", "-port" -> builder.port(Integer.parseInt(value(args, ++i, arg)));
                case "--host", "-host" -> builder.host(value(args, ++i, arg));
                case "--database-per-access-key" -> builder.databasePerAccessKey(true);
                case "-inMemory", "-sharedDb", "--inMemory", "--sharedDb", "-disableTelemetry" -> { }
                case "-dbPath", "-cors", "-delayTransientStatuses", "-optimizeDbBeforeStartup" -> {
                    if (!arg.equals("-delayTransientStatuses") && !arg.equals("-optimizeDbBeforeStartup")) i++;
                }
                case "--help", "-help", "-h" -> {
                    System.out.println("usage: java -jar engine-standalone.jar [--port 8000] [--host 127.0.0.1] [--database-per-access-key]");
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

        public Builder host(String host) { this.host = host; return this; }

        /** 0 (the default) picks a free port. */
        public Builder port(int port) { this.port = port; return this; }

        /**
         * true: each access key gets its own database, made on its first request (what DynamoDB Local does
         * without {@code -sharedDb}); false (the default): every client sees the same tables.
         */
        public Builder databasePerAccessKey(boolean perKey) { this.databasePerAccessKey = perKey; return this; }

        public EmbeddedDynamoDb start() { return new EmbeddedDynamoDb(host, port, databasePerAccessKey); }
    }
}
