///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/14-ttl.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson14
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

class Lesson14 {

    public static void main(String[] args) throws Exception {
        say("""
            # 14 · Time to Live: records that expire by themselves

            ## Problem
            Some facts are true for a while only. "The payment provider is failing: do not call it for the next
            minute." "Payment key `pay-7f3a` was used: refuse a second charge with it for a day." Cleaning such
            records up yourself takes a scheduled job that scans the table and deletes what is old, and that job
            pays for every item it reads and every item it deletes.

            ## Pattern
            Time to Live (TTL): name one attribute of the table, here `expiresAt`, and store in it a Number of
            epoch seconds (seconds since 1970-01-01 UTC). Once that time has passed, DynamoDB deletes the item by
            itself, in the background, without consuming the table's write capacity. Two rules shape the code:

            - The deletion is not immediate: AWS deletes expired items typically within a few days. Until then
              every read still returns them, so a reader compares `expiresAt` with the current time itself.
            - Only a Number counts. A String, a set, or a time more than five years in the past is ignored, and
              that item is never deleted.

            | Step | Request |
            | --- | --- |
            | switch TTL on, once per table | UpdateTimeToLive `AttributeName expiresAt, Enabled true` |
            | write a record that expires | PutItem `... expiresAt = now + 60` |
            | read it, expiry-aware | GetItem, then `expiresAt > now` in code (or a FilterExpression on a Query) |
            | write over an expired one | condition `attribute_not_exists(PK) OR expiresAt < :now` |

            ## In practice
            The table `p14-ttl` gets TTL on `expiresAt`. DescribeTimeToLive shows the setting.
            """);

        code("""
            var ddb = client();
            recreateTable("p14-ttl");
            ddb.updateTimeToLive(u -> u.tableName("p14-ttl")
                    .timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
            var ttl = ddb.describeTimeToLive(d -> d.tableName("p14-ttl")).timeToLiveDescription();
            show("TTL of p14-ttl", ttl.attributeName() + " " + ttl.timeToLiveStatusAsString());
            """);

        var ddb = client();
        recreateTable("p14-ttl");
        ddb.updateTimeToLive(u -> u.tableName("p14-ttl")
                .timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
        var ttl = ddb.describeTimeToLive(d -> d.tableName("p14-ttl")).timeToLiveDescription();
        show("TTL of p14-ttl", ttl.attributeName() + " " + ttl.timeToLiveStatusAsString());

        say("""
            ### A circuit breaker's heartbeat
            Calls to the payment provider `acme-pay` keep timing out. Rather than make every customer wait for
            the next timeout, the application opens a circuit breaker: one record `BREAKER#acme-pay` with
            `status: 'down'` and an `expiresAt` one minute from now. Before each call it reads that record with
            one GetItem: while the record says down, it answers "try again shortly" at once.

            The times are epoch seconds of the backend's clock (`clockNow()`: the course engine's clock, which
            this lesson moves; elsewhere the computer's), so the numbers differ on every run.
            """);

        code("""
            long now = clockNow().getEpochSecond();
            var breakerKey = key("PK", "BREAKER#acme-pay", "SK", "STATUS");
            ddb.putItem(p -> p.tableName("p14-ttl")
                    .item(item("PK", "BREAKER#acme-pay", "SK", "STATUS", "status", "down", "expiresAt", now + 60)));
            var breaker = ddb.getItem(g -> g.tableName("p14-ttl").key(breakerKey)).item();
            var fresh = new LinkedHashMap<String, Object>();
            fresh.put("status", str(breaker, "status"));
            fresh.put("seconds until expiresAt", Long.parseLong(str(breaker, "expiresAt")) - now);
            show("Breaker for acme-pay, just written", fresh);
            """);

        long now = clockNow().getEpochSecond();
        var breakerKey = key("PK", "BREAKER#acme-pay", "SK", "STATUS");
        ddb.putItem(p -> p.tableName("p14-ttl")
                .item(item("PK", "BREAKER#acme-pay", "SK", "STATUS", "status", "down", "expiresAt", now + 60)));
        var breaker = ddb.getItem(g -> g.tableName("p14-ttl").key(breakerKey)).item();
        var fresh = new LinkedHashMap<String, Object>();
        fresh.put("status", str(breaker, "status"));
        fresh.put("seconds until expiresAt", Long.parseLong(str(breaker, "expiresAt")) - now);
        show("Breaker for acme-pay, just written", fresh);

        say("""
            A minute and a second pass: the lesson moves the engine's clock 61 seconds. The breaker is past its
            TTL, yet the same GetItem still returns it, because nothing has deleted it yet. The expiry test in
            the code is what tells the application that the breaker is closed again.

            On DynamoDB Local and AWS the clock cannot be moved: there the lesson does not wait, it runs the
            test with a `now` 61 seconds ahead, and the item is returned all the same (DynamoDB Local never
            deletes expired items; AWS would, days later).
            """);

        code("""
            long later = advanceClock(Duration.ofSeconds(61)) ? clockNow().getEpochSecond() : now + 61;
            var pastTtl = ddb.getItem(g -> g.tableName("p14-ttl").key(breakerKey)).item();
            var expiryAware = new LinkedHashMap<String, Object>();
            expiryAware.put("item returned", !pastTtl.isEmpty());
            expiryAware.put("expiresAt already passed", Long.parseLong(str(pastTtl, "expiresAt")) < later);
            show("61 seconds later", expiryAware);
            """);

        long later = advanceClock(Duration.ofSeconds(61)) ? clockNow().getEpochSecond() : now + 61;
        var pastTtl = ddb.getItem(g -> g.tableName("p14-ttl").key(breakerKey)).item();
        var expiryAware = new LinkedHashMap<String, Object>();
        expiryAware.put("item returned", !pastTtl.isEmpty());
        expiryAware.put("expiresAt already passed", Long.parseLong(str(pastTtl, "expiresAt")) < later);
        show("61 seconds later", expiryAware);

        say("""
            The same test can go into a read as a filter: a Query on the breaker's key with
            `FilterExpression expiresAt > :now` returns nothing. From here on the log shows what each request
            cost: the filter hides the expired item, but the Query still reads it and pays for it (lesson 13's
            rule), so for a single item the GetItem and a test in code is the cheaper read.
            """);

        code("""
            showCost(true);
            var filtered = ddb.query(q -> q.tableName("p14-ttl")
                    .keyConditionExpression("PK = :pk")
                    .filterExpression("expiresAt > :now")
                    .expressionAttributeValues(values(":pk", "BREAKER#acme-pay", ":now", later)));
            var counts = new LinkedHashMap<String, Integer>();
            counts.put("Count", filtered.count());
            counts.put("ScannedCount", filtered.scannedCount());
            show("Query with the expiry filter", counts);
            """);

        showCost(true);
        var filtered = ddb.query(q -> q.tableName("p14-ttl")
                .keyConditionExpression("PK = :pk")
                .filterExpression("expiresAt > :now")
                .expressionAttributeValues(values(":pk", "BREAKER#acme-pay", ":now", later)));
        var counts = new LinkedHashMap<String, Integer>();
        counts.put("Count", filtered.count());
        counts.put("ScannedCount", filtered.scannedCount());
        show("Query with the expiry filter", counts);

        say("""
            ### Idempotency records that expire
            Lesson 12 made a payment happen once with an idempotency record, `IDEMPOTENCY#<key>`, written with
            `attribute_not_exists(PK)`. Kept forever, those records pile up; with an `expiresAt` a day ahead,
            TTL clears them, and the key protects against retries for that day. Two payments use keys now:
            `pay-7f3a` and `pay-1c44`. A retry of `pay-7f3a` within the day is refused.

            The condition says what "used" means: a record exists *and* has not expired,
            `attribute_not_exists(PK) OR expiresAt < :now`. A record past its TTL that is still stored then
            counts as absent, exactly like the breaker's read.
            """);

        code("""
            Function<String, String> useKey = idempotencyKey -> {
                long at = clockNow().getEpochSecond();
                try {
                    ddb.putItem(p -> p.tableName("p14-ttl")
                            .item(item("PK", "IDEMPOTENCY#" + idempotencyKey, "SK", "IDEMPOTENCY", "amount", 30,
                                    "expiresAt", at + 24 * 3600))
                            .conditionExpression("attribute_not_exists(PK) OR expiresAt < :now")
                            .expressionAttributeValues(values(":now", at)));
                    return "new: charge it";
                } catch (ConditionalCheckFailedException used) {
                    return "already used: do not charge";
                }
            };
            var firstDay = new LinkedHashMap<String, String>();
            firstDay.put("pay-7f3a", useKey.apply("pay-7f3a"));
            firstDay.put("pay-1c44", useKey.apply("pay-1c44"));
            firstDay.put("pay-7f3a, retried", useKey.apply("pay-7f3a"));
            show("Within the day", firstDay);
            """);

        Function<String, String> useKey = idempotencyKey -> {
            long at = clockNow().getEpochSecond();
            try {
                ddb.putItem(p -> p.tableName("p14-ttl")
                        .item(item("PK", "IDEMPOTENCY#" + idempotencyKey, "SK", "IDEMPOTENCY", "amount", 30,
                                "expiresAt", at + 24 * 3600))
                        .conditionExpression("attribute_not_exists(PK) OR expiresAt < :now")
                        .expressionAttributeValues(values(":now", at)));
                return "new: charge it";
            } catch (ConditionalCheckFailedException used) {
                return "already used: do not charge";
            }
        };
        var firstDay = new LinkedHashMap<String, String>();
        firstDay.put("pay-7f3a", useKey.apply("pay-7f3a"));
        firstDay.put("pay-1c44", useKey.apply("pay-1c44"));
        firstDay.put("pay-7f3a, retried", useKey.apply("pay-7f3a"));
        show("Within the day", firstDay);

        say("""
            Twenty-five hours later both records are past their TTL and still stored. A retry of `pay-7f3a` now
            finds an expired record, and the condition lets the put replace it: after the window the key is free
            again, which is what a one-day window means. (On DynamoDB Local and AWS, where the clock does not
            move, the records are a day from expiry and the retry is still refused.)
            """);

        code("""
            advanceClock(Duration.ofHours(25));
            show("pay-7f3a, retried 25 hours later", useKey.apply("pay-7f3a"));
            """);

        advanceClock(Duration.ofHours(25));
        show("pay-7f3a, retried 25 hours later", useKey.apply("pay-7f3a"));

        say("""
            ### The sweep
            Now TTL's own deletion: on the course engine the lesson runs the sweep (it deletes every item whose
            `expiresAt` has passed); on AWS it runs in the background and takes up to a few days. It is not a
            request from the application, so it appears in no request log; the deletions update indexes and
            appear in a stream like any other delete (lesson 23 uses that).

            What it costs is in the table's metrics, the two CloudWatch keeps for every table on AWS:
            `ConsumedWriteCapacityUnits`, the write units the table's writes consumed (here five puts of 1 unit:
            the refused put counts too, since DynamoDB bills a write whose condition fails, by the size of the
            item it found), and `TimeToLiveDeletedItemCount`. The sweep moves the second, not the first. (On DynamoDB Local there are no metrics and no sweep; on AWS, CloudWatch's graphs of the table
            show the same two figures.) A Scan afterwards shows what is left: the breaker and the unused
            `pay-1c44` are gone; the `pay-7f3a` record written a moment ago has a day to live.
            """);

        code("""
            Function<String, Object> metricsOf = table -> {
                var metrics = tableMetrics(table);
                return metrics != null ? metrics : "not on this backend (on AWS: CloudWatch's metrics of the table)";
            };
            show("p14-ttl before the sweep", metricsOf.apply("p14-ttl"));
            show("Sweep", sweepExpiredItems() ? "the engine deleted the expired items"
                    : "not on this backend: DynamoDB Local never deletes expired items, AWS within days");
            show("p14-ttl after the sweep", metricsOf.apply("p14-ttl"));
            var left = ddb.scan(s -> s.tableName("p14-ttl").consistentRead(true)).items();
            show("Left in p14-ttl", left.stream().map(i -> str(i, "PK")).toList());
            """);

        Function<String, Object> metricsOf = table -> {
            var metrics = tableMetrics(table);
            return metrics != null ? metrics : "not on this backend (on AWS: CloudWatch's metrics of the table)";
        };
        show("p14-ttl before the sweep", metricsOf.apply("p14-ttl"));
        show("Sweep", sweepExpiredItems() ? "the engine deleted the expired items"
                : "not on this backend: DynamoDB Local never deletes expired items, AWS within days");
        show("p14-ttl after the sweep", metricsOf.apply("p14-ttl"));
        var left = ddb.scan(s -> s.tableName("p14-ttl").consistentRead(true)).items();
        show("Left in p14-ttl", left.stream().map(i -> str(i, "PK")).toList());

        say("""
            ## Why
            The expiry time is data in the item, so it travels with it: one attribute replaces a cleanup job,
            and DynamoDB does the deleting without charging write capacity. Because the deletion comes late,
            the decision "is this record still valid?" stays in the reader: an item past `expiresAt` is treated
            as absent whether or not it has been deleted yet.

            ## Trade-offs
            - No exact deletion time: do not build "delete at 12:00 sharp" on TTL. The read-side test is what
              makes the expiry exact.
            - Expired items still take storage and read units until they are gone (the Query above paid for one).
            - One TTL attribute per table, and changing the setting is slow: a change can take up to an hour
              to process, and another UpdateTimeToLive within the hour is refused ("Time to live has been
              modified multiple times within a fixed interval"). Renaming the attribute is disable, wait, enable.

            ## Gotchas
            - Epoch *seconds*: a value in milliseconds lies tens of thousands of years ahead, and the item never
              expires. A String holding the number is ignored too.
            - A condition or filter on `expiresAt` needs the time from the application: DynamoDB has no "now" in
              expressions.
            - On DynamoDB Local nothing is ever deleted; on the course engine with the system clock a
              background sweep runs every second; in the lessons the sweep runs when the lesson says so.
            """);

        say("""
            ## Exercise
            The table `x14-ttl` holds circuit breakers: `PK = BREAKER#<provider>`, `SK = STATUS`, a `status`
            (`'down'` while the breaker is open) and `expiresAt` in epoch seconds. TTL is on `expiresAt`, so an
            expired breaker may still be there. Answer "may we call the payment provider now?" with one
            GetItem: `true` when there is no breaker, when it is not `down`, or when its `expiresAt` is before
            `now` (epoch seconds, given to you); `false` while a `down` breaker has not expired. The check
            trips `acme-pay` for one minute, then asks about it now and two minutes from now, and about
            `kappa-pay`, which has no breaker.

            Open `exercises/14-ttl.java`, replace the TODO, then run `./course check 14`.
            """);
    }
}
