package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;

import dev.ddbcourse.kit.Kit;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** Lesson 12's check: the starter is "not yet", wrong ways fail by name. */
class Lesson12CheckTest {
    private static final String TABLE = "x12-conditional-writes";
    private static final CheckRun CHECK = new CheckRun(new Lesson12Check());

    /** The check cell's calls, with {@code claim} as claimUsername. */
    private static Object threeClaims(DynamoDbClient ddb, Claim claim) {
        return List.of(claim.test(ddb, "ada", "u1"), claim.test(ddb, "linus", "u2"), claim.test(ddb, "ada", "u3"));
    }

    private interface Claim {
        boolean test(DynamoDbClient ddb, String username, String userId);
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> threeClaims(ddb, (d, name, user) -> Kit.<Boolean>todo("claim it")));
    }

    /** Right answers, one at a time; under two concurrent sign-ups both could read "free". */
    @Test
    void readingBeforeWritingFailsAsTheRace() {
        CHECK.fails(ddb -> threeClaims(ddb, (d, name, user) -> {
            var existing = d.getItem(g -> g.tableName(TABLE).key(key("PK", "USERNAME#" + name, "SK", "USERNAME")));
            if (existing.hasItem() && !existing.item().isEmpty()) return false;
            d.putItem(p -> p.tableName(TABLE).item(item("PK", "USERNAME#" + name, "SK", "USERNAME", "userId", user)));
            return true;
        }))
                .contains("Anti-pattern: check-then-write race")
                .contains("attribute_not_exists(PK)")
                .contains("a PutItem without attribute_not_exists");
    }

    @Test
    void aPutWithoutTheConditionOverwritesTheOwner() {
        CHECK.fails(ddb -> threeClaims(ddb, (d, name, user) -> {
            d.putItem(p -> p.tableName(TABLE).item(item("PK", "USERNAME#" + name, "SK", "USERNAME", "userId", user)));
            return true;
        }))
                .contains("Anti-pattern: a PutItem without attribute_not_exists")
                .contains("The result is wrong")
                .doesNotContain("check-then-write");
    }

    @Test
    void anUncaughtConditionFailureIsReported() {
        CHECK.fails(ddb -> threeClaims(ddb, (d, name, user) -> {
            d.putItem(p -> p.tableName(TABLE)
                    .item(item("PK", "USERNAME#" + name, "SK", "USERNAME", "userId", user))
                    .conditionExpression("attribute_not_exists(PK)"));
            return true;
        }))
                .contains(ConditionalCheckFailedException.class.getSimpleName());
    }
}
