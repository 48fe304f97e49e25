package dev.ddbcourse.engine.internal.expiry;

import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.internal.capacity.WriteCost;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.EntryKey;
import dev.ddbcourse.engine.internal.storage.PartitionToken;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TimeToLive;
import dev.ddbcourse.engine.internal.writes.ItemWriter;
import dev.ddbcourse.engine.internal.writes.WriteAction;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Deletes expired items by DynamoDB's rules (Developer Guide, "Time to Live"): the TTL attribute must be a
 * Number (a String, a set or any other type is ignored) of epoch seconds before the current time; values
 * more than five years in the past are ignored; only while TTL is ENABLED. A background thread sweeps every {@code interval} once a
 * table of the database enables TTL (none when the interval is zero); {@link #sweep()} sweeps at once.
 */
public final class Expiry {
    /** "Items with expiration times older than five years are not deleted" (five years of 365 days). */
    static final BigDecimal FIVE_YEARS_SECONDS = BigDecimal.valueOf(5L * 365 * 24 * 3600);

    private final Supplier<Collection<Table>> tables;
    private final ItemWriter writer;
    private final EngineClock clock;
    private final Duration interval;
    private ScheduledExecutorService background;

    public Expiry(Supplier<Collection<Table>> tables, ItemWriter writer, EngineClock clock, Duration interval) {
        this.tables = tables;
        this.writer = writer;
        this.clock = clock;
        this.interval = interval;
    }

    /** A table enabled TTL: the background sweep starts (once) unless its interval is zero. */
    public synchronized void started() {
        if (background != null || interval.isZero()) return;
        background = Executors.newSingleThreadScheduledExecutor(new SweepThread());
        background.scheduleWithFixedDelay(new Runnable() {
            @Override
            public void run() { sweep(); }
        }, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    public synchronized void stop() {
        if (background != null) background.shutdownNow();
        background = null;
    }

    /** Deletes every expired item of every table with TTL enabled, now; returns how many. */
    public int sweep() {
        long millis = clock.millis();
        BigDecimal now = BigDecimal.valueOf(millis, 3);
        int deleted = 0;
        for (Table table : tables.get()) {
            if (!table.timeToLive().expiring(millis)) continue;
            deleted += table.writing(() -> sweep(table, millis, now));
        }
        return deleted;
    }

    private int sweep(Table table, long millis, BigDecimal now) {
        TimeToLive ttl = table.timeToLive();
        if (!ttl.expiring(millis)) return 0;
        List<StoredItem> expired = new ArrayList<>();
        Iterator<Map.Entry<EntryKey, StoredItem>> all = table.scan(null, 0, PartitionToken.HASH_SPACE, null);
        while (all.hasNext()) {
            StoredItem item = all.next().getValue();
            if (expired(item.attributes().get(ttl.attributeName()), now)) expired.add(item);
        }
        for (StoredItem item : expired) {
            WriteAction delete = new WriteAction.Delete(table.def().key().extract(item.attributes()), null, null);
            writer.apply(writer.plan(table, delete, item, delete.apply(table.def(), item), WriteCost.Charge.FREE,
                    ItemWriter.Origin.TTL));
        }
        return expired.size();
    }

    static boolean expired(AttributeValue value, BigDecimal now) {
        if (!(value instanceof AttributeValue.N n)) return false;
        BigDecimal at = n.value();
        return at.compareTo(now) < 0 && at.compareTo(now.subtract(FIVE_YEARS_SECONDS)) >= 0;
    }

    private static final class SweepThread implements ThreadFactory {
        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "ddb-engine-ttl-sweep");
            t.setDaemon(true);
            return t;
        }
    }
}
