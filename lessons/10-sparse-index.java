// %% [markdown]
// # 10 · Sparse index
//
// ## Problem
// We want "all open orders" (or "all VIP users"): a small subset of a big table. A Scan with a
// filter reads every item, and bills every item it reads, to return the few that match.
//
// ## Pattern
// A GSI holds only the items that have its key attributes. So we give those attributes only to
// the items of the subset, and take them away when an item leaves it.
//
// | Action | Request |
// | --- | --- |
// | read the open orders | Query `OpenOrders`: `openOrdersPK = OPEN` |
// | close an order | UpdateItem `... REMOVE openOrdersPK, openSince` |
//
// ## In practice
// 1,000 orders, of which every 200th is open. Only the open ones carry `openOrdersPK` and
// `openSince`, the index's partition and sort keys.

// %%
var ddb = client();
recreateTable("p10-sparse-index", gsi("OpenOrders", "openOrdersPK", "openSince"));

var orders = new ArrayList<Map<String, AttributeValue>>();
for (int n = 0; n < 1000; n++) {
    var id = "ORDER#%04d".formatted(n);
    orders.add(n % 200 == 0
            ? item("PK", id, "SK", "ORDER", "status", "OPEN",
                    "openOrdersPK", "OPEN", "openSince", "2026-10-%02d".formatted(n / 100 + 1))
            : item("PK", id, "SK", "ORDER", "status", "CLOSED"));
}
batchPut("p10-sparse-index", orders);

// %% [markdown]
// The first rows of the table beside the whole index: only the orders that carry
// `openOrdersPK` are in it.

// %%
showIndex("p10-sparse-index", "OpenOrders", 4);

// %% [markdown]
// The Query reads the index only. `ScannedCount` says how many items it examined; we compare it
// with the size of the table (counted by a Scan that is not part of the lesson, so not logged).
// A Scan counts exactly on every backend, whereas DescribeTable's `ItemCount` is refreshed by
// DynamoDB only every few hours.

// %%
import java.util.concurrent.atomic.AtomicInteger;

var open = ddb.query(q -> q.tableName("p10-sparse-index").indexName("OpenOrders")
        .keyConditionExpression("openOrdersPK = :open")
        .expressionAttributeValues(values(":open", "OPEN")));
show("Open orders (read from the index only)", open.items().stream().map(i -> str(i, "PK")).toList());

var tableSize = new AtomicInteger();
quietly(() -> ddb.scanPaginator(s -> s.tableName("p10-sparse-index").select(Select.COUNT))
        .forEach(page -> tableSize.addAndGet(page.count())));
show("Items examined", Map.of("index_query", open.scannedCount(), "table_size", tableSize.get()));

// %% [markdown]
// Closing an order removes the two attributes, and with them the order's entry in the index.

// %%
ddb.updateItem(u -> u.tableName("p10-sparse-index")
        .key(key("PK", "ORDER#0000", "SK", "ORDER"))
        .updateExpression("SET #s = :closed REMOVE openOrdersPK, openSince")
        .expressionAttributeNames(names("#s", "status"))
        .expressionAttributeValues(values(":closed", "CLOSED")));

var stillOpen = ddb.query(q -> q.tableName("p10-sparse-index").indexName("OpenOrders")
        .keyConditionExpression("openOrdersPK = :open")
        .expressionAttributeValues(values(":open", "OPEN")));
show("After closing ORDER#0000", stillOpen.items().stream().map(i -> str(i, "PK")).toList());

// %% [markdown]
// The query examined 5 items, not 1,000. A Scan filtering on `status = OPEN` would have read all
// 1,000 to return the same five.
//
// ## Why
// The cost of the query follows the size of the subset, not of the table. The index stays
// small, and only the items in it cost index writes and storage.
//
// ## Trade-offs
// - The application must add and remove the attributes at the right moments; a bug leaves
//   stale entries in the index.
// - A constant partition key (`OPEN`) puts the whole subset in one partition: fine while it is
//   small and quiet, shard it when it is not.
//
// ## Gotchas
// - Index key attributes must be strings, numbers or binary. A boolean cannot be a key: use
//   `"Y"` or a timestamp.
// - To leave the index, REMOVE the attribute. Setting an index key to an empty string is
//   rejected with a ValidationException.
//
// ## Exercise
// The table `x10-sparse-index` holds orders shaped like this lesson's: `PK = ORDER#<nnnn>`,
// `SK = ORDER`, a `status`, and on the open ones `openOrdersPK = OPEN` and `openSince`, the keys
// of the `OpenOrders` index. Close an order and record the day in `closedOn`: afterwards its
// `status` is `CLOSED` and it is no longer in the index. One request.

// %% [exercise]
static void closeOrder(DynamoDbClient ddb, String orderId, String closedOn) {
    // BEGIN SOLUTION
    // REMOVE drops the index keys, so the order leaves OpenOrders in the same write.
    ddb.updateItem(u -> u.tableName("x10-sparse-index")
            .key(key("PK", orderId, "SK", "ORDER"))
            .updateExpression("SET #s = :closed, closedOn = :day REMOVE openOrdersPK, openSince")
            .expressionAttributeNames(names("#s", "status"))
            .expressionAttributeValues(values(":closed", "CLOSED", ":day", closedOn)));
    // STARTER
    // TODO: one UpdateItem on "x10-sparse-index" (key PK = orderId, SK = "ORDER") that closes
    //       the order and takes it out of the OpenOrders index.
    // END SOLUTION
}

// %% [check]
check("10-sparse-index", ddb -> { closeOrder(ddb, "ORDER#0042", "2026-10-20"); return null; });
