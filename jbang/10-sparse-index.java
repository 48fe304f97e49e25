///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/10-sparse-index.java by `./course generate`: edit the lesson, not this file. (The lesson.)
//JAVA 17+
//DEPS software.amazon.awssdk:bom:2.57.8@pom
//DEPS software.amazon.awssdk:dynamodb
//DEPS software.amazon.awssdk:url-connection-client
//DEPS com.fasterxml.jackson.core:jackson-databind:2.21.8
//DEPS org.assertj:assertj-core:3.27.7
//DEPS org.testcontainers:testcontainers:1.21.4
//DEPS org.slf4j:slf4j-nop:1.7.36
//SOURCES ../kit/src/main/java/**/*.java
//SOURCES ../engine/src/main/java/**/*.java
//FILES course.json=../course.json
//MAIN Lesson10
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
import java.util.concurrent.atomic.AtomicInteger;

class Lesson10 {

    public static void main(String[] args) throws Exception {
        say("""
            # 10 · Sparse index

            ## Problem
            We want "all open orders" (or "all VIP users"): a small subset of a big table. A Scan with a
            filter reads every item, and bills every item it reads, to return the few that match.

            ## Pattern
            A GSI holds only the items that have its key attributes. So we give those attributes only to
            the items of the subset, and take them away when an item leaves it.

            | Action | Request |
            | --- | --- |
            | read the open orders | Query `OpenOrders`: `openOrdersPK = OPEN` |
            | close an order | UpdateItem `... REMOVE openOrdersPK, openSince` |

            ## In practice
            1,000 orders, of which every 200th is open. Only the open ones carry `openOrdersPK` and
            `openSince`, the index's partition and sort keys.
            """);

        var ddb = client();
        recreateTable("p10-sparse-index", gsi("OpenOrders", "openOrdersPK", "openSince"));

        var orders = new ArrayList<Map<String, AttributeValue>>();
        for (int n = 0; n < 1000; n++) {
            var id = "ORDER#%04d".formatted(n);
            orders.add(n % 200 == 0
                    ? item("PK", id, "SK", "ORDER", "status", "OPEN",
                            "openOrdersPK", "OPEN", "openSince", "2026-10-%02d".formatted(n / 100 + 1))
                    : item("PK", id, "SK", "ORDER", "status", "CLOSED"));
        }
        batchPut("p10-sparse-index", orders);

        say("""
            The first rows of the table beside the whole index: only the orders that carry
            `openOrdersPK` are in it.
            """);

        showIndex("p10-sparse-index", "OpenOrders", 4);

        say("""
            The Query reads the index only. `ScannedCount` says how many items it examined; we compare it
            with the size of the table (counted by a Scan that is not part of the lesson, so not logged).
            A Scan counts exactly on every backend, whereas DescribeTable's `ItemCount` is refreshed by
            DynamoDB only every few hours.
            """);

        var open = ddb.query(q -> q.tableName("p10-sparse-index").indexName("OpenOrders")
                .keyConditionExpression("openOrdersPK = :open")
                .expressionAttributeValues(values(":open", "OPEN")));
        show("Open orders (read from the index only)", open.items().stream().map(i -> str(i, "PK")).toList());

        var tableSize = new AtomicInteger();
        quietly(() -> ddb.scanPaginator(s -> s.tableName("p10-sparse-index").select(Select.COUNT))
                .forEach(page -> tableSize.addAndGet(page.count())));
        show("Items examined", Map.of("index_query", open.scannedCount(), "table_size", tableSize.get()));

        say("""
            Closing an order removes the two attributes, and with them the order's entry in the index.
            """);

        ddb.updateItem(u -> u.tableName("p10-sparse-index")
                .key(key("PK", "ORDER#0000", "SK", "ORDER"))
                .updateExpression("SET #s = :closed REMOVE openOrdersPK, openSince")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":closed", "CLOSED")));

        var stillOpen = ddb.query(q -> q.tableName("p10-sparse-index").indexName("OpenOrders")
                .keyConditionExpression("openOrdersPK = :open")
                .expressionAttributeValues(values(":open", "OPEN")));
        show("After closing ORDER#0000", stillOpen.items().stream().map(i -> str(i, "PK")).toList());

        say("""
            The query examined 5 items, not 1,000. A Scan filtering on `status = OPEN` would have read all
            1,000 to return the same five.

            ## Why
            The cost of the query follows the size of the subset, not of the table. The index stays
            small, and only the items in it cost index writes and storage.

            ## Trade-offs
            - The application must add and remove the attributes at the right moments; a bug leaves
              stale entries in the index.
            - A constant partition key (`OPEN`) puts the whole subset in one partition: fine while it is
              small and quiet, shard it when it is not.

            ## Gotchas
            - Index key attributes must be strings, numbers or binary. A boolean cannot be a key: use
              `"Y"` or a timestamp.
            - To leave the index, REMOVE the attribute. Setting an index key to an empty string is
              rejected with a ValidationException.
            """);

        say("""
            ## Exercise
            The table `x10-sparse-index` holds orders shaped like this lesson's: `PK = ORDER#<nnnn>`,
            `SK = ORDER`, a `status`, and on the open ones `openOrdersPK = OPEN` and `openSince`, the keys
            of the `OpenOrders` index. Close an order and record the day in `closedOn`: afterwards its
            `status` is `CLOSED` and it is no longer in the index. One request.

            Open `exercises/10-sparse-index.java`, replace the TODO, then run `./course check 10`.
            """);
    }
}
