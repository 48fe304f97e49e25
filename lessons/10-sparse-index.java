// %% [markdown]
// # 10 · Sparse index
//
// ## Problem
// We want "all open orders" or "all VIP users", a small subset of a big table. A filtered Scan
// reads, and bills, every item to find them.
//
// ## Pattern
// A GSI holds only items that have its key attributes, so only the subset's items get them,
// losing them on leaving.
//
// | Action | Request |
// | --- | --- |
// | read the open orders | Query `OpenOrders`: `openOrdersPK = OPEN` |
// | close an order | UpdateItem `... REMOVE openOrdersPK, openSince` |
//
// ## In practice
// 1,000 orders; every 200th is open and carries `openOrdersPK` and `openSince`, the index's keys.

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
// The table's first rows beside the index: only orders with `openOrdersPK` are in it.

// %%
showIndex("p10-sparse-index", "OpenOrders", 4);

// %% [markdown]
// The Query reads the index only. Its `ScannedCount` is compared with the table's size, counted
// by an unlogged Scan (DescribeTable's `ItemCount` lags by hours on DynamoDB).

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
// Closing an order removes the two attributes, and with them its index entry.

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
// The query examined 5 items, not 1,000; a Scan filtering on `status = OPEN` would read all 1,000.
//
// ## Why
// Query cost follows the subset, not the table. The index stays small; only its items cost index
// writes and storage.
//
// ## Trade-offs
// - The app must add and remove the attributes at the right time; bugs leave stale entries.
// - A constant partition key (`OPEN`) puts the subset in one partition: shard it once big or
//   busy (lesson 21).
//
// ## Gotchas
// - Index keys must be strings, numbers or binary, not booleans: use `"Y"` or a timestamp.
// - REMOVE the attribute to leave the index; an empty-string index key is rejected with a
//   ValidationException.
// - The same trick keeps deleted items out of every list while they can still be undone: lesson 23
//   (soft delete and archival) removes an `Active` index key instead of deleting the item.
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
