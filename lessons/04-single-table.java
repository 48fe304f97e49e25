// %% [markdown]
// # 04 · Single-table design
//
// ## Problem
// A relational schema keeps users, addresses and orders in three tables and joins them.
// DynamoDB has no joins: with one table per entity, drawing a single account page takes one
// round trip per table.
//
// ## Pattern
// All entity types go in one table with generic key names, `PK` and `SK`. Items that are read
// together get the same partition key; together they form an **item collection**, and one
// Query returns all of it.
//
// | Access pattern | Request |
// | --- | --- |
// | a user's profile | GetItem `PK = USER#alice, SK = PROFILE` |
// | everything about a user | Query `PK = USER#alice` |
// | a user's orders, newest first | Query `PK = USER#alice AND begins_with(SK, ORDER#)`, descending |
//
// ```mermaid
// flowchart LR
//     Q["Query PK = USER#alice"] --> C
//     subgraph C["Item collection USER#alice"]
//         A["ADDRESS#home"]
//         O1["ORDER#2026-10-01#o1"]
//         O2["ORDER#2026-10-15#o2"]
//         P["PROFILE"]
//     end
// ```
//
// ## In practice
// Alice's profile, her home address and her two orders are four items under `USER#alice`.
// Each carries a `type` so the application can tell them apart.

// %%
var ddb = client();
recreateTable("p04-single-table");
seed("p04-single-table", List.of(
        item("PK", "USER#alice", "SK", "PROFILE", "type", "User", "name", "Alice", "email", "alice@example.com"),
        item("PK", "USER#alice", "SK", "ADDRESS#home", "type", "Address", "city", "London"),
        item("PK", "USER#alice", "SK", "ORDER#2026-10-01#o1", "type", "Order", "total", 42),
        item("PK", "USER#alice", "SK", "ORDER#2026-10-15#o2", "type", "Order", "total", 17)));

// %% [markdown]
// One entity, by its full key:

// %%
var profile = ddb.getItem(g -> g.tableName("p04-single-table")
        .key(key("PK", "USER#alice", "SK", "PROFILE")));
show("Alice's profile", profile.item());

// %% [markdown]
// Everything about Alice, whatever its type, in one request. Items come back sorted by `SK`,
// so `ADDRESS#` comes before `ORDER#`, and `ORDER#` before `PROFILE`.

// %%
var collection = ddb.query(q -> q.tableName("p04-single-table")
        .keyConditionExpression("PK = :pk")
        .expressionAttributeValues(values(":pk", "USER#alice")));
show("Alice's whole item collection (1 query)", collection.items());

// %% [markdown]
// The same four items drawn as a table, the way NoSQL Workbench draws an item collection: one
// partition, its items in sort-key order, each with its own attributes.

// %%
showTable("Item collection USER#alice", collection.items());

// %% [markdown]
// Only her orders, newest first: the order's date sits in the sort key, so reading the
// `ORDER#` range backwards gives the latest first.

// %%
var orders = ddb.query(q -> q.tableName("p04-single-table")
        .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
        .expressionAttributeValues(values(":pk", "USER#alice", ":prefix", "ORDER#"))
        .scanIndexForward(false));
show("Alice's orders, newest first", orders.items());

// %% [markdown]
// The application turns the rows back into typed objects with the `type` attribute. Here we
// just count them per type: the "join" was done when the items were written.

// %%
var everything = ddb.query(q -> q.tableName("p04-single-table")
        .keyConditionExpression("PK = :pk")
        .expressionAttributeValues(values(":pk", "USER#alice")));
show("Grouped by entity type", everything.items().stream()
        .collect(Collectors.groupingBy(i -> str(i, "type"), TreeMap::new, Collectors.counting())));

// %% [markdown]
// ## Why
// - Fewer requests: related data is stored pre-joined.
// - One table to run: capacity, alarms, backups, streams and permissions in one place.
// - Every access pattern is a key lookup, so latency stays flat as the data grows.
//
// ## Trade-offs
// - The access patterns must be known up front (lesson 02); ad-hoc questions are hard.
// - Mixed items are harder to read in the console; `type` and readable prefixes help.
// - A new access pattern often means a backfill: rewriting items with new keys or index attributes.
// - Separate tables remain fine for data that is never read together or has different
//   operational needs (TTL, streams, throughput). It is a tool, not a rule.
//
// ## Gotchas
// - Keep the entity's own id as a plain attribute too; parsing it out of `PK` is brittle.
// - Without an LSI an item collection can grow without limit; with one it is capped at 10 GB.
//
// ## Exercise
// Bob's account page shows his orders, newest first. Return the `orderId` of each of Bob's
// orders (his collection in `x04-single-table` also holds his profile and addresses) with one
// Query that reads his orders and nothing else.

// %% [exercise]
static List<String> latestOrders(DynamoDbClient ddb, String user) {
    // BEGIN SOLUTION
    // The orders are one slice of the user's item collection: the ORDER# prefix selects it, and
    // their SK starts with the date, so reading backwards returns the newest first.
    var response = ddb.query(q -> q.tableName("x04-single-table")
            .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
            .expressionAttributeValues(values(":pk", "USER#" + user, ":prefix", "ORDER#"))
            .scanIndexForward(false));
    return response.items().stream().map(i -> str(i, "orderId")).toList();
    // STARTER
    // TODO: one Query on "x04-single-table" for the user's ORDER# items, newest first;
    //       return the orderId attribute of each.
    return List.of();
    // END SOLUTION
}

// %% [check]
check("04-single-table", ddb -> latestOrders(ddb, "bob"));
