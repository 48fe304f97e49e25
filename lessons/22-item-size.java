// %% [markdown]
// # 22 · Item size: keep items small
//
// ## Problem
// A user profile grows: a card shown on every page, a long bio, an activity log that never stops.
// Kept as one item, every read of the card pays for the whole log, every new event rewrites all of
// it, and one day the write is refused: an item holds at most 400 KB.
//
// ## Pattern
// Capacity is charged by size: a write unit per 1 KB written, a read unit per 4 KB read (half for
// an eventually consistent read), always rounded up, per item. So keep what is read often small
// and apart from what is large:
//
// - vertical partitioning: one item per part, under one partition key (`USER#u1` with
//   `SK = PROFILE`, `BIO`, `ACTIVITY#<month>`), so each read takes the part it needs and one
//   Query can still take them all;
// - compress a large attribute that is only ever read whole (GZIP, stored as binary);
// - keep media in an object store (Amazon S3) and only its key in the item.
//
// ## In practice
// First the rule itself. An item's size is the sum of its attribute names and values (strings in
// UTF-8 bytes, numbers about 1 byte per 2 digits). Items of chosen sizes, written and read back:

// %%
var ddb = client();
recreateTable("p22-item-size");

record Units(int bytes, double writeUnits, double strongReadUnits, double eventualReadUnits) {}

