// %% [markdown]
// # 06 · Sortable IDs, latest first
//
// ## Problem
// Chat messages, feeds, audit logs and orders are read newest first or by time range. A String
// sort key compares byte by byte (UTF-8), and random ids (UUIDv4) or unpadded numbers in it do
// not sort by time. (A Number sort key sorts numerically; here the key is a string, since it
// holds a prefix and an id too.)
//
// ## Pattern
// Make the sort key sort by time when compared as a string:
//
// | Sort key | Example | Unique? |
// | --- | --- | --- |
// | ISO-8601 UTC timestamp + random suffix | `MSG#2026-10-04T00:00:00.000+00:00#3fa9c1` | likely: 24 random bits per millisecond |
// | ULID: 48-bit ms timestamp + 80 random bits | `MSG#01M423BP00B2ZX7BX56Z4SG3M8` | with overwhelming probability |
// | zero-padded counter | `ORDER#0000042` | needs a counter |
//
// The two common reads are then single Queries:
//
// - latest N: `PK = ROOM#x`, `ScanIndexForward = false`, `Limit = N`
// - a time range: `SK BETWEEN 'MSG#2026-10-02' AND 'MSG#2026-10-05~'`
//
// ## In practice
// Five messages per room, written out of order on purpose. Room `general` uses ISO-8601 keys
// with a short random suffix; room `random` uses ULIDs, made by a minimal helper: the 48-bit
// millisecond timestamp, then 80 random bits, in Crockford's base32.

// %% [declarations]
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

static String ulid(long epochMillis) {
    var random = new SecureRandom();
    var base32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford: no I, L, O, U
    var chars = new char[26];
    for (int i = 9; i >= 0; i--, epochMillis >>>= 5) {
        chars[i] = base32.charAt((int) (epochMillis & 31)); // 10 chars x 5 bits >= 48-bit time
    }
    for (int i = 10; i < 26; i++) {
        chars[i] = base32.charAt(random.nextInt(32)); // 16 chars x 5 bits = 80 random bits
    }
    return new String(chars);
}

// %%
var ddb = client();
recreateTable("p06-sortable-ids");

var base = Instant.parse("2026-10-01T00:00:00Z").toEpochMilli();
var iso = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSxxx").withZone(ZoneOffset.UTC);
var messages = new ArrayList<Map<String, AttributeValue>>();
for (int day : List.of(3, 1, 7, 2, 5)) { // out of order on purpose
    var millis = base + day * 86_400_000L;
    var text = "Oct " + (1 + day);
    // Option A: ISO-8601 timestamp, plus a random suffix so two messages of one millisecond
    // almost surely get different keys (24 random bits).
    var suffix = UUID.randomUUID().toString().substring(0, 6);
    messages.add(item("PK", "ROOM#general",
            "SK", "MSG#" + iso.format(Instant.ofEpochMilli(millis)) + "#" + suffix, "text", text));
    // Option B: a ULID, sortable and unique in one compact value.
    messages.add(item("PK", "ROOM#random", "SK", "MSG#" + ulid(millis), "text", text));
}
seed("p06-sortable-ids", messages);

// %% [markdown]
// The latest three messages of each room: read the partition backwards and stop after three.

// %%
Function<String, List<List<String>>> latest3 = room -> {
    var response = ddb.query(q -> q.tableName("p06-sortable-ids")
            .keyConditionExpression("PK = :pk")
            .expressionAttributeValues(values(":pk", room))
            .scanIndexForward(false)
            .limit(3));
    return response.items().stream().map(i -> List.of(str(i, "SK"), str(i, "text"))).toList();
};
show("Latest 3 (ISO-8601 keys, newest first)", latest3.apply("ROOM#general"));
show("Latest 3 (ULID keys, newest first)", latest3.apply("ROOM#random"));

// %% [markdown]
// The ULIDs look random, but they share a time-based prefix (`01M4...`), which is why they
// sort by time. A time range is a `BETWEEN` on the sort key; `~` sorts after digits and
// letters, so `'MSG#2026-10-05~'` includes every key of 5 October.

// %%
var range = ddb.query(q -> q.tableName("p06-sortable-ids")
        .keyConditionExpression("PK = :pk AND SK BETWEEN :from AND :to")
        .expressionAttributeValues(values(":pk", "ROOM#general",
                ":from", "MSG#2026-10-02", ":to", "MSG#2026-10-05~")));
show("Messages between 2 and 5 Oct", range.items().stream().map(i -> str(i, "text")).toList());

// %% [markdown]
// The counter-example: three UUIDv4s made one after the other. Sorted, their order has
// nothing to do with the order they were made in.

// %%
show("uuid4 values are not time-ordered", Stream.generate(UUID::randomUUID).limit(3)
        .map(u -> u.toString().substring(0, 8))
        .sorted()
        .toList());

// %% [markdown]
// ## Why
// Newest-first and time-range reads are one cheap Query each, and nothing is sorted in code.
// A ULID is the id and the timestamp in one value. Its 80 random bits make two ULIDs of the same
// millisecond collide with negligible probability, not never; the same holds for random
// suffixes, so a write that must not overwrite adds `attribute_not_exists(PK)` (lesson 12).
//
// ## Trade-offs
// - Time in the **sort** key is fine; time in the **partition** key (`PK = DATE#2026-10-20`)
//   makes today's partition hot. Shard it (lesson 21), or bucket it by device and day as lesson
//   24 does.
// - A ULID is not human-readable: store a readable `createdAt` too.
//
// ## Gotchas
// - Always UTC, always one format: mixing `+00:00` and `Z`, or two precisions, breaks the order.
// - Zero-pad numbers (`ORDER#0042`, not `ORDER#42`), or `10` sorts before `9`.
// - `~` sorts after letters and digits: a handy inclusive upper bound for a prefix.
// - In real code, use a ULID library rather than the helper above.
//
// ## Exercise
// A chat app loads older messages as you scroll up. Return the texts of the `n` messages of a
// room sent just **before** a given instant (in the keys' format, e.g.
// `2026-10-03T12:00:00.000+00:00`), newest first, from the table `x06-sortable-ids`. Read only
// those `n` messages: the room holds newer and older ones, and the instant belongs in the key
// condition, not in a filter or in Java.

// %% [exercise]
static List<String> messagesBefore(DynamoDbClient ddb, String room, String before, int n) {
    // BEGIN SOLUTION
    // Keys sort by time, so "sent before" is a key range: SK < 'MSG#<before>'. Read it backwards
    // (newest first) and let DynamoDB stop after n items.
    var response = ddb.query(q -> q.tableName("x06-sortable-ids")
            .keyConditionExpression("PK = :pk AND SK < :before")
            .expressionAttributeValues(values(":pk", "ROOM#" + room, ":before", "MSG#" + before))
            .scanIndexForward(false)
            .limit(n));
    return response.items().stream().map(i -> str(i, "text")).toList();
    // STARTER
    // TODO: one Query on "x06-sortable-ids" for the room's messages whose sort key is below
    //       "MSG#" + before, newest first, reading only n items; return the text of each.
    return List.of();
    // END SOLUTION
}

// %% [check]
check("06-sortable-ids", ddb -> messagesBefore(ddb, "general", "2026-10-03T12:00:00.000+00:00", 3));
