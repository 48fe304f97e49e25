///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/02-access-patterns.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson02
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

class Lesson02 {

    public static void main(String[] args) throws Exception {
        say("""
            # 02 · Access-pattern-first design

            ## Problem
            With SQL we model entities first and queries later: the planner finds a way. DynamoDB has
            none, so a read that no key or index supports is a Scan of the whole table.

            ## Pattern
            Reverse the order:

            1. List every read and write the app makes, with a rough frequency.
            2. Pick the request for each: GetItem, Query on the table, or Query on a GSI.
            3. Derive the keys from the list; check that nothing needs a Scan.

            For a customers-and-orders app:

            | # | Access pattern | Request | Key condition |
            | --- | --- | --- | --- |
            | AP1 | get a customer's profile | GetItem | `PK = CUST#<id>`, `SK = PROFILE` |
            | AP2 | a customer's orders, newest first | Query | `PK = CUST#<id>`, `begins_with(SK, 'ORDER#')`, descending |
            | AP3 | an order by its id | Query GSI1 | `GSI1PK = ORDER#<orderId>` |
            | AP4 | orders by status and date | Query GSI2 | `GSI2PK = STATUS#<status>`, `begins_with(GSI2SK, <date>)` |

            Keep this table next to the code: in DynamoDB, it is the schema.

            ## In practice
            Both GSIs fall out of the list; each order carries their attributes.
            """);

        code("""
            var ddb = client();
            recreateTable("p02-access-patterns", gsi("GSI1"), gsi("GSI2"));
            seed("p02-access-patterns", List.of(
                    item("PK", "CUST#c1", "SK", "PROFILE", "type", "Customer", "name", "Carol"),
                    item("PK", "CUST#c2", "SK", "PROFILE", "type", "Customer", "name", "Dan"),
                    order("c1", "o1", "2026-10-12T09:30:00Z", "SHIPPED", 35),
                    order("c1", "o2", "2026-10-20T08:15:00Z", "PENDING", 120),
                    order("c2", "o3", "2026-10-20T11:40:00Z", "PENDING", 18)));
            """);

        var ddb = client();
        recreateTable("p02-access-patterns", gsi("GSI1"), gsi("GSI2"));
        seed("p02-access-patterns", List.of(
                item("PK", "CUST#c1", "SK", "PROFILE", "type", "Customer", "name", "Carol"),
                item("PK", "CUST#c2", "SK", "PROFILE", "type", "Customer", "name", "Dan"),
                order("c1", "o1", "2026-10-12T09:30:00Z", "SHIPPED", 35),
                order("c1", "o2", "2026-10-20T08:15:00Z", "PENDING", 120),
                order("c2", "o3", "2026-10-20T11:40:00Z", "PENDING", 18)));

        say("""
            AP1: a customer's profile, by its full key.
            """);

        code("""
            var customer = ddb.getItem(g -> g.tableName("p02-access-patterns")
                    .key(key("PK", "CUST#c1", "SK", "PROFILE")));
            show("AP1 customer", customer.item());
            """);

        var customer = ddb.getItem(g -> g.tableName("p02-access-patterns")
                .key(key("PK", "CUST#c1", "SK", "PROFILE")));
        show("AP1 customer", customer.item());

        say("""
            AP2: the customer's orders, newest first: the sort key's date, read backwards.
            """);

        code("""
            var orders = ddb.query(q -> q.tableName("p02-access-patterns")
                    .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                    .expressionAttributeValues(values(":pk", "CUST#c1", ":prefix", "ORDER#"))
                    .scanIndexForward(false));
            show("AP2 customer orders", orders.items().stream().map(i -> str(i, "orderId")).toList());
            """);

        var orders = ddb.query(q -> q.tableName("p02-access-patterns")
                .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                .expressionAttributeValues(values(":pk", "CUST#c1", ":prefix", "ORDER#"))
                .scanIndexForward(false));
        show("AP2 customer orders", orders.items().stream().map(i -> str(i, "orderId")).toList());

        say("""
            AP3: an order by id alone. The table's key needs the customer; GSI1 keys orders by `ORDER#<id>`.
            """);

        code("""
            var byId = ddb.query(q -> q.tableName("p02-access-patterns").indexName("GSI1")
                    .keyConditionExpression("GSI1PK = :id")
                    .expressionAttributeValues(values(":id", "ORDER#o3")));
            show("AP3 order by id", str(byId.items().get(0), "orderId"));
            """);

        var byId = ddb.query(q -> q.tableName("p02-access-patterns").indexName("GSI1")
                .keyConditionExpression("GSI1PK = :id")
                .expressionAttributeValues(values(":id", "ORDER#o3")));
        show("AP3 order by id", str(byId.items().get(0), "orderId"));

        say("""
            AP4: today's pending orders, of all customers, from GSI2.
            """);

        code("""
            var pending = ddb.query(q -> q.tableName("p02-access-patterns").indexName("GSI2")
                    .keyConditionExpression("GSI2PK = :status AND begins_with(GSI2SK, :day)")
                    .expressionAttributeValues(values(":status", "STATUS#PENDING", ":day", "2026-10-20")));
            show("AP4 pending orders today", pending.items().stream().map(i -> str(i, "orderId")).toList());
            """);

        var pending = ddb.query(q -> q.tableName("p02-access-patterns").indexName("GSI2")
                .keyConditionExpression("GSI2PK = :status AND begins_with(GSI2SK, :day)")
                .expressionAttributeValues(values(":status", "STATUS#PENDING", ":day", "2026-10-20")));
        show("AP4 pending orders today", pending.items().stream().map(i -> str(i, "orderId")).toList());

        say("""
            Four patterns, four requests, no Scan. AP4 spans two customers (o2 is Carol's, o3 Dan's):
            no single Query on the base table can answer it, since a Query reads one partition. (A Scan
            with a filter could, in one request, by reading every item of the table.)

            ## Why
            Every request is a key lookup: latency stays flat at any size. The list also shows early which
            GSIs are needed, and which are not.

            ## Trade-offs
            - A pattern found later may need a new GSI, or a backfill.
            - `GSI2SK = <date>#<orderId>` joins two values into one string. Since November 2025 a GSI key
              can instead name up to four existing attributes for its partition key and four for its sort
              key (multi-attribute keys): no string to build or parse, numbers stay numbers, and no
              backfill when the attributes already exist. Joined strings still have their place: the
              table's own key takes one attribute each, and `begins_with` matches a prefix of one
              attribute only (the last one the condition names), never one that runs across two.
            - More design up front than "just add a table".

            ## Gotchas
            - List the writes too ("update an order's status"): they decide what gets duplicated (lesson 11).
            - A few-valued GSI key like `STATUS#PENDING` can get hot; under heavy load, shard it (lesson 21).
            """);

        say("""
            ## Exercise
            The warehouse screen lists every PENDING order, newest first, whichever customer placed it.
            Return their `orderId`s with one request on the table `x02-access-patterns` (same design as
            above: GSI1 and GSI2).

            Open `exercises/02-access-patterns.java`, replace the TODO, then run `./course check 02`.
            """);
    }

    static Map<String, AttributeValue> order(String customer, String orderId, String date, String status, int total) {
        return item(
                "PK", "CUST#" + customer,
                "SK", "ORDER#" + date + "#" + orderId,
                "GSI1PK", "ORDER#" + orderId,      // AP3: an order by its id
                "GSI1SK", "ORDER#" + orderId,
                "GSI2PK", "STATUS#" + status,      // AP4: orders by status, then date
                "GSI2SK", date + "#" + orderId,
                "type", "Order", "orderId", orderId, "status", status, "total", total);
    }
}
