///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/03-key-prefixes.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson03
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

class Lesson03 {

    public static void main(String[] args) throws Exception {
        say("""
            # 03 · Key prefixes and key overloading

            ## Problem
            Users, orgs and projects share one table's `PK` and `SK`. User 42 and org 42 would collide,
            and a bare `42` in the console says nothing about the item.

            ## Pattern
            Start every key value with its entity type and a delimiter:

            | Item | PK | SK |
            | --- | --- | --- |
            | User 42 | `USER#42` | `USER#42` |
            | Org 42 | `ORG#42` | `ORG#42` |
            | Dana is a member of org 42 | `ORG#42` | `MEMBER#USER#42` |
            | Project p1 of org 42 | `ORG#42` | `PROJECT#p1` |

            `SK` now holds different kinds of value: key overloading. Prefixes keep it safe, and
            `begins_with(SK, 'MEMBER#')` picks out one kind.

            ## In practice
            Small helpers build every key in one place, the same way for every caller.
            """);

        code("""
            var ddb = client();
            recreateTable("p03-key-prefixes");
            seed("p03-key-prefixes", List.of(
                    item("PK", userPk("42"), "SK", userPk("42"), "type", "User", "userId", "42", "name", "Dana"),
                    item("PK", orgPk("42"), "SK", orgPk("42"), "type", "Org", "orgId", "42", "name", "Acme"),
                    item("PK", orgPk("42"), "SK", "MEMBER#" + userPk("42"), "type", "Membership", "userId", "42"),
                    item("PK", orgPk("42"), "SK", "PROJECT#p1", "type", "Project", "projectId", "p1")));
            """);

        var ddb = client();
        recreateTable("p03-key-prefixes");
        seed("p03-key-prefixes", List.of(
                item("PK", userPk("42"), "SK", userPk("42"), "type", "User", "userId", "42", "name", "Dana"),
                item("PK", orgPk("42"), "SK", orgPk("42"), "type", "Org", "orgId", "42", "name", "Acme"),
                item("PK", orgPk("42"), "SK", "MEMBER#" + userPk("42"), "type", "Membership", "userId", "42"),
                item("PK", orgPk("42"), "SK", "PROJECT#p1", "type", "Project", "projectId", "p1")));

        say("""
            User 42 is found by its own key; org 42, same id, lives elsewhere.
            """);

        code("""
            var user = ddb.getItem(g -> g.tableName("p03-key-prefixes").key(userKey("42")));
            show("User 42", user.item());
            """);

        var user = ddb.getItem(g -> g.tableName("p03-key-prefixes").key(userKey("42")));
        show("User 42", user.item());

        say("""
            One Query returns the org's three kinds of item in `SK` order; `begins_with` on a prefix keeps
            one kind.
            """);

        code("""
            var org = ddb.query(q -> q.tableName("p03-key-prefixes")
                    .keyConditionExpression("PK = :pk")
                    .expressionAttributeValues(values(":pk", orgPk("42"))));
            show("Org 42 item collection",
                    org.items().stream().map(i -> List.of(str(i, "SK"), str(i, "type"))).toList());

            var members = ddb.query(q -> q.tableName("p03-key-prefixes")
                    .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                    .expressionAttributeValues(values(":pk", orgPk("42"), ":prefix", "MEMBER#")));
            show("Org 42 members only", members.items().stream().map(i -> str(i, "SK")).toList());
            """);

        var org = ddb.query(q -> q.tableName("p03-key-prefixes")
                .keyConditionExpression("PK = :pk")
                .expressionAttributeValues(values(":pk", orgPk("42"))));
        show("Org 42 item collection",
                org.items().stream().map(i -> List.of(str(i, "SK"), str(i, "type"))).toList());

        var members = ddb.query(q -> q.tableName("p03-key-prefixes")
                .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                .expressionAttributeValues(values(":pk", orgPk("42"), ":prefix", "MEMBER#")));
        show("Org 42 members only", members.items().stream().map(i -> str(i, "SK")).toList());

        say("""
            Keys can be parsed back, but code should read the item's `type` and raw id instead.
            """);

        code("""
            Function<String, Map<String, String>> parseKey = k -> {
                var parts = k.split("#", 2);
                return new TreeMap<>(Map.of("entity", parts[0], "id", parts[1]));
            };
            show("Parsed key", parseKey.apply(orgPk("42")));
            """);

        Function<String, Map<String, String>> parseKey = k -> {
            var parts = k.split("#", 2);
            return new TreeMap<>(Map.of("entity", parts[0], "id", parts[1]));
        };
        show("Parsed key", parseKey.apply(orgPk("42")));

        say("""
            ## Why
            - Ids of different entity types never collide.
            - Keys are readable in the console and logs.
            - A prefix cheaply reads one kind of item out of a collection.

            ## Trade-offs
            - Longer keys: key bytes count towards item size and index storage.
            - Every caller must build keys identically: keep the builders in one module.

            ## Gotchas
            - Store `type` and the raw id (`userId`) as attributes; do not parse keys.
            - Use a delimiter that cannot occur in ids. `#` is the convention.
            - Keep prefixes short but clear: they are written millions of times.
            """);

        say("""
            ## Exercise
            Org 42's dashboard shows how many items of each kind its partition holds: the org item, its
            memberships, its projects. Return a count per `type` (`{Membership=4, Org=1, Project=3}`)
            with **one** Query on the table `x03-key-prefixes`. Not one Query per prefix: overloaded keys
            put every kind in the same partition, and the `type` attribute tells them apart.

            Open `exercises/03-key-prefixes.java`, replace the TODO, then run `./course check 03`.
            """);
    }

    static String userPk(String userId) {
        return "USER#" + userId;
    }

    static String orgPk(String orgId) {
        return "ORG#" + orgId;
    }

    static Map<String, AttributeValue> userKey(String userId) {
        return key("PK", userPk(userId), "SK", userPk(userId));
    }
}
