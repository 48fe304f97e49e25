// %% [markdown]
// # 17 · Capacity modes: on-demand or provisioned
//
// ## Problem
// Every table pays for its reads and writes in one of two ways, and the choice decides two things
// at once: whether a sudden morning rush is served or refused, and what the month costs.
//
// ## Pattern
// - **On-demand** (`PAY_PER_REQUEST`): no capacity to plan. Each request is billed in *request
//   units* (a write request unit per KB written, a read request unit per 4 KB read strongly, half
//   of one eventually consistently), and the table follows the traffic.
// - **Provisioned** (`PROVISIONED`): you set `ReadCapacityUnits` and `WriteCapacityUnits` per second
//   and pay for them by the hour, used or not. Traffic above them is throttled
//   (`ProvisionedThroughputExceededException`), except what *burst capacity* absorbs: DynamoDB keeps
//   up to 300 seconds of the capacity a table left unused, and spends it on a spike.
//
// On-demand is the safe default for new, spiky or unknown traffic; provisioned is cheaper for
// steady traffic you can forecast.
//
// ## In practice
// The same morning, replayed second by second on the engine's clock against both modes: half a
// minute of quiet, two orders a second, then a rush of twenty orders a second for ten seconds.
// Each order is one small item (under 1 KB, so one write unit). The engine's throughput model
// throttles as DynamoDB's published rules say, and the clock stands still while a second's
// requests go out, so every run throttles the same requests. Each write is sent once
// (`sendOnce()`): the SDK would otherwise retry a throttled write by itself, with pauses, and on a
// clock that only the lesson moves a retry cannot succeed.
//
// On DynamoDB Local nothing is ever throttled and on AWS the clock is the real one, so there the
// kit says so and the replays are skipped; the prices and the cost calculation below run
// everywhere.

// %%
import dev.ddbcourse.kit.pricing.Prices;

var ddb = client();
recreateTable("p17-capacity-modes");
boolean onEngineClock = throttling(true) && stopClock();

// One replay of the morning: the orders of each second, then the clock a second on.
record Replay(String name, Map<Integer, Integer> throttledPerSecond, int sent, double unitsConsumed) {
    int throttled() { return throttledPerSecond.values().stream().mapToInt(Integer::intValue).sum(); }
}

int[] orderNumber = {0};
BiFunction<String, List<Integer>, Replay> replay = (name, ordersPerSecond) -> {
    double[] units = {0};
    var throttledPerSecond = replaySeconds(ordersPerSecond.size(), second -> {
        int refused = 0;
        for (int i = 0; i < ordersPerSecond.get(second); i++) {
            var order = item("PK", "ORDER#" + (++orderNumber[0]), "SK", "ORDER", "status", "PLACED");
            try {
                units[0] += ddb.putItem(p -> p.tableName("p17-capacity-modes").item(order)
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).overrideConfiguration(sendOnce()))
                        .consumedCapacity().capacityUnits();
            } catch (ProvisionedThroughputExceededException e) {
                refused++;
            }
        }
        return refused;
    });
    return new Replay(name, throttledPerSecond, ordersPerSecond.stream().mapToInt(Integer::intValue).sum(), units[0]);
};

var morning = new ArrayList<Integer>();
for (int s = 0; s < 30; s++) morning.add(2);
for (int s = 0; s < 10; s++) morning.add(20);

var replays = new ArrayList<Replay>();
if (onEngineClock) quietly(() -> replays.add(replay.apply("on-demand", morning)));

// %% [markdown]
// That was the on-demand table. Now the same morning against the same table provisioned at 5 WCU,
// then at 10 WCU, both below the rush's 20 writes a second, and last the rush alone on a fresh
// 10 WCU table. A provisioned table is created with `ProvisionedThroughput` instead of a billing
// mode. The table and the chart sum up the four replays.

// %%
Function<Long, String> provisioned = wcu -> {
    quietly(() -> {
        ddb.deleteTable(d -> d.tableName("p17-capacity-modes"));
        ddb.waiter().waitUntilTableNotExists(w -> w.tableName("p17-capacity-modes"));
        ddb.createTable(c -> c.tableName("p17-capacity-modes")
                .attributeDefinitions(AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build())
                .provisionedThroughput(t -> t.readCapacityUnits(5L).writeCapacityUnits(wcu)));
        ddb.waiter().waitUntilTableExists(w -> w.tableName("p17-capacity-modes"));
    });
    return "provisioned " + wcu + " WCU";
};

