package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.key;

import dev.ddbcourse.kit.backend.SendOnce;
import dev.ddbcourse.kit.log.RequestLog;
import dev.ddbcourse.kit.pricing.Prices;
import dev.ddbcourse.kit.tables.Tables;
import java.time.Duration;
import java.time.LocalTime;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Lesson 17's exercise: "return the ProvisionedThroughput under which the bakery's morning is served
 * with nothing throttled, at the lowest cost". The check creates {@code x17-capacity-modes} with it and
 * replays the morning on the engine's stopped clock, second by second: 120 quiet seconds of 2 orders
 * (PutItem) and 1 strongly consistent status read (GetItem), then 20 seconds of 15 orders and 8 reads,
 * each request sent once. Then it replays again with one WCU less and with one RCU less: if either is
 * still served, the answer pays for capacity the morning does not need. The numbers the lesson teaches
 * (throttles, units consumed, the monthly price) are what the replays measured.
 *
 * <p>The answer: {@code check("17-capacity-modes", ddb -> morningCapacity())} where
 * {@code static ProvisionedThroughput morningCapacity()} returns the capacity.
 */
public final class Lesson17Check extends ExerciseCheck {
    static final int QUIET_SECONDS = 120, RUSH_SECONDS = 20;
    static final int QUIET_ORDERS = 2, QUIET_READS = 1, RUSH_ORDERS = 15, RUSH_READS = 8;
    private static final LocalTime SIX = LocalTime.of(6, 0);

    @Override
    public String stem() {
        return "17-capacity-modes";
    }

    @Override
    public String task() {
        return "the ProvisionedThroughput that serves the morning with nothing throttled, at the lowest cost";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.delete(ddb, table());
    }

    /** Nothing throttled. */
    @Override
    protected Object expected() {
        return throttled(0, 0);
    }

