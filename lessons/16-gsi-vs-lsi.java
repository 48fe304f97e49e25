// %% [markdown]
// # 16 · GSI or LSI: consistency, size, and an index added later
//
// ## Problem
// A table keeps orders under their customer: `PK = CUSTOMER#<id>`, `SK = ORDER#<id>`. The app lists
// a customer's orders newest first and must show an order the moment it is placed. Months later a
// new screen wants every pending order, across all customers. Both are a different key on the same
// items: a secondary index. DynamoDB has two kinds, and they differ in more than their keys.
//
// ## Pattern
// | | Local secondary index (LSI) | Global secondary index (GSI) |
// | --- | --- | --- |
// | key | the table's partition key, another sort key | any partition key, optional sort key |
// | created | with the table (CreateTable) only | with the table, or later with UpdateTable |
// | reads | eventually or strongly consistent | eventually consistent only |
// | size | an item collection (one partition key value, with its LSI entries) stays under 10 GB | no limit per key value |
// | capacity | the table's | its own (on a provisioned table, its own read and write units) |
// | how many | up to 5 per table | up to 20 per table (a default quota) |
//
// So: an LSI when the partition key stays and you need another order inside it, with
// read-after-write consistency, and you know it when the table is made; a GSI for everything else,
// and for every access pattern found after launch.
//
// ## In practice
// Table `p16-gsi-vs-lsi` is created with the LSI `ByDate` (sort key `orderDate`), and five orders.

// %%
import java.time.Duration;

var ddb = client();
recreateTable("p16-gsi-vs-lsi", lsi("ByDate", "orderDate"));
seed("p16-gsi-vs-lsi", List.of(
        item("PK", "CUSTOMER#c1", "SK", "ORDER#o1", "orderDate", "2026-10-02", "status", "SHIPPED", "total", 40),
        item("PK", "CUSTOMER#c1", "SK", "ORDER#o2", "orderDate", "2026-09-14", "status", "PENDING", "total", 15),
        item("PK", "CUSTOMER#c1", "SK", "ORDER#o3", "orderDate", "2026-10-11", "status", "PENDING", "total", 72),
        item("PK", "CUSTOMER#c2", "SK", "ORDER#o4", "orderDate", "2026-10-05", "status", "PENDING", "total", 33),
        item("PK", "CUSTOMER#c2", "SK", "ORDER#o5", "orderDate", "2026-08-30", "status", "SHIPPED", "total", 18)));

// %% [markdown]
// Carol (`c1`) places an order. The PutItem asks for `ReturnItemCollectionMetrics: SIZE`: on a table
// with an LSI, DynamoDB answers with the size of the item collection the write touched, as a range
// in GB. Right after it, a strongly consistent Query of the LSI lists her orders newest first, and
// the new one is there.

// %%
var placed = ddb.putItem(p -> p.tableName("p16-gsi-vs-lsi")
        .item(item("PK", "CUSTOMER#c1", "SK", "ORDER#o6", "orderDate", "2026-10-20", "status", "PENDING", "total", 25))
        .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE));
var metrics = placed.itemCollectionMetrics();
show("ItemCollectionMetrics", Map.of("ItemCollectionKey", str(metrics.itemCollectionKey(), "PK"),
        "SizeEstimateRangeGB", metrics.sizeEstimateRangeGB()));

var newest = ddb.query(q -> q.tableName("p16-gsi-vs-lsi").indexName("ByDate")
        .keyConditionExpression("PK = :customer")
        .expressionAttributeValues(values(":customer", "CUSTOMER#c1"))
        .scanIndexForward(false).limit(3).consistentRead(true));
show("Carol's newest orders", newest.items().stream().map(o -> str(o, "orderDate") + " " + str(o, "SK")).toList());

// %% [markdown]
// ### An LSI cannot be added later
// Suppose Carol's orders should also sort by `total`. UpdateTable changes indexes only through
// `GlobalSecondaryIndexUpdates`; it has no member for local secondary indexes. The most a request
// can bring for one is the new sort key's attribute definition, and DynamoDB refuses it as no change
// at all (a control-plane call, so the log does not show it; the error is shown below):

// %%
try {
    ddb.updateTable(u -> u.tableName("p16-gsi-vs-lsi")
            .attributeDefinitions(AttributeDefinition.builder().attributeName("total").attributeType(ScalarAttributeType.N).build()));
} catch (DynamoDbException refused) {
    show("UpdateTable for an LSI on total", refused.awsErrorDetails().errorCode() + ": " + refused.awsErrorDetails().errorMessage());
}

