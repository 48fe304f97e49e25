///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/03-key-prefixes.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
            In one table, users, orgs and projects all share the same `PK` and `SK` attributes. A user
            with id 42 and an org with id 42 would land on the same key, and a bare `42` in the console
            says nothing about what the item is.

            ## Pattern
            Every key value starts with its entity type and a delimiter:

            | Item | PK | SK |
            | --- | --- | --- |
            | User 42 | `USER#42` | `USER#42` |
            | Org 42 | `ORG#42` | `ORG#42` |
            | Dana is a member of org 42 | `ORG#42` | `MEMBER#USER#42` |
            | Project p1 of org 42 | `ORG#42` | `PROJECT#p1` |

            The same `SK` attribute now holds different kinds of value on different items: that is key
            overloading. The prefix keeps it safe, and `begins_with(SK, 'MEMBER#')` picks out one kind.

            ## In practice
            The keys are built in one place, by small helpers, so every caller writes them the same way.
            """);

        var ddb = client();
        recreateTable("p03-key-prefixes");
        seed("p03-key-prefixes", List.of(
                item("PK", userPk("42"), "SK", userPk("42"), "type", "User", "userId", "42", "name", "Dana"),
                item("PK", orgPk("42"), "SK", orgPk("42"), "type", "Org", "orgId", "42", "name", "Acme"),
                item("PK", orgPk("42"), "SK", "MEMBER#" + userPk("42"), "type", "Membership", "userId", "42"),
                item("PK", orgPk("42"), "SK", "PROJECT#p1", "type", "Project", "projectId", "p1")));

        say("""
            User 42 is found by its own key; org 42, with the same id, is somewhere else entirely.
            """);

        var user = ddb.getItem(g -> g.tableName("p03-key-prefixes").key(userKey("42")));
        show("User 42", user.item());

        say("""
            The org's partition holds three kinds of item. One Query returns them all, sorted by `SK`;
            a `begins_with` on the prefix narrows it to one kind.
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
            A key can be split back into its parts. It works, but the item already carries `type` and
            the raw id, which is what code should read.
            """);

        Function<String, Map<String, String>> parseKey = k -> {
            var parts = k.split("#", 2);
            return new TreeMap<>(Map.of("entity", parts[0], "id", parts[1]));
        };
        show("Parsed key", parseKey.apply(orgPk("42")));

        say("""
            ## Why
            - Ids of different entity types never collide.
            - Keys say what they are, in the console and in the logs.
            - A prefix is a cheap, index-free way to read one kind of item out of a collection.

            ## Trade-offs
            - Longer keys: key bytes count towards item size and index storage.
            - Every caller must build keys identically, so keep the builders in one module.

            ## Gotchas
            - Also store `type` and the raw id (`userId`) as attributes; do not parse keys in code.
            - Choose a delimiter that cannot occur in ids. `#` is the convention.
            - Keep prefixes short but readable: they are written on every item, millions of times.
            """);

        say("""
            ## Exercise
            Org 42 also owns several projects. Return the ids of **only its projects** (`p1`, `p2`, ...,
            in key order) with one Query on the table `x03-key-prefixes`: its members and the org item
            must not be read at all.

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
