///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/09-gsi-overloading.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson09
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

class Lesson09 {

    public static void main(String[] args) throws Exception {
        say("""
            # 09 · GSI overloading

            ## Problem
            Each new access pattern seems to want a GSI, but a table has 20 by default (a quota AWS can
            raise on request), and each one adds storage and a write for every item it holds.

            ## Pattern
            Give the index generic keys, `GSI1PK` and `GSI1SK`, that each entity type fills as it needs.
            Prefixes keep types apart, so one index serves unrelated questions:

            | Entity | GSI1PK | GSI1SK | Answers |
            | --- | --- | --- | --- |
            | Employee | `EMAIL#<email>` | `EMP#<id>` | an employee by email |
            | Ticket | `ASSIGNEE#<employee>` | `<priority>#<date>` | an assignee's tickets, by priority then date |
            | Office | `CITY#<city>` | `OFFICE#<id>` | the offices in a city |

            ## In practice
            One employee, four tickets, three offices; one index, `GSI1`.
            """);

        code("""
            var ddb = client();
            recreateTable("p09-gsi-overloading", gsi("GSI1"));

            record Ticket(String id, String assignee, String priority, String date) {}
            record Office(String id, String city) {}
            var items = new ArrayList<Map<String, AttributeValue>>();
            items.add(item("PK", "EMP#e1", "SK", "EMP#e1", "type", "Employee", "name", "Eve",
                    "GSI1PK", "EMAIL#eve@acme.com", "GSI1SK", "EMP#e1"));
            for (var t : List.of(new Ticket("t1", "e1", "P1", "2026-10-01"), new Ticket("t2", "e1", "P2", "2026-10-02"),
                    new Ticket("t3", "e1", "P1", "2026-10-05"), new Ticket("t4", "e2", "P1", "2026-10-03"))) {
                items.add(item("PK", "TICKET#" + t.id(), "SK", "TICKET#" + t.id(), "type", "Ticket",
                        "assignee", t.assignee(),
                        "GSI1PK", "ASSIGNEE#" + t.assignee(), "GSI1SK", t.priority() + "#" + t.date()));
            }
            for (var o : List.of(new Office("o1", "London"), new Office("o2", "London"), new Office("o3", "Paris"))) {
                items.add(item("PK", "OFFICE#" + o.id(), "SK", "OFFICE#" + o.id(), "type", "Office",
                        "GSI1PK", "CITY#" + o.city(), "GSI1SK", "OFFICE#" + o.id()));
            }
            seed("p09-gsi-overloading", items);
            """);

        var ddb = client();
        recreateTable("p09-gsi-overloading", gsi("GSI1"));

        record Ticket(String id, String assignee, String priority, String date) {}
        record Office(String id, String city) {}
        var items = new ArrayList<Map<String, AttributeValue>>();
        items.add(item("PK", "EMP#e1", "SK", "EMP#e1", "type", "Employee", "name", "Eve",
                "GSI1PK", "EMAIL#eve@acme.com", "GSI1SK", "EMP#e1"));
        for (var t : List.of(new Ticket("t1", "e1", "P1", "2026-10-01"), new Ticket("t2", "e1", "P2", "2026-10-02"),
                new Ticket("t3", "e1", "P1", "2026-10-05"), new Ticket("t4", "e2", "P1", "2026-10-03"))) {
            items.add(item("PK", "TICKET#" + t.id(), "SK", "TICKET#" + t.id(), "type", "Ticket",
                    "assignee", t.assignee(),
                    "GSI1PK", "ASSIGNEE#" + t.assignee(), "GSI1SK", t.priority() + "#" + t.date()));
        }
        for (var o : List.of(new Office("o1", "London"), new Office("o2", "London"), new Office("o3", "Paris"))) {
            items.add(item("PK", "OFFICE#" + o.id(), "SK", "OFFICE#" + o.id(), "type", "Office",
                    "GSI1PK", "CITY#" + o.city(), "GSI1SK", "OFFICE#" + o.id()));
        }
        seed("p09-gsi-overloading", items);

        say("""
            `GSI1` groups the items by each type's `GSI1PK`: an email, an assignee, a city.
            """);

        code("""
            showIndex("p09-gsi-overloading", "GSI1");
            """);

        showIndex("p09-gsi-overloading", "GSI1");

        say("""
            Three access patterns, three Queries, one index.
            """);

        code("""
            var byEmail = ddb.query(q -> q.tableName("p09-gsi-overloading").indexName("GSI1")
                    .keyConditionExpression("GSI1PK = :email")
                    .expressionAttributeValues(values(":email", "EMAIL#eve@acme.com")));
            show("Employee by email", str(byEmail.items().get(0), "name"));

            var evesP1 = ddb.query(q -> q.tableName("p09-gsi-overloading").indexName("GSI1")
                    .keyConditionExpression("GSI1PK = :assignee AND begins_with(GSI1SK, :priority)")
                    .expressionAttributeValues(values(":assignee", "ASSIGNEE#e1", ":priority", "P1#")));
            show("Eve's P1 tickets", evesP1.items().stream().map(i -> str(i, "PK")).toList());

            var inLondon = ddb.query(q -> q.tableName("p09-gsi-overloading").indexName("GSI1")
                    .keyConditionExpression("GSI1PK = :city")
                    .expressionAttributeValues(values(":city", "CITY#London")));
            show("London offices", inLondon.items().stream().map(i -> str(i, "PK")).toList());
            """);

        var byEmail = ddb.query(q -> q.tableName("p09-gsi-overloading").indexName("GSI1")
                .keyConditionExpression("GSI1PK = :email")
                .expressionAttributeValues(values(":email", "EMAIL#eve@acme.com")));
        show("Employee by email", str(byEmail.items().get(0), "name"));

        var evesP1 = ddb.query(q -> q.tableName("p09-gsi-overloading").indexName("GSI1")
                .keyConditionExpression("GSI1PK = :assignee AND begins_with(GSI1SK, :priority)")
                .expressionAttributeValues(values(":assignee", "ASSIGNEE#e1", ":priority", "P1#")));
        show("Eve's P1 tickets", evesP1.items().stream().map(i -> str(i, "PK")).toList());

        var inLondon = ddb.query(q -> q.tableName("p09-gsi-overloading").indexName("GSI1")
                .keyConditionExpression("GSI1PK = :city")
                .expressionAttributeValues(values(":city", "CITY#London")));
        show("London offices", inLondon.items().stream().map(i -> str(i, "PK")).toList());

        say("""
            The table has a single index:
            """);

        code("""
            var indexNames = new ArrayList<String>();
            quietly(() -> ddb.describeTable(d -> d.tableName("p09-gsi-overloading")).table()
                    .globalSecondaryIndexes().forEach(index -> indexNames.add(index.indexName())));
            show("Indexes on table", indexNames);
            """);

        var indexNames = new ArrayList<String>();
        quietly(() -> ddb.describeTable(d -> d.tableName("p09-gsi-overloading")).table()
                .globalSecondaryIndexes().forEach(index -> indexNames.add(index.indexName())));
        show("Indexes on table", indexNames);

        say("""
            ## Why
            - An index costs a write only for the items it holds, so one overloaded index and several
              sparse ones can cost the same per item written: what matters is how many indexes each item
              lands in. Overloading wins on what there is to operate and on the index quota.
            - A new pattern can often reuse it, if its entity type does not use it yet.

            ## Trade-offs
            - `GSI1PK` no longer explains itself: document it per type, like the table above (lesson 02).
            - Every entity type shares the index's projection (lesson 20: what a projection costs).
            - `<priority>#<date>` is a joined string. Since November 2025 a GSI key can be up to four
              attributes for the partition key and four for the sort key (multi-attribute keys): an index
              on `assignee`, then `priority` and `date`, needs no built strings. An overloaded index still
              needs them, since each entity type puts different values in the same key attributes.

            ## Gotchas
            - An item without `GSI1PK` is not in the index: lesson 10's sparse index.
            - Change the index attributes with the entity: a ticket reassigned only in `assignee` stays
              on the old assignee's list.
            """);

        say("""
            ## Exercise
            Reassign a ticket of the table `x09-gsi-overloading` to another employee. Tickets there are
            shaped like this lesson's: `PK = SK = TICKET#<id>`, `assignee` holds the employee id,
            `GSI1PK = ASSIGNEE#<employee>` and `GSI1SK = <priority>#<date>`. Afterwards the ticket must
            say who has it, and `GSI1` must list it under the new assignee (still sorted by priority and
            date), not under the old one. One request.

            Open `exercises/09-gsi-overloading.java`, replace the TODO, then run `./course check 09`.
            """);
    }
}
