// %% [markdown]
// # 20 · GSI projections: what an index copies, and what that costs
//
// ## Problem
// A GSI is a second copy of the items, re-keyed. By default (projection ALL) it copies every
// attribute, so every write of a large item is paid again, in full, for each index. Copy too
// little and every read of the index has to go back to the table for the rest.
//
// ## Pattern
// Choose what each index copies from the reads it serves:
//
// | Projection | The index holds | A write to it costs | A Query on it returns |
// | --- | --- | --- | --- |
// | `KEYS_ONLY` | the table's and the index's keys | 1 write request unit per KB of keys | the keys: anything else takes a BatchGetItem on the table |
// | `INCLUDE` | the keys and the attributes you name | 1 write request unit per KB of those | the keys and the named attributes |
// | `ALL` | the whole item | as much as the table write | everything |
//
// Project what the screen behind the Query shows, and nothing more.
//
// ## In practice
// Orders (`PK = ORDER#<nnn>`, `SK = ORDER`) carry a `customer`, an `orderDate`, a `total`, a
// `status`, and `lines`, the order's lines as 2.8 KB of text. The customer's order history lists
// date, total and status. Three indexes with the same key, `customer` and `orderDate`, differ only
// in what they project.

// %%
var ddb = client();
recreateTable("p20-gsi-projections",
        gsi("ByCustomerKeys", "customer", "orderDate").keysOnly(),
        gsi("ByCustomerInclude", "customer", "orderDate").including("total", "status"),
        gsi("ByCustomerAll", "customer", "orderDate"));

var projections = new ArrayList<Map<String, Object>>();
for (var index : ddb.describeTable(d -> d.tableName("p20-gsi-projections")).table().globalSecondaryIndexes()) {
    projections.add(Map.of("index", index.indexName(), "projection", index.projection().projectionTypeAsString(),
            "nonKeyAttributes", index.projection().nonKeyAttributes()));
}
show("The three indexes", projections);

// %% [markdown]
// One order, written with `ReturnConsumedCapacity INDEXES`: the cost line splits the write units
// between the table and each index.

// %%
Function<Integer, Map<String, AttributeValue>> order = n -> item(
        "PK", "ORDER#%03d".formatted(n), "SK", "ORDER",
        "customer", "CUST#c" + ((n - 1) % 4 + 1), "orderDate", "2026-10-%02d".formatted((n - 1) / 4 + 1),
        "total", 20 + n, "status", n % 3 == 0 ? "SHIPPED" : "PAID",
        "lines", "1 x coffee beans 1 kg, 14.00; ".repeat(93) + "end");

