// %% [markdown]
// # 21 · Write sharding: spreading a hot key
//
// ## Problem
// Lesson 2's GSI2 lists orders by status: `GSI2PK = STATUS#PENDING`. During a flash sale every new
// order is pending, so every write goes to one partition key of the index. A partition serves at
// most 1,000 write units a second, whatever the table's capacity mode, and a GSI short of capacity
// throttles the table writes that feed it: the orders are refused.
//
// ## Pattern
// Shard the hot key: write `STATUS#PENDING#<n>`, with `n` one of N suffixes, so the load spreads
// over N partitions. A read of all pending orders becomes a scatter-gather: one Query per shard (in
// parallel), the results merged in sort-key order.
//
// - A **random suffix** spreads the writes evenly, but a read of one order must ask every shard.
// - A **calculated suffix** (a hash of something the reader knows, such as the order id) spreads
//   them almost as evenly and tells a point read which shard to ask.
//
// ## In practice
// Orders as in lesson 2 (`PK = CUST#<id>`, `SK = ORDER#<time>#<orderId>`, `GSI2SK = <time>#<orderId>`).
// The engine's throughput model gives each partition key of the index 1,000 write units a second;
// the clock stands still while a second's orders go out, and moves a second between them. Each
// batch is sent once (`sendOnce()`), so a throttled write is counted, not retried by the SDK. On
// DynamoDB Local nothing throttles, and on AWS a replay at this rate costs real money and depends
// on the network: there the kit says so and the replays are skipped; the reads run everywhere.

// %% [declarations]
static Map<String, AttributeValue> order(String customer, String orderId, String placedAt, String statusKey) {
    return item(
            "PK", "CUST#" + customer,
            "SK", "ORDER#" + placedAt + "#" + orderId,
            "GSI2PK", statusKey,
            "GSI2SK", placedAt + "#" + orderId,
            "orderId", orderId, "status", "PENDING");
}

// %%
import dev.ddbcourse.kit.samples.FlashSale;
import java.time.Instant;

var ddb = client();
recreateTable("p21-write-sharding", gsi("GSI2"));
boolean onEngineClock = throttling(true) && stopClock();

int shards = 4;
var random = new Random(21);   // seeded, so the lesson prints the same on every run; any random source works
// Three seconds of the sale, 1,200 orders a second, in batches of 25; statusKey picks GSI2PK for each order.
// The answer: how many orders were throttled in each second.
BiFunction<String, Function<Integer, String>, Map<Integer, Integer>> sale = (table, statusKey) -> {
    Instant start = Instant.parse("2026-11-27T06:00:00Z");
    return replaySeconds(3, second -> {
        int throttled = 0;
        for (int batch = 0; batch < 1_200 / 25; batch++) {
            var writes = new ArrayList<WriteRequest>();
            for (int i = 0; i < 25; i++) {
                int n = second * 1_200 + batch * 25 + i;
                var o = order("c" + (n % 300 + 1), "o%05d".formatted(n), start.plusSeconds(n).toString(), statusKey.apply(n));
                writes.add(WriteRequest.builder().putRequest(p -> p.item(o)).build());
            }
            try {
                var done = ddb.batchWriteItem(b -> b.requestItems(Map.of(table, writes)).overrideConfiguration(sendOnce()));
                throttled += done.unprocessedItems().getOrDefault(table, List.of()).size();
            } catch (ProvisionedThroughputExceededException e) {
                throttled += writes.size();
            }
        }
        return throttled;
    });
};

var hot = new LinkedHashMap<Integer, Integer>();
var sharded = new LinkedHashMap<Integer, Integer>();
if (onEngineClock) {
    quietly(() -> hot.putAll(sale.apply("p21-write-sharding", n -> "STATUS#PENDING")));
    quietly(() -> {
        recreateTable("p21-write-sharding", gsi("GSI2"));
        sharded.putAll(sale.apply("p21-write-sharding", n -> "STATUS#PENDING#" + random.nextInt(shards)));
    });
    var perSecond = lineChart("Throttled orders per second of the sale, 1,200 orders a second",
            "One partition key takes 1,000 writes a second: the hot key loses the rest every second; four shards lose none.")
            .x("second of the sale", "s")
            .y("throttled", "orders");
    chart(perSecond.series("GSI2PK = STATUS#PENDING", hot).series("GSI2PK = STATUS#PENDING#0..3", sharded));
}

// %% [markdown]
// The hot key served 1,000 orders each second and refused 200 (BatchWriteItem returned them in
// `UnprocessedItems`, as it does for throttled writes; with every write of a batch throttled, it
// fails whole with `ProvisionedThroughputExceededException`). The same load over four shards was
// served whole. Where the writes went, per partition key of GSI2:

