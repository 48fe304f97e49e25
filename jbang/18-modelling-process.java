///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/18-modelling-process.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson18
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
import dev.ddbcourse.kit.samples.Library;
import dev.ddbcourse.kit.samples.LibraryDesign;

class Lesson18 {

    public static void main(String[] args) throws Exception {
        say("""
            # 18 · The modelling process, end to end

            ## Problem
            Lessons 02 to 17 each taught one tool. A real application needs them together, and the order
            matters: keys chosen before the questions are known end in Scans. This lesson runs the whole
            process on one small domain: organisations, their projects and their employees.

            ## Pattern
            Five steps, in this order:

            1. Draw the entities.
            2. Name the relationships; split each many-to-many into two one-to-many through a junction item.
            3. List every access pattern (the step worth the most time).
            4. Choose each entity's primary key so that most patterns are a GetItem or a Query on the table.
            5. Add a secondary index for each pattern the keys cannot answer.

            ## In practice
            **Step 1, the entities.** An organisation has projects and employees; employees work on projects.

            ```mermaid
            erDiagram
                ORGANISATION ||--o{ PROJECT : runs
                ORGANISATION ||--o{ EMPLOYEE : employs
                PROJECT ||--o{ ASSIGNMENT : staffs
                EMPLOYEE ||--o{ ASSIGNMENT : "works on"
            ```

            **Step 2, the relationships.** Organisation to project and organisation to employee are
            one-to-many. Project to employee is many-to-many: it becomes the junction entity `ASSIGNMENT`,
            one item per project and employee, so each side can be read off a key.

            **Step 3, the access patterns.**

            | # | Access pattern | Request |
            | --- | --- | --- |
            | AP1 | an organisation | GetItem `PK = ORG#<id>, SK = ORG#<id>` |
            | AP2 | its projects | Query `PK = ORG#<id>, begins_with(SK, PROJECT#)` |
            | AP3 | its employees | Query `PK = ORG#<id>, begins_with(SK, EMPLOYEE#)` |
            | AP4 | everything of an organisation | Query `PK = ORG#<id>` |
            | AP5 | the employees on a project | Query `PK = PROJECT#<id>` |
            | AP6 | the projects of an employee | Query `Inverted`: `SK = EMPLOYEE#<id>, begins_with(PK, PROJECT#)` |
            | AP7 | find projects or employees by name, in one organisation | Query `nameIndex`: `orgId = ORG#<id>, begins_with(filterName, EMPLOYEE#<prefix>)` |
            | AP8 | the projects on hold | Query `isOnHold`: `isOnHold = ORG#<id>` |

            **Step 4, the primary keys.** Children inherit their parent's id as partition key: a project's
            partition key is its organisation's (`PK = ORG#1234`, `SK = PROJECT#p1`), so AP2 to AP4 are
            Queries on one item collection; an assignment's is its project's (`PK = PROJECT#p1`,
            `SK = EMPLOYEE#e1`), which answers AP5.

            **Step 5, the indexes** for what the keys cannot answer: `Inverted` (SK and PK swapped) walks
            the junction back for AP6; `nameIndex`, overloaded, keys every organisation, project and
            employee on `orgId` and a typed `filterName` (`ORG#hi tech`, `PROJECT#apollo`,
            `EMPLOYEE#ada lovelace`) for AP7; `isOnHold`, sparse, holds only the projects that carry the
            attribute for AP8.
            """);

        code("""
            var ddb = client();
            recreateTable("p18-modelling-process",
                    gsi("Inverted", "SK", "PK"),
                    gsi("nameIndex", "orgId", "filterName"),
                    gsi("isOnHold", "isOnHold", "SK"));

            BiFunction<String, String, Map<String, AttributeValue>> org = (id, name) -> item("PK", "ORG#" + id, "SK", "ORG#" + id,
                    "type", "Organisation", "name", name, "orgId", "ORG#" + id, "filterName", "ORG#" + name.toLowerCase());

            var items = new ArrayList<Map<String, AttributeValue>>(List.of(org.apply("1234", "Hi Tech"), org.apply("5678", "Lo Fi")));
            String[][] projects = {{"1234", "p1", "Apollo", "ACTIVE"}, {"1234", "p2", "Borealis", "ON_HOLD"},
                    {"1234", "p3", "Cassini", "ACTIVE"}, {"1234", "p4", "Daedalus", "ON_HOLD"}, {"5678", "p5", "Echo", "ON_HOLD"}};
            for (String[] p : projects) {
                var project = item("PK", "ORG#" + p[0], "SK", "PROJECT#" + p[1], "type", "Project", "name", p[2], "status", p[3],
                        "orgId", "ORG#" + p[0], "filterName", "PROJECT#" + p[2].toLowerCase());
                if (p[3].equals("ON_HOLD")) project.put("isOnHold", av("ORG#" + p[0]));
                items.add(project);
            }
            String[][] employees = {{"1234", "e1", "Ada Lovelace"}, {"1234", "e2", "Alan Turing"}, {"1234", "e3", "Grace Hopper"},
                    {"5678", "e4", "Ada Yonath"}};
            for (String[] e : employees) {
                items.add(item("PK", "ORG#" + e[0], "SK", "EMPLOYEE#" + e[1], "type", "Employee", "name", e[2],
                        "orgId", "ORG#" + e[0], "filterName", "EMPLOYEE#" + e[2].toLowerCase()));
            }
            String[][] assignments = {{"p1", "e1", "lead"}, {"p1", "e2", "engineer"}, {"p2", "e2", "lead"}, {"p3", "e3", "lead"},
                    {"p3", "e1", "reviewer"}};
            for (String[] a : assignments) {
                items.add(item("PK", "PROJECT#" + a[0], "SK", "EMPLOYEE#" + a[1], "type", "Assignment", "role", a[2]));
            }
            batchPut("p18-modelling-process", items);
            """);

        var ddb = client();
        recreateTable("p18-modelling-process",
                gsi("Inverted", "SK", "PK"),
                gsi("nameIndex", "orgId", "filterName"),
                gsi("isOnHold", "isOnHold", "SK"));

        BiFunction<String, String, Map<String, AttributeValue>> org = (id, name) -> item("PK", "ORG#" + id, "SK", "ORG#" + id,
                "type", "Organisation", "name", name, "orgId", "ORG#" + id, "filterName", "ORG#" + name.toLowerCase());

        var items = new ArrayList<Map<String, AttributeValue>>(List.of(org.apply("1234", "Hi Tech"), org.apply("5678", "Lo Fi")));
        String[][] projects = {{"1234", "p1", "Apollo", "ACTIVE"}, {"1234", "p2", "Borealis", "ON_HOLD"},
                {"1234", "p3", "Cassini", "ACTIVE"}, {"1234", "p4", "Daedalus", "ON_HOLD"}, {"5678", "p5", "Echo", "ON_HOLD"}};
        for (String[] p : projects) {
            var project = item("PK", "ORG#" + p[0], "SK", "PROJECT#" + p[1], "type", "Project", "name", p[2], "status", p[3],
                    "orgId", "ORG#" + p[0], "filterName", "PROJECT#" + p[2].toLowerCase());
            if (p[3].equals("ON_HOLD")) project.put("isOnHold", av("ORG#" + p[0]));
            items.add(project);
        }
        String[][] employees = {{"1234", "e1", "Ada Lovelace"}, {"1234", "e2", "Alan Turing"}, {"1234", "e3", "Grace Hopper"},
                {"5678", "e4", "Ada Yonath"}};
        for (String[] e : employees) {
            items.add(item("PK", "ORG#" + e[0], "SK", "EMPLOYEE#" + e[1], "type", "Employee", "name", e[2],
                    "orgId", "ORG#" + e[0], "filterName", "EMPLOYEE#" + e[2].toLowerCase()));
        }
        String[][] assignments = {{"p1", "e1", "lead"}, {"p1", "e2", "engineer"}, {"p2", "e2", "lead"}, {"p3", "e3", "lead"},
                {"p3", "e1", "reviewer"}};
        for (String[] a : assignments) {
            items.add(item("PK", "PROJECT#" + a[0], "SK", "EMPLOYEE#" + a[1], "type", "Assignment", "role", a[2]));
        }
        batchPut("p18-modelling-process", items);

        say("""
            Organisation 1234's item collection: the organisation, its projects and its employees. The
            assignments live in the projects' partitions.
            """);

        code("""
            showTable("p18-modelling-process");
            """);

        showTable("p18-modelling-process");

        say("""
            Every access pattern, each one request. First the four the table's keys answer.
            """);

        code("""
            Function<QueryResponse, List<String>> sortKeys = r -> r.items().stream().map(i -> str(i, "SK")).toList();

            var organisation = ddb.getItem(g -> g.tableName("p18-modelling-process").key(key("PK", "ORG#1234", "SK", "ORG#1234")));
            show("AP1 organisation 1234", str(organisation.item(), "name"));

            BiFunction<String, String, QueryResponse> collection = (pk, prefix) -> ddb.query(q -> q.tableName("p18-modelling-process")
                    .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                    .expressionAttributeValues(values(":pk", pk, ":prefix", prefix)));
            show("AP2 its projects", sortKeys.apply(collection.apply("ORG#1234", "PROJECT#")));
            show("AP3 its employees", sortKeys.apply(collection.apply("ORG#1234", "EMPLOYEE#")));

            var everything = ddb.query(q -> q.tableName("p18-modelling-process")
                    .keyConditionExpression("PK = :pk").expressionAttributeValues(values(":pk", "ORG#1234")));
            show("AP4 everything of organisation 1234", everything.items().stream().map(i -> str(i, "type") + " " + str(i, "SK")).toList());

            var staff = ddb.query(q -> q.tableName("p18-modelling-process")
                    .keyConditionExpression("PK = :project").expressionAttributeValues(values(":project", "PROJECT#p1")));
            show("AP5 employees on project p1", staff.items().stream().map(i -> str(i, "SK") + " (" + str(i, "role") + ")").toList());
            """);

        Function<QueryResponse, List<String>> sortKeys = r -> r.items().stream().map(i -> str(i, "SK")).toList();

        var organisation = ddb.getItem(g -> g.tableName("p18-modelling-process").key(key("PK", "ORG#1234", "SK", "ORG#1234")));
        show("AP1 organisation 1234", str(organisation.item(), "name"));

        BiFunction<String, String, QueryResponse> collection = (pk, prefix) -> ddb.query(q -> q.tableName("p18-modelling-process")
                .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                .expressionAttributeValues(values(":pk", pk, ":prefix", prefix)));
        show("AP2 its projects", sortKeys.apply(collection.apply("ORG#1234", "PROJECT#")));
        show("AP3 its employees", sortKeys.apply(collection.apply("ORG#1234", "EMPLOYEE#")));

        var everything = ddb.query(q -> q.tableName("p18-modelling-process")
                .keyConditionExpression("PK = :pk").expressionAttributeValues(values(":pk", "ORG#1234")));
        show("AP4 everything of organisation 1234", everything.items().stream().map(i -> str(i, "type") + " " + str(i, "SK")).toList());

        var staff = ddb.query(q -> q.tableName("p18-modelling-process")
                .keyConditionExpression("PK = :project").expressionAttributeValues(values(":project", "PROJECT#p1")));
        show("AP5 employees on project p1", staff.items().stream().map(i -> str(i, "SK") + " (" + str(i, "role") + ")").toList());

        say("""
            Then the three indexes.
            """);

        code("""
            var worksOn = ddb.query(q -> q.tableName("p18-modelling-process").indexName("Inverted")
                    .keyConditionExpression("SK = :employee AND begins_with(PK, :project)")
                    .expressionAttributeValues(values(":employee", "EMPLOYEE#e1", ":project", "PROJECT#")));
            show("AP6 projects of employee e1", worksOn.items().stream().map(i -> str(i, "PK") + " (" + str(i, "role") + ")").toList());

            var named = ddb.query(q -> q.tableName("p18-modelling-process").indexName("nameIndex")
                    .keyConditionExpression("orgId = :org AND begins_with(filterName, :name)")
                    .expressionAttributeValues(values(":org", "ORG#1234", ":name", "EMPLOYEE#ada")));
            show("AP7 employees of 1234 named Ada...", named.items().stream().map(i -> str(i, "name")).toList());

            var onHold = ddb.query(q -> q.tableName("p18-modelling-process").indexName("isOnHold")
                    .keyConditionExpression("isOnHold = :org").expressionAttributeValues(values(":org", "ORG#1234")));
            show("AP8 projects of 1234 on hold", onHold.items().stream().map(i -> str(i, "name")).toList());
            """);

        var worksOn = ddb.query(q -> q.tableName("p18-modelling-process").indexName("Inverted")
                .keyConditionExpression("SK = :employee AND begins_with(PK, :project)")
                .expressionAttributeValues(values(":employee", "EMPLOYEE#e1", ":project", "PROJECT#")));
        show("AP6 projects of employee e1", worksOn.items().stream().map(i -> str(i, "PK") + " (" + str(i, "role") + ")").toList());

        var named = ddb.query(q -> q.tableName("p18-modelling-process").indexName("nameIndex")
                .keyConditionExpression("orgId = :org AND begins_with(filterName, :name)")
                .expressionAttributeValues(values(":org", "ORG#1234", ":name", "EMPLOYEE#ada")));
        show("AP7 employees of 1234 named Ada...", named.items().stream().map(i -> str(i, "name")).toList());

        var onHold = ddb.query(q -> q.tableName("p18-modelling-process").indexName("isOnHold")
                .keyConditionExpression("isOnHold = :org").expressionAttributeValues(values(":org", "ORG#1234")));
        show("AP8 projects of 1234 on hold", onHold.items().stream().map(i -> str(i, "name")).toList());

        say("""
            Eight patterns, eight requests, no Scan and no filter. AP7 found Ada Lovelace but not Ada Yonath:
            `nameIndex` is keyed by organisation, so a name search never leaves it. AP8 read two items:
            the sparse index holds nothing else.

            ## Why
            The keys come last, so they fit the questions: each access pattern was given its request while
            it was still a line in a table. Inheriting the parent's id as partition key puts what is read
            together in one item collection; the junction turns a many-to-many into two lookups, one per
            direction; each index exists because a named pattern needs it.

            ## Trade-offs
            - The design answers the listed patterns and little else. A new pattern means a new index (on
              a table with data, a backfill) or new attributes on existing items.
            - The junction item duplicates nothing here; as soon as AP5 must show employee names, copy the
              name onto the assignment (lesson 11) and keep the copies in step.
            - Overloaded attributes (`orgId`, `filterName`) need the access-pattern table to be understood:
              keep it with the code.

            ## Gotchas
            - Every organisation, project and employee is in `Inverted`, not just the assignments: make sure
              no pattern queries a partition like `ORG#1234` there, or give the junction its own index.
            - A name search with `begins_with` is case-sensitive: store `filterName` in lower case and
              lower-case the search, as here. Anything fuzzier belongs in a search index (lesson 15).
            - The same steps run on every backend; only the time an index takes to build on AWS differs.
            """);

        say("""
            ## Exercise
            A design challenge. A lending library (the kit's `Library.sample()`) has books, each held by a
            branch (`north` or `south`), members, and loans (a member borrows a book; `returnedOn` is null
            while it is out). Design the table `x18-modelling-process` and write a `LibraryDesign`: the
            CreateTable request, one item builder per entity, and a reader per access pattern, each one
            GetItem or Query that reads only what it returns:

            | # | Access pattern | Returns |
            | --- | --- | --- |
            | AP1 | a member | the name |
            | AP2 | the books of a branch | book ids, in id order |
            | AP3 | a member's loans | loan ids, latest `borrowedOn` first |
            | AP4 | the loans of a book | loan ids, any order |
            | AP5 | the books of a branch whose title starts with a prefix | book ids, in title order |
            | AP6 | the loans of a branch not yet returned | loan ids, any order |

            The check creates your table, writes the sample through your builders, runs each pattern and
            says which one fails and why.

            Open `exercises/18-modelling-process.java`, replace the TODO, then run `./course check 18`.
            """);
    }
}
