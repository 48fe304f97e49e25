package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Lesson 24's exercise: "every reading of device d1 in the 48 hours up to 16 October 07:30 UTC,
 * newest first", on readings bucketed by day ({@code PK = DEVICE#<device>#<yyyy-MM-dd>}, {@code SK}
 * the instant in ISO-8601, also in {@code takenAt}), one every 30 minutes from 10 to 16 October, for d1 and d2. The range
 * touches three buckets (the 16th, 15th and 14th). The pattern: one Query per bucket, newest bucket
 * first, each with the range in its key condition ({@code SK BETWEEN from AND now}, or the matching
 * bound) and {@code ScanIndexForward(false)}. It catches: a Scan, a FilterExpression on the time, a
 * missed bucket, buckets outside the range, the wrong order, reading more than is returned, and
 * buckets computed from the wall clock instead of {@code now}.
 *
 * <p>The answer: {@code check("24-time-series", ddb -> last48Hours(ddb, "d1",
 * Instant.parse("2026-10-16T07:30:00Z")))} where {@code static List<String>
 * last48Hours(DynamoDbClient ddb, String device, Instant now)} reads table {@code x24-time-series}.
 */
public final class Lesson24Check extends ExerciseCheck {
    static final Instant NOW = Instant.parse("2026-10-16T07:30:00Z");
    static final Duration RANGE = Duration.ofHours(48);
    private static final Instant FIRST = Instant.parse("2026-10-10T00:00:00Z");
    private static final Instant LAST = Instant.parse("2026-10-16T23:30:00Z");
    private static final Duration EVERY = Duration.ofMinutes(30);

    @Override
    public String stem() {
        return "24-time-series";
    }

    @Override
    public String task() {
        return "device d1's readings from " + NOW.minus(RANGE) + " to " + NOW + ", newest first, reading only the day buckets they fall in";
    }

    static String bucket(String device, Instant t) {
        return "DEVICE#" + device + "#" + LocalDate.ofInstant(t, ZoneOffset.UTC);
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (String device : List.of("d1", "d2")) {
            int n = 0;
            for (Instant t = FIRST; !t.isAfter(LAST); t = t.plus(EVERY), n++) {
                items.add(item("PK", bucket(device, t), "SK", t.toString(), "takenAt", t.toString(), "celsius", 15 + n % 11));
            }
        }
        Tables.seed(ddb, table(), items);
    }

    /** Every reading time in [NOW - 48 h, NOW], newest first. */
    @Override
    protected Object expected() {
        List<String> out = new ArrayList<>();
        for (Instant t = NOW; !t.isBefore(NOW.minus(RANGE)); t = t.minus(EVERY)) out.add(t.toString());
        return out;
    }

    /** The day buckets of d1 the range touches, newest first. */
    static List<String> buckets() {
        List<String> out = new ArrayList<>();
        for (LocalDate d = LocalDate.ofInstant(NOW, ZoneOffset.UTC); !d.isBefore(LocalDate.ofInstant(NOW.minus(RANGE),
                ZoneOffset.UTC)); d = d.minusDays(1)) {
            out.add("DEVICE#d1#" + d);
        }
        return out;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(buckets().size(), "Query").onIndex(null);
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        ReadRules.readsOnlyWhatIsReturned(attempt, "put the range in each Query's key condition (SK BETWEEN :from AND"
                + " :now), so a bucket reads only the readings inside it", softly);
        ReadRules.newestFirst(attempt, softly);

        List<String> buckets = buckets();
        Set<String> asked = new LinkedHashSet<>();
        for (RecordedRequest r : attempt.requests("Query")) {
            if (r.request() instanceof QueryRequest q && q.hasExpressionAttributeValues()) {
                q.expressionAttributeValues().values().stream()
                        .map(AttributeValue::s).filter(v -> v != null && v.startsWith("DEVICE#")).forEach(asked::add);
            }
        }
        List<String> missed = buckets.stream().filter(b -> !asked.contains(b)).toList();
        boolean wallClock = !asked.isEmpty() && asked.stream().noneMatch(buckets::contains);
        softly.assertThat(wallClock).withFailMessage(() -> "The Queries asked for the buckets " + asked + ", none of"
                + " them around " + NOW + ": compute the days from the now the method is given, never from the wall"
                + " clock (Instant.now()).").isFalse();
        softly.assertThat(missed.isEmpty() || wallClock || asked.isEmpty()).withFailMessage(() -> "A missed bucket: "
                + missed + ". 48 hours back from " + NOW + " reach into " + LocalDate.ofInstant(NOW.minus(RANGE),
                ZoneOffset.UTC) + ": query every day from now's back to (now - 48 h)'s, " + buckets + ".").isTrue();
        List<String> outside = asked.stream().filter(b -> !buckets.contains(b)).toList();
        softly.assertThat(outside.isEmpty() || wallClock).withFailMessage(() -> "Buckets outside the range: " + outside
                + ". Only " + buckets + " hold readings from the last 48 hours; every other Query is a round trip for"
                + " nothing.").isTrue();

        List<String> order = asked.stream().filter(buckets::contains).toList();
        softly.assertThat(order).withFailMessage(() -> "The buckets were read in the order " + order + ": read the newest"
                + " bucket first (" + buckets.get(0) + "), so that the readings come out newest first without sorting.")
                .isEqualTo(buckets.stream().filter(order::contains).toList());

        if (actual instanceof Collection<?> got && !got.equals(expected())) {
            List<String> sorted = got.stream().map(String::valueOf).sorted(Comparator.reverseOrder()).toList();
            softly.assertThat(sorted).withFailMessage(() -> "The right readings, in the wrong order: newest first means the"
                    + " newest bucket first, each read with ScanIndexForward(false).").isNotEqualTo(expected());
        }
    }
}