// %%
var perKey = new TreeMap<String, Integer>();
ddb.scanPaginator(s -> s.tableName("p21-write-sharding").indexName("GSI2").projectionExpression("GSI2PK"))
        .items().forEach(i -> perKey.merge(str(i, "GSI2PK"), 1, Integer::sum));
var load = barChart("Orders per GSI2 partition key after the sharded sale",
        "A random suffix spreads 3,600 orders almost evenly: each shard stays far below 1,000 writes a second.")
        .x("partition key", null)
        .y("orders", "items");
var bars = new ArrayList<Object>();
perKey.forEach((k, count) -> { bars.add(k); bars.add(count); });
chart(load.series("sharded", bars.toArray()));

// %% [markdown]
// (That count is a Scan of the index: fine for a lesson's one look, never for an access pattern.)
//
// ### Scatter-gather: every pending order of the first second
// One Query per shard, all at once, then one list in `GSI2SK` order. Each shard's answer is already
// sorted, so merging is enough; the threads' requests are run off the log, and each shard's count
// is shown instead.

// %%
import java.util.concurrent.Executors;

String from = "2026-11-27T06:00:00Z", to = "2026-11-27T06:00:12Z~";
var pool = Executors.newFixedThreadPool(shards);
var perShard = new TreeMap<String, List<Map<String, AttributeValue>>>();
quietly(() -> {
    var futures = new LinkedHashMap<String, java.util.concurrent.Future<List<Map<String, AttributeValue>>>>();
    for (int s = 0; s < shards; s++) {
        String shardKey = "STATUS#PENDING#" + s;
        futures.put(shardKey, pool.submit(() -> {
            var page = new ArrayList<Map<String, AttributeValue>>();
            ddb.queryPaginator(q -> q.tableName("p21-write-sharding").indexName("GSI2")
                    .keyConditionExpression("GSI2PK = :shard AND GSI2SK BETWEEN :from AND :to")
                    .expressionAttributeValues(values(":shard", shardKey, ":from", from, ":to", to)))
                    .items().forEach(page::add);
            return page;
        }));
    }
    futures.forEach((shardKey, f) -> {
        try {
            perShard.put(shardKey, f.get());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    });
});
pool.shutdown();

var merged = perShard.values().stream().flatMap(List::stream)
        .sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "GSI2SK")))
        .map(i -> str(i, "orderId")).toList();
var counts = new LinkedHashMap<String, Integer>();
perShard.forEach((k, items) -> counts.put(k, items.size()));
show("Orders per shard in 06:00:00 to 06:00:12", counts);
show("Merged, oldest first", merged);

// %% [markdown]
// ### A calculated suffix for point reads
// With a random suffix, "is order o00042 still pending?" must ask all four shards. A suffix computed
// from the order id, here `orderId.hashCode()` modulo 4 (Java's String hash is the same on every
// JVM), names the one shard to ask: the write and the read compute the same number.

// %%
throttling(false);
runClock();
Function<String, String> shardOf = orderId -> "STATUS#PENDING#" + Math.floorMod(orderId.hashCode(), shards);
quietly(() -> {
    recreateTable("p21-write-sharding", gsi("GSI2"));
    var orders = new ArrayList<Map<String, AttributeValue>>();
    Instant start = Instant.parse("2026-11-27T06:00:00Z");
    for (int n = 0; n < 400; n++) {
        String id = "o%05d".formatted(n);
        orders.add(order("c" + (n % 300 + 1), id, start.plusSeconds(n).toString(), shardOf.apply(id)));
    }
    seed("p21-write-sharding", orders);
});

var one = ddb.query(q -> q.tableName("p21-write-sharding").indexName("GSI2")
        .keyConditionExpression("GSI2PK = :shard AND GSI2SK = :sk")
        .expressionAttributeValues(values(":shard", shardOf.apply("o00042"), ":sk", "2026-11-27T06:00:42Z#o00042")));
show("o00042, from its one shard", one.items().stream().map(i -> str(i, "GSI2PK") + " " + str(i, "orderId")).toList());

var spread = new TreeMap<String, Integer>();
ddb.scanPaginator(s -> s.tableName("p21-write-sharding").indexName("GSI2").projectionExpression("GSI2PK"))
        .items().forEach(i -> spread.merge(str(i, "GSI2PK"), 1, Integer::sum));
show("400 orders per calculated shard", spread);

