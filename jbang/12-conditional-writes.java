///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/12-conditional-writes.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson12
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
import java.time.Instant;

class Lesson12 {

    public static void main(String[] args) throws Exception {
        say("""
            # 12 · Conditional writes and idempotency

            ## Problem
            Networks time out and clients retry. A retried "create user" must not make a second user, a
            retried "charge the card" must not charge twice, and two people signing up at once must not
            both get the same name.

            ## Pattern
            A write can carry a condition that DynamoDB checks on the stored item, atomically with the
            write. `attribute_not_exists(PK)` means "only if no item has this key yet": the insert becomes
            idempotent for free, and a duplicate fails cleanly with `ConditionalCheckFailedException`.

            That covers the insert only. An action with a side effect (a payment) gets an explicit
            idempotency key: the client sends the same key on every retry, and the first write is a
            conditional put of `IDEMPOTENCY#<key>`, in the same transaction as the action itself.

            | Action | Request |
            | --- | --- |
            | create once | PutItem `... ConditionExpression attribute_not_exists(PK)` |
            | act once | TransactWriteItems: Put `IDEMPOTENCY#<key>` if `attribute_not_exists(PK)` + the action |

            ## In practice
            Ada signs up: a conditional PutItem of her profile.
            """);

        code("""
            var ddb = client();
            recreateTable("p12-conditional-writes");
            ddb.putItem(p -> p.tableName("p12-conditional-writes")
                    .item(item("PK", "USER#ada", "SK", "PROFILE", "name", "Ada Lovelace"))
                    .conditionExpression("attribute_not_exists(PK)"));
            var profile = ddb.getItem(g -> g.tableName("p12-conditional-writes")
                    .key(key("PK", "USER#ada", "SK", "PROFILE"))).item();
            show("Ada's profile", str(profile, "name"));
            """);

        var ddb = client();
        recreateTable("p12-conditional-writes");
        ddb.putItem(p -> p.tableName("p12-conditional-writes")
                .item(item("PK", "USER#ada", "SK", "PROFILE", "name", "Ada Lovelace"))
                .conditionExpression("attribute_not_exists(PK)"));
        var profile = ddb.getItem(g -> g.tableName("p12-conditional-writes")
                .key(key("PK", "USER#ada", "SK", "PROFILE"))).item();
        show("Ada's profile", str(profile, "name"));

        say("""
            The client did not see the answer and sends the same put again. The condition fails: no second
            copy, no overwrite, and an error the code can recognise. With
            `ReturnValuesOnConditionCheckFailure ALL_OLD` the error also carries the item that made the
            condition fail, at no extra read: the code sees whose name it is without a GetItem.
            """);

        code("""
            try {
                ddb.putItem(p -> p.tableName("p12-conditional-writes")
                        .item(item("PK", "USER#ada", "SK", "PROFILE", "name", "Ada Lovelace"))
                        .conditionExpression("attribute_not_exists(PK)")
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD));
            } catch (ConditionalCheckFailedException duplicate) {
                var seen = new LinkedHashMap<String, Object>();
                seen.put("exception", duplicate.getClass().getSimpleName());
                seen.put("message", duplicate.awsErrorDetails().errorMessage());
                seen.put("stored name", str(duplicate.item(), "name"));
                show("The same insert again", seen);
            }
            """);

        try {
            ddb.putItem(p -> p.tableName("p12-conditional-writes")
                    .item(item("PK", "USER#ada", "SK", "PROFILE", "name", "Ada Lovelace"))
                    .conditionExpression("attribute_not_exists(PK)")
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD));
        } catch (ConditionalCheckFailedException duplicate) {
            var seen = new LinkedHashMap<String, Object>();
            seen.put("exception", duplicate.getClass().getSimpleName());
            seen.put("message", duplicate.awsErrorDetails().errorMessage());
            seen.put("stored name", str(duplicate.item(), "name"));
            show("The same insert again", seen);
        }

        say("""
            Now a payment. Ada's account holds 100; the client charges 30 with the idempotency key
            `pay-7f3a`. One transaction writes the key record (only if it is new) and takes the money; the
            retry with the same key is cancelled as a whole, so the balance moves once.

            The key record keeps the outcome (here the amount) so a retry can answer like the first call,
            and an `expiresAt` time (epoch seconds): with TTL enabled on that attribute (UpdateTimeToLive)
            DynamoDB deletes old keys by itself, typically within a few days of expiry, so a reader that
            must not see an expired key also compares `expiresAt` with the time. At the end of this lesson
            the key record expires (lesson 14 is all about TTL).
            """);

