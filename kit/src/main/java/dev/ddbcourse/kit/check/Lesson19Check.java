package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 19's exercise: "place order o9, ship o6, then list the pending orders of 2026-10-21, oldest
 * first, as they are after both changes", with GSI2 behind its table. The check seeds
 * {@code x19-gsi-consistency}, then switches on the engine's GSI lag and stops its clock, so GSI2 sees
 * neither of the answer's writes while it runs: a plain Query of the index lists o6 and misses o9. The
 * answer must make its one PutItem, one UpdateItem and one Query on GSI2 (strongly consistent GetItems
 * by key are allowed too), no Scan and no consistent read of the index, and still return the result
 * as it is after the writes. On DynamoDB Local and AWS the lag cannot be switched on; the check then
 * judges the same result and requests without it.
 *
 * <p>The answer: {@code check("19-gsi-consistency", ddb -> pendingAfter(ddb, placed, shippedKey, "2026-10-21"))}.
 */
public final class Lesson19Check extends ExerciseCheck {
    static final String DAY = "2026-10-21";
    static final Duration LAG = Duration.ofSeconds(5);

    @Override
    public String stem() {
        return "19-gsi-consistency";
    }

    @Override
    public String task() {
        return "place o9, ship o6, then return the orderIds of the pending orders of " + DAY + ", oldest first";
    }

    static Map<String, AttributeValue> order(String customer, String orderId, String date, String status) {
        return item("PK", "CUST#" + customer, "SK", "ORDER#" + date + "#" + orderId,
                "GSI2PK", "STATUS#" + status, "GSI2SK", date + "#" + orderId, "orderId", orderId, "status", status);
    }

    private StoppedClock lagging;

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("GSI2"));
        Tables.seed(ddb, table(), List.of(
                order("c1", "o5", "2026-10-21T06:50:00Z", "SHIPPED"),
                order("c1", "o6", "2026-10-21T07:45:00Z", "PENDING"),
                order("c2", "o7", "2026-10-21T08:30:00Z", "PENDING"),
                order("c2", "o8", "2026-10-20T17:05:00Z", "PENDING")));
        // when the lag goes off, the clock moves on by it: what the index still owes arrives
        lagging = StoppedClock.with(e -> e.gsiLag(LAG), e -> {
            e.gsiLag(Duration.ZERO);
            e.advanceClock(LAG);
        });
    }

    @Override
    protected void tearDown(DynamoDbClient ddb) {
        if (lagging != null) lagging.close();
    }

    /** o6 shipped, o7 still pending, o9 placed; o8 is another day's. */
    @Override
    protected Object expected() {
        return List.of("o7", "o9");
    }

    @Override
    protected String patternText() {
        return "one PutItem, one UpdateItem, then one Query on index GSI2 of " + table()
                + ", corrected with what the answer wrote (no Scan, no consistent read of the index)";
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex("GSI2");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        List<RecordedRequest> requests = attempt.requests();
        List<RecordedRequest> refused = requests.stream().filter(RecordedRequest::failed).toList();
        softly.assertThat(refused).withFailMessage(() -> refused.get(0).error().contains("Consistent reads are not supported")
                ? "DynamoDB refused a consistent read of GSI2: " + refused.get(0).error() + ". A GSI is updated in the"
                        + " background, so it offers only eventually consistent reads. Read it as it is and correct the"
                        + " result with what the answer itself wrote."
                : "DynamoDB refused the " + refused.get(0).operation() + ": " + refused.get(0).error()).isEmpty();
        List<RecordedRequest> scans = requests.stream().filter(RecordedRequest::isScan).toList();
        softly.assertThat(scans).withFailMessage("Anti-pattern: Scan. A consistent Scan of the table does see both writes,"
                + " but it reads and bills every order of every day. One Query on GSI2 reads only the pending orders of the"
                + " day; correct what it misses with what the answer wrote.").isEmpty();
        softly.assertThat(attempt.requests("PutItem")).withFailMessage(() -> "The answer made "
                + attempt.requests("PutItem").size() + " PutItem requests: place order o9 with exactly one.").hasSize(1);
        softly.assertThat(attempt.requests("UpdateItem")).withFailMessage(() -> "The answer made "
                + attempt.requests("UpdateItem").size() + " UpdateItem requests: ship order o6 with exactly one.").hasSize(1);
        List<RecordedRequest> queries = attempt.requests("Query");
        softly.assertThat(queries).withFailMessage(() -> queries.isEmpty()
                ? "The answer made no Query: read the pending orders of the day with one Query on index GSI2."
                : "Anti-pattern: %d Query requests where one does it. Waiting for the index and asking again is not a fix:"
                        .formatted(queries.size()) + " the lag has no upper bound. Query GSI2 once and correct the result with"
                        + " what the answer wrote.").hasSize(1);
        List<RecordedRequest> offIndex = queries.stream().filter(q -> !Objects.equals(q.index(), "GSI2")).toList();
        softly.assertThat(offIndex).withFailMessage("A Query went to the base table: its key is the customer, so it cannot"
                + " list the pending orders of every customer. Query index GSI2 (GSI2PK = STATUS#PENDING).").isEmpty();
        List<RecordedRequest> others = requests.stream().filter(r -> !List.of("PutItem", "UpdateItem", "Query", "GetItem")
                .contains(r.operation()) && !r.isScan()).toList();
        softly.assertThat(others).withFailMessage(() -> "Requests the flow does not need: " + others.stream()
                .map(RecordedRequest::operation).distinct().toList() + ".").isEmpty();

        verifyResult(actual, softly);
        if (actual instanceof List<?> got && !got.equals(expected())) {
            boolean missesPlaced = !got.contains("o9"), listsShipped = got.contains("o6");
            softly.assertThat(!missesPlaced && !listsShipped).withFailMessage(() -> (lagging.active()
                    ? "Anti-pattern: trusting a lagging index. GSI2 had not received the answer's two writes when it was"
                    + " read, so it %s. The answer knows both changes: add the placed order and drop the shipped one"
                    + " (in GSI2SK order), or read them back by key with a strongly consistent GetItem."
                    : "The result %s: add the placed order and drop the shipped one.")
                    .formatted(missesPlaced && listsShipped ? "still lists o6 and misses o9"
                            : missesPlaced ? "misses o9" : "still lists o6")).isTrue();
        }
    }
}
