package dev.ddbcourse.engine.internal.http;

import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.EngineSwitches;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * One database per access key, as DynamoDB Local keeps one per credential without {@code -sharedDb}:
 * a classroom's learners share one engine, each sees only the tables made with their own key, and
 * every lesson keeps its table names. A key's database is made on its first request.
 */
public final class AccessKeyDatabases {
    private final EngineClock clock;
    private final EngineSwitches switches;
    private final Function<Database, Router> routerFor;
    private final Map<String, Entry> byKey = new ConcurrentHashMap<>();

    private record Entry(Database database, Router router) {}

    /**
     * @param clock the engine clock, shared by every database
     * @param routerFor builds the operations of one database (the same catalog a shared engine uses)
     */
    public AccessKeyDatabases(EngineClock clock, Function<Database, Router> routerFor) {
        this(clock, new EngineSwitches(), routerFor);
    }

    /** @param switches the engine's behaviour switches, shared by every database */
    public AccessKeyDatabases(EngineClock clock, EngineSwitches switches, Function<Database, Router> routerFor) {
        this.clock = clock;
        this.switches = switches;
        this.routerFor = routerFor;
    }

    /** The router of that key's database; requests without a key share the database of the empty key. */
    public Router router(String accessKey) {
        return byKey.computeIfAbsent(accessKey == null ? "" : accessKey, key -> {
            Database db = new Database(clock, switches);
            return new Entry(db, routerFor.apply(db));
        }).router();
    }

    public void clear() {
        byKey.values().forEach(e -> e.database().clear());
        byKey.clear();
    }

    /**
     * The access key of a Signature Version 4 {@code Authorization} header
     * ({@code AWS4-HMAC-SHA256 Credential=KEY/date/region/service/aws4_request, ...}), or null.
     * The signature itself is not checked: local engines accept any secret.
     */
    static String accessKeyOf(String authorization) {
        if (authorization == null) return null;
        int start = authorization.indexOf("Credential=");
        if (start < 0) return null;
        start += "Credential=".length();
        int end = authorization.indexOf('/', start);
        return end < 0 ? null : authorization.substring(start, end).trim();
    }
}