// %% [markdown]
// The ways out: a GSI with `PK` as its partition key and `total` as its sort key (eventually
// consistent), sorting the customer's orders in the application, or a new table with the LSI and a
// copy of the data.
//
// ### The 10 GB item collection
// Every item of `CUSTOMER#c1` and its `ByDate` entries form one item collection, and with an LSI on
// the table it may not pass 10 GB. No lesson fills 10 GB, so the course's engine lowers the limit to
// 4,000 bytes for one write (`itemCollectionLimit`). On DynamoDB Local and AWS the limit stays at
// 10 GB: the step is skipped there, and the call says so.

// %%
if (itemCollectionLimit(4_000)) {
    try {
        ddb.putItem(p -> p.tableName("p16-gsi-vs-lsi")
                .item(item("PK", "CUSTOMER#c1", "SK", "ORDER#o7", "orderDate", "2026-10-21", "status", "PENDING",
                        "total", 90, "giftNote", "Happy birthday! ".repeat(120))));
    } catch (ItemCollectionSizeLimitExceededException full) {
        show("Carol's order o7", "refused: " + full.getClass().getSimpleName());
    }
    ddb.putItem(p -> p.tableName("p16-gsi-vs-lsi")
            .item(item("PK", "CUSTOMER#c2", "SK", "ORDER#o8", "orderDate", "2026-10-21", "status", "PENDING", "total", 12)));
    itemCollectionLimit(10L * 1024 * 1024 * 1024);
}

// %% [markdown]
// A full collection refuses every write that would grow it, for that partition key value only:
// Dan (`c2`) still places his order, and deleting or shrinking Carol's items makes room. Watch
// `SizeEstimateRangeGB` in a table whose collections can grow without end, or choose a GSI, which
// has no such limit.
//
// ### A GSI added to a table with data
// The new screen: pending orders across customers, oldest first. UpdateTable adds the GSI
// `ByStatus` (`status`, `orderDate`). On AWS, DynamoDB then copies the existing items into it
// (backfilling), which can take a long time for a large table: the table is `UPDATING`, the index
// `CREATING` with `Backfilling: true`, and the index cannot be read yet. The engine plays those
// states on its clock (`tableStates`: three minutes of UPDATING); DynamoDB Local makes the index
// ACTIVE at once, so there the states below read ACTIVE and the refused Query is skipped.

// %%
var slowUpdates = tableStates(Duration.ZERO, Duration.ofMinutes(3), Duration.ZERO);
ddb.updateTable(u -> u.tableName("p16-gsi-vs-lsi")
        .attributeDefinitions(AttributeDefinition.builder().attributeName("status").attributeType(ScalarAttributeType.S).build(),
                AttributeDefinition.builder().attributeName("orderDate").attributeType(ScalarAttributeType.S).build())
        .globalSecondaryIndexUpdates(g -> g.create(c -> c.indexName("ByStatus")
                .keySchema(KeySchemaElement.builder().attributeName("status").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("orderDate").keyType(KeyType.RANGE).build())
                .projection(p -> p.projectionType(ProjectionType.ALL)))));

Supplier<Map<String, Object>> states = () -> {
    var table = ddb.describeTable(d -> d.tableName("p16-gsi-vs-lsi")).table();
    var index = table.globalSecondaryIndexes().get(0);
    var out = new LinkedHashMap<String, Object>();
    out.put("TableStatus", table.tableStatusAsString());
    out.put("ByStatus IndexStatus", index.indexStatusAsString());
    out.put("Backfilling", Boolean.TRUE.equals(index.backfilling()));
    return out;
};
Supplier<QueryRequest.Builder> pendingOrders = () -> QueryRequest.builder().tableName("p16-gsi-vs-lsi").indexName("ByStatus")
        .keyConditionExpression("#status = :pending")
        .expressionAttributeNames(names("#status", "status"))
        .expressionAttributeValues(values(":pending", "PENDING"));
show("Right after UpdateTable", states.get());

if (slowUpdates) {
    try {
        ddb.query(pendingOrders.get().build());
    } catch (DynamoDbException backfilling) {
        show("Query while backfilling", backfilling.awsErrorDetails().errorMessage());
    }
    advanceClock(Duration.ofMinutes(3));
    tableStates(Duration.ZERO, Duration.ZERO, Duration.ZERO);
}
quietly(() -> {
    // On AWS: wait for the backfill (it is the index that must be ACTIVE, not only the table).
    while (!"ACTIVE".equals(states.get().get("ByStatus IndexStatus"))) {
        try {
            Thread.sleep(5_000);
        } catch (InterruptedException stop) {
            throw new IllegalStateException(stop);
        }
    }
});
show("Once backfilled", states.get());

// %% [markdown]
// The index holds the orders written before it existed. Queried, it answers the new access
// pattern; asked for a strongly consistent read, DynamoDB refuses: a GSI is updated after the table,
// asynchronously, and cannot promise to have the latest write.