        code("""
            ddb.putItem(p -> p.tableName("p12-conditional-writes")
                    .item(item("PK", "USER#ada", "SK", "ACCOUNT", "balance", 100)));

            Function<String, String> charge30 = idempotencyKey -> {
                try {
                    ddb.transactWriteItems(t -> t.transactItems(
                            TransactWriteItem.builder().put(p -> p.tableName("p12-conditional-writes")
                                    .item(item("PK", "IDEMPOTENCY#" + idempotencyKey, "SK", "IDEMPOTENCY",
                                            "amount", 30, "expiresAt", 1798761600))
                                    .conditionExpression("attribute_not_exists(PK)")).build(),
                            TransactWriteItem.builder().update(u -> u.tableName("p12-conditional-writes")
                                    .key(key("PK", "USER#ada", "SK", "ACCOUNT"))
                                    .updateExpression("SET balance = balance - :amount")
                                    .expressionAttributeValues(values(":amount", 30))).build()));
                    return "charged 30";
                } catch (TransactionCanceledException retry) {
                    return "already done, cancellation reasons " + retry.cancellationReasons().stream()
                            .map(CancellationReason::code).toList();
                }
            };
            show("First attempt", charge30.apply("pay-7f3a"));
            show("Retry with the same key", charge30.apply("pay-7f3a"));
            """);

        ddb.putItem(p -> p.tableName("p12-conditional-writes")
                .item(item("PK", "USER#ada", "SK", "ACCOUNT", "balance", 100)));

        Function<String, String> charge30 = idempotencyKey -> {
            try {
                ddb.transactWriteItems(t -> t.transactItems(
                        TransactWriteItem.builder().put(p -> p.tableName("p12-conditional-writes")
                                .item(item("PK", "IDEMPOTENCY#" + idempotencyKey, "SK", "IDEMPOTENCY",
                                        "amount", 30, "expiresAt", 1798761600))
                                .conditionExpression("attribute_not_exists(PK)")).build(),
                        TransactWriteItem.builder().update(u -> u.tableName("p12-conditional-writes")
                                .key(key("PK", "USER#ada", "SK", "ACCOUNT"))
                                .updateExpression("SET balance = balance - :amount")
                                .expressionAttributeValues(values(":amount", 30))).build()));
                return "charged 30";
            } catch (TransactionCanceledException retry) {
                return "already done, cancellation reasons " + retry.cancellationReasons().stream()
                        .map(CancellationReason::code).toList();
            }
        };
        show("First attempt", charge30.apply("pay-7f3a"));
        show("Retry with the same key", charge30.apply("pay-7f3a"));

        say("""
            What is stored: one profile, one key record, and a balance charged once.
            """);

        code("""
            var account = ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                    .key(key("PK", "USER#ada", "SK", "ACCOUNT")));
            var keyRecord = ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                    .key(key("PK", "IDEMPOTENCY#pay-7f3a", "SK", "IDEMPOTENCY")));
            var finalState = new LinkedHashMap<String, Object>();
            finalState.put("balance", plain(account.item().get("balance")));
            finalState.put("IDEMPOTENCY#pay-7f3a amount", plain(keyRecord.item().get("amount")));
            show("Final state", finalState);
            """);

