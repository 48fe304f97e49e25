///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/24-time-series.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson24
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
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

class Lesson24 {

    public static void main(String[] args) throws Exception {
        say("""
            # 24 · Time series: bucketed keys and a table per period

            ## Problem
            Devices send a reading every hour, for years. With `PK = DEVICE#d1` every reading of a device
            lands in one partition that grows without end, and a time-ordered partition key such as
            `PK = DATE#2026-10-14` sends every device's writes of the day to one hot partition. Old
            readings are rarely read but cost as much to keep as new ones.

            ## Pattern
            Put the device **and** a period in the partition key: `DEVICE#d1#2026-10-14` (day buckets; month
            buckets for slower series), and the timestamp in the sort key. Each partition is bounded (24
            readings a day here), writes spread over every device's current bucket, and a time range is one
            Query per bucket it touches, with the range in the key condition.

            | Question | Requests |
            | --- | --- |
            | d1, 14 Oct 20:00 to 15 Oct 04:00 | Query `DEVICE#d1#2026-10-14`, `SK >= ...T20:00`; Query `DEVICE#d1#2026-10-15`, `SK <= ...T04:00` |
            | d1, today so far | Query `DEVICE#d1#<today>` |

            One step further, a **table per period** (`readings-2026-10`): the application writes to the
            current one, lowers the provisioned capacity of the previous ones with UpdateTable, and deletes a
            whole table when it passes the retention period: one DeleteTable, instead of deleting items one
            by one.

            ## In practice
            Devices d1 and d2, one reading per hour from 12 October 00:00 UTC up to 16 October 09:00 UTC.
            Time here comes from fixed instants, so the lesson prints the same thing every run.
            """);

        code("""
            var ddb = client();
            recreateTable("p24-time-series");
            var day = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);
            var firstReading = Instant.parse("2026-10-12T00:00:00Z");
            var lastReading = Instant.parse("2026-10-16T09:00:00Z");
            var readings = new ArrayList<Map<String, AttributeValue>>();
            for (var device : List.of("d1", "d2")) {
                for (var t = firstReading; !t.isAfter(lastReading); t = t.plus(Duration.ofHours(1))) {
                    int hour = t.atZone(ZoneOffset.UTC).getHour();
                    readings.add(item("PK", "DEVICE#" + device + "#" + day.format(t), "SK", t.toString(),
                            "celsius", (device.equals("d1") ? 18 : 21) + hour % 7));
                }
            }
            seed("p24-time-series", readings);
            show("Readings written", readings.size());
            """);

        var ddb = client();
        recreateTable("p24-time-series");
        var day = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);
        var firstReading = Instant.parse("2026-10-12T00:00:00Z");
        var lastReading = Instant.parse("2026-10-16T09:00:00Z");
        var readings = new ArrayList<Map<String, AttributeValue>>();
        for (var device : List.of("d1", "d2")) {
            for (var t = firstReading; !t.isAfter(lastReading); t = t.plus(Duration.ofHours(1))) {
                int hour = t.atZone(ZoneOffset.UTC).getHour();
                readings.add(item("PK", "DEVICE#" + device + "#" + day.format(t), "SK", t.toString(),
                        "celsius", (device.equals("d1") ? 18 : 21) + hour % 7));
            }
        }
        seed("p24-time-series", readings);
        show("Readings written", readings.size());

        say("""
            A range across midnight: the buckets it touches, one Query each, with the range's ends in the key
            conditions. The log shows what each Query read.
            """);

        code("""
            showCost(true);
            BiFunction<Instant, Instant, List<String>> d1Between = (from, to) -> {
                var out = new ArrayList<String>();
                for (var date = LocalDate.ofInstant(from, ZoneOffset.UTC); !date.isAfter(LocalDate.ofInstant(to, ZoneOffset.UTC));
                     date = date.plusDays(1)) {
                    var bucket = "DEVICE#d1#" + date;
                    var response = ddb.query(q -> q.tableName("p24-time-series")
                            .keyConditionExpression("PK = :bucket AND SK BETWEEN :from AND :to")
                            .expressionAttributeValues(values(":bucket", bucket, ":from", from.toString(), ":to", to.toString())));
                    response.items().forEach(i -> out.add(str(i, "SK") + " " + str(i, "celsius")));
                }
                return out;
            };
            show("d1 from 14 Oct 20:00 to 15 Oct 04:00",
                    d1Between.apply(Instant.parse("2026-10-14T20:00:00Z"), Instant.parse("2026-10-15T04:00:00Z")));
            showCost(false);
            """);

