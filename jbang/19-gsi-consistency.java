///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/19-gsi-consistency.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson19
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

class Lesson19 {

    public static void main(String[] args) throws Exception {
        say("""
            # 19 · GSIs are eventually consistent: reading your own writes

            ## Problem
            A customer places an order and the next screen lists the pending orders, read from a GSI. The
            new order is missing. A moment later it is there. Nothing failed: DynamoDB copies each write to
            a global secondary index asynchronously, so for a short while the index is behind its table.

            ## Pattern
            - A read by key on the base table can be strongly consistent (`ConsistentRead: true`): it sees
              every write that succeeded before it.
            - A GSI read is always eventually consistent: `ConsistentRead: true` on a GSI is refused.
            - So when a screen must show what the user has just done (read your own writes), either read the
              written item back by key, strongly consistent, or carry what you wrote forward: you know the
              item you put and the change you made, so merge them into what the index returns.

            ## In practice
            The orders of lesson 2: `PK = CUST#<id>`, `SK = ORDER#<date>#<orderId>`, and GSI2 on
            `GSI2PK = STATUS#<status>`, `GSI2SK = <date>#<orderId>`. The engine's GSI lag holds every write
            back from GSI2 for two seconds of the engine clock, and the clock stands still until the lesson
            moves it, so the index is behind on every run the same way. DynamoDB Local updates its GSIs at
            once and AWS usually within a fraction of a second: there the kit says so, the lag cannot be
            switched on, and the reads below see the new order at once.
            """);

        code("""
            var ddb = client();
            recreateTable("p19-gsi-consistency", gsi("GSI2"));
            seed("p19-gsi-consistency", List.of(
                    order("c1", "o2", "2026-10-20T08:15:00Z", "PENDING"),
                    order("c2", "o3", "2026-10-20T11:40:00Z", "PENDING")));

            Supplier<List<String>> pendingToday = () -> ddb.query(q -> q.tableName("p19-gsi-consistency").indexName("GSI2")
                    .keyConditionExpression("GSI2PK = :status AND begins_with(GSI2SK, :day)")
                    .expressionAttributeValues(values(":status", "STATUS#PENDING", ":day", "2026-10-20")))
                    .items().stream().map(i -> str(i, "orderId")).toList();

            boolean lagging = gsiLag(Duration.ofSeconds(2)) && stopClock();

            var placed = order("c1", "o4", "2026-10-20T12:05:00Z", "PENDING");
            ddb.putItem(p -> p.tableName("p19-gsi-consistency").item(placed));
            show("Pending today, from GSI2 right after the write", pendingToday.get());
            """);

        var ddb = client();
        recreateTable("p19-gsi-consistency", gsi("GSI2"));
        seed("p19-gsi-consistency", List.of(
                order("c1", "o2", "2026-10-20T08:15:00Z", "PENDING"),
                order("c2", "o3", "2026-10-20T11:40:00Z", "PENDING")));

        Supplier<List<String>> pendingToday = () -> ddb.query(q -> q.tableName("p19-gsi-consistency").indexName("GSI2")
                .keyConditionExpression("GSI2PK = :status AND begins_with(GSI2SK, :day)")
                .expressionAttributeValues(values(":status", "STATUS#PENDING", ":day", "2026-10-20")))
                .items().stream().map(i -> str(i, "orderId")).toList();

        boolean lagging = gsiLag(Duration.ofSeconds(2)) && stopClock();

        var placed = order("c1", "o4", "2026-10-20T12:05:00Z", "PENDING");
        ddb.putItem(p -> p.tableName("p19-gsi-consistency").item(placed));
        show("Pending today, from GSI2 right after the write", pendingToday.get());

        say("""
            o4 is not there: the write succeeded, but GSI2 has not received it yet. The base table has it,
            and a strongly consistent GetItem by its key says so:
            """);

        code("""
            var byKey = ddb.getItem(g -> g.tableName("p19-gsi-consistency").consistentRead(true)
                    .key(key("PK", "CUST#c1", "SK", "ORDER#2026-10-20T12:05:00Z#o4")));
            show("o4 by key, strongly consistent", byKey.item());
            """);

        var byKey = ddb.getItem(g -> g.tableName("p19-gsi-consistency").consistentRead(true)
                .key(key("PK", "CUST#c1", "SK", "ORDER#2026-10-20T12:05:00Z#o4")));
        show("o4 by key, strongly consistent", byKey.item());

        say("""
            The same guarantee cannot be asked of the index: DynamoDB refuses a consistent read of a GSI.
            """);

        code("""
            try {
                ddb.query(q -> q.tableName("p19-gsi-consistency").indexName("GSI2").consistentRead(true)
                        .keyConditionExpression("GSI2PK = :status")
                        .expressionAttributeValues(values(":status", "STATUS#PENDING")));
            } catch (DynamoDbException refused) {
                // the request log has printed the error
            }
            """);

        try {
            ddb.query(q -> q.tableName("p19-gsi-consistency").indexName("GSI2").consistentRead(true)
                    .keyConditionExpression("GSI2PK = :status")
                    .expressionAttributeValues(values(":status", "STATUS#PENDING")));
        } catch (DynamoDbException refused) {
            // the request log has printed the error
        }

        say("""
            Two seconds later on the engine clock the index has caught up:
            """);

        code("""
            advanceClock(Duration.ofSeconds(2));
            show("Pending today, from GSI2 two seconds later", pendingToday.get());
            """);

        advanceClock(Duration.ofSeconds(2));
        show("Pending today, from GSI2 two seconds later", pendingToday.get());

        say("""
            ### Reading your own writes
            The screen after "place order" must show o4 at once. The application wrote o4 itself, so it
            carries it forward: it Queries the index as before and merges in what it has just written, in
            the index's order. A change works the same way: after shipping o2, drop o2 from what the index
            still lists as pending.
            """);

        code("""
            var placedNow = order("c2", "o5", "2026-10-20T12:30:00Z", "PENDING");
            ddb.putItem(p -> p.tableName("p19-gsi-consistency").item(placedNow));
            ddb.updateItem(u -> u.tableName("p19-gsi-consistency")
                    .key(key("PK", "CUST#c1", "SK", "ORDER#2026-10-20T08:15:00Z#o2"))
                    .updateExpression("SET #s = :shipped, GSI2PK = :shippedKey")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":shipped", "SHIPPED", ":shippedKey", "STATUS#SHIPPED")));

            var fromIndex = ddb.query(q -> q.tableName("p19-gsi-consistency").indexName("GSI2")
                    .keyConditionExpression("GSI2PK = :status AND begins_with(GSI2SK, :day)")
                    .expressionAttributeValues(values(":status", "STATUS#PENDING", ":day", "2026-10-20"))).items();

            var screen = new TreeMap<String, String>();              // GSI2SK -> orderId: the index's order
            for (var i : fromIndex) screen.put(str(i, "GSI2SK"), str(i, "orderId"));
            screen.put(str(placedNow, "GSI2SK"), str(placedNow, "orderId"));   // what we wrote
            screen.remove("2026-10-20T08:15:00Z#o2");                           // what we shipped
            show("What the index returned", fromIndex.stream().map(i -> str(i, "orderId")).toList());
            show("What the screen shows", List.copyOf(screen.values()));

            advanceClock(Duration.ofSeconds(2));
            gsiLag(Duration.ZERO);
            runClock();
            show("The index, two seconds later", pendingToday.get());
            """);

        var placedNow = order("c2", "o5", "2026-10-20T12:30:00Z", "PENDING");
        ddb.putItem(p -> p.tableName("p19-gsi-consistency").item(placedNow));
        ddb.updateItem(u -> u.tableName("p19-gsi-consistency")
                .key(key("PK", "CUST#c1", "SK", "ORDER#2026-10-20T08:15:00Z#o2"))
                .updateExpression("SET #s = :shipped, GSI2PK = :shippedKey")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":shipped", "SHIPPED", ":shippedKey", "STATUS#SHIPPED")));

        var fromIndex = ddb.query(q -> q.tableName("p19-gsi-consistency").indexName("GSI2")
                .keyConditionExpression("GSI2PK = :status AND begins_with(GSI2SK, :day)")
                .expressionAttributeValues(values(":status", "STATUS#PENDING", ":day", "2026-10-20"))).items();

        var screen = new TreeMap<String, String>();              // GSI2SK -> orderId: the index's order
        for (var i : fromIndex) screen.put(str(i, "GSI2SK"), str(i, "orderId"));
        screen.put(str(placedNow, "GSI2SK"), str(placedNow, "orderId"));   // what we wrote
        screen.remove("2026-10-20T08:15:00Z#o2");                           // what we shipped
        show("What the index returned", fromIndex.stream().map(i -> str(i, "orderId")).toList());
        show("What the screen shows", List.copyOf(screen.values()));

        advanceClock(Duration.ofSeconds(2));
        gsiLag(Duration.ZERO);
        runClock();
        show("The index, two seconds later", pendingToday.get());

        say("""
            The index listed o2, o3 and o4 (not o5, still shipped o2); the screen showed o3, o4 and o5, which
            is what the index says two seconds later. One Query, no extra read: the application already had
            the facts.

            ## Why
            A GSI is a separate copy of the table's items, which DynamoDB updates in the background after
            the table write succeeds: the write does not wait for its indexes. A strongly consistent read
            of the table returns the item as the last successful write left it; a GSI offers only eventually
            consistent reads, which may return data that is a moment old.

            ## Trade-offs
            - Carrying the write forward costs nothing, but the application must know every change it made
              that the index can reflect (a new item, a status change, a delete), and get the order right.
            - Reading the item back by key (strongly consistent GetItem) is simple and always right for that
              one item, at one more request and twice the read units of an eventually consistent read.
            - If an access pattern truly needs strongly consistent reads in another sort order, an LSI can
              serve them: it keeps the table's partition key and must be declared at CreateTable.

            ## Gotchas
            - The lag is usually a fraction of a second, but it is not bounded: under heavy write load, or
              when an index is short of write capacity, it grows.
            - A change of an index key removes the entry from one index partition and adds it to another:
              until the index catches up, a Query of the old status still lists the item.
            - Eventually consistent base-table reads (the default) can also miss a write for a moment: pass
              `ConsistentRead: true` where the user must see their own change.
            """);

        say("""
            ## Exercise
            `x19-gsi-consistency` holds orders as above, and GSI2 lags behind its table (the check switches
            the lag on and stops the clock). Write `pendingAfter`: it places the order `placed` (a complete
            item: PutItem), marks the order with key `shipped` as shipped (`status = SHIPPED`,
            `GSI2PK = STATUS#SHIPPED`), then returns the `orderId`s of every pending order of `day`, oldest
            first, as they are after both changes. Read the pending orders with one Query on GSI2 and make
            the result right despite the lag.

            Open `exercises/19-gsi-consistency.java`, replace the TODO, then run `./course check 19`.
            """);
    }

    static Map<String, AttributeValue> order(String customer, String orderId, String date, String status) {
        return item(
                "PK", "CUST#" + customer,
                "SK", "ORDER#" + date + "#" + orderId,
                "GSI2PK", "STATUS#" + status,
                "GSI2SK", date + "#" + orderId,
                "orderId", orderId, "status", status);
    }
}
