///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/05-composite-sk.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson05
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

class Lesson05 {

    public static void main(String[] args) throws Exception {
        say("""
            # 05 · Composite (hierarchical) sort keys

            ## Problem
            We want a brand's stores at any level: all, a country, a state, a city. A key condition takes
            `=` on the partition key and at most one condition on the sort key: `=`, `<`, `<=`, `>`, `>=`,
            `BETWEEN` or `begins_with`. Anything else is a filter, applied after reading every store.

            ## Pattern
            Join the levels into the sort key, most general first:

            | PK | SK |
            | --- | --- |
            | `BRAND#acme` | `STORE#<country>#<state>#<city>#<storeId>` |

            Each level is then a longer prefix:

            - country: `begins_with(SK, 'STORE#US#')`
            - state: `begins_with(SK, 'STORE#US#CA#')`
            - city: `begins_with(SK, 'STORE#UK#ENG#London#')`

            When the last part sorts (an ISO date), the key also answers ranges:
            `SK BETWEEN 'READING#2026-10-05' AND 'READING#2026-10-31'`.

            ## In practice
            Five acme stores in two countries.
            """);

        code("""
            var ddb = client();
            recreateTable("p05-composite-sk");
            record Store(String id, String country, String state, String city) {}
            var stores = List.of(
                    new Store("s1", "US", "CA", "San Francisco"),
                    new Store("s2", "US", "CA", "Los Angeles"),
                    new Store("s3", "US", "NY", "New York"),
                    new Store("s4", "UK", "ENG", "London"),
                    new Store("s5", "UK", "ENG", "Manchester"));
            seed("p05-composite-sk", stores.stream()
                    .map(s -> item("PK", "BRAND#acme",
                            "SK", String.join("#", "STORE", s.country(), s.state(), s.city(), s.id()),
                            "storeId", s.id(), "city", s.city()))
                    .toList());

            // One helper answers every level: the caller passes a longer or shorter prefix.
            Function<String, List<String>> storesUnder = prefix -> {
                var response = ddb.query(q -> q.tableName("p05-composite-sk")
                        .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "BRAND#acme", ":prefix", "STORE#" + prefix)));
                return response.items().stream().map(i -> str(i, "city") + " (" + str(i, "storeId") + ")").toList();
            };
            """);

        var ddb = client();
        recreateTable("p05-composite-sk");
        record Store(String id, String country, String state, String city) {}
        var stores = List.of(
                new Store("s1", "US", "CA", "San Francisco"),
                new Store("s2", "US", "CA", "Los Angeles"),
                new Store("s3", "US", "NY", "New York"),
                new Store("s4", "UK", "ENG", "London"),
                new Store("s5", "UK", "ENG", "Manchester"));
        seed("p05-composite-sk", stores.stream()
                .map(s -> item("PK", "BRAND#acme",
                        "SK", String.join("#", "STORE", s.country(), s.state(), s.city(), s.id()),
                        "storeId", s.id(), "city", s.city()))
                .toList());

        // One helper answers every level: the caller passes a longer or shorter prefix.
        Function<String, List<String>> storesUnder = prefix -> {
            var response = ddb.query(q -> q.tableName("p05-composite-sk")
                    .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                    .expressionAttributeValues(values(":pk", "BRAND#acme", ":prefix", "STORE#" + prefix)));
            return response.items().stream().map(i -> str(i, "city") + " (" + str(i, "storeId") + ")").toList();
        };

        code("""
            show("All stores", storesUnder.apply(""));
            show("Country = US", storesUnder.apply("US#"));
            show("State = US/CA", storesUnder.apply("US#CA#"));
            show("City = London", storesUnder.apply("UK#ENG#London#"));
            """);

        show("All stores", storesUnder.apply(""));
        show("Country = US", storesUnder.apply("US#"));
        show("State = US/CA", storesUnder.apply("US#CA#"));
        show("City = London", storesUnder.apply("UK#ENG#London#"));

        say("""
            Results arrive in hierarchy order (UK before US, CA before NY), unsorted by our code.

            Device d1 has four readings, dated in the key: 1, 10, 20 October and 2 November.
            """);

        code("""
            batchPut("p05-composite-sk", List.of(
                    item("PK", "DEVICE#d1", "SK", "READING#2026-10-01", "celsius", 18.5),
                    item("PK", "DEVICE#d1", "SK", "READING#2026-10-10", "celsius", 17.0),
                    item("PK", "DEVICE#d1", "SK", "READING#2026-10-20", "celsius", 15.5),
                    item("PK", "DEVICE#d1", "SK", "READING#2026-11-02", "celsius", 12.0)));

            var readings = ddb.query(q -> q.tableName("p05-composite-sk")
                    .keyConditionExpression("PK = :pk AND SK BETWEEN :from AND :to")
                    .expressionAttributeValues(values(":pk", "DEVICE#d1",
                            ":from", "READING#2026-10-05", ":to", "READING#2026-10-31")));
            show("Readings 5-31 Oct", readings.items().stream().map(i -> str(i, "SK")).toList());
            """);

        batchPut("p05-composite-sk", List.of(
                item("PK", "DEVICE#d1", "SK", "READING#2026-10-01", "celsius", 18.5),
                item("PK", "DEVICE#d1", "SK", "READING#2026-10-10", "celsius", 17.0),
                item("PK", "DEVICE#d1", "SK", "READING#2026-10-20", "celsius", 15.5),
                item("PK", "DEVICE#d1", "SK", "READING#2026-11-02", "celsius", 12.0)));

        var readings = ddb.query(q -> q.tableName("p05-composite-sk")
                .keyConditionExpression("PK = :pk AND SK BETWEEN :from AND :to")
                .expressionAttributeValues(values(":pk", "DEVICE#d1",
                        ":from", "READING#2026-10-05", ":to", "READING#2026-10-31")));
        show("Readings 5-31 Oct", readings.items().stream().map(i -> str(i, "SK")).toList());

        say("""
            Only the two readings inside the range come back.

            ## Why
            One key, several query shapes, no extra index; results sorted by the hierarchy for free.

            ## Trade-offs
            - Only prefixes match: "any city called London" needs another index.
            - Reordering the levels means rewriting every item.
            - On a GSI, a multi-attribute sort key (since November 2025: up to four attributes, here
              `country`, `state`, `city`) gives the same level-by-level queries without a joined string:
              `=` on the leading attributes, a range or `begins_with` on the last one used. Prefer it for a
              new index over attributes the items already carry; the joined key stays the way for the
              table's own sort key, which is one attribute, and for a prefix that runs across levels.

            ## Gotchas
            - End each prefix with the delimiter: `US#`, not `US`, or `US` also matches `USA`.
            - The delimiter must never appear in a value (or must be escaped).
            - A String sort key compares as UTF-8 bytes: inside it, zero-pad numbers (`0007`) and use
              ISO-8601 dates (lesson 06). A Number sort key sorts numerically, but it cannot hold the
              levels.
            """);

        say("""
            ## Exercise
            Return the ids of acme's stores in one city, given its country, state and city, with one
            Query on the table `x05-composite-sk`. Careful: the same state also has a town whose name
            starts with the same words.

            Open `exercises/05-composite-sk.java`, replace the TODO, then run `./course check 05`.
            """);
    }
}
