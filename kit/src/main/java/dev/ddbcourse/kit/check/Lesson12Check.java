package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.str;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Lesson 12's exercise: "claim a username so that two sign-ups never get the same one", on a
 * table of {@code USERNAME#<name> / USERNAME} items holding the owner's {@code userId}. The
 * pattern: one PutItem per call with {@code ConditionExpression attribute_not_exists(PK)},
 * catching ConditionalCheckFailedException as "taken". The anti-patterns it catches: a read
 * before the write (the check-then-write race), a put without the condition (it overwrites the
 * owner), more than one write per call.
 *
 * <p>The answer: {@code check("12-conditional-writes", ddb -> List.of(claimUsername(ddb, "ada", "u1"),
 * claimUsername(ddb, "linus", "u2"), claimUsername(ddb, "ada", "u3")))} where
 * {@code static boolean claimUsername(DynamoDbClient ddb, String username, String userId)} writes
 * table {@code x12-conditional-writes}; {@code linus} is taken by {@code u9} before the answer
 * runs. The refused conditional puts are the pattern working, so this check verifies the
 * requests itself rather than with {@link AccessPattern#verify} (which rejects any refusal).
 */
public final class Lesson12Check extends ExerciseCheck {
    static final int CALLS = 3;
    private static final String CONDITION_FAILED = "ConditionalCheckFailedException";
    private static final List<String> READS = List.of("GetItem", "BatchGetItem", "TransactGetItems", "Query", "Scan");

    @Override
    public String stem() {
        return "12-conditional-writes";
    }

    @Override
    public String task() {
        return "claim 'ada' for u1, 'linus' for u2 (already u9's), 'ada' for u3, never taking a name someone holds";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        Tables.seed(ddb, table(), List.of(
                item("PK", "USERNAME#linus", "SK", "USERNAME", "userId", "u9"),
                item("PK", "USERNAME#grace", "SK", "USERNAME", "userId", "u5")));
    }

    /** What each call returned, and each name's owner afterwards. */
    @Override
    protected Object expected() {
        return state(List.of(true, false, false), new TreeMap<>(Map.of("ada", "u1", "grace", "u5", "linus", "u9")));
    }

    /** Read back quietly: every USERNAME item's owner. */
    @Override
    protected Object actual(Attempt attempt) {
        Map<String, String> owners = new TreeMap<>();
        attempt.client().scanPaginator(s -> s.tableName(table()).consistentRead(true)).items()
                .forEach(i -> owners.put(str(i, "PK").replaceFirst("^USERNAME#", ""), str(i, "userId")));
        return state(attempt.result(), owners);
    }

    private static Map<String, Object> state(Object returned, Map<String, String> owners) {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("returned", returned);
        state.put("owners", owners);
        return state;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(CALLS, "PutItem");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        verifyResult(actual, softly);

        List<RecordedRequest> reads = attempt.requests().stream().filter(r -> READS.contains(r.operation())).toList();
        softly.assertThat(reads)
                .withFailMessage(() -> "Anti-pattern: check-then-write race. The answer read first (" + reads.get(0).operation()
                        + ") and wrote after: between the two, another sign-up can read 'free' too, and both write."
                        + " Let DynamoDB check and write in one step: PutItem with ConditionExpression"
                        + " attribute_not_exists(PK), and catch ConditionalCheckFailedException.")
                .isEmpty();

        List<RecordedRequest> puts = attempt.requests("PutItem");
        List<RecordedRequest> unconditional = puts.stream().filter(r -> !conditionalOnAbsence(r)).toList();
        softly.assertThat(unconditional)
                .withFailMessage(() -> "Anti-pattern: a PutItem without attribute_not_exists. A plain put replaces"
                        + " whatever item has the key, so the second sign-up silently takes the name. Add"
                        + " ConditionExpression attribute_not_exists(PK).")
                .isEmpty();
        softly.assertThat(puts)
                .withFailMessage(() -> "The answer made %d PutItem requests for %d calls; each call needs exactly one."
                        .formatted(puts.size(), CALLS))
                .hasSize(CALLS);

        List<RecordedRequest> refused = attempt.requests().stream()
                .filter(r -> r.failed() && !r.error().startsWith(CONDITION_FAILED)).toList();
        softly.assertThat(refused)
                .withFailMessage(() -> "DynamoDB refused the " + refused.get(0).operation() + ": " + refused.get(0).error())
                .isEmpty();

        List<RecordedRequest> others = attempt.requests().stream()
                .filter(r -> !r.operation().equals("PutItem") && !READS.contains(r.operation())).toList();
        softly.assertThat(others)
                .withFailMessage(() -> "Requests the pattern does not need: the answer also made "
                        + others.stream().map(RecordedRequest::operation).distinct().toList()
                        + ". The pattern is one conditional PutItem per call, and nothing else.")
                .isEmpty();

        List<RecordedRequest> elsewhere = puts.stream().filter(r -> !r.tables().equals(List.of(table()))).toList();
        softly.assertThat(elsewhere)
                .withFailMessage(() -> "The PutItem went to " + elsewhere.get(0).table() + ": the exercise uses the table " + table() + ".")
                .isEmpty();
    }

    private static boolean conditionalOnAbsence(RecordedRequest put) {
        return put.request() instanceof PutItemRequest r && r.conditionExpression() != null
                && r.conditionExpression().contains("attribute_not_exists");
    }
}
