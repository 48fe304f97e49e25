package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.str;

import dev.ddbcourse.kit.backend.CourseClient;
import dev.ddbcourse.kit.backend.SendOnce;
import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.samples.FlashSale;
import dev.ddbcourse.kit.tables.Tables;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;

/**
 * Lesson 21's exercise: "write the flash sale's 2,000 pending orders with a sharded GSI2PK, then list
 * the day's pending orders with a scatter-gather over the shards". The check switches throttling on and
 * stops the engine clock, so the whole sale arrives in one second: one GSI2 partition key takes at most
 * 1,000 of its writes. The answer's client sends each request once (a throttled write is the answer's
 * to retry, not the SDK's) and refuses to go on past {@value #MAX_WRITE_REQUESTS} write requests (a
 * writer retrying a hot key forever). The check then reads the table back and fails any throttled or
 * missing order, a reader that scans or filters, and a result out of order.
 *
 * <p>The answer: {@code check("21-write-sharding", ddb -> { placeOrders(ddb, FlashSale.orders()); return pendingOn(ddb, FlashSale.DAY); })}.
 */
public final class Lesson21Check extends ExerciseCheck {
    static final int MAX_WRITE_REQUESTS = 2_500;
    private static final Set<String> WRITES = Set.of("putItem", "batchWriteItem", "updateItem", "transactWriteItems");

    @Override
    public String stem() {
        return "21-write-sharding";
    }

    @Override
    public String task() {
        return "write the sale's orders spread over shards, then return every pending order of " + FlashSale.DAY
                + ", oldest first";
    }

