///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/13-filter-cost.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson13
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

class Lesson13 {

    public static void main(String[] args) throws Exception {
        say("""
            # 13 · Filter expressions vs indexes: what a read costs

            ## Problem
            We want the projects of an organisation that are on hold. `status` is not part of any key, so
            the obvious request is a Query on the organisation with a FilterExpression `status = ON_HOLD`.
            It returns the right 3 projects. What did it cost?

            ## Pattern
            A FilterExpression runs after the read. DynamoDB reads every item the key condition selects,
            bills them all, then drops the ones the filter rejects: the filter reduces what is returned,
            not what is read. To pay only for what you return, put the condition in a key: here a sparse
            index whose key only the on-hold projects carry.

            | Request | Reads | Returns |
            | --- | --- | --- |
            | Query `PK = ORG#1`, filter `status = ON_HOLD` | the org's 100 projects | 3 |
            | Scan, filter `status = ON_HOLD` | every item of the table | 3 |
            | Query `OnHold`: `onHoldPK = ORG#1` | 3 index items | 3 |

            ## In practice
            Organisation 1 has 100 projects (`PK = ORG#1`, `SK = PROJECT#nnn`), organisation 2 has 50. Each
            project carries a description of 1,008 bytes, which makes the item just over 1 KB (1,051 to
            1,065 bytes with its keys, names and status), so sizes, and capacity, are easy to see. Every
            40th project, from the second on, is `ON_HOLD` and also carries `onHoldPK` (its organisation),
            the key of the sparse index `OnHold`. The table is on-demand: it is billed in read and write
            request units. All projects but the first two go in with BatchWriteItem.
            """);

        code("""
            var ddb = client();
            recreateTable("p13-filter-cost", gsi("OnHold", "onHoldPK", "SK"));

            var description = "Lorem ipsum dolor sit amet. ".repeat(36);
            BiFunction<Integer, Integer, Map<String, AttributeValue>> newProject = (org, n) -> {
                var p = item("PK", "ORG#" + org, "SK", "PROJECT#%03d".formatted(n),
                        "status", "ACTIVE", "description", description);
                if (n % 40 == 2) {
                    p.put("status", av("ON_HOLD"));
                    p.put("onHoldPK", av("ORG#" + org));
                }
                return p;
            };
            var projects = new ArrayList<Map<String, AttributeValue>>();
            for (int org = 1; org <= 2; org++) {
                for (int n = 1; n <= (org == 1 ? 100 : 50); n++) projects.add(newProject.apply(org, n));
            }
            batchPut("p13-filter-cost", projects.subList(2, projects.size()));
            """);

        var ddb = client();
        recreateTable("p13-filter-cost", gsi("OnHold", "onHoldPK", "SK"));

        var description = "Lorem ipsum dolor sit amet. ".repeat(36);
        BiFunction<Integer, Integer, Map<String, AttributeValue>> newProject = (org, n) -> {
            var p = item("PK", "ORG#" + org, "SK", "PROJECT#%03d".formatted(n),
                    "status", "ACTIVE", "description", description);
            if (n % 40 == 2) {
                p.put("status", av("ON_HOLD"));
                p.put("onHoldPK", av("ORG#" + org));
            }
            return p;
        };
        var projects = new ArrayList<Map<String, AttributeValue>>();
        for (int org = 1; org <= 2; org++) {
            for (int n = 1; n <= (org == 1 ? 100 : 50); n++) projects.add(newProject.apply(org, n));
        }
        batchPut("p13-filter-cost", projects.subList(2, projects.size()));

        say("""
            The first two projects, written one by one with `ReturnConsumedCapacity TOTAL` (quietly: their
            descriptions would fill the log), show the size rule for writes: one write request unit per
            1 KB of item, rounded up.
            """);

        code("""
            var writeUnits = new LinkedHashMap<String, Double>();
            quietly(() -> {
                for (var project : projects.subList(0, 2)) {
                    var put = ddb.putItem(p -> p.tableName("p13-filter-cost").item(project)
                            .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
                    writeUnits.put(str(project, "SK") + " " + str(project, "status"), put.consumedCapacity().capacityUnits());
                }
            });
            show("Write request units per PutItem", writeUnits);
            """);

        var writeUnits = new LinkedHashMap<String, Double>();
        quietly(() -> {
            for (var project : projects.subList(0, 2)) {
                var put = ddb.putItem(p -> p.tableName("p13-filter-cost").item(project)
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
                writeUnits.put(str(project, "SK") + " " + str(project, "status"), put.consumedCapacity().capacityUnits());
            }
        });
        show("Write request units per PutItem", writeUnits);

        say("""
            The active project (1,051 bytes) costs 2 units. The on-hold one (1,065 bytes) costs 4: 2 for the
            table and 2 for its copy in `OnHold`. An index costs writes only for the items it holds.

            From here on every request asks for its consumed capacity, and the log adds a `cost:` line: the
            items read and the request units they cost. (On a provisioned table the same numbers are read
            and write capacity units, RCU and WCU.)

            First, the obvious way: Query the organisation, filter on `status`.
            """);

        code("""
            showCost(true);

            Supplier<QueryResponse> queryAndFilter = () -> ddb.query(q -> q.tableName("p13-filter-cost")
                    .keyConditionExpression("PK = :org")
                    .filterExpression("#s = :onHold")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":org", "ORG#1", ":onHold", "ON_HOLD"))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            var filtered = queryAndFilter.get();
            show("Query + filter", Map.of("Count", filtered.count(), "ScannedCount", filtered.scannedCount(),
                    "ReadRequestUnits", filtered.consumedCapacity().capacityUnits()));
            """);

        showCost(true);

        Supplier<QueryResponse> queryAndFilter = () -> ddb.query(q -> q.tableName("p13-filter-cost")
                .keyConditionExpression("PK = :org")
                .filterExpression("#s = :onHold")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":org", "ORG#1", ":onHold", "ON_HOLD"))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        var filtered = queryAndFilter.get();
        show("Query + filter", Map.of("Count", filtered.count(), "ScannedCount", filtered.scannedCount(),
                "ReadRequestUnits", filtered.consumedCapacity().capacityUnits()));

        say("""
            `Count` is 3, `ScannedCount` is 100: the 97 active projects were read, and billed, to be thrown
            away. A Scan with the same filter returns the same 3 projects, and reads the whole table,
            organisation 2 included.
            """);

        code("""
            var scanned = ddb.scan(s -> s.tableName("p13-filter-cost")
                    .filterExpression("#s = :onHold AND PK = :org")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":org", "ORG#1", ":onHold", "ON_HOLD"))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            show("Scan + filter", Map.of("Count", scanned.count(), "ScannedCount", scanned.scannedCount(),
                    "ReadRequestUnits", scanned.consumedCapacity().capacityUnits()));
            """);

        var scanned = ddb.scan(s -> s.tableName("p13-filter-cost")
                .filterExpression("#s = :onHold AND PK = :org")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":org", "ORG#1", ":onHold", "ON_HOLD"))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        show("Scan + filter", Map.of("Count", scanned.count(), "ScannedCount", scanned.scannedCount(),
                "ReadRequestUnits", scanned.consumedCapacity().capacityUnits()));

