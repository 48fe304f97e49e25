package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.key;
import static dev.ddbcourse.kit.values.Attributes.names;
import static dev.ddbcourse.kit.values.Attributes.str;
import static dev.ddbcourse.kit.values.Attributes.values;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Lesson 25's exercise: "take 10% off product p1's price", a read-modify-write (the new price is
 * computed in Java from the price read), safe under a concurrent writer. Products are
 * {@code PRODUCT#<id> / PRODUCT} items with a {@code price} and a {@code version}. The check makes
 * the race happen every time: right after the answer's first read, a price-sync job sets p1's
 * price to 250 (version 1 to 2), so the answer's first write meets a changed item.
 *
 * <p>The pattern: read price and version, then write the new price with
 * {@code ConditionExpression #v = :expected} and {@code SET #v = :expected + 1}; on
 * ConditionalCheckFailedException read again, recompute from the fresh price, write again. The
 * anti-patterns it catches: a write without the version condition (the lost update), giving up
 * after the refusal, a retry that reuses the first price read, a write that does not bump the
 * version, a retry loop without end, a Scan.
 *
 * <p>The answer: {@code check("25-optimistic-locking", ddb -> applyDiscount(ddb, "p1", 10))}
 * where {@code static int applyDiscount(DynamoDbClient ddb, String productId, int percent)}
 * writes table {@code x25-optimistic-locking} and returns the price it stored.
 */
public final class Lesson25Check extends ExerciseCheck {
    static final int PERCENT = 10;
    static final int PRICE = 200, VERSION = 1;
    /** What the price-sync job writes between the answer's read and its write. */
    static final int RIVAL_PRICE = 250;
    private static final int OTHER_PRICE = 80, OTHER_VERSION = 4;
    /** Enough for any sensible retry loop, few enough that an endless one stops quickly. */
    static final int MAX_WRITES = 6;
    private static final List<String> READS = List.of("GetItem", "Query", "BatchGetItem", "TransactGetItems");
    private static final List<String> WRITES = List.of("PutItem", "UpdateItem", "TransactWriteItems", "BatchWriteItem");
    private static final String CONDITION_FAILED = "ConditionalCheckFailedException";

    @Override
    public String stem() {
        return "25-optimistic-locking";
    }

    @Override
    public String task() {
        return "take " + PERCENT + "% off product p1's price, while another writer changes it between your read and your write";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        Tables.seed(ddb, table(), List.of(
                item("PK", "PRODUCT#p1", "SK", "PRODUCT", "name", "Desk lamp", "price", PRICE, "version", VERSION),
                item("PK", "PRODUCT#p2", "SK", "PRODUCT", "name", "Chair", "price", OTHER_PRICE, "version", OTHER_VERSION)));
    }

    /** Every read of the answer is followed, once, by the price-sync job's own versioned write. */
    @Override
    protected DynamoDbClient answerClient(DynamoDbClient ddb) {
        return RaceClient.around(ddb, () -> ddb.updateItem(u -> u.tableName(table())
                .key(key("PK", "PRODUCT#p1", "SK", "PRODUCT"))
                .updateExpression("SET price = :price, #v = :next")
                .conditionExpression("#v = :seen")
                .expressionAttributeNames(names("#v", "version"))
                .expressionAttributeValues(values(":price", RIVAL_PRICE, ":seen", VERSION, ":next", VERSION + 1))), MAX_WRITES);
    }

    static int discounted(int price) {
        return price * (100 - PERCENT) / 100;
    }

    /** The discount applied to the price the other writer stored, in one more version; p2 untouched. */
    @Override
    protected Object expected() {
        return state(discounted(RIVAL_PRICE), product(discounted(RIVAL_PRICE), VERSION + 2), product(OTHER_PRICE, OTHER_VERSION));
    }

    /** What the answer returned, and both products read back. */
    @Override
    protected Object actual(Attempt attempt) {
        Object returned = attempt.result() instanceof Number n ? (Object) n.longValue() : attempt.result();
        return state(returned, stored(attempt.client(), "p1"), stored(attempt.client(), "p2"));
    }

    private Map<String, Object> stored(DynamoDbClient ddb, String id) {
        Map<String, AttributeValue> item = ddb.getItem(g -> g.tableName(table()).consistentRead(true)
                .key(key("PK", "PRODUCT#" + id, "SK", "PRODUCT"))).item();
        Map<String, Object> product = new LinkedHashMap<>();
        product.put("price", number(str(item, "price")));
        product.put("version", number(str(item, "version")));
        return product;
    }

    private static Object number(String text) {
        if (text == null) return null;
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException notWhole) {
            return text;
        }
    }

    private static Map<String, Object> product(long price, long version) {
        Map<String, Object> product = new LinkedHashMap<>();
        product.put("price", price);
        product.put("version", version);
        return product;
    }

    private static Map<String, Object> state(Object returned, Map<String, Object> p1, Map<String, Object> p2) {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("returned", returned instanceof Integer i ? (Object) i.longValue() : returned);
        state.put("p1", p1);
        state.put("p2", p2);
        return state;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(2, "UpdateItem");
    }

    @Override
    protected String patternText() {
        return "GetItem (ConsistentRead) for price and version, then one UpdateItem on " + table()
                + " with ConditionExpression #v = :expected that also sets #v = :expected + 1;"
                + " on ConditionalCheckFailedException read again and retry. No Scan";
    }

    @Override
    protected String adviceOn(Throwable error) {
        if (error instanceof ConditionalCheckFailedException) {
            return "The condition did its job: another writer changed p1 between your read and your write, so DynamoDB"
                    + " refused the write. Catch ConditionalCheckFailedException, read the item again, apply the discount"
                    + " to the fresh price and write again (a few attempts at most).";
        }
        return null;
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        verifyResult(actual, softly);
        @SuppressWarnings("unchecked")
        Map<String, Object> p1 = (Map<String, Object>) ((Map<String, Object>) actual).get("p1");
        Object price = p1.get("price"), version = p1.get("version");
        List<RecordedRequest> writes = attempt.requests().stream().filter(r -> WRITES.contains(r.operation())).toList();
        List<RecordedRequest> refused = writes.stream().filter(r -> r.failed() && r.error().startsWith(CONDITION_FAILED)).toList();

        List<RecordedRequest> blind = writes.stream().filter(r -> !conditionalOnVersion(r)).toList();
        softly.assertThat(blind).withFailMessage(() -> "Anti-pattern: a blind overwrite. The " + blind.get(0).operation()
                + " has no condition on version, so it replaces whatever is stored: here the price-sync job had set the"
                + " price to " + RIVAL_PRICE + " after your read, and "
                + (Long.valueOf(discounted(PRICE)).equals(price) ? "your write put back a discount of the old " + PRICE
                        + " (" + discounted(PRICE) + "): a lost update. " : "a blind write would lose such a change. ")
                + "Add ConditionExpression #v = :expected, with the version you read.").isEmpty();

        boolean gaveUp = Long.valueOf(RIVAL_PRICE).equals(price) && !refused.isEmpty() && writes.size() == refused.size();
        softly.assertThat(gaveUp).withFailMessage(() -> "The write was refused (ConditionalCheckFailedException: the item"
                + " changed since you read it) and the answer stopped there, so the discount was never applied. Read the"
                + " item again, apply the discount to the price you find now and write again with that version.").isFalse();

        boolean staleRetry = Long.valueOf(discounted(PRICE)).equals(price) && !refused.isEmpty() && blind.isEmpty();
        softly.assertThat(staleRetry).withFailMessage(() -> "The retry stored " + discounted(PRICE) + ", the discount of"
                + " the price read first (" + PRICE + "), and lost the other writer's " + RIVAL_PRICE + ". After a"
                + " ConditionalCheckFailedException, read the item again and compute from what is there now.").isFalse();

        boolean notBumped = Long.valueOf(discounted(RIVAL_PRICE)).equals(price) && !Long.valueOf(VERSION + 2).equals(version);
        softly.assertThat(notBumped).withFailMessage(() -> "The write left version at " + version + ": bump it in the same"
                + " write (SET #v = :expected + 1). A version that does not move lets the next writer who read "
                + version + " overwrite your change unnoticed.").isFalse();

        List<RecordedRequest> otherRefusals = attempt.requests().stream()
                .filter(r -> r.failed() && !r.error().startsWith(CONDITION_FAILED)).toList();
        softly.assertThat(otherRefusals).withFailMessage(() -> "DynamoDB refused the " + otherRefusals.get(0).operation()
                + ": " + otherRefusals.get(0).error()).isEmpty();

        List<RecordedRequest> scans = attempt.requests().stream().filter(RecordedRequest::isScan).toList();
        softly.assertThat(scans).withFailMessage(() -> "Anti-pattern: Scan. The answer scanned " + scans.get(0).table()
                + ": it reads (and bills) every product to find one. GetItem by key reads exactly p1.").isEmpty();

        List<RecordedRequest> reads = attempt.requests().stream().filter(r -> READS.contains(r.operation())).toList();
        softly.assertThat(reads.size()).withFailMessage(() -> "The answer made " + reads.size() + " reads for "
                + writes.size() + " write attempts: read once before each attempt, no more.")
                .isLessThanOrEqualTo(Math.max(writes.size(), 1));
        softly.assertThat(writes.size()).withFailMessage(() -> "The answer made " + writes.size() + " write attempts; here"
                + " one refused attempt and one that goes through are all it takes.")
                .isLessThanOrEqualTo(2);

        List<RecordedRequest> elsewhere = attempt.requests().stream()
                .filter(r -> !r.tables().isEmpty() && !r.tables().equals(List.of(table()))).toList();
        softly.assertThat(elsewhere).withFailMessage(() -> "The " + elsewhere.get(0).operation() + " went to "
                + elsewhere.get(0).table() + ": the exercise uses the table " + table() + ".").isEmpty();
    }

    /** The write's logged condition names the version attribute (the log prints #names resolved). */
    private static boolean conditionalOnVersion(RecordedRequest write) {
        return write.block().stream().map(String::strip)
                .anyMatch(l -> l.startsWith("condition:") && l.contains("version"));
    }
}
