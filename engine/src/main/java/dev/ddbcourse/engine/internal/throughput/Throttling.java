package dev.ddbcourse.engine.internal.throughput;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.Throughput;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * The throughput model of one database. Each partition key value is its own partition (a hot key is
 * throttled alone, as DynamoDB's adaptive capacity isolates it) with 3,000 read and 1,000 write units per
 * second and no burst. A provisioned table, and each of its GSIs, also has read and write buckets of its
 * ProvisionedThroughput that keep up to 300 seconds of unused units. Off: every call returns at once.
 */
public final class Throttling {
    public static final double PARTITION_READ_UNITS = 3000;
    public static final double PARTITION_WRITE_UNITS = 1000;
    static final double BURST_SECONDS = 300;

    private final LongSupplier millis;
    private final BooleanSupplier switchedOn;
    private final Map<String, TokenBucket> buckets = new HashMap<>();
    private volatile boolean wasOn;

    /**
     * @param millis the engine clock, in epoch milliseconds
     * @param switchedOn the throttling switch; buckets start afresh each time it is turned on
     */
    public Throttling(LongSupplier millis, BooleanSupplier switchedOn) {
        this.millis = millis;
        this.switchedOn = switchedOn;
    }

    /** True while the switch is on (one volatile read: the whole cost when it is off). */
    public boolean on() {
        return switchedOn.getAsBoolean();
    }

    private void startAfreshIfTurnedOn() {
        if (!wasOn) buckets.clear();
        wasOn = true;
    }

    /**
     * What a request spends on one table or GSI ({@code index} null for the table) and, when known, one of
     * its partitions. {@code units} is what a write costs; a read's is known only after it ran (0 here).
     */
    public record Use(TableDef def, String index, AttributeValue partition, boolean write, double units) {}

    /**
     * Refuses the request with ProvisionedThroughputExceededException when any bucket it uses is short
     * (a write: lacks its units; a read: is not above zero), else spends the write units. All or nothing.
     */
    public void admit(List<Use> uses) {
        if (!on()) {
            wasOn = false;
            return;
        }
        if (uses.isEmpty()) return;
        synchronized (this) {
            startAfreshIfTurnedOn();
            long now = millis.getAsLong();
            List<Throttled> refused = new ArrayList<>();
            for (Use use : uses) {
                for (Slot slot : slots(use, now)) {
                    double left = slot.bucket.available(now);
                    if (use.write() ? left < use.units() : left <= 0) refused.add(slot.reason);
                }
            }
            if (!refused.isEmpty()) throw error(refused);
            for (Use use : uses) if (use.write()) for (Slot slot : slots(use, now)) slot.bucket.take(use.units());
        }
    }

    /** After a read ran: spends what it consumed (the balance may go below zero, as DynamoDB's does). */
    public void spend(List<Use> uses) {
        if (!on() || uses.isEmpty()) return;
        synchronized (this) {
            startAfreshIfTurnedOn();
            long now = millis.getAsLong();
            for (Use use : uses) for (Slot slot : slots(use, now)) slot.bucket.take(use.units());
        }
    }

    private record Throttled(String reason, String resource, String message) {}

    private record Slot(TokenBucket bucket, Throttled reason) {}

    /** The buckets a use draws on: its partition's, and the provisioned table's or GSI's. */
    private List<Slot> slots(Use use, long now) {
        TableDef def = use.def();
        String kind = use.write() ? "Write" : "Read";
        String resourceType = use.index() == null ? "Table" : "Index";
        String arn = use.index() == null ? def.arn() : def.arn() + "/index/" + use.index();
        String owner = def.tableId() + "/" + (use.index() == null ? "" : use.index()) + "/" + kind;
        List<Slot> slots = new ArrayList<>(2);
        if (use.partition() != null) {
            double rate = use.write() ? PARTITION_WRITE_UNITS : PARTITION_READ_UNITS;
            slots.add(new Slot(bucket(owner + "/" + PartitionKeys.text(use.partition()), rate, 1, now),
                    new Throttled(resourceType + kind + "KeyRangeThroughputExceeded", arn, Messages.KEY_RANGE_THROUGHPUT_EXCEEDED)));
        }
        Throughput provisioned = provisioned(def, use.index());
        if (provisioned != null) {
            double rate = use.write() ? provisioned.write() : provisioned.read();
            slots.add(new Slot(bucket(owner, rate, BURST_SECONDS, now), new Throttled(
                    resourceType + kind + "ProvisionedThroughputExceeded", arn,
                    use.index() == null ? Messages.TABLE_THROUGHPUT_EXCEEDED : Messages.INDEX_THROUGHPUT_EXCEEDED)));
        }
        return slots;
    }

    /** A provisioned table's or GSI's throughput; null on demand and for LSIs (they use the table's). */
    private static Throughput provisioned(TableDef def, String index) {
        if (def.onDemand()) return null;
        if (index == null) return def.throughput();
        IndexDef i = def.index(index).orElse(null);
        return i == null || !i.global() ? null : i.throughput();
    }

    /** The bucket of a key; remade when the rate changed (UpdateTable), keeping no more than it held. */
    private TokenBucket bucket(String key, double rate, double burstSeconds, long now) {
        TokenBucket b = buckets.get(key);
        if (b == null || b.perSecond() != rate) {
            b = new TokenBucket(rate, burstSeconds, now);
            buckets.put(key, b);
        }
        return b;
    }

    private static DynamoDbError error(List<Throttled> refused) {
        ObjectNode details = JsonNodeFactory.instance.objectNode();
        ArrayNode reasons = details.putArray("ThrottlingReasons");
        String message = refused.get(0).message();
        for (Throttled t : refused) {
            reasons.addObject().put("reason", t.reason()).put("resource", t.resource());
            if (!t.message().equals(Messages.KEY_RANGE_THROUGHPUT_EXCEEDED)) message = t.message();
        }
        return DynamoDbError.throughputExceeded(message, details);
    }
}
