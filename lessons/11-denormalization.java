// %% [markdown]
// # 11 · Denormalization and duplication
//
// ## Problem
// A screen lists a customer's orders with the customer's name. Normalised, that is a Query for
// the orders plus a read of the customer. Repeated on every screen, the extra reads add latency
// and cost.
//
// ## Pattern
// Copy data to where it is read. Two common forms:
// - **Duplicate** small, rarely changing fields onto the child items (the name on each order).
// - **Embed** a small, bounded collection in one item as a map or list (a customer's addresses).
//
// When the source changes, every copy changes: in one transaction when the copies must agree,
// or later from a stream when a short lag is acceptable.
//
// ## In practice
// Carol's profile and her three orders, each order carrying `customerName`.

// %%
var ddb = client();
recreateTable("p11-denormalization");
seed("p11-denormalization", List.of(
        item("PK", "CUST#c1", "SK", "PROFILE", "type", "Customer", "name", "Carol"),
        item("PK", "CUST#c1", "SK", "ORDER#o1", "type", "Order", "customerName", "Carol"),
        item("PK", "CUST#c1", "SK", "ORDER#o2", "type", "Order", "customerName", "Carol"),
        item("PK", "CUST#c1", "SK", "ORDER#o3", "type", "Order", "customerName", "Carol")));

// %% [markdown]
// The orders screen is one Query, and the name comes with each order: no second read.

// %%
var orders = ddb.query(q -> q.tableName("p11-denormalization")
        .keyConditionExpression("PK = :customer AND begins_with(SK, :orders)")
        .expressionAttributeValues(values(":customer", "CUST#c1", ":orders", "ORDER#")));
show("Orders with customer name (1 query, no join)",
        orders.items().stream().map(i -> List.of(str(i, "SK"), str(i, "customerName"))).toList());

// %% [markdown]
// Embedding: Carol's few addresses fit in one map, read with one GetItem.

// %%
// A sorted map, so the request log prints the addresses in the same order on every run.
var addresses = new TreeMap<String, Object>(Map.of(
        "home", Map.of("city", "London"),
        "work", Map.of("city", "Leeds")));
ddb.putItem(p -> p.tableName("p11-denormalization")
        .item(item("PK", "CUST#c1", "SK", "ADDRESSES", "addresses", addresses)));
var stored = ddb.getItem(g -> g.tableName("p11-denormalization")
        .key(key("PK", "CUST#c1", "SK", "ADDRESSES")));
show("Embedded addresses", stored.item().get("addresses"));

// %% [markdown]
// Carol becomes Carol Smith. The profile and the three copies change in one TransactWriteItems:
// all four updates apply, or none does. Which readers see them agree depends on the read. A
// GetItem, and a TransactGetItems of several items, are serializable with the transaction: they
// see all of it or none of it (a TransactGetItems that meets it while it commits is refused with
// a TransactionConflict). A Query, a Scan or a BatchGetItem is only read-committed: it never
// sees a change that did not commit, but one running while the transaction commits can return
// some copies old and others new. GSIs and streams also receive the changes after the commit.

// %%
var newName = "Carol Smith";
var renames = new ArrayList<TransactWriteItem>();
renames.add(TransactWriteItem.builder().update(u -> u.tableName("p11-denormalization")
        .key(key("PK", "CUST#c1", "SK", "PROFILE"))
        .updateExpression("SET #name = :name")
        .expressionAttributeNames(names("#name", "name"))
        .expressionAttributeValues(values(":name", newName))).build());
for (var orderId : List.of("o1", "o2", "o3")) {
    renames.add(TransactWriteItem.builder().update(u -> u.tableName("p11-denormalization")
            .key(key("PK", "CUST#c1", "SK", "ORDER#" + orderId))
            .updateExpression("SET customerName = :name")
            .expressionAttributeValues(values(":name", newName))).build());
}
var renamed = ddb.transactWriteItems(t -> t.transactItems(renames)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
show("Write request units of the rename", renamed.consumedCapacity().get(0).capacityUnits());

var everything = ddb.query(q -> q.tableName("p11-denormalization")
        .keyConditionExpression("PK = :customer")
        .expressionAttributeValues(values(":customer", "CUST#c1")));
// The profile holds `name`, each order its copy `customerName`; ADDRESSES has neither (null).
Function<Map<String, AttributeValue>, String> nameOn =
        i -> i.containsKey("name") ? str(i, "name") : str(i, "customerName");
show("After rename, all copies updated",
        everything.items().stream().map(i -> Arrays.asList(str(i, "SK"), nameOn.apply(i))).toList());

// %% [markdown]
// One rename became four writes, applied all or nothing, and a transactional write costs two
// write units per item (per 1 KB): 8 units where four plain updates would cost 4. That is the
// price of the cheap reads.
//
// ## Why
// Reads take one request and stay cheap, and most applications read far more than they write.
// The join is computed once, at write time, instead of on every read.
//
// ## Trade-offs
// Writes do more work, copies can drift apart if one is forgotten, and bigger items cost more
// read and write units.
//
// Rules of thumb:
// - Duplicate what never or rarely changes: names, creation dates, a product's title at order time.
// - Do not duplicate what changes fast (stock levels, counters): reference it.
// - Embed only a small, bounded collection. An unbounded list eventually hits the 400 KB item limit
//   (lesson 22 splits such an item).
//
// ## Gotchas
// - Sometimes the copy is the truth: the price at order time must not follow the catalogue.
// - A transaction holds at most 100 actions. A larger fan-out needs a stream or batches.
//
// ## Exercise
// Rename a customer of the table `x11-denormalization`, shaped like this lesson's: the profile
// `CUST#<id>` / `PROFILE` with `name`, and each order `CUST#<id>` / `ORDER#<id>` with a copy in
// `customerName`. You do not know the order ids: find them with one Query, then change the
// profile and every order in one TransactWriteItems.

// %% [exercise]
static void renameCustomer(DynamoDbClient ddb, String customerId, String newName) {
    // BEGIN SOLUTION
    // Find the copies with one Query, then change them all in one all-or-nothing transaction.
    var customer = "CUST#" + customerId;
    var orders = ddb.query(q -> q.tableName("x11-denormalization")
            .keyConditionExpression("PK = :customer AND begins_with(SK, :orders)")
            .expressionAttributeValues(values(":customer", customer, ":orders", "ORDER#")));
    var updates = new ArrayList<TransactWriteItem>();
    updates.add(TransactWriteItem.builder().update(u -> u.tableName("x11-denormalization")
            .key(key("PK", customer, "SK", "PROFILE"))
            .updateExpression("SET #name = :name")
            .expressionAttributeNames(names("#name", "name"))
            .expressionAttributeValues(values(":name", newName))).build());
    for (var order : orders.items()) {
        updates.add(TransactWriteItem.builder().update(u -> u.tableName("x11-denormalization")
                .key(key("PK", customer, "SK", str(order, "SK")))
                .updateExpression("SET customerName = :name")
                .expressionAttributeValues(values(":name", newName))).build());
    }
    ddb.transactWriteItems(t -> t.transactItems(updates));
    // STARTER
    // TODO: one Query for the customer's orders on "x11-denormalization", then one
    //       TransactWriteItems that sets `name` on the profile and `customerName` on each order.
    // END SOLUTION
}

// %% [check]
check("11-denormalization", ddb -> { renameCustomer(ddb, "c7", "Dan Brown"); return null; });