// %%
var pending = ddb.query(pendingOrders.get().build());
show("Pending orders, oldest first", pending.items().stream().map(o -> str(o, "orderDate") + " " + str(o, "PK") + " " + str(o, "SK")).toList());
try {
    ddb.query(pendingOrders.get().consistentRead(true).build());
} catch (DynamoDbException refused) {
    show("ConsistentRead on a GSI", refused.awsErrorDetails().errorMessage());
}

// %% [markdown]
// ## Why
// An LSI lives with its table's partition: the items of one partition key value and their index
// entries are stored together, so DynamoDB can read them consistently and must fit them where a
// partition can hold them, hence the 10 GB and the choice at creation time. A GSI is a separate,
// re-partitioned copy kept up to date in the background: any key, added whenever needed, sized
// without limit, read eventually consistently.
//
// ## Trade-offs
// - An LSI's reads and writes use the table's capacity; a GSI on a provisioned table has its own, and
//   a GSI short of write capacity throttles the table's writes that feed it.
// - Every index adds to the cost of every write that changes its keys or projected attributes, and
//   to storage. Project what the index's readers need (lesson 20).
// - A Query of an LSI may ask for an attribute the index does not project: DynamoDB fetches it from
//   the table, at the cost of another read. A GSI returns only what it projects.
// - Backfilling a GSI on a large table takes time (and write capacity, on a provisioned index): add
//   it before the feature that needs it ships.
//
// ## Gotchas
// - An LSI must be in the CreateTable request. If a partition's order might change later, a GSI
//   with the table's partition key is the only index you can still add.
// - `ItemCollectionMetrics` comes back only when asked for (`ReturnItemCollectionMetrics: SIZE`) and
//   only on tables with an LSI; the range is an estimate, not a measurement.
// - `ConsistentRead: true` on a GSI is an error, not a silent downgrade to an eventually consistent
//   read.
// - Query a GSI only once its own `IndexStatus` is `ACTIVE`. The SDK's `waitUntilTableExists`
//   waits for the table's status, not for its indexes: poll DescribeTable for the index.
//
// ## Exercise
// The table `x16-gsi-vs-lsi` holds support tickets under their customer: `PK = CUSTOMER#<id>`,
// `SK = TICKET#<id>`, with a `title`, an `assignee` (some tickets have none yet) and `openedAt`
// (ISO-8601). A new screen shows an agent's tickets, oldest first, by title. Add the index it needs
// to the existing table with one UpdateTable (and wait until it is ACTIVE), then answer the screen
// with one Query of that index.

// %% [exercise]
static void addAgentIndex(DynamoDbClient ddb) throws InterruptedException {
    // BEGIN SOLUTION
    ddb.updateTable(u -> u.tableName("x16-gsi-vs-lsi")
            .attributeDefinitions(AttributeDefinition.builder().attributeName("assignee").attributeType(ScalarAttributeType.S).build(),
                    AttributeDefinition.builder().attributeName("openedAt").attributeType(ScalarAttributeType.S).build())
            .globalSecondaryIndexUpdates(g -> g.create(c -> c.indexName("ByAssignee")
                    .keySchema(KeySchemaElement.builder().attributeName("assignee").keyType(KeyType.HASH).build(),
                            KeySchemaElement.builder().attributeName("openedAt").keyType(KeyType.RANGE).build())
                    // The screen shows titles: the index carries them, nothing more.
                    .projection(p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes("title")))));
    while (ddb.describeTable(d -> d.tableName("x16-gsi-vs-lsi")).table().globalSecondaryIndexes().stream()
            .anyMatch(index -> index.indexStatus() != IndexStatus.ACTIVE)) {
        Thread.sleep(1_000); // backfilling: minutes on AWS
    }
    // STARTER
    // TODO: one UpdateTable on "x16-gsi-vs-lsi": the attribute definitions of the new index's keys and a
    //       GlobalSecondaryIndexUpdates Create (key schema, projection). Then wait until DescribeTable
    //       shows the index ACTIVE.
    todo("add the index for an agent's tickets");
    // END SOLUTION
}

static List<String> ticketsOf(DynamoDbClient ddb, String agent) {
    // BEGIN SOLUTION
    return ddb.query(q -> q.tableName("x16-gsi-vs-lsi").indexName("ByAssignee")
                    .keyConditionExpression("assignee = :agent")
                    .expressionAttributeValues(values(":agent", agent)))
            .items().stream().map(ticket -> str(ticket, "title")).toList();
    // STARTER
    // TODO: one Query of your new index for the agent; return the titles, oldest ticket first.
    return todo("the agent's ticket titles, oldest first");
    // END SOLUTION
}

// %% [check]
check("16-gsi-vs-lsi", ddb -> {
    addAgentIndex(ddb);
    return ticketsOf(ddb, "ana");
});
