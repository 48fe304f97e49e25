///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/04-single-table.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson04
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

class Lesson04 {

    public static void main(String[] args) throws Exception {
        say("""
            # 04 · Single-table design

            ## Problem
            A relational schema joins users, addresses and orders tables. DynamoDB has no joins: with one
            table per entity, one account page costs a round trip per table.

            ## Pattern
            All entity types share one table with generic keys, `PK` and `SK`. Items read together share a
            partition key, forming an **item collection** that one Query reads in order, in pages of up
            to 1 MB: a larger collection comes back with a `LastEvaluatedKey` to continue from.

            | Access pattern | Request |
            | --- | --- |
            | a user's profile | GetItem `PK = USER#alice, SK = PROFILE` |
            | everything about a user | Query `PK = USER#alice` |
            | a user's orders, newest first | Query `PK = USER#alice AND begins_with(SK, ORDER#)`, descending |

            ```mermaid
            flowchart LR
                Q["Query PK = USER#alice"] --> C
                subgraph C["Item collection USER#alice"]
                    A["ADDRESS#home"]
                    O1["ORDER#2026-10-01#o1"]
                    O2["ORDER#2026-10-15#o2"]
                    P["PROFILE"]
                end
            ```

            ## In practice
            Alice's profile, home address and two orders: four items under `USER#alice`, each with a `type`.
            """);

        code("""
            var ddb = client();
            recreateTable("p04-single-table");
            seed("p04-single-table", List.of(
                    item("PK", "USER#alice", "SK", "PROFILE", "type", "User", "name", "Alice", "email", "alice@example.com"),
                    item("PK", "USER#alice", "SK", "ADDRESS#home", "type", "Address", "city", "London"),
                    item("PK", "USER#alice", "SK", "ORDER#2026-10-01#o1", "type", "Order", "total", 42),
                    item("PK", "USER#alice", "SK", "ORDER#2026-10-15#o2", "type", "Order", "total", 17)));
            """);

        var ddb = client();
        recreateTable("p04-single-table");
        seed("p04-single-table", List.of(
                item("PK", "USER#alice", "SK", "PROFILE", "type", "User", "name", "Alice", "email", "alice@example.com"),
                item("PK", "USER#alice", "SK", "ADDRESS#home", "type", "Address", "city", "London"),
                item("PK", "USER#alice", "SK", "ORDER#2026-10-01#o1", "type", "Order", "total", 42),
                item("PK", "USER#alice", "SK", "ORDER#2026-10-15#o2", "type", "Order", "total", 17)));

        say("""
            One entity, by its full key:
            """);

        code("""
            var profile = ddb.getItem(g -> g.tableName("p04-single-table")
                    .key(key("PK", "USER#alice", "SK", "PROFILE")));
            show("Alice's profile", profile.item());
            """);

        var profile = ddb.getItem(g -> g.tableName("p04-single-table")
                .key(key("PK", "USER#alice", "SK", "PROFILE")));
        show("Alice's profile", profile.item());

        say("""
            Everything about Alice in one request, sorted by `SK`: `ADDRESS#`, then `ORDER#`, then `PROFILE`.
            """);

        code("""
            var collection = ddb.query(q -> q.tableName("p04-single-table")
                    .keyConditionExpression("PK = :pk")
                    .expressionAttributeValues(values(":pk", "USER#alice")));
            show("Alice's whole item collection (1 query)", collection.items());
            """);

        var collection = ddb.query(q -> q.tableName("p04-single-table")
                .keyConditionExpression("PK = :pk")
                .expressionAttributeValues(values(":pk", "USER#alice")));
        show("Alice's whole item collection (1 query)", collection.items());

        say("""
            The same items as NoSQL Workbench draws a collection: one partition, sort-key order.
            """);

        code("""
            showTable("Item collection USER#alice", collection.items());
            """);

        showTable("Item collection USER#alice", collection.items());

        say("""
            Only her orders, newest first: the date is in the sort key, so read the `ORDER#` range backwards.
            """);

        code("""
            var orders = ddb.query(q -> q.tableName("p04-single-table")
                    .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                    .expressionAttributeValues(values(":pk", "USER#alice", ":prefix", "ORDER#"))
                    .scanIndexForward(false));
            show("Alice's orders, newest first", orders.items());
            """);

        var orders = ddb.query(q -> q.tableName("p04-single-table")
                .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                .expressionAttributeValues(values(":pk", "USER#alice", ":prefix", "ORDER#"))
                .scanIndexForward(false));
        show("Alice's orders, newest first", orders.items());

        say("""
            The application rebuilds typed objects from `type`; here we count per type. The "join"
            happened at write time.
            """);

        code("""
            var everything = ddb.query(q -> q.tableName("p04-single-table")
                    .keyConditionExpression("PK = :pk")
                    .expressionAttributeValues(values(":pk", "USER#alice")));
            show("Grouped by entity type", everything.items().stream()
                    .collect(Collectors.groupingBy(i -> str(i, "type"), TreeMap::new, Collectors.counting())));
            """);

        var everything = ddb.query(q -> q.tableName("p04-single-table")
                .keyConditionExpression("PK = :pk")
                .expressionAttributeValues(values(":pk", "USER#alice")));
        show("Grouped by entity type", everything.items().stream()
                .collect(Collectors.groupingBy(i -> str(i, "type"), TreeMap::new, Collectors.counting())));

        say("""
            ## Why
            - Fewer requests: related data is stored pre-joined.
            - One table to run: capacity, alarms, backups, streams, permissions.
            - Every access pattern is a key lookup: latency stays flat at any size.

            ## Trade-offs
            - Access patterns must be known up front (lesson 02); ad-hoc queries are hard.
            - Mixed items are harder to read in the console; `type` and readable prefixes help.
            - Schema changes often need a backfill: rewriting items with new keys or index attributes.
            - Separate tables still suit data never read together, or with different operational needs
              (TTL, streams, throughput). A tool, not a religion.

            ## Gotchas
            - Keep the entity's id as a plain attribute too; parsing `PK` is brittle.
            - Without an LSI an item collection has no size limit; with one, 10 GB.
            """);

        say("""
            ## Exercise
            Bob's order page shows his name at the top, then his orders, newest first. Return its lines
            (`"Bob"`, then the `orderId` of each order) from the table `x04-single-table` with **one**
            Query, not a GetItem for the profile plus a Query for the orders. His collection also holds
            his addresses, which the page does not show: do not read them. His sort keys sort
            `ADDRESS#...` < `ORDER#<date>#<id>` < `PROFILE`: which range holds just the orders and the profile?

            Open `exercises/04-single-table.java`, replace the TODO, then run `./course check 04`.
            """);
    }
}