if (onEngineClock) {
    quietly(() -> replays.add(replay.apply(provisioned.apply(5L), morning)));
    quietly(() -> replays.add(replay.apply(provisioned.apply(10L), morning)));
    // The rush alone, on a fresh table: no quiet half minute before it.
    quietly(() -> replays.add(replay.apply(provisioned.apply(10L) + ", rush first", morning.subList(30, 40))));

    var summary = new ArrayList<Map<String, Object>>();
    for (var r : replays) {
        summary.add(Map.of("table", r.name(), "orders sent", r.sent(), "throttled", r.throttled(),
                r.name().equals("on-demand") ? "write request units" : "WCU consumed", r.unitsConsumed()));
    }
    show("The same morning, four tables", summary);

    // Nothing is throttled in the quiet half minute: the chart shows the rush, its last ten seconds.
    var throttles = lineChart("Throttled orders per second of the rush",
            "Burst credit saved in the quiet half minute carries 10 WCU through the rush; 5 WCU runs dry, and a fresh table has none.")
            .x("second of the rush", "s")
            .y("throttled", "writes");
    for (var r : replays) {
        var rush = new LinkedHashMap<Integer, Integer>();
        int first = r.throttledPerSecond().size() - 10;
        r.throttledPerSecond().forEach((second, refused) -> { if (second >= first) rush.put(second - first, refused); });
        throttles.series(r.name(), rush);
    }
    chart(throttles);
}

// %% [markdown]
// On demand, all 260 orders were served, for 260 write request units. (A new on-demand table on
// AWS serves up to 4,000 writes and 12,000 reads a second at once; later, up to double its previous
// peak at once, and more only as it scales out, so traffic that more than doubles suddenly can be
// throttled. The engine models only the per-partition limit, which these orders, one partition
// each, never reach.) At 5 WCU the quiet half minute saved 95 units, the rush spent them in six seconds, and 60 orders
// were refused. At 10 WCU the same half minute saved 250 units, more than the rush needed above
// its 10 a second: nothing was throttled at half the peak rate. A fresh 10 WCU table meeting the
// rush first had only its first second of capacity: 100 orders refused. Throttled writes consume
// nothing; the units consumed are those of the writes that were served, counted in WCU on a
// provisioned table.
//
// ## What a month costs
// The prices below are DynamoDB's list prices for US East (N. Virginia), published by AWS and in
// effect since November 2024 (the kit's `Prices.US_EAST_1`; other Regions differ, and storage,
// the free tier and reserved capacity are left out). The units per request come from the engine,
// counted by DynamoDB's rules: one order written, one order read eventually consistently.