        var account = ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                .key(key("PK", "USER#ada", "SK", "ACCOUNT")));
        var keyRecord = ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                .key(key("PK", "IDEMPOTENCY#pay-7f3a", "SK", "IDEMPOTENCY")));
        var finalState = new LinkedHashMap<String, Object>();
        finalState.put("balance", plain(account.item().get("balance")));
        finalState.put("IDEMPOTENCY#pay-7f3a amount", plain(keyRecord.item().get("amount")));
        show("Final state", finalState);

        say("""
            ### The key record expires
            A retry comes within minutes or hours, so the key record need not stay for ever. The table gets
            TTL on `expiresAt` (one UpdateTimeToLive per table); the record's `expiresAt: 1798761600` is
            2027-01-01 00:00 UTC. The lesson moves the course engine's clock just past that instant and runs
            TTL's sweep: the key record is gone, the balance it protected stays. (DynamoDB Local's clock does
            not move and it never deletes; on AWS the record goes within a few days after that instant, and
            free: TTL deletions consume no write capacity.)
            """);

        code("""
            ddb.updateTimeToLive(u -> u.tableName("p12-conditional-writes")
                    .timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
            var toExpiry = Duration.between(clockNow(), Instant.ofEpochSecond(1798761600 + 1));
            boolean swept = (toExpiry.isNegative() || advanceClock(toExpiry)) && sweepExpiredItems();
            var afterExpiry = new LinkedHashMap<String, Object>();
            afterExpiry.put("IDEMPOTENCY#pay-7f3a", ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                    .key(key("PK", "IDEMPOTENCY#pay-7f3a", "SK", "IDEMPOTENCY"))).hasItem() ? "still there" : "gone");
            afterExpiry.put("balance", plain(ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                    .key(key("PK", "USER#ada", "SK", "ACCOUNT"))).item().get("balance")));
            show(swept ? "After 2027-01-01 and TTL's sweep" : "Not on this backend (no clock to move): the record stays for now",
                    afterExpiry);
            """);

        ddb.updateTimeToLive(u -> u.tableName("p12-conditional-writes")
                .timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
        var toExpiry = Duration.between(clockNow(), Instant.ofEpochSecond(1798761600 + 1));
        boolean swept = (toExpiry.isNegative() || advanceClock(toExpiry)) && sweepExpiredItems();
        var afterExpiry = new LinkedHashMap<String, Object>();
        afterExpiry.put("IDEMPOTENCY#pay-7f3a", ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                .key(key("PK", "IDEMPOTENCY#pay-7f3a", "SK", "IDEMPOTENCY"))).hasItem() ? "still there" : "gone");
        afterExpiry.put("balance", plain(ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                .key(key("PK", "USER#ada", "SK", "ACCOUNT"))).item().get("balance")));
        show(swept ? "After 2027-01-01 and TTL's sweep" : "Not on this backend (no clock to move): the record stays for now",
                afterExpiry);

        say("""
            A transaction can also carry a `ClientRequestToken`. For 10 minutes, the same token with the
            same request is answered with success without running it again (the same token with a different
            request is refused with `IdempotentParameterMismatchException`). That covers a retry of one call,
            within minutes; the idempotency record above covers any retry, for as long as it is kept.
            """);

        code("""
            Function<String, String> deposit5 = token -> {
                ddb.transactWriteItems(t -> t.clientRequestToken(token).transactItems(
                        TransactWriteItem.builder().update(u -> u.tableName("p12-conditional-writes")
                                .key(key("PK", "USER#ada", "SK", "ACCOUNT"))
                                .updateExpression("SET balance = balance + :amount")
                                .expressionAttributeValues(values(":amount", 5))).build()));
                var balance = ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                        .key(key("PK", "USER#ada", "SK", "ACCOUNT"))).item().get("balance");
                return "balance " + plain(balance);
            };
            show("Deposit 5, token dep-1", deposit5.apply("dep-1"));
            show("The same call again, token dep-1", deposit5.apply("dep-1"));
            """);

        Function<String, String> deposit5 = token -> {
            ddb.transactWriteItems(t -> t.clientRequestToken(token).transactItems(
                    TransactWriteItem.builder().update(u -> u.tableName("p12-conditional-writes")
                            .key(key("PK", "USER#ada", "SK", "ACCOUNT"))
                            .updateExpression("SET balance = balance + :amount")
                            .expressionAttributeValues(values(":amount", 5))).build()));
            var balance = ddb.getItem(g -> g.tableName("p12-conditional-writes").consistentRead(true)
                    .key(key("PK", "USER#ada", "SK", "ACCOUNT"))).item().get("balance");
            return "balance " + plain(balance);
        };
        show("Deposit 5, token dep-1", deposit5.apply("dep-1"));
        show("The same call again, token dep-1", deposit5.apply("dep-1"));

        say("""
            ## Why
            The condition is checked and the write made in one atomic step on the server. Reading first
            and writing after leaves a gap where another request can slip in; a condition leaves none.

            ## Trade-offs
            - A failed condition still consumes write capacity.
            - An idempotency record is one more write per action, and a table of keys to expire.
            - Libraries do this for you (Powertools for AWS Lambda has an idempotency utility, on DynamoDB):
              prefer one to hand-rolling it in production.

            ## Gotchas
            - `attribute_not_exists(PK)` looks at the one item with this exact key (PK and SK), not at the
              whole partition.
            - In a transaction a failed condition comes back as `TransactionCanceledException` with one
              reason per action (`ConditionalCheckFailed`, `None`), not as `ConditionalCheckFailedException`.
            - A key record written after the side effect is too late: a crash in between charges twice.
            """);

        say("""
            ## Exercise
            The table `x12-conditional-writes` holds one item per taken username: `PK = USERNAME#<name>`,
            `SK = USERNAME` and the owner's `userId`. Register a username so that two sign-ups can never
            take the same name: one PutItem with a condition. Return `true` if this call took the name,
            `false` if someone already had it (leave their item as it is).

            Open `exercises/12-conditional-writes.java`, replace the TODO, then run `./course check 12`.
            """);
    }
}
