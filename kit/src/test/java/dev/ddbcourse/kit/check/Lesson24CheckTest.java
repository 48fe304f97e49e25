package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.testing.Solutions;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 24's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson24CheckTest {
    private static final String TABLE = "x24-time-series";
    private static final Instant NOW = Instant.parse("2026-10-16T07:30:00Z");
    private static final CheckRun CHECK = new CheckRun(new Lesson24Check());

    /** One Query of a day bucket between two instants, newest first or not. */
    private static List<String> bucket(DynamoDbClient ddb, LocalDate date, Instant from, Instant to, boolean newestFirst) {
        return ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :bucket AND SK BETWEEN :from AND :to")
                        .expressionAttributeValues(values(":bucket", "DEVICE#d1#" + date, ":from", from.toString(),
                                ":to", to.toString()))
                        .scanIndexForward(!newestFirst))
                .items().stream().map(i -> str(i, "SK")).toList();
    }

    /** The days from {@code now}'s back to {@code from}'s, newest first. */
    private static List<LocalDate> days(Instant from, Instant now) {
        List<LocalDate> out = new ArrayList<>();
        for (var d = LocalDate.ofInstant(now, ZoneOffset.UTC); !d.isBefore(LocalDate.ofInstant(from, ZoneOffset.UTC));
             d = d.minusDays(1)) {
            out.add(d);
        }
        return out;
    }

    /** The lesson's own answer, from the generated solutions/24-time-series.java. */
    static List<String> solution(DynamoDbClient ddb, Instant now) {
        return Solutions.call("24-time-series", "last48Hours", ddb, "d1", now);
    }

    @Test
    void theCheckAsksForTheInstantTheLessonNames() {
        assertThat(Lesson24Check.NOW).isEqualTo(NOW);
        assertThat(Lesson24Check.buckets()).containsExactly("DEVICE#d1#2026-10-16", "DEVICE#d1#2026-10-15", "DEVICE#d1#2026-10-14");
        assertThat((List<?>) new Lesson24Check().expected()).hasSize(97).first().isEqualTo("2026-10-16T07:30:00Z");
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> solution(ddb, NOW)).contains("3 requests");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void aMissedBucketFails() {
        CHECK.fails(ddb -> {
            var from = NOW.minus(Duration.ofHours(48));
            List<String> out = new ArrayList<>();
            for (var d : days(from, NOW).subList(0, 2)) out.addAll(bucket(ddb, d, from, NOW, true));
            return out;
        })
                .contains("A missed bucket: [DEVICE#d1#2026-10-14]")
                .contains("The result is wrong");
    }

    @Test
    void bucketsReadOldestFirstFail() {
        CHECK.fails(ddb -> {
            var from = NOW.minus(Duration.ofHours(48));
            List<String> out = new ArrayList<>();
            var days = new ArrayList<>(days(from, NOW));
            Collections.reverse(days);
            for (var d : days) out.addAll(bucket(ddb, d, from, NOW, true));
            return out;
        })
                .contains("The right readings, in the wrong order", "read the newest bucket first");
    }

    @Test
    void readingForwardsAndSortingInJavaFails() {
        CHECK.fails(ddb -> {
            var from = NOW.minus(Duration.ofHours(48));
            List<String> out = new ArrayList<>();
            for (var d : days(from, NOW)) out.addAll(bucket(ddb, d, from, NOW, false));
            out.sort(Comparator.reverseOrder());
            return out;
        })
                .contains("Anti-pattern: sorting in Java")
                .contains("Got: the same result, but not the way the pattern asks");
    }

    @Test
    void theTimeInAFilterFails() {
        CHECK.fails(ddb -> {
            var from = NOW.minus(Duration.ofHours(48));
            List<String> out = new ArrayList<>();
            for (var d : days(from, NOW)) {
                ddb.query(q -> q.tableName(TABLE)
                                .keyConditionExpression("PK = :bucket")
                                .filterExpression("takenAt BETWEEN :from AND :to")
                                .expressionAttributeValues(values(":bucket", "DEVICE#d1#" + d, ":from", from.toString(),
                                        ":to", NOW.toString()))
                                .scanIndexForward(false))
                        .items().forEach(i -> out.add(str(i, "SK")));
            }
            return out;
        })
                .contains("Anti-pattern: FilterExpression", "Anti-pattern: the Query read");
    }

    /** Whole days read and cut in Java: the right readings, paid for three full days. */
    @Test
    void wholeBucketsCutInJavaFail() {
        CHECK.fails(ddb -> {
            var from = NOW.minus(Duration.ofHours(48));
            List<String> out = new ArrayList<>();
            for (var d : days(from, NOW)) {
                for (var sk : bucket(ddb, d, d.atStartOfDay(ZoneOffset.UTC).toInstant(),
                        d.atStartOfDay(ZoneOffset.UTC).toInstant().plus(Duration.ofHours(24)), true)) {
                    if (sk.compareTo(from.toString()) >= 0 && sk.compareTo(NOW.toString()) <= 0) out.add(sk);
                }
            }
            return out;
        })
                .contains("Anti-pattern: the Query read 144 items to return 97", "SK BETWEEN");
    }

    @Test
    void theWallClockFails() {
        CHECK.fails(ddb -> solution(ddb, Instant.parse("2026-12-01T17:00:00Z")))
                .contains("never from the wall clock");
    }

    @Test
    void aWeekOfBucketsFails() {
        CHECK.fails(ddb -> {
            var from = NOW.minus(Duration.ofHours(48));
            List<String> out = new ArrayList<>();
            for (var d : days(NOW.minus(Duration.ofDays(6)), NOW)) out.addAll(bucket(ddb, d, from, NOW, true));
            return out;
        })
                .contains("Buckets outside the range", "Anti-pattern: 7 Query requests where 3 would do");
    }

    @Test
    void aScanFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)).items().stream()
                .filter(i -> str(i, "PK").startsWith("DEVICE#d1#"))
                .map(i -> str(i, "SK"))
                .filter(sk -> sk.compareTo(NOW.minus(Duration.ofHours(48)).toString()) >= 0 && sk.compareTo(NOW.toString()) <= 0)
                .sorted(Comparator.reverseOrder()).toList())
                .contains("Anti-pattern: Scan");
    }
}