// %%
throttling(false);
runClock();
recreateTable("p17-capacity-modes");
var prices = Prices.US_EAST_1;
var oneWrite = ddb.putItem(p -> p.tableName("p17-capacity-modes")
        .item(item("PK", "ORDER#1", "SK", "ORDER", "status", "PLACED")).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
var oneRead = ddb.getItem(g -> g.tableName("p17-capacity-modes")
        .key(key("PK", "ORDER#1", "SK", "ORDER")).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
double unitsPerWrite = oneWrite.consumedCapacity().capacityUnits();
double unitsPerRead = oneRead.consumedCapacity().capacityUnits();

// Steady: 50 orders and 200 order reads a second, all day. Spiky: the same peak for an hour a day,
// a tenth of it the rest of the time. Provisioned capacity must cover the peak either way.
double steadyWrites = 50, steadyReads = 200;
double spikyWrites = (50 * 1 + 5 * 23) / 24.0, spikyReads = (200 * 1 + 20 * 23) / 24.0;
long peakWcu = (long) Math.ceil(50 * unitsPerWrite), peakRcu = (long) Math.ceil(200 * unitsPerRead);

double onDemandSteady = prices.onDemandPerMonth(steadyWrites * unitsPerWrite, steadyReads * unitsPerRead);
double onDemandSpiky = prices.onDemandPerMonth(spikyWrites * unitsPerWrite, spikyReads * unitsPerRead);
double provisionedPeak = prices.provisionedPerMonth(peakWcu, peakRcu);

show("A month of throughput, " + prices.region(), Map.of(
        "units per order written", unitsPerWrite,
        "units per order read (eventually consistent)", unitsPerRead,
        "provisioned for the peak", peakWcu + " WCU, " + peakRcu + " RCU: " + Prices.dollars(provisionedPeak),
        "on-demand, steady traffic", Prices.dollars(onDemandSteady),
        "on-demand, spiky traffic", Prices.dollars(onDemandSpiky)));

Function<Double, Double> cents = usd -> Math.round(usd * 100) / 100.0;
chart(barChart("Throughput cost per month, " + prices.region(),
        "Steady traffic costs less than a third as much provisioned; traffic that peaks an hour a day costs half as much on demand.")
        .x("capacity mode", null)
        .y("cost per month", "USD")
        .series("steady traffic", "on-demand", cents.apply(onDemandSteady), "provisioned", cents.apply(provisionedPeak))
        .series("spiky traffic", "on-demand", cents.apply(onDemandSpiky), "provisioned", cents.apply(provisionedPeak)));

// %% [markdown]
// Steady traffic costs $114.98 a month on demand and $33.21 provisioned: provisioned capacity that
// is used all the time is the cheaper unit. Traffic with the same peak for one hour a day costs
// $15.81 on demand, while provisioned capacity must still be sized for the peak and paid all day.
// Auto scaling narrows the gap (it moves provisioned capacity with a target utilisation, within
// minutes), but it cannot follow a spike of seconds; on-demand can.
//
// ## The other built-in features, and what they cost
// | feature | what it does | what it costs | when to want it |
// | --- | --- | --- | --- |
// | Encryption at rest | every table, index, stream and backup is encrypted on disk, always | nothing with the default AWS owned key; an AWS managed or customer managed key adds AWS KMS charges | always on; a key of your own when an auditor must control or revoke it |
// | Point-in-time recovery (PITR) | continuous backups: restore to any second of the last 1 to 35 days, into a new table | per GB-month of the table's size (data and LSIs), whatever the recovery period | any table whose loss or corruption by a bad deploy would hurt |
// | Global tables | replicas in several Regions, each writable, kept in step by DynamoDB | each write is billed again in every replica Region (replicated write units), plus storage there and data transfer between Regions | users on several continents, or a Region-wide outage you must survive |
// | DAX (DynamoDB Accelerator) | an in-memory cache cluster in front of the table: eventually consistent reads in microseconds | per node-hour, for every node of the cluster, busy or not | read-heavy traffic on the same keys, where milliseconds are too slow or the reads cost too much |
//
// ## Why
// On-demand sells capacity by the request, so an idle table costs nothing and a spike is served;
// provisioned capacity sells it by the hour, less than a third of the on-demand price per unit when
// every unit is used, and refuses what exceeds it. Burst capacity, the last five minutes of unused
// capacity, softens short spikes on a provisioned table, but only as far as it was saved.
//
// ## Trade-offs
// - Provisioned tables need a forecast and a plan for the spikes: auto scaling, capacity above
//   the peak, or an application that retries throttled requests with backoff (the SDK does).
// - On-demand costs more per unit: for traffic that is steady all day, that is several times the
//   bill.
// - A table may switch between the modes (UpdateTable `BillingMode`): to on-demand up to four
//   times in 24 hours, back to provisioned at any time.
//
// ## Gotchas
// - AWS calls burst capacity best effort: it may be spent on background maintenance, and AWS's
//   advice is not to count on it when setting provisioned capacity. The engine always keeps it.
// - Neither mode lifts the limit of one partition, 3,000 read and 1,000 write units a second: a
//   hot key throttles on demand too (lesson 21).
// - A throttled request consumes no units, but the SDK retries it by itself (with backoff), so a
//   throttle shows first as latency.
// - DynamoDB Local accepts provisioned throughput and never enforces it.
//
// ## Exercise
// A bakery's ordering app has a morning like this, replayed by the check second by second on the
// engine's clock against `x17-capacity-modes`, provisioned with what you choose:
//
// - 06:00:00 to 06:02:00 (120 seconds): each second 2 orders (PutItem, each under 1 KB) and 1
//   status read (a strongly consistent GetItem of an order, under 4 KB);
// - 06:02:00 to 06:02:20 (20 seconds): each second 15 orders and 8 status reads.
//
// Return the `ProvisionedThroughput` (read and write capacity units) under which nothing is
// throttled, at the lowest cost. The table is created afresh: in the engine's model its burst credit
// starts at one second of capacity (AWS does not say what a new table starts with) and grows with
// what the quiet minutes leave unused, up to 300 seconds' worth.

// %% [exercise]
static ProvisionedThroughput morningCapacity() {
    // BEGIN SOLUTION
    // Writes: the first second holds W units, each quiet second adds W and spends 2, each rush second
    // adds W and spends 15. 4 WCU save 244 units by the rush and still have 20 left after it; 3 WCU
    // run out in its tenth second. Reads: a read needs the balance above zero, then spends 1;
    // 2 RCU save 122 by the rush, exactly what its 160 reads need beyond the 38 units it refills.
    return ProvisionedThroughput.builder().readCapacityUnits(2L).writeCapacityUnits(4L).build();
    // STARTER
    // TODO: ProvisionedThroughput.builder().readCapacityUnits(...).writeCapacityUnits(...).build()
    return null;
    // END SOLUTION
}

// %% [check]
check("17-capacity-modes", ddb -> morningCapacity());