// %% [markdown]
// One Query, one item: the reader computed the shard the writer chose. The hash spreads these ids
// about as evenly as the random suffix did.
//
// ## Why
// DynamoDB spreads a table (and each GSI) over partitions by the hash of the partition key, and
// each partition has its own limit: 3,000 read and 1,000 write units a second. Adaptive capacity
// can move a hot item to a partition of its own and, on a table without an LSI, spread the items of
// one partition key value over several partitions; but it follows the traffic instead of meeting
// it, and each partition still takes at most 1,000 write units a second. More key values spread
// the load from the first write: that is what the suffix adds. (The engine is stricter: it gives
// each partition key value one partition.)
//
// ## Trade-offs
// - Reads of the whole set cost N Queries instead of one; keep N as small as the peak allows
//   (peak writes per second / 1,000, with room to spare).
// - A random suffix balances best but needs a scatter-gather for every read; a calculated one
//   allows point reads but is only as even as the hash of what it is computed from.
// - Changing N later means the reader must ask the old and the new shards until every old entry
//   has moved on.
//
// ## Gotchas
// - Neither on-demand nor higher provisioned capacity helps a single hot key: the limit is per
//   partition (lesson 17).
// - The hot key can be in an index: here the table's own keys (one customer each) were never hot,
//   and GSI2 throttled the table's writes.
// - BatchWriteItem reports throttled writes in `UnprocessedItems` instead of failing: a writer that
//   ignores them loses orders silently. Retry them with backoff.
//
// ## Exercise
// Write the sharded writer and the scatter-gather reader for `x21-write-sharding` (orders as above,
// with GSI2 on `GSI2PK`/`GSI2SK`). `placeOrders` writes the flash sale's 2,000 orders (the kit's
// `FlashSale.orders()`), all in one second of the engine clock, with `GSI2PK = STATUS#PENDING#<n>`
// for a random `n` from 0 to 9 and `GSI2SK = <placedAt>#<orderId>`; `pendingOn` returns the
// `orderId` of every pending order placed on `day`, oldest first, with one Query per shard on GSI2.
// The check replays the sale with throttling on and fails any throttled or missing order.

// %% [exercise]
static void placeOrders(DynamoDbClient ddb, List<FlashSale> orders) {
    // BEGIN SOLUTION
    var random = new Random();
    var writes = new ArrayList<WriteRequest>();
    for (var o : orders) {
        var placed = item("PK", "CUST#" + o.customer(), "SK", "ORDER#" + o.placedAt() + "#" + o.orderId(),
                "GSI2PK", "STATUS#PENDING#" + random.nextInt(10), "GSI2SK", o.placedAt() + "#" + o.orderId(),
                "orderId", o.orderId(), "status", "PENDING");
        writes.add(WriteRequest.builder().putRequest(p -> p.item(placed)).build());
    }
    for (int from = 0; from < writes.size(); from += 25) {
        Map<String, List<WriteRequest>> pending = Map.of("x21-write-sharding", writes.subList(from, Math.min(from + 25, writes.size())));
        for (int attempt = 0; !pending.isEmpty() && attempt < 5; attempt++) {
            var batch = pending;
            var done = ddb.batchWriteItem(b -> b.requestItems(batch));
            pending = done.hasUnprocessedItems() ? done.unprocessedItems() : Map.of();
        }
    }
    // STARTER
    // TODO: write each order with GSI2PK = "STATUS#PENDING#" + a random 0..9, in batches of 25.
    // END SOLUTION
}

static List<String> pendingOn(DynamoDbClient ddb, String day) {
    // BEGIN SOLUTION
    var all = new ArrayList<Map<String, AttributeValue>>();
    var pool = java.util.concurrent.Executors.newFixedThreadPool(10);
    try {
        var futures = new ArrayList<java.util.concurrent.Future<List<Map<String, AttributeValue>>>>();
        for (int n = 0; n < 10; n++) {
            String shard = "STATUS#PENDING#" + n;
            futures.add(pool.submit(() -> {
                var items = new ArrayList<Map<String, AttributeValue>>();
                ddb.queryPaginator(q -> q.tableName("x21-write-sharding").indexName("GSI2")
                        .keyConditionExpression("GSI2PK = :shard AND begins_with(GSI2SK, :day)")
                        .expressionAttributeValues(values(":shard", shard, ":day", day))).items().forEach(items::add);
                return items;
            }));
        }
        for (var f : futures) all.addAll(f.get());
    } catch (Exception e) {
        throw new IllegalStateException(e);
    } finally {
        pool.shutdown();
    }
    return all.stream().sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "GSI2SK")))
            .map(i -> str(i, "orderId")).toList();
    // STARTER
    // TODO: one Query per shard (STATUS#PENDING#0 .. #9) on GSI2, merged in GSI2SK order.
    return List.of();
    // END SOLUTION
}

// %% [check]
check("21-write-sharding", ddb -> {
    placeOrders(ddb, FlashSale.orders());
    return pendingOn(ddb, FlashSale.DAY);
});