    private StoppedClock throttling;

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("GSI2"));
        throttling = StoppedClock.with(e -> e.throttling(true), e -> e.throttling(false));
    }

    @Override
    protected void tearDown(DynamoDbClient ddb) {
        if (throttling != null) throttling.close();
    }

    /** Each request sent once; past the write budget, the next write throws. */
    @Override
    protected DynamoDbClient answerClient(DynamoDbClient ddb) {
        DynamoDbClient once = SendOnce.client(ddb);
        int[] writes = {0};
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class},
                (proxy, method, args) -> {
                    if (WRITES.contains(method.getName()) && ++writes[0] > MAX_WRITE_REQUESTS) {
                        throw new IllegalStateException("the answer sent write request number " + writes[0]
                                + " for 2,000 orders: it keeps retrying writes that stay throttled");
                    }
                    try {
                        return method.invoke(once, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Override
    protected String adviceOn(Throwable error) {
        if (error instanceof ProvisionedThroughputExceededException || error instanceof IllegalStateException
                && String.valueOf(error.getMessage()).contains("keeps retrying")) {
            return "Anti-pattern: a hot key. Every order of the sale is pending, so one GSI2PK value takes every index"
                    + " write, and one partition key serves at most 1,000 write units a second: the rest are throttled"
                    + " however often they are retried within that second. Add a suffix: GSI2PK = STATUS#PENDING#<0..9>.";
        }
        return null;
    }

    @Override
    protected Object expected() {
        return FlashSale.orders().stream().map(FlashSale::orderId).toList();
    }

    /** What the table held after the answer: orders written, and how many under each GSI2PK. */
    private int stored;
    private TreeMap<String, Integer> perKey;

    @Override
    protected Object actual(Attempt attempt) {
        if (throttling.active()) CourseClient.sharedControl().throttling(false);   // the check's own reads are not the answer's
        perKey = new TreeMap<>();
        int[] count = {0};
        attempt.client().scanPaginator(s -> s.tableName(table()).consistentRead(true)).items().forEach(i -> {
            count[0]++;
            perKey.merge(Objects.requireNonNullElse(str(i, "GSI2PK"), "(none)"), 1, Integer::sum);
        });
        stored = count[0];
        return attempt.result();
    }

    @Override
    protected String patternText() {
        return "BatchWriteItem (or PutItem) for the orders with GSI2PK = STATUS#PENDING#<0..9>, then one Query per shard on"
                + " index GSI2 of " + table() + ", merged in GSI2SK order (no Scan, no FilterExpression)";
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(10, "Query").onIndex("GSI2");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        List<RecordedRequest> throttled = attempt.requests().stream()
                .filter(r -> r.failed() && r.error().contains("ProvisionedThroughputExceeded")).toList();
        String busiest = perKey.entrySet().stream().max(Map.Entry.comparingByValue())
                .map(e -> e.getKey() + " (" + e.getValue() + " orders)").orElse("none");
        softly.assertThat(throttled).withFailMessage(() -> ("Anti-pattern: a hot key. %d write requests were throttled"
                + " (ProvisionedThroughputExceededException); the busiest GSI2PK is %s. A partition key takes at most 1,000"
                + " write units a second, and the sale arrives in one: spread GSI2PK over 10 shards, STATUS#PENDING#0 to #9.")
                .formatted(throttled.size(), busiest)).isEmpty();
        int total = FlashSale.ORDERS;
        softly.assertThat(stored).withFailMessage(() -> ("Orders lost: the table holds %d of the sale's %d orders. A throttled"
                + " write is not stored: BatchWriteItem returns it in UnprocessedItems (or fails whole when every write of the"
                + " batch is throttled), and the writer must retry it, which helps only when the key is not hot.")
                .formatted(stored, total)).isEqualTo(total);
        List<String> unsharded = perKey.keySet().stream().filter(k -> !k.matches("STATUS#PENDING#\\d")).toList();
        softly.assertThat(unsharded).withFailMessage(() -> "Orders were written under GSI2PK " + unsharded + ": write each"
                + " with GSI2PK = STATUS#PENDING#<n>, n a random number from 0 to 9, so the reader knows the 10 keys to ask.")
                .isEmpty();

        List<RecordedRequest> scans = attempt.requests().stream().filter(RecordedRequest::isScan).toList();
        softly.assertThat(scans).withFailMessage("Anti-pattern: Scan. A Scan reads every order of every day and status to"
                + " find the pending ones of one day: Query each shard of GSI2 (GSI2PK = STATUS#PENDING#<n>, begins_with"
                + " GSI2SK the day) and merge.").isEmpty();
        List<RecordedRequest> queries = attempt.requests("Query");
        List<RecordedRequest> filtered = queries.stream().filter(RecordedRequest::hasFilter).toList();
        softly.assertThat(filtered).withFailMessage(() -> "Anti-pattern: FilterExpression. The Query filters on "
                + filtered.get(0).filter() + ": the day is the start of GSI2SK, so begins_with(GSI2SK, :day) in the key"
                + " condition reads only that day.").isEmpty();
        List<RecordedRequest> offIndex = queries.stream().filter(q -> !"GSI2".equals(q.index())).toList();
        softly.assertThat(offIndex).withFailMessage("A Query went to the base table: its key is the customer. Read the pending"
                + " orders from index GSI2, one Query per shard.").isEmpty();
        long shardsRead = queries.stream().filter(q -> "GSI2".equals(q.index())).map(RecordedRequest::keyCondition).distinct().count();
        softly.assertThat(shardsRead >= 10 || !scans.isEmpty()).withFailMessage(() -> ("The reader asked %d of the 10 shards:"
                + " with a random suffix any shard may hold a pending order of the day, so the scatter-gather Queries every"
                + " one, STATUS#PENDING#0 to #9.").formatted(shardsRead)).isTrue();

        verifyResult(actual, softly);
        if (actual instanceof List<?> got && got.size() == total && !got.equals(expected())
                && Set.copyOf(got).equals(Set.copyOf((List<?>) expected()))) {
            softly.fail("Every order is there, out of order: each shard's Query returns its orders in GSI2SK order, but the"
                    + " shards must be merged into one list sorted by GSI2SK (placedAt, then orderId).");
        }
    }

    @Override
    protected String measured() {
        return ("%d orders stored, none throttled, over %d GSI2 keys (the busiest holds %d).")
                .formatted(stored, perKey.size(), perKey.values().stream().mapToInt(Integer::intValue).max().orElse(0));
    }
}