        showCost(true);
        BiFunction<Instant, Instant, List<String>> d1Between = (from, to) -> {
            var out = new ArrayList<String>();
            for (var date = LocalDate.ofInstant(from, ZoneOffset.UTC); !date.isAfter(LocalDate.ofInstant(to, ZoneOffset.UTC));
                 date = date.plusDays(1)) {
                var bucket = "DEVICE#d1#" + date;
                var response = ddb.query(q -> q.tableName("p24-time-series")
                        .keyConditionExpression("PK = :bucket AND SK BETWEEN :from AND :to")
                        .expressionAttributeValues(values(":bucket", bucket, ":from", from.toString(), ":to", to.toString())));
                response.items().forEach(i -> out.add(str(i, "SK") + " " + str(i, "celsius")));
            }
            return out;
        };
        show("d1 from 14 Oct 20:00 to 15 Oct 04:00",
                d1Between.apply(Instant.parse("2026-10-14T20:00:00Z"), Instant.parse("2026-10-15T04:00:00Z")));
        showCost(false);

        say("""
            Two Queries, 9 readings read, 9 returned: `BETWEEN` on the ISO-8601 sort key works in every
            bucket, since a bucket's keys all fall inside its day. Each Query reads only its part of the
            range, and the buckets come back in order, so joining them needs no sorting.

            ### A table per month
            The same readings can also go to one table per month. Three months exist: August's, September's
            and October's (the current one), all provisioned at 10 read and 10 write units. October takes
            the writes.
            """);

        code("""
            Function<String, String> created = table -> {
                ddb.createTable(c -> c.tableName(table)
                        .attributeDefinitions(AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build(),
                                AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.S).build())
                        .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                                KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build())
                        .provisionedThroughput(t -> t.readCapacityUnits(10L).writeCapacityUnits(10L)));
                ddb.waiter().waitUntilTableExists(w -> w.tableName(table));
                return table;
            };
            var months = List.of("p24-time-series-2026-08", "p24-time-series-2026-09", "p24-time-series-2026-10");
            quietly(() -> months.forEach(table -> {
                try {
                    ddb.deleteTable(d -> d.tableName(table));
                    ddb.waiter().waitUntilTableNotExists(w -> w.tableName(table));
                } catch (ResourceNotFoundException absent) {
                    // a fresh start: nothing to delete
                }
                created.apply(table);
            }));

            Supplier<Map<String, Object>> capacities = () -> {
                var out = new LinkedHashMap<String, Object>();
                for (var table : months) {
                    try {
                        var throughput = ddb.describeTable(d -> d.tableName(table)).table().provisionedThroughput();
                        out.put(table, "RCU " + throughput.readCapacityUnits() + ", WCU " + throughput.writeCapacityUnits());
                    } catch (ResourceNotFoundException deleted) {
                        out.put(table, "deleted");
                    }
                }
                return out;
            };
            show("The month tables", capacities.get());

            var latest = readings.get(readings.size() - 1);
            var written = ddb.putItem(p -> p.tableName("p24-time-series-2026-10").item(latest)
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            show("A reading written to the current month", Map.of("SK", str(latest, "SK"),
                    "WCU", written.consumedCapacity().capacityUnits()));
            """);