var units = new ArrayList<Units>();
quietly(() -> {
    for (int bytes : List.of(100, 1_024, 1_025, 4_096, 4_097, 10_000, 40_000)) {
        var itemKey = key("PK", "SIZE#" + bytes, "SK", "ITEM");
        // PK + its value, SK + its value, then "data" and the padding that makes up the size
        int overhead = "PK".length() + ("SIZE#" + bytes).length() + "SK".length() + "ITEM".length() + "data".length();
        var item = new HashMap<>(itemKey);
        item.put("data", av("x".repeat(bytes - overhead)));
        var put = ddb.putItem(p -> p.tableName("p22-item-size").item(item).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        var strong = ddb.getItem(g -> g.tableName("p22-item-size").key(itemKey).consistentRead(true)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        var eventual = ddb.getItem(g -> g.tableName("p22-item-size").key(itemKey)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        units.add(new Units(bytes, put.consumedCapacity().capacityUnits(), strong.consumedCapacity().capacityUnits(),
                eventual.consumedCapacity().capacityUnits()));
    }
});
var perSize = lineChart("Request units per item size", "Each unit covers a whole 1 KB written or 4 KB read: one byte"
        + " more starts the next unit.")
        .x("item size", "bytes")
        .y("cost", "request units");
var writeCurve = new LinkedHashMap<Integer, Double>();
var strongCurve = new LinkedHashMap<Integer, Double>();
var eventualCurve = new LinkedHashMap<Integer, Double>();
for (var u : units) {
    writeCurve.put(u.bytes(), u.writeUnits());
    strongCurve.put(u.bytes(), u.strongReadUnits());
    eventualCurve.put(u.bytes(), u.eventualReadUnits());
}
chart(perSize.series("PutItem", writeCurve).series("GetItem, strongly consistent", strongCurve)
        .series("GetItem, eventually consistent", eventualCurve));

// %% [markdown]
// One byte past 1 KB doubles the write; one byte past 4 KB doubles the read. A 40 KB item costs 40
// write units each time any attribute of it changes.
//
// The profile of user u1 (the kit's sample: a card, a 6 KB bio, 5,000 activity events) as one item:

// %%
import dev.ddbcourse.kit.samples.Profile;

var profile = Profile.sample("u1");
try {
    ddb.putItem(p -> p.tableName("p22-item-size").item(item("PK", "USER#u1", "SK", "PROFILE",
            "name", profile.name(), "city", profile.city(), "avatarKey", profile.avatarKey(),
            "bio", profile.bio(), "activity", profile.activity())));
} catch (DynamoDbException refused) {
    // the request log has printed the error
}

// %% [markdown]
// Refused, whatever the capacity mode. Split vertically instead: the card, the bio, and the
// activity one item per month, all under `PK = USER#u1`.

// %%
var parts = new ArrayList<Map<String, AttributeValue>>();
parts.add(item("PK", "USER#u1", "SK", "PROFILE", "name", profile.name(), "city", profile.city(), "avatarKey", profile.avatarKey()));
parts.add(item("PK", "USER#u1", "SK", "BIO", "bio", profile.bio()));
var byMonth = new TreeMap<String, List<String>>();
for (String event : profile.activity()) byMonth.computeIfAbsent(event.substring(0, 7), m -> new ArrayList<>()).add(event);
byMonth.forEach((month, events) -> parts.add(item("PK", "USER#u1", "SK", "ACTIVITY#" + month, "events", events)));

showCost(true);
batchPut("p22-item-size", parts);

// %% [markdown]
// Each read now takes only its part: the card on every page, the latest month of activity on the
// activity tab, and everything in one Query when the user exports their data.

// %%
var card = ddb.getItem(g -> g.tableName("p22-item-size").key(key("PK", "USER#u1", "SK", "PROFILE")).consistentRead(true));
show("The card", card.item());

var latest = ddb.query(q -> q.tableName("p22-item-size")
        .keyConditionExpression("PK = :user AND begins_with(SK, :activity)")
        .expressionAttributeValues(values(":user", "USER#u1", ":activity", "ACTIVITY#"))
        .scanIndexForward(false).limit(1));
var everything = ddb.query(q -> q.tableName("p22-item-size")
        .keyConditionExpression("PK = :user")
        .expressionAttributeValues(values(":user", "USER#u1")));
showCost(false);

show("Read units per read", Map.of(
        "card (GetItem, consistent)", card.consumedCapacity().capacityUnits(),
        "latest month (Query, Limit 1)", latest.consumedCapacity().capacityUnits(),
        "whole profile (Query)", everything.consumedCapacity().capacityUnits()));

// %% [markdown]
// A month of activity is written once and only ever read whole: a good candidate for compression.
// The JDK's GZIP turns May's 1,000 events into a binary attribute.

// %%
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import software.amazon.awssdk.core.SdkBytes;

var may = String.join("\n", byMonth.get("2026-05"));
var zipped = new ByteArrayOutputStream();
try (var gzip = new GZIPOutputStream(zipped)) {
    gzip.write(may.getBytes(StandardCharsets.UTF_8));
}

showCost(true);
var plainPut = ddb.putItem(p -> p.tableName("p22-item-size")
        .item(item("PK", "USER#u1", "SK", "ACTIVITY#2026-05", "events", byMonth.get("2026-05")))
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
var zippedPut = ddb.putItem(p -> p.tableName("p22-item-size")
        .item(item("PK", "USER#u1", "SK", "ACTIVITY#2026-05", "eventsGzip", SdkBytes.fromByteArray(zipped.toByteArray())))
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
var zippedAgain = ddb.putItem(p -> p.tableName("p22-item-size")
        .item(item("PK", "USER#u1", "SK", "ACTIVITY#2026-05", "eventsGzip", SdkBytes.fromByteArray(zipped.toByteArray())))
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
var back = ddb.getItem(g -> g.tableName("p22-item-size").key(key("PK", "USER#u1", "SK", "ACTIVITY#2026-05")));
showCost(false);

String unzipped;
try (var gunzip = new GZIPInputStream(new ByteArrayInputStream(back.item().get("eventsGzip").b().asByteArray()))) {
    unzipped = new String(gunzip.readAllBytes(), StandardCharsets.UTF_8);
}
show("May's activity, plain and compressed", Map.of(
        "plain KB", Math.round(may.length() / 102.4) / 10.0,
        "gzip KB", Math.round(zipped.size() / 102.4) / 10.0,
        "write request units, plain", plainPut.consumedCapacity().capacityUnits(),
        "write request units, gzip replacing the plain item", zippedPut.consumedCapacity().capacityUnits(),
        "write request units, gzip replacing itself", zippedAgain.consumedCapacity().capacityUnits(),
        "events read back", unzipped.split("\n").length));

// %% [markdown]
// 95 KB of text shrink to about 6 KB. The first compressed write still cost 96 units: a write that
// replaces an item is billed on the larger of the old and the new item. From then on, each write of
// the month costs 7.
//
// ## Why
// Units are counted per item and rounded up, so what an access pattern pays is the size of the
// items it touches, not of the attributes it wants: a ProjectionExpression trims the response,
// not the bill. Small hot items keep the frequent reads at one unit; large parts are paid only by
// the reads that need them, and a new event rewrites one month, not the whole history.
//
// ## Trade-offs
// - Vertical partitioning turns one write into several: keep the parts that must change together
//   in one item, or write them in a transaction.
// - A compressed attribute is opaque: no condition, filter, update or projection can look inside
//   it, and every reader must unzip it. Compress what is read whole and rarely changed.
// - An object-store pointer (`avatarKey = avatars/u1.jpg` in S3) takes media of any size out of
//   the table at S3's far lower storage price, but the item and the object live in two systems:
//   no transaction spans them (write the object first, then the item; clean up orphans with a
//   lifecycle rule), and the client makes a second request, usually through a pre-signed URL.
//
// ## Gotchas
// - The 400 KB limit includes the attribute names: long names on many small attributes add up.
// - An LSI's projected copy counts toward the item's 400 KB, and its item collection toward 10 GB.
// - A Query page stops once it has read 1 MB: items near 400 KB come two or three to a page.
// - DynamoDB Local and AWS refuse the same oversized item and charge the same units; the sizes
//   GZIP reaches depend a little on the JDK's zlib.
//
// ## Exercise
// The kit's `Profile.sample("u7")` is too big for one item. Write `profileItems`, which turns a
// profile into items for `x22-item-size`, all under `PK = USER#<userId>`. The app's hot read is
// the card: `GetItem` of `SK = PROFILE`, strongly consistent, showing `name`, `city` and
// `avatarKey`; it must cost one read unit. The check writes your items, reads the card, and reads
// the partition back: nothing of the profile may be lost.

// %% [exercise]
static List<Map<String, AttributeValue>> profileItems(Profile profile) {
    // BEGIN SOLUTION
    // The card alone in PROFILE (well under 4 KB), the bio apart, the activity one item per month.
    String pk = "USER#" + profile.userId();
    var items = new ArrayList<Map<String, AttributeValue>>();
    items.add(item("PK", pk, "SK", "PROFILE", "name", profile.name(), "city", profile.city(), "avatarKey", profile.avatarKey()));
    items.add(item("PK", pk, "SK", "BIO", "bio", profile.bio()));
    var byMonth = new TreeMap<String, List<String>>();
    for (String event : profile.activity()) byMonth.computeIfAbsent(event.substring(0, 7), m -> new ArrayList<>()).add(event);
    byMonth.forEach((month, events) -> items.add(item("PK", pk, "SK", "ACTIVITY#" + month, "events", events)));
    return items;
    // STARTER
    // TODO: the items of the profile, all with PK = "USER#" + profile.userId(); the card in SK = "PROFILE".
    return List.of();
    // END SOLUTION
}

// %% [check]
check("22-item-size", ddb -> profileItems(Profile.sample("u7")));
