// %% [markdown]
// # 01 · Intro & setup: backends, the request log, the kit
//
// This course teaches DynamoDB data modelling one pattern at a time. Every lesson is a small
// Java program that creates its own table, writes a few items, and then asks DynamoDB the
// questions the pattern is built for. You read the story, then the requests it sent, then
// what came back.
//
// ## The kit
// Each lesson starts with `import static dev.ddbcourse.kit.Kit.*;`, which gives it:
//
// | call | what it does |
// | --- | --- |
// | `client()` | the course's `DynamoDbClient`, connected to the backend you chose, request log on |
// | `recreateTable(name, indexes...)` | drops and recreates a table (`PK`/`SK` strings, on demand) |
// | `item(...)`, `key(...)`, `values(...)` | attribute maps from plain Java values |
// | `seed(table, items)` | writes set-up data without logging it |
// | `show(title, value)` | prints `=== title ===` and the value as JSON |
// | `check(lesson, answer)` | runs an exercise's check |
//
// Everything else is the plain AWS SDK for Java v2: what you learn here works in your own code.
//
// ## Choosing a backend
// Set `DDB_BACKEND` (or `-Dddb.backend=...`) before running a lesson:
//
// | value | where the requests go |
// | --- | --- |
// | `embedded` (default) | the course's own DynamoDB-compatible engine, inside the lesson's JVM: nothing to install |
// | `docker` | DynamoDB Local in a container started for you (needs Docker) |
// | `endpoint` | any URL in `DDB_ENDPOINT`, e.g. the compose service or LocalStack |
// | `aws` | real DynamoDB with your AWS credentials; tables get the prefix `ddbcourse-` |
//
// The first line a lesson prints names the backend it uses.

// %%
var ddb = client();
recreateTable("p01-intro");

// %% [markdown]
// ## Reading the request log
// Every request the lesson sends is printed before its result. A line starting with `>>>`
// names the operation and the table; the indented lines under it are the parts of the request
// that decide what DynamoDB reads or writes:
//
// - `key:` the primary key (GetItem, UpdateItem) or the key condition (Query),
// - `item:` the item a PutItem writes,
// - `IndexName:`, `Limit:`, `ScanIndexForward:` when the request sets them,
// - `update:` the update expression.
//
// Placeholders such as `:pk` and `#s` are replaced by their values, so you read the request
// DynamoDB actually evaluates. Results follow as `=== title ===` blocks.
//
// A PutItem writes one item. Its key is `PK` + `SK`. Three of them, one request each:

// %%
for (var newItem : List.of(
        item("PK", "USER#ada", "SK", "PROFILE", "name", "Ada", "city", "London"),
        item("PK", "USER#ada", "SK", "NOTE#2026-10-01", "text", "first note"),
        item("PK", "USER#ada", "SK", "NOTE#2026-10-02", "text", "second note"))) {
    ddb.putItem(p -> p.tableName("p01-intro").item(newItem));
}

// %% [markdown]
// A GetItem reads one item by its full key:

// %%
var profile = ddb.getItem(g -> g.tableName("p01-intro").key(key("PK", "USER#ada", "SK", "PROFILE")));
show("Ada's profile", profile.item());

// %% [markdown]
// A Query reads the items of one partition key, sorted by sort key; `begins_with` narrows
// them to one kind of item, and `ScanIndexForward(false)` turns the order around:

// %%
var notes = ddb.query(q -> q.tableName("p01-intro")
        .keyConditionExpression("PK = :pk AND begins_with(SK, :notes)")
        .expressionAttributeValues(values(":pk", "USER#ada", ":notes", "NOTE#"))
        .scanIndexForward(false));
show("Ada's notes, newest first", notes.items().stream().map(i -> str(i, "text")).toList());

// %% [markdown]
// An UpdateItem changes attributes in place; the log shows the expression with its values:

// %%
ddb.updateItem(u -> u.tableName("p01-intro")
        .key(key("PK", "USER#ada", "SK", "PROFILE"))
        .updateExpression("SET #c = :city")
        .expressionAttributeNames(names("#c", "city"))
        .expressionAttributeValues(values(":city", "Cambridge")));
show("Ada's city", str(ddb.getItem(g -> g.tableName("p01-intro")
        .key(key("PK", "USER#ada", "SK", "PROFILE"))).item(), "city"));

// %% [markdown]
// ## What next
// - `./course list` shows the lessons and your exercises; `./course check 03` checks one.
// - Set `COURSE_SHOW_COST=1` to see what each request cost: items read, and units in the table's
//   billing mode (request units on demand, as here; RCU and WCU when provisioned).
// - Every lesson is also a notebook in `notebooks/`, with the same code and the same log.