        Function<String, String> created = table -> {
            ddb.createTable(c -> c.tableName(table)
                    .attributeDefinitions(AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build(),
                            AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.S).build())
                    .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                            KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build())
                    .provisionedThroughput(t -> t.readCapacityUnits(10L).writeCapacityUnits(10L)));
            ddb.waiter().waitUntilTableExists(w -> w.tableName(table));
            return table;
        };
        var months = List.of("p24-time-series-2026-08", "p24-time-series-2026-09", "p24-time-series-2026-10");
        quietly(() -> months.forEach(table -> {
            try {
                ddb.deleteTable(d -> d.tableName(table));
                ddb.waiter().waitUntilTableNotExists(w -> w.tableName(table));
            } catch (ResourceNotFoundException absent) {
                // a fresh start: nothing to delete
            }
            created.apply(table);
        }));

        Supplier<Map<String, Object>> capacities = () -> {
            var out = new LinkedHashMap<String, Object>();
            for (var table : months) {
                try {
                    var throughput = ddb.describeTable(d -> d.tableName(table)).table().provisionedThroughput();
                    out.put(table, "RCU " + throughput.readCapacityUnits() + ", WCU " + throughput.writeCapacityUnits());
                } catch (ResourceNotFoundException deleted) {
                    out.put(table, "deleted");
                }
            }
            return out;
        };
        show("The month tables", capacities.get());

        var latest = readings.get(readings.size() - 1);
        var written = ddb.putItem(p -> p.tableName("p24-time-series-2026-10").item(latest)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        show("A reading written to the current month", Map.of("SK", str(latest, "SK"),
                "WCU", written.consumedCapacity().capacityUnits()));

        say("""
            September is over: its readings are only read now and then, and never written. Its capacity goes
            down to 2 read and 1 write units with UpdateTable. August is past a two-month retention: the
            whole table goes, with one DeleteTable. (Both are control-plane calls, which the request log does
            not show; the capacities below come from DescribeTable.)
            """);

        code("""
            ddb.updateTable(u -> u.tableName("p24-time-series-2026-09")
                    .provisionedThroughput(t -> t.readCapacityUnits(2L).writeCapacityUnits(1L)));
            ddb.waiter().waitUntilTableExists(w -> w.tableName("p24-time-series-2026-09"));
            ddb.deleteTable(d -> d.tableName("p24-time-series-2026-08"));
            ddb.waiter().waitUntilTableNotExists(w -> w.tableName("p24-time-series-2026-08"));

            show("The month tables, after", capacities.get());
            """);

        ddb.updateTable(u -> u.tableName("p24-time-series-2026-09")
                .provisionedThroughput(t -> t.readCapacityUnits(2L).writeCapacityUnits(1L)));
        ddb.waiter().waitUntilTableExists(w -> w.tableName("p24-time-series-2026-09"));
        ddb.deleteTable(d -> d.tableName("p24-time-series-2026-08"));
        ddb.waiter().waitUntilTableNotExists(w -> w.tableName("p24-time-series-2026-08"));

        show("The month tables, after", capacities.get());

        say("""
            ## Why
            A bucket bounds a partition's size and spreads the writes of many devices over many partitions;
            a range read stays a handful of key-condition Queries. A table per period turns the age of data
            into something the table settings can follow: capacity (or the table class, Standard-IA, for
            rarely read tables) per period, and retention as one DeleteTable.

            ## Trade-offs
            - A range read costs one Query per bucket it touches: pick the bucket so common ranges touch one
              or two (days for "last 48 hours", months for "last year by day").
            - Per-period tables need code that knows which table holds which time, a job that creates the
              next table before it is needed, and reads across periods that query more than one table.
            - TTL (lesson 14) deletes old items one by one, free of write cost: enough when one table is
              fine; the per-period table wins when whole periods go at once.

            ## Gotchas
            - Bucket by UTC, in one format: the bucket must follow from the timestamp alone.
            - A bucketed partition key still gets hot when one device writes faster than a partition takes
              (1,000 write units a second): split the bucket finer, or shard it (lesson 21).
            - Create next month's table ahead of time: CreateTable takes a while on AWS.
            - On AWS a table's provisioned capacity can be raised at any time but lowered at most 27 times a
              UTC day (up to four in the first hour, then one in each hour after one without a decrease);
              DescribeTable's `NumberOfDecreasesToday` counts them. DynamoDB Local accepts the numbers but
              does not enforce them.
            """);

        say("""
            ## Exercise
            The table `x24-time-series` holds device readings bucketed by day: `PK = DEVICE#<device>#<yyyy-MM-dd>`
            (UTC) and `SK` = the reading's instant in ISO-8601 (`2026-10-14T07:30:00Z`, also in `takenAt`), one
            reading every 30 minutes. Return the `SK` of every reading of a device from `now` minus 48 hours to `now`,
            both ends included, **newest first**. Take the time from `now` (never the wall clock), read only
            the readings you return, and let DynamoDB do the ordering: one Query per day bucket the range
            touches.

            Open `exercises/24-time-series.java`, replace the TODO, then run `./course check 24`.
            """);
    }
}
