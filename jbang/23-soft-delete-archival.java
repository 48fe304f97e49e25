///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/23-soft-delete-archival.java by `./course generate`: edit the lesson, not this file. (The lesson.)
//JAVA 17+
//DEPS software.amazon.awssdk:bom:2.57.8@pom
//DEPS software.amazon.awssdk:dynamodb
//DEPS software.amazon.awssdk:dynamodb-enhanced
//DEPS software.amazon.awssdk:url-connection-client
//DEPS com.fasterxml.jackson.core:jackson-databind:2.21.8
//DEPS org.assertj:assertj-core:3.27.7
//DEPS org.testcontainers:testcontainers:1.21.4
//DEPS org.apache.lucene:lucene-core:9.12.3
//DEPS org.slf4j:slf4j-nop:1.7.36
//SOURCES ../kit/src/main/java/**/*.java
//SOURCES ../engine/src/main/java/**/*.java
//FILES course.json=../course.json
//MAIN Lesson23
//RUNTIME_OPTIONS -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:disable -Xlog:all=warning:stderr -Xlog:cds*=error:stderr
//CDS

import static dev.ddbcourse.kit.Kit.*;
import dev.ddbcourse.kit.Kit;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;
import java.time.Duration;

class Lesson23 {

    public static void main(String[] args) throws Exception {
        say("""
            # 23 · Soft delete and archival

            ## Problem
            A user deletes a document by mistake and wants it back. An auditor asks for last year's deleted
            documents. The hot table should still hold only what the application shows: every list read, every
            index entry and every stored byte of old data costs. A plain DeleteItem loses the document at once;
            keeping everything forever fills the table.

            ## Pattern
            Two steps, each on a feature the earlier lessons used:

            - **Soft delete**: mark the item instead of deleting it. The lists read a sparse `Active` index
              (lesson 10) whose key only live items carry: the delete is an UpdateItem that sets `deletedAt`
              and REMOVEs the index key, so the item leaves every list but can still be read by key, and an
              undo puts the key back.
            - **Archival**: the soft delete also sets `expiresAt` for when the bin is emptied (lesson 14's TTL). When TTL
              deletes the item, the table's stream carries a REMOVE record with the item's old image, and a
              consumer copies it to an archive table before it is gone for good. TTL's REMOVE records name the
              DynamoDB service as `userIdentity`; a user's own DeleteItem (say, an erasure request) has none,
              and is not archived.

            | Step | Request |
            | --- | --- |
            | list live documents | Query `Active`: `activeWs = 'WS#acme'` |
            | soft delete | UpdateItem `SET deletedAt = :now, expiresAt = :emptyBin REMOVE activeWs` |
            | undo | UpdateItem `SET activeWs = :ws REMOVE deletedAt, expiresAt` |
            | archive | stream consumer: REMOVE with `userIdentity.principalId = dynamodb.amazonaws.com` -> PutItem of `OldImage` into the archive |

            ## In practice
            The workspace `WS#acme` has four documents in `p23-soft-delete-archival`. Each live one carries
            `activeWs`, the partition key of the `Active` index. The table gets TTL on `expiresAt` and a stream
            with old and new images; the archive is a second table, `p23-soft-delete-archival-archive`. The bin
            keeps a document for 12 hours.
            """);

        code("""
            var ddb = client();
            recreateTable("p23-soft-delete-archival", gsi("Active", "activeWs", "SK"));
            recreateTable("p23-soft-delete-archival-archive");
            seed("p23-soft-delete-archival", List.of(
                    item("PK", "WS#acme", "SK", "DOC#001", "title", "Roadmap", "activeWs", "WS#acme"),
                    item("PK", "WS#acme", "SK", "DOC#002", "title", "Meeting notes", "activeWs", "WS#acme"),
                    item("PK", "WS#acme", "SK", "DOC#003", "title", "Salary review", "activeWs", "WS#acme"),
                    item("PK", "WS#acme", "SK", "DOC#004", "title", "Draft post", "activeWs", "WS#acme")));
            ddb.updateTimeToLive(u -> u.tableName("p23-soft-delete-archival")
                    .timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
            ddb.updateTable(u -> u.tableName("p23-soft-delete-archival")
                    .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));

            Supplier<List<String>> liveTitles = () -> ddb.query(q -> q.tableName("p23-soft-delete-archival").indexName("Active")
                    .keyConditionExpression("activeWs = :ws").expressionAttributeValues(values(":ws", "WS#acme")))
                    .items().stream().map(i -> str(i, "title")).toList();
            show("Live documents", liveTitles.get());
            """);

        var ddb = client();
        recreateTable("p23-soft-delete-archival", gsi("Active", "activeWs", "SK"));
        recreateTable("p23-soft-delete-archival-archive");
        seed("p23-soft-delete-archival", List.of(
                item("PK", "WS#acme", "SK", "DOC#001", "title", "Roadmap", "activeWs", "WS#acme"),
                item("PK", "WS#acme", "SK", "DOC#002", "title", "Meeting notes", "activeWs", "WS#acme"),
                item("PK", "WS#acme", "SK", "DOC#003", "title", "Salary review", "activeWs", "WS#acme"),
                item("PK", "WS#acme", "SK", "DOC#004", "title", "Draft post", "activeWs", "WS#acme")));
        ddb.updateTimeToLive(u -> u.tableName("p23-soft-delete-archival")
                .timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
        ddb.updateTable(u -> u.tableName("p23-soft-delete-archival")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));

        Supplier<List<String>> liveTitles = () -> ddb.query(q -> q.tableName("p23-soft-delete-archival").indexName("Active")
                .keyConditionExpression("activeWs = :ws").expressionAttributeValues(values(":ws", "WS#acme")))
                .items().stream().map(i -> str(i, "title")).toList();
        show("Live documents", liveTitles.get());

        say("""
            ### Soft delete, and undo
            Two documents go to the bin: "Meeting notes" and "Draft post". Each is one UpdateItem: `deletedAt`
            and `expiresAt` set, `activeWs` removed. From here the log shows what each request cost: the update
            pays for the table write and for deleting the item's index entry.
            """);

        code("""
            showCost(true);
            long now = clockNow().getEpochSecond();
            Consumer<String> softDelete = doc -> ddb.updateItem(u -> u.tableName("p23-soft-delete-archival")
                    .key(key("PK", "WS#acme", "SK", doc))
                    .updateExpression("SET deletedAt = :now, expiresAt = :purge REMOVE activeWs")
                    .expressionAttributeValues(values(":now", now, ":purge", now + 12 * 3600)));
            softDelete.accept("DOC#002");
            softDelete.accept("DOC#004");
            show("Live documents", liveTitles.get());
            """);

        showCost(true);
        long now = clockNow().getEpochSecond();
        Consumer<String> softDelete = doc -> ddb.updateItem(u -> u.tableName("p23-soft-delete-archival")
                .key(key("PK", "WS#acme", "SK", doc))
                .updateExpression("SET deletedAt = :now, expiresAt = :purge REMOVE activeWs")
                .expressionAttributeValues(values(":now", now, ":purge", now + 12 * 3600)));
        softDelete.accept("DOC#002");
        softDelete.accept("DOC#004");
        show("Live documents", liveTitles.get());

        say("""
            The documents are still in the table, so the bin is a read by key, and undo is an update that gives
            the index key back and takes the expiry away. "Draft post" comes back:
            """);

        code("""
            var binned = ddb.getItem(g -> g.tableName("p23-soft-delete-archival").key(key("PK", "WS#acme", "SK", "DOC#004"))).item();
            var inTheBin = new LinkedHashMap<String, Object>();
            inTheBin.put("title", str(binned, "title"));
            inTheBin.put("deletedAt set", binned.containsKey("deletedAt"));
            show("DOC#004 in the bin", inTheBin);
            ddb.updateItem(u -> u.tableName("p23-soft-delete-archival")
                    .key(key("PK", "WS#acme", "SK", "DOC#004"))
                    .updateExpression("SET activeWs = :ws REMOVE deletedAt, expiresAt")
                    .expressionAttributeValues(values(":ws", "WS#acme")));
            show("Live documents", liveTitles.get());
            """);

        var binned = ddb.getItem(g -> g.tableName("p23-soft-delete-archival").key(key("PK", "WS#acme", "SK", "DOC#004"))).item();
        var inTheBin = new LinkedHashMap<String, Object>();
        inTheBin.put("title", str(binned, "title"));
        inTheBin.put("deletedAt set", binned.containsKey("deletedAt"));
        show("DOC#004 in the bin", inTheBin);
        ddb.updateItem(u -> u.tableName("p23-soft-delete-archival")
                .key(key("PK", "WS#acme", "SK", "DOC#004"))
                .updateExpression("SET activeWs = :ws REMOVE deletedAt, expiresAt")
                .expressionAttributeValues(values(":ws", "WS#acme")));
        show("Live documents", liveTitles.get());

        say("""
            ### A user's delete, and TTL's
            "Salary review" must go for good at once (an erasure request): a plain DeleteItem. Then 13 hours
            pass: the lesson moves the engine's clock and runs the TTL sweep, which deletes "Meeting notes",
            past its `expiresAt`. On DynamoDB Local neither happens (its clock is the real one and it never
            deletes expired items), so the stream has no TTL record there; on AWS TTL deletes the item within a
            few days of its `expiresAt`.

            The stream shows every change since it was enabled: the three updates, then two REMOVE records.
            The request log marks the one TTL made with `(TTL)`.
            """);

        code("""
            ddb.deleteItem(d -> d.tableName("p23-soft-delete-archival").key(key("PK", "WS#acme", "SK", "DOC#003")));
            advanceClock(Duration.ofHours(13));
            sweepExpiredItems();
            var records = streamReader("p23-soft-delete-archival").read();
            """);

        ddb.deleteItem(d -> d.tableName("p23-soft-delete-archival").key(key("PK", "WS#acme", "SK", "DOC#003")));
        advanceClock(Duration.ofHours(13));
        sweepExpiredItems();
        var records = streamReader("p23-soft-delete-archival").read();

        say("""
            What tells the two REMOVE records apart is `userIdentity`: absent on the user's delete, the
            DynamoDB service on TTL's. Both carry the item as it was in `OldImage`: the only copy left.
            """);

        code("""
            var removes = new LinkedHashMap<String, String>();
            for (var r : records) {
                if (!r.eventNameAsString().equals("REMOVE")) continue;
                var who = r.userIdentity() == null ? "none (the application's DeleteItem)"
                        : r.userIdentity().type() + " " + r.userIdentity().principalId();
                removes.put(str(r.dynamodb().oldImage(), "title"), who);
            }
            show("REMOVE records, by userIdentity", removes);
            """);

        var removes = new LinkedHashMap<String, String>();
        for (var r : records) {
            if (!r.eventNameAsString().equals("REMOVE")) continue;
            var who = r.userIdentity() == null ? "none (the application's DeleteItem)"
                    : r.userIdentity().type() + " " + r.userIdentity().principalId();
            removes.put(str(r.dynamodb().oldImage(), "title"), who);
        }
        show("REMOVE records, by userIdentity", removes);

        say("""
            ### The archiver
            The consumer gets the stream's records in batches (from a Lambda trigger, or a reader like this
            lesson's). For each REMOVE whose `userIdentity` is the DynamoDB service it writes the old image to
            the archive, keyed as it was. A batch can come twice (a consumer that fails mid-batch gets it again),
            so the write must not make a second copy: the same key makes the second put a no-op overwrite.
            """);

        code("""
            Consumer<List<software.amazon.awssdk.services.dynamodb.model.Record>> archiver = batch -> {
                for (var r : batch) {
                    boolean byTtl = r.eventNameAsString().equals("REMOVE") && r.userIdentity() != null
                            && "dynamodb.amazonaws.com".equals(r.userIdentity().principalId());
                    if (byTtl) ddb.putItem(p -> p.tableName("p23-soft-delete-archival-archive").item(r.dynamodb().oldImage()));
                }
            };
            archiver.accept(records);
            var archived = ddb.scan(s -> s.tableName("p23-soft-delete-archival-archive")).items();
            show("Archive", archived.stream().map(i -> str(i, "SK") + " " + str(i, "title")).toList());
            show("Live documents", liveTitles.get());
            """);

        Consumer<List<software.amazon.awssdk.services.dynamodb.model.Record>> archiver = batch -> {
            for (var r : batch) {
                boolean byTtl = r.eventNameAsString().equals("REMOVE") && r.userIdentity() != null
                        && "dynamodb.amazonaws.com".equals(r.userIdentity().principalId());
                if (byTtl) ddb.putItem(p -> p.tableName("p23-soft-delete-archival-archive").item(r.dynamodb().oldImage()));
            }
        };
        archiver.accept(records);
        var archived = ddb.scan(s -> s.tableName("p23-soft-delete-archival-archive")).items();
        show("Archive", archived.stream().map(i -> str(i, "SK") + " " + str(i, "title")).toList());
        show("Live documents", liveTitles.get());

        say("""
            ## Why
            A soft delete is an ordinary update, so it is atomic, cheap and undoable, and the sparse index keeps
            every list read as small as the live data. TTL then does the purge without a cleanup job and without
            write capacity, and the stream hands over each purged item at the moment it leaves: the archive gets
            exactly what TTL deleted, with no scan of the table to find it.

            ## Trade-offs
            - Every read by key must check `deletedAt` itself: only the index hides deleted items.
            - The archive write is the consumer's: Streams keep records 24 hours, so a consumer that stops for
              longer loses archive entries. It must run all the time (a Lambda trigger does), not once a month:
              this lesson reads the stream once because its bin lasts 12 hours. Alarm on the consumer's lag.
            - The archive is a table of its own: on AWS it can use the Standard-IA table class, or the consumer
              can write to S3 instead, for cheaper storage.

            ## Gotchas
            - The stream view type must include the old image (`OLD_IMAGE` or `NEW_AND_OLD_IMAGES`): with
              `KEYS_ONLY` the REMOVE record has only the key, and the item is gone from the table.
            - Until TTL gets to it, a soft-deleted item is still in the table (lesson 14): the undo works days
              after `expiresAt` on AWS, but do not promise it.
            - The copy keeps `expiresAt`: leave TTL off on the archive table (or drop the attribute in the
              copy), or the archive empties itself too.
            - `userIdentity` tells TTL from a user only in the region where the deletion happened: on a global
              table, the replicated deletions carry no such mark.
            """);

        say("""
            ## Exercise
            The table `x23-soft-delete-archival` (documents of `WS#acme`, TTL on `expiresAt`, a stream with old
            and new images) had soft deletes, an undo, a user's DeleteItem and TTL deletions; its stream records
            are handed to your archiver. Copy every item TTL deleted, unchanged (its old image), into
            `x23-soft-delete-archival-archive`, and nothing else: no item a user deleted, no live item. The check
            hands you part of the batch a second time, as a restarted consumer would get it: it must still find
            each item archived exactly once.

            Open `exercises/23-soft-delete-archival.java`, replace the TODO, then run `./course check 23`.
            """);
    }
}