    private static Map<String, Integer> throttled(int writes, int reads) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("throttled orders", writes);
        counts.put("throttled status reads", reads);
        return counts;
    }

    /** One replay of the morning: what was refused, when first, and what the served requests consumed. */
    record Morning(long rcu, long wcu, int throttledWrites, int throttledReads, Integer firstWriteThrottle,
                   Integer firstReadThrottle, double writeUnits, double readUnits) {
        boolean served() {
            return throttledWrites == 0 && throttledReads == 0;
        }
    }

    /** What the replays showed; null when the answer was not a ProvisionedThroughput or the replay could not run. */
    record Replays(Morning answer, Morning oneWcuLess, Morning oneRcuLess) {}

    private Replays replays;
    private String refused, unavailable;

    @Override
    protected Object actual(Attempt attempt) {
        replays = null;
        refused = null;
        unavailable = null;
        if (!(attempt.result() instanceof ProvisionedThroughput capacity)) return attempt.result();
        if (capacity.readCapacityUnits() == null || capacity.writeCapacityUnits() == null) {
            refused = "a ProvisionedThroughput needs both ReadCapacityUnits and WriteCapacityUnits";
            return attempt.result();
        }
        try (StoppedClock engine = StoppedClock.with(e -> e.throttling(true), e -> e.throttling(false))) {
            if (!engine.active()) {
                unavailable = engine.unavailable();
                return attempt.result();
            }
            DynamoDbClient ddb = attempt.client();
            Morning answer = replay(ddb, engine, capacity.readCapacityUnits(), capacity.writeCapacityUnits());
            if (answer == null) return attempt.result();
            Morning lessWcu = null, lessRcu = null;
            if (answer.served()) {
                if (answer.wcu() > 1) lessWcu = replay(ddb, engine, answer.rcu(), answer.wcu() - 1);
                if (answer.rcu() > 1) lessRcu = replay(ddb, engine, answer.rcu() - 1, answer.wcu());
            }
            replays = new Replays(answer, lessWcu, lessRcu);
            return throttled(answer.throttledWrites(), answer.throttledReads());
        }
    }

    /** The morning against a fresh table of this capacity; null (and {@link #refused} set) when CreateTable refused it. */
    private Morning replay(DynamoDbClient ddb, StoppedClock engine, long rcu, long wcu) {
        try {
            Tables.create(ddb, CreateTableRequest.builder().tableName(table())
                    .attributeDefinitions(AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build(),
                            AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.S).build())
                    .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                            KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build())
                    .provisionedThroughput(p -> p.readCapacityUnits(rcu).writeCapacityUnits(wcu))
                    .build());
        } catch (AwsServiceException e) {
            refused = RequestLog.errorText(e);
            return null;
        }
        int order = 0, throttledWrites = 0, throttledReads = 0;
        Integer firstWrite = null, firstRead = null;
        double writeUnits = 0, readUnits = 0;
        for (int second = 0; second < QUIET_SECONDS + RUSH_SECONDS; second++) {
            boolean rush = second >= QUIET_SECONDS;
            for (int i = 0; i < (rush ? RUSH_ORDERS : QUIET_ORDERS); i++) {
                var placed = item("PK", "ORDER#" + (++order), "SK", "ORDER", "status", "PLACED");
                try {
                    writeUnits += ddb.putItem(p -> p.tableName(table()).item(placed)
                            .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                            .overrideConfiguration(SendOnce.configuration())).consumedCapacity().capacityUnits();
                } catch (ProvisionedThroughputExceededException e) {
                    throttledWrites++;
                    if (firstWrite == null) firstWrite = second;
                }
            }
            var latest = key("PK", "ORDER#" + order, "SK", "ORDER");
            for (int i = 0; i < (rush ? RUSH_READS : QUIET_READS); i++) {
                try {
                    readUnits += ddb.getItem(g -> g.tableName(table()).key(latest).consistentRead(true)
                            .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                            .overrideConfiguration(SendOnce.configuration())).consumedCapacity().capacityUnits();
                } catch (ProvisionedThroughputExceededException e) {
                    throttledReads++;
                    if (firstRead == null) firstRead = second;
                }
            }
            engine.advance(Duration.ofSeconds(1));
        }
        return new Morning(rcu, wcu, throttledWrites, throttledReads, firstWrite, firstRead, writeUnits, readUnits);
    }

    /** "06:02:09", the time of a second of the replay. */
    private static String at(int second) {
        return SIX.plusSeconds(second).toString() + (second % 60 == 0 ? ":00" : "");
    }

    /** The pattern in words: there are no requests to judge, only the capacity. */
    @Override
    protected String patternText() {
        return "no requests: a ProvisionedThroughput, replayed against the morning on the engine clock";
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(0, "CreateTable");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        if (unavailable != null) {
            softly.fail("This check replays the morning on the course engine's clock with throttling on, and this backend"
                    + " has neither (" + unavailable + "). Run it with the default backend (unset DDB_BACKEND).");
            return;
        }
        if (!(attempt.result() instanceof ProvisionedThroughput)) {
            softly.fail("The answer returned " + (actual == null ? "null" : "a " + actual.getClass().getSimpleName())
                    + ", not a ProvisionedThroughput: return ProvisionedThroughput.builder().readCapacityUnits(...)"
                    + ".writeCapacityUnits(...).build().");
            return;
        }
        if (replays == null) {
            softly.fail("DynamoDB refused to create the table with this capacity: " + refused
                    + ". Provisioned capacity is at least 1 read and 1 write unit a second.");
            return;
        }
        Morning m = replays.answer();
        verifyResult(actual, softly);
        softly.assertThat(m.throttledWrites()).withFailMessage(() -> ("At %d WCU, %d of the morning's orders were throttled,"
                + " the first at %s. The rush needs %d write units a second: %d WCU cover that only while the burst"
                + " credit the quiet minutes saved lasts. Raise WriteCapacityUnits.")
                .formatted(m.wcu(), m.throttledWrites(), at(m.firstWriteThrottle()), RUSH_ORDERS, m.wcu())).isZero();
        softly.assertThat(m.throttledReads()).withFailMessage(() -> ("At %d RCU, %d status reads were throttled, the first at"
                + " %s. A strongly consistent read of an item up to 4 KB takes 1 read unit, and the rush reads %d a second."
                + " Raise ReadCapacityUnits.")
                .formatted(m.rcu(), m.throttledReads(), at(m.firstReadThrottle()), RUSH_READS)).isZero();
        if (!m.served()) return;
        Prices prices = Prices.US_EAST_1;
        Morning lessWcu = replays.oneWcuLess(), lessRcu = replays.oneRcuLess();
        softly.assertThat(lessWcu == null || !lessWcu.served()).withFailMessage(() -> ("Nothing was throttled, but the"
                + " morning is served at %d WCU too: each WCU costs %s a month provisioned, used or not. The rush lasts"
                + " 20 seconds, and the burst credit saved in the quiet two minutes pays for what it needs beyond the"
                + " provisioned rate: lower WriteCapacityUnits to the least that still throttles nothing.")
                .formatted(m.wcu() - 1, Prices.dollars(prices.provisionedPerMonth(1, 0)))).isTrue();
        softly.assertThat(lessRcu == null || !lessRcu.served()).withFailMessage(() -> ("Nothing was throttled, but the"
                + " morning is served at %d RCU too: each RCU costs %s a month provisioned. Burst credit covers the reads"
                + " of the rush as it covers the orders: lower ReadCapacityUnits to the least that still throttles nothing.")
                .formatted(m.rcu() - 1, Prices.dollars(prices.provisionedPerMonth(0, 1)))).isTrue();
    }

    @Override
    protected String measured() {
        if (replays == null) return null;
        Morning m = replays.answer();
        return ("Nothing throttled at %d RCU and %d WCU (%s WCU and %s RCU consumed; %s a month in %s); one unit less of"
                + " either throttles.").formatted(m.rcu(), m.wcu(), UnitsText.of(m.writeUnits()), UnitsText.of(m.readUnits()),
                Prices.dollars(Prices.US_EAST_1.provisionedPerMonth(m.wcu(), m.rcu())), "us-east-1");
    }
}
