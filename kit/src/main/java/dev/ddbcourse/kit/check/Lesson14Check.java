package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.backend.CourseClient;
import dev.ddbcourse.kit.tables.Tables;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Lesson 14's exercise: "may we call the payment provider now?" from one GetItem of its circuit breaker,
 * on a table with TTL on {@code expiresAt}. {@code acme-pay}'s breaker is {@code down} for one minute of the
 * backend's clock, {@code beta-pay}'s for an hour, {@code kappa-pay} has none. The answer is asked about
 * acme-pay now (false) and two minutes on (true: the breaker is past its TTL but nobody has deleted it, so
 * only the time test sees it has expired) and about kappa-pay (true).
 *
 * <p>The answer: {@code check("14-ttl", ddb -> { long now = clockNow().getEpochSecond(); return
 * List.of(mayCallProvider(ddb, "acme-pay", now), mayCallProvider(ddb, "acme-pay", now + 120),
 * mayCallProvider(ddb, "kappa-pay", now)); })}. The wrong ways it names: trusting the item's presence (TTL
 * deletes days late), the computer's clock instead of the {@code now} given, a Query with an expiry filter.
 */
public final class Lesson14Check extends ExerciseCheck {
    static final int CALLS = 3;
    /** How long acme-pay's breaker is open, in seconds of the backend's clock. */
    static final int OPEN_SECONDS = 60;

    @Override
    public String stem() {
        return "14-ttl";
    }

    @Override
    public String task() {
        return "may we call acme-pay now, acme-pay in two minutes, kappa-pay now?";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        ddb.updateTimeToLive(u -> u.tableName(table()).timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
        long now = CourseClient.sharedControl().now().getEpochSecond();
        Tables.seed(ddb, table(), List.of(
                item("PK", "BREAKER#acme-pay", "SK", "STATUS", "status", "down", "expiresAt", now + OPEN_SECONDS),
                item("PK", "BREAKER#beta-pay", "SK", "STATUS", "status", "down", "expiresAt", now + 3600)));
    }

    @Override
    protected Object expected() {
        return List.of(false, true, true);
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(CALLS, "GetItem");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        softly.assertThat(actual)
                .withFailMessage(() -> "In two minutes acme-pay's breaker is past its expiresAt, yet the answer still said"
                        + " 'do not call'. TTL deletes expired items late (on AWS within days), so the GetItem still returns"
                        + " the breaker: compare its expiresAt with the now you are given (not the computer's clock), and"
                        + " treat an expired breaker as absent.")
                .isNotEqualTo(List.of(false, false, true));
        softly.assertThat(actual)
                .withFailMessage(() -> "acme-pay's breaker is down for another minute, yet the answer allowed the call now:"
                        + " a 'down' breaker whose expiresAt is still ahead of now blocks the call.")
                .matches(r -> !(r instanceof List<?> l && l.size() == CALLS && Boolean.TRUE.equals(l.get(0))));
        verifyResult(actual, softly);
        softly.assertThat(attempt.requests("Query"))
                .withFailMessage(() -> "A Query with a filter on expiresAt gets the right answer at a higher price: it reads"
                        + " the expired breaker and bills it even when the filter drops it. One GetItem by key, then the time"
                        + " test in code.")
                .isEmpty();
        pattern().verify(table(), attempt.requests(), softly);
    }
}
