///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/25-optimistic-locking.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson25
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
import java.lang.invoke.MethodHandles;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.extensions.annotations.DynamoDbVersionAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.BeanTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.BeanTableSchemaParams;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

class Lesson25 {

    public static void main(String[] args) throws Exception {
        say("""
            # 25 · Optimistic locking with a version number

            ## Problem
            Two people edit the same wiki page. Each one reads it, changes it, saves it. With plain writes
            the second save replaces the first, and the first person's edit is gone without a trace: a
            lost update. DynamoDB has no locks to hold while someone edits, and no sessions to hold them in.

            ## Pattern
            Give the item a `version` number. A writer keeps the version it read, and its write carries the
            condition `#v = :expected` while it moves the version on in the same request. If anyone wrote
            in between, the version has moved, the condition fails with
            `ConditionalCheckFailedException` and nothing is written: the writer reads again, redoes its
            change on what is there now, and tries again.

            | Step | Request |
            | --- | --- |
            | read | GetItem, `ConsistentRead`: the body and `version = 1` |
            | write | UpdateItem `SET body = :body, #v = :next`, condition `#v = :expected` (1 -> 2) |
            | conflict | `ConditionalCheckFailedException`: read again, redo the change, write again |

            It is *optimistic*: nothing is locked, a conflict is found when it happens. That is cheap when
            conflicts are rare, which they are for most items.

            ## In practice
            The page `PAGE#home` holds one line. First the lost update: Ann and Bob both read the page,
            each adds a line, each saves with a plain PutItem.
            """);

        code("""
            var ddb = client();
            recreateTable("p25-optimistic-locking");
            var page = key("PK", "PAGE#home", "SK", "PAGE");
            quietly(() -> ddb.putItem(p -> p.tableName("p25-optimistic-locking")
                    .item(item("PK", "PAGE#home", "SK", "PAGE", "body", "Welcome.", "version", 1))));

            Supplier<String> readBody = () -> str(ddb.getItem(g -> g.tableName("p25-optimistic-locking")
                    .key(page).consistentRead(true)).item(), "body");
            var annRead = readBody.get();
            var bobRead = readBody.get();
            for (var edited : List.of(annRead + " Ann's line.", bobRead + " Bob's line.")) {
                ddb.putItem(p -> p.tableName("p25-optimistic-locking")
                        .item(item("PK", "PAGE#home", "SK", "PAGE", "body", edited, "version", 1)));
            }
            show("After two plain saves", readBody.get());
            """);

        var ddb = client();
        recreateTable("p25-optimistic-locking");
        var page = key("PK", "PAGE#home", "SK", "PAGE");
        quietly(() -> ddb.putItem(p -> p.tableName("p25-optimistic-locking")
                .item(item("PK", "PAGE#home", "SK", "PAGE", "body", "Welcome.", "version", 1))));

        Supplier<String> readBody = () -> str(ddb.getItem(g -> g.tableName("p25-optimistic-locking")
                .key(page).consistentRead(true)).item(), "body");
        var annRead = readBody.get();
        var bobRead = readBody.get();
        for (var edited : List.of(annRead + " Ann's line.", bobRead + " Bob's line.")) {
            ddb.putItem(p -> p.tableName("p25-optimistic-locking")
                    .item(item("PK", "PAGE#home", "SK", "PAGE", "body", edited, "version", 1)));
        }
        show("After two plain saves", readBody.get());

        say("""
            Ann's line is gone, and nothing told anyone. Now the same two edits with the version check.
            From here on the log shows what each request cost (`cost:` lines, from the capacity the
            backend reports): a strongly consistent read of a small item is 1 read unit, a write 1 write
            unit.
            """);

        code("""
            quietly(() -> ddb.putItem(p -> p.tableName("p25-optimistic-locking")
                    .item(item("PK", "PAGE#home", "SK", "PAGE", "body", "Welcome.", "version", 1))));
            showCost(true);

            record Draft(String body, int version) {}
            Supplier<Draft> open = () -> {
                var current = ddb.getItem(g -> g.tableName("p25-optimistic-locking").key(page).consistentRead(true)).item();
                return new Draft(str(current, "body"), Integer.parseInt(str(current, "version")));
            };
            BiConsumer<Draft, String> save = (draft, body) -> ddb.updateItem(u -> u.tableName("p25-optimistic-locking")
                    .key(page)
                    .updateExpression("SET body = :body, #v = :next")
                    .conditionExpression("#v = :expected")
                    .expressionAttributeNames(names("#v", "version"))
                    .expressionAttributeValues(values(":body", body, ":expected", draft.version(), ":next", draft.version() + 1)));

            var ann = open.get();
            var bob = open.get();
            save.accept(ann, ann.body() + " Ann's line.");
            var outcome = new LinkedHashMap<String, String>();
            try {
                save.accept(bob, bob.body() + " Bob's line.");
                outcome.put("Bob's save", "written");
            } catch (ConditionalCheckFailedException conflict) {
                outcome.put("Bob's save", conflict.getClass().getSimpleName());
            }
            show("Bob saves what he read at version " + bob.version(), outcome);
            """);

        quietly(() -> ddb.putItem(p -> p.tableName("p25-optimistic-locking")
                .item(item("PK", "PAGE#home", "SK", "PAGE", "body", "Welcome.", "version", 1))));
        showCost(true);

        record Draft(String body, int version) {}
        Supplier<Draft> open = () -> {
            var current = ddb.getItem(g -> g.tableName("p25-optimistic-locking").key(page).consistentRead(true)).item();
            return new Draft(str(current, "body"), Integer.parseInt(str(current, "version")));
        };
        BiConsumer<Draft, String> save = (draft, body) -> ddb.updateItem(u -> u.tableName("p25-optimistic-locking")
                .key(page)
                .updateExpression("SET body = :body, #v = :next")
                .conditionExpression("#v = :expected")
                .expressionAttributeNames(names("#v", "version"))
                .expressionAttributeValues(values(":body", body, ":expected", draft.version(), ":next", draft.version() + 1)));

        var ann = open.get();
        var bob = open.get();
        save.accept(ann, ann.body() + " Ann's line.");
        var outcome = new LinkedHashMap<String, String>();
        try {
            save.accept(bob, bob.body() + " Bob's line.");
            outcome.put("Bob's save", "written");
        } catch (ConditionalCheckFailedException conflict) {
            outcome.put("Bob's save", conflict.getClass().getSimpleName());
        }
        show("Bob saves what he read at version " + bob.version(), outcome);

        say("""
            Bob's write was refused, and nothing of it was stored. He (or his editor, for him) reads the
            page again, finds Ann's line and version 2, adds his line to that, and saves with
            `:expected = 2`.
            """);

        code("""
            var bobAgain = open.get();
            save.accept(bobAgain, bobAgain.body() + " Bob's line.");
            var stored = ddb.getItem(g -> g.tableName("p25-optimistic-locking").key(page).consistentRead(true)).item();
            show("Both edits kept", Map.of("body", str(stored, "body"), "version", plain(stored.get("version"))));
            showCost(false);
            """);

        var bobAgain = open.get();
        save.accept(bobAgain, bobAgain.body() + " Bob's line.");
        var stored = ddb.getItem(g -> g.tableName("p25-optimistic-locking").key(page).consistentRead(true)).item();
        show("Both edits kept", Map.of("body", str(stored, "body"), "version", plain(stored.get("version"))));
        showCost(false);

        say("""
            Bob's edit cost him one more read unit and one more write unit than a plain save, only when
            the conflict happened. A refused conditional write is still billed on DynamoDB (1 write unit
            here), though the error response does not report it.

            ### The same with the Enhanced Client
            The SDK's Enhanced Client maps an annotated class to items. Mark a `Long` property with
            `@DynamoDbVersionAttribute` and its `VersionedRecordExtension` (on by default) does all of the
            above: the first save adds the condition `attribute_not_exists(version)` and sets version 1;
            every later save adds `version = <the version read>` and writes the next one.
            """);

        say("""
            The schema is read from the class once. (`MethodHandles.lookup()` lets the SDK reach a class
            that is not public, as lesson and notebook classes are.) The page `PAGE#about` is saved new,
            then Ann and Bob each load it and save an edit.
            """);

        code("""
            var enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(ddb).build();
            DynamoDbTable<WikiPage> pages = enhanced.table("p25-optimistic-locking",
                    BeanTableSchema.create(BeanTableSchemaParams.builder(WikiPage.class).lookup(MethodHandles.lookup()).build()));

            var about = new WikiPage();
            about.setPk("PAGE#about");
            about.setSk("PAGE");
            about.setBody("About us.");
            pages.putItem(about);

            var aboutKey = Key.builder().partitionValue("PAGE#about").sortValue("PAGE").build();
            var annCopy = pages.getItem(g -> g.key(aboutKey).consistentRead(true));
            var bobCopy = pages.getItem(g -> g.key(aboutKey).consistentRead(true));
            annCopy.setBody(annCopy.getBody() + " Ann's line.");
            var annSaved = pages.updateItem(annCopy);
            var enhancedOutcome = new LinkedHashMap<String, Object>();
            enhancedOutcome.put("Ann's save, now at version", annSaved.getVersion());
            bobCopy.setBody(bobCopy.getBody() + " Bob's line.");
            try {
                pages.updateItem(bobCopy);
                enhancedOutcome.put("Bob's save", "written");
            } catch (ConditionalCheckFailedException conflict) {
                enhancedOutcome.put("Bob's save", conflict.getClass().getSimpleName());
            }
            show("Enhanced Client, two editors", enhancedOutcome);
            """);

        var enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(ddb).build();
        DynamoDbTable<WikiPage> pages = enhanced.table("p25-optimistic-locking",
                BeanTableSchema.create(BeanTableSchemaParams.builder(WikiPage.class).lookup(MethodHandles.lookup()).build()));

        var about = new WikiPage();
        about.setPk("PAGE#about");
        about.setSk("PAGE");
        about.setBody("About us.");
        pages.putItem(about);

        var aboutKey = Key.builder().partitionValue("PAGE#about").sortValue("PAGE").build();
        var annCopy = pages.getItem(g -> g.key(aboutKey).consistentRead(true));
        var bobCopy = pages.getItem(g -> g.key(aboutKey).consistentRead(true));
        annCopy.setBody(annCopy.getBody() + " Ann's line.");
        var annSaved = pages.updateItem(annCopy);
        var enhancedOutcome = new LinkedHashMap<String, Object>();
        enhancedOutcome.put("Ann's save, now at version", annSaved.getVersion());
        bobCopy.setBody(bobCopy.getBody() + " Bob's line.");
        try {
            pages.updateItem(bobCopy);
            enhancedOutcome.put("Bob's save", "written");
        } catch (ConditionalCheckFailedException conflict) {
            enhancedOutcome.put("Bob's save", conflict.getClass().getSimpleName());
        }
        show("Enhanced Client, two editors", enhancedOutcome);

        say("""
            The log shows the requests the extension built: the same condition on `version`, the same
            refusal. What to do on a refusal is still the application's choice: read again and redo the
            edit, merge, or ask the user.

            ## Why
            The condition is checked and the write made in one atomic step on the server (lesson 12), so
            no writer can slip in between. The version stands for "everything I read": if it is unchanged,
            nothing I based my change on has changed.

            ## Trade-offs
            - Under heavy contention on one item, writers keep refusing each other and retrying: each retry
              is another read and another write. A counter that many clients bump wants `ADD` (no read at
              all), not a version.
            - Every writer of the item must play by the rule. One blind PutItem anywhere in the code base
              brings the lost update back.
            - A conflict is only found at save time: for long edits (a form open for ten minutes), tell the
              user early, or merge.

            ## Gotchas
            - Read with `ConsistentRead`: an eventually consistent read may return the previous version,
              and the write is then refused for nothing.
            - `ReturnValuesOnConditionCheckFailure = ALL_OLD` returns the stored item with the refusal: the
              retry can start from it without another read.
            - In a transaction a failed version check is a `TransactionCanceledException` with the reason
              `ConditionalCheckFailed`, not `ConditionalCheckFailedException`.
            - The Enhanced Client's `deleteItem` does not check the version unless you add the condition
              yourself.
            - DynamoDB Local and AWS behave the same here; on AWS the refused write is billed (1 write unit
              here).
            """);

        say("""
            ## Exercise
            The table `x25-optimistic-locking` holds products: `PK = PRODUCT#<id>`, `SK = PRODUCT`, a
            `price` (a whole number) and a `version`. Take `percent`% off a product's price: read it, compute
            `price * (100 - percent) / 100` in Java, write it back, and return the price you stored. Other
            writers change prices at any moment (the check lets one in between your read and your write):
            never overwrite their change, and do not give up on yours.

            Open `exercises/25-optimistic-locking.java`, replace the TODO, then run `./course check 25`.
            """);
    }

    @DynamoDbBean
    static class WikiPage {
        private String pk;
        private String sk;
        private String body;
        private Long version;

        public WikiPage() {} // the SDK creates pages through a public no-argument constructor

        @DynamoDbPartitionKey @DynamoDbAttribute("PK") public String getPk() { return pk; }
        public void setPk(String pk) { this.pk = pk; }
        @DynamoDbSortKey @DynamoDbAttribute("SK") public String getSk() { return sk; }
        public void setSk(String sk) { this.sk = sk; }
        public String getBody() { return body; }
        public void setBody(String body) { this.body = body; }
        @DynamoDbVersionAttribute public Long getVersion() { return version; }
        public void setVersion(Long version) { this.version = version; }
    }
}