        say("""
            The sparse index holds only the on-hold projects. Its Query reads 3 items and returns 3.
            """);

        code("""
            Supplier<QueryResponse> queryOnHold = () -> ddb.query(q -> q.tableName("p13-filter-cost").indexName("OnHold")
                    .keyConditionExpression("onHoldPK = :org")
                    .expressionAttributeValues(values(":org", "ORG#1"))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            var indexed = queryOnHold.get();
            show("On hold, from the index", indexed.items().stream().map(i -> str(i, "SK")).toList());
            """);

        Supplier<QueryResponse> queryOnHold = () -> ddb.query(q -> q.tableName("p13-filter-cost").indexName("OnHold")
                .keyConditionExpression("onHoldPK = :org")
                .expressionAttributeValues(values(":org", "ORG#1"))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        var indexed = queryOnHold.get();
        show("On hold, from the index", indexed.items().stream().map(i -> str(i, "SK")).toList());

        say("""
            Side by side, each number taken from the responses above:
            """);

        code("""
            record Read(String request, int itemsRead, int itemsReturned, double readRequestUnits) {}

            show("What each read cost", List.of(
                    new Read("Query + filter", filtered.scannedCount(), filtered.count(), filtered.consumedCapacity().capacityUnits()),
                    new Read("Scan + filter", scanned.scannedCount(), scanned.count(), scanned.consumedCapacity().capacityUnits()),
                    new Read("Query on OnHold", indexed.scannedCount(), indexed.count(), indexed.consumedCapacity().capacityUnits())));
            showCost(false);
            """);

        record Read(String request, int itemsRead, int itemsReturned, double readRequestUnits) {}

        show("What each read cost", List.of(
                new Read("Query + filter", filtered.scannedCount(), filtered.count(), filtered.consumedCapacity().capacityUnits()),
                new Read("Scan + filter", scanned.scannedCount(), scanned.count(), scanned.consumedCapacity().capacityUnits()),
                new Read("Query on OnHold", indexed.scannedCount(), indexed.count(), indexed.consumedCapacity().capacityUnits())));
        showCost(false);

        say("""
            Now organisation 1 grows: 200, then 400, then 800 projects, one in 40 on hold as before. At each
            size the same two Queries run again (quietly, with the new projects' writes) and the chart plots
            what each read cost.
            """);

        code("""
            var filterUnits = new LinkedHashMap<Integer, Double>();
            var indexUnits = new LinkedHashMap<Integer, Double>();
            filterUnits.put(100, filtered.consumedCapacity().capacityUnits());
            indexUnits.put(100, indexed.consumedCapacity().capacityUnits());
            for (int size : List.of(200, 400, 800)) {
                // Each size doubles the last: the new projects are size/2 + 1 .. size.
                var added = IntStream.rangeClosed(size / 2 + 1, size).mapToObj(n -> newProject.apply(1, n)).toList();
                quietly(() -> {
                    batchPut("p13-filter-cost", added);
                    filterUnits.put(size, queryAndFilter.get().consumedCapacity().capacityUnits());
                    indexUnits.put(size, queryOnHold.get().consumedCapacity().capacityUnits());
                });
            }
            chart(lineChart("Read request units per Query as organisation 1 grows",
                    "The filtered Query pays for every project of the organisation; the index Query only for the on-hold ones.")
                    .x("projects in ORG#1", "projects")
                    .y("read cost", "read request units")
                    .series("Query + filter", filterUnits)
                    .series("Query on OnHold", indexUnits));
            """);

        var filterUnits = new LinkedHashMap<Integer, Double>();
        var indexUnits = new LinkedHashMap<Integer, Double>();
        filterUnits.put(100, filtered.consumedCapacity().capacityUnits());
        indexUnits.put(100, indexed.consumedCapacity().capacityUnits());
        for (int size : List.of(200, 400, 800)) {
            // Each size doubles the last: the new projects are size/2 + 1 .. size.
            var added = IntStream.rangeClosed(size / 2 + 1, size).mapToObj(n -> newProject.apply(1, n)).toList();
            quietly(() -> {
                batchPut("p13-filter-cost", added);
                filterUnits.put(size, queryAndFilter.get().consumedCapacity().capacityUnits());
                indexUnits.put(size, queryOnHold.get().consumedCapacity().capacityUnits());
            });
        }
        chart(lineChart("Read request units per Query as organisation 1 grows",
                "The filtered Query pays for every project of the organisation; the index Query only for the on-hold ones.")
                .x("projects in ORG#1", "projects")
                .y("read cost", "read request units")
                .series("Query + filter", filterUnits)
                .series("Query on OnHold", indexUnits));

        say("""
            At 800 projects the filtered Query costs 103 units and the index Query 3, for the same answer
            (the 20 on-hold projects). The filter's line climbs with every project; the index's only with
            the projects it holds.
            """);

        say("""
            ## Why
            A read is charged on the items read (their total size per request, rounded up to 4 KB: one
            unit per 4 KB strongly consistent, half a unit eventually consistent), never on the items
            returned. A key condition
            decides what is read; a filter only decides what comes back. A Scan reads everything: it is a
            correctness path (it finds the items whatever the keys), not a performance one.

            ## Trade-offs
            - The index is not free: every write of an on-hold project is also a write to `OnHold`, and the
              index stores its copies. Being sparse, it only pays for the items in it.
            - For a query run once a month, over a small item collection, the filter may be the cheaper
              choice: no index to maintain for reads that almost never happen. Weigh how often the question
              is asked against what the index costs on every write.
            - A filter still has its use: trimming a small, key-selected result (the last 20 events of a
              user, minus the deleted ones) costs little over the read itself.

            ## Gotchas
            - `Limit` counts items read, not returned: a `Limit 10` Query with a filter can return 0 items
              and a `LastEvaluatedKey`, and each page is billed in full.
            - `ScannedCount` vs `Count` in a response is the quickest way to spot a filter that pays for
              what it throws away.
            - The 1 MB page limit also applies to what is read, before the filter.
            """);

        say("""
            ## Exercise
            The table `x13-filter-cost` holds projects shaped like this lesson's: `PK = ORG#<n>`,
            `SK = PROJECT#<nnn>`, a `status`, and on the on-hold ones `onHoldPK = ORG#<n>`, the partition key
            of the `OnHold` index (its sort key is `SK`). Return the SK of each on-hold project of an
            organisation, in SK order, reading only what you return: one request, with `ScannedCount`
            equal to `Count`.

            Open `exercises/13-filter-cost.java`, replace the TODO, then run `./course check 13`.
            """);
    }
}
