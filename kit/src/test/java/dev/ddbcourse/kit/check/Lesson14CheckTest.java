package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 14's check: the starter is "not yet", the wrong ways fail with what to do instead. */
class Lesson14CheckTest {
    private static final String TABLE = "x14-ttl";
    private static final CheckRun CHECK = new CheckRun(new Lesson14Check());

    private interface MayCall {
        boolean test(DynamoDbClient ddb, String provider, long now);
    }

    /** The check cell's three calls, with {@code mayCall} as mayCallProvider. */
    private static Object threeCalls(DynamoDbClient ddb, MayCall mayCall) {
        long now = Kit.clockNow().getEpochSecond();
        return List.of(mayCall.test(ddb, "acme-pay", now), mayCall.test(ddb, "acme-pay", now + 120),
                mayCall.test(ddb, "kappa-pay", now));
    }

    private static java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> breaker(
            DynamoDbClient ddb, String provider) {
        return ddb.getItem(g -> g.tableName(TABLE).key(key("PK", "BREAKER#" + provider, "SK", "STATUS"))).item();
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> threeCalls(ddb, (d, provider, now) -> Kit.<Boolean>todo("read the breaker")));
    }

    @Test
    void trustingThePresenceOfTheItemFailsBecauseTtlDeletesLate() {
        CHECK.fails(ddb -> threeCalls(ddb, (d, provider, now) -> breaker(d, provider).isEmpty()))
                .contains("past its expiresAt")
                .contains("TTL deletes expired items late");
    }

    @Test
    void theComputersClockInsteadOfTheGivenNowFails() {
        CHECK.fails(ddb -> threeCalls(ddb, (d, provider, now) -> {
            var b = breaker(d, provider);
            return b.isEmpty() || Long.parseLong(str(b, "expiresAt")) < Instant.now().getEpochSecond();
        }))
                .contains("the now you are given");
    }

    @Test
    void ignoringTheStatusLetsNothingThrough() {
        CHECK.fails(ddb -> threeCalls(ddb, (d, provider, now) -> {
            breaker(d, provider);
            return true;
        }))
                .contains("blocks the call");
    }

    @Test
    void aQueryWithAnExpiryFilterIsRightButPaysForTheExpiredItem() {
        CHECK.fails(ddb -> threeCalls(ddb, (d, provider, now) -> d.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .filterExpression("#s = :down AND expiresAt > :now")
                        .expressionAttributeNames(java.util.Map.of("#s", "status"))
                        .expressionAttributeValues(values(":pk", "BREAKER#" + provider, ":down", "down", ":now", now)))
                .count() == 0))
                .contains("A Query with a filter on expiresAt")
                .doesNotContain("The result is wrong");
    }
}