showCost(true);
var written = ddb.putItem(p -> p.tableName("p20-gsi-projections").item(order.apply(1))
        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
showCost(false);

var writeUnits = new TreeMap<String, Double>();
written.consumedCapacity().globalSecondaryIndexes().forEach((name, c) -> writeUnits.put(name, c.capacityUnits()));
show("Write units per index, for one order", writeUnits);

// %% [markdown]
// The other 39 orders, then each index's size as DescribeTable reports it.

// %%
var orders = new ArrayList<Map<String, AttributeValue>>();
for (int n = 2; n <= 40; n++) orders.add(order.apply(n));
seed("p20-gsi-projections", orders);

var storage = new TreeMap<String, Object>();
for (var index : ddb.describeTable(d -> d.tableName("p20-gsi-projections")).table().globalSecondaryIndexes()) {
    storage.put(index.indexName(), Map.of("items", index.itemCount(), "bytes", index.indexSizeBytes()));
}
show("Index storage", storage);

// %% [markdown]
// The order history of customer c1 from each index. First `KEYS_ONLY`: the Query is cheap, and
// returns only keys.

// %%
showCost(true);
var keysOnly = ddb.query(q -> q.tableName("p20-gsi-projections").indexName("ByCustomerKeys")
        .keyConditionExpression("customer = :c")
        .expressionAttributeValues(values(":c", "CUST#c1")));
show("First item from ByCustomerKeys", keysOnly.items().get(0));

// %% [markdown]
// Asking the index for everything does not make it fetch from the table: DynamoDB refuses.

// %%
try {
    ddb.query(q -> q.tableName("p20-gsi-projections").indexName("ByCustomerKeys")
            .keyConditionExpression("customer = :c")
            .expressionAttributeValues(values(":c", "CUST#c1"))
            .select(Select.ALL_ATTRIBUTES));
} catch (DynamoDbException refused) {
    // the request log has printed the error
}

// %% [markdown]
// So the page needs a second request: a BatchGetItem of the ten orders from the table. Its
// ProjectionExpression trims what comes back, not what is billed: each order is read whole.

// %%
var keys = keysOnly.items().stream().map(i -> key("PK", str(i, "PK"), "SK", str(i, "SK"))).toList();
var fetched = ddb.batchGetItem(b -> b.requestItems(Map.of("p20-gsi-projections", KeysAndAttributes.builder()
        .keys(keys).projectionExpression("PK, orderDate, #t, #s")
        .expressionAttributeNames(names("#t", "total", "#s", "status")).build())));
show("Orders fetched back from the table", fetched.responses().get("p20-gsi-projections").size());

// %% [markdown]
// `INCLUDE` with `total` and `status` answers the page in one Query; `ALL` does too, reading 2.8 KB
// per order to show three small values.

// %%
var included = ddb.query(q -> q.tableName("p20-gsi-projections").indexName("ByCustomerInclude")
        .keyConditionExpression("customer = :c")
        .expressionAttributeValues(values(":c", "CUST#c1")));
show("First item from ByCustomerInclude", included.items().get(0));

var all = ddb.query(q -> q.tableName("p20-gsi-projections").indexName("ByCustomerAll")
        .keyConditionExpression("customer = :c")
        .expressionAttributeValues(values(":c", "CUST#c1")));
showCost(false);

// %% [markdown]
// Side by side, from the responses above. The last column weighs a day of 1,000 orders written
// and 20,000 history pages read; a write unit is priced 5 times a read unit (on-demand and
// provisioned alike), so the day is counted in read-unit equivalents.

// %%
record Choice(String projection, double indexWriteUnits, double pageReadUnits, double dayInReadUnits) {}

Function<String, Double> units = index -> writeUnits.get(index);
double keysPage = keysOnly.consumedCapacity().capacityUnits() + fetched.consumedCapacity().get(0).capacityUnits();
double includePage = included.consumedCapacity().capacityUnits();
double allPage = all.consumedCapacity().capacityUnits();
BiFunction<Double, Double, Double> day = (write, page) -> 1_000 * write * 5 + 20_000 * page;

var choices = List.of(
        new Choice("KEYS_ONLY", units.apply("ByCustomerKeys"), keysPage, day.apply(units.apply("ByCustomerKeys"), keysPage)),
        new Choice("INCLUDE total, status", units.apply("ByCustomerInclude"), includePage,
                day.apply(units.apply("ByCustomerInclude"), includePage)),
        new Choice("ALL", units.apply("ByCustomerAll"), allPage, day.apply(units.apply("ByCustomerAll"), allPage)));

var perRequest = barChart("Request units per projection", "INCLUDE writes as cheaply as KEYS_ONLY and reads the page"
        + " in one Query; ALL pays for the 2.8 KB of lines on both.")
        .x("projection", null)
        .y("cost", "request units");
var writeBars = new ArrayList<Object>();
var readBars = new ArrayList<Object>();
for (var c : choices) {
    writeBars.add(c.projection());
    writeBars.add(c.indexWriteUnits());
    readBars.add(c.projection());
    readBars.add(c.pageReadUnits());
}
chart(perRequest.series("index write per order", writeBars.toArray()).series("history page read", readBars.toArray()));

var dayBars = new ArrayList<Object>();
for (var c : choices) {
    dayBars.add(c.projection());
    dayBars.add(c.dayInReadUnits());
}
chart(barChart("A day of 1,000 orders and 20,000 history pages", "The page reads decide: INCLUDE costs least, ALL most.")
        .x("projection", null)
        .y("cost", "read request unit equivalents")
        .series("one day", dayBars.toArray()));

// %% [markdown]
// `INCLUDE` costs as little as `KEYS_ONLY` to write, and eleven times less to read, because the
// page never goes back to the table. `ALL` pays the 2.8 KB of `lines` on every write and every
// page.
//
// ## Why
// An index write is charged on the size of the index entry, not of the item: a small projection
// keeps index writes at 1 write request unit however large the item grows. A Query is charged on what it reads
// from the index, 4 KB per read unit; a follow-up read from the table is charged per item, whole.
// Storage follows the same sizes (AWS also bills 100 bytes of overhead per index entry).
//
// ## Trade-offs
// - A projection is fixed when the index is created: to change it, create another index and
//   delete the old one. A screen that later needs one more attribute pays the follow-up reads
//   until then.
// - `ALL` is the safe choice for an index read often and written rarely, or whose items are small:
//   then the extra copy costs little.
// - An attribute projected into an index is also written to it each time it changes: projecting a
//   counter updated every second means an index write every second.
//
// ## Gotchas
// - A GSI never fetches from the table. `Select ALL_ATTRIBUTES` on a non-ALL GSI is refused, and a
//   ProjectionExpression may name only attributes the index projects: ask the table for the rest.
//   (An LSI does fetch the missing attributes, and bills the table read.)
// - `INCLUDE` counts toward a limit of 100 projected attributes over all the table's indexes.
// - On DynamoDB Local and AWS the units are the same; AWS refreshes `IndexSizeBytes` and
//   `ItemCount` about every six hours, so the storage block reads 0 right after loading there.
//
// ## Exercise
// The table `x20-gsi-projections` holds a warehouse's orders: `PK = ORDER#<nnn>`, `SK = ORDER`,
// `warehouse`, `orderDate`, `status`, `carrier`, and a 3 KB `lines`. Its index `ByWarehouse`
// (`warehouse`, `orderDate`) serves the dispatch screen, which lists each order of a warehouse
// with its `status` and `carrier`, and is read 20 times per order written. Return the Projection
// of `ByWarehouse` with the lowest cost for writes and reads together: the check creates the
// index with it, writes the orders, reads the screen and measures both.

// %% [exercise]
static Projection byWarehouseProjection() {
    // BEGIN SOLUTION
    // The screen shows status and carrier: INCLUDE those, and the page never reads the 3 KB lines.
    return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes("status", "carrier").build();
    // STARTER
    // TODO: Projection.builder().projectionType(...)... for the ByWarehouse index.
    return todo("the projection of the dispatch screen's index");
    // END SOLUTION
}

// %% [check]
check("20-gsi-projections", ddb -> byWarehouseProjection());
