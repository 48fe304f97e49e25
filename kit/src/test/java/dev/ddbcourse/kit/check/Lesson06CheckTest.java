package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Lesson 06's check: the starter is "not yet", wrong ways fail by name. */
class Lesson06CheckTest {
    private static final String TABLE = "x06-sortable-ids";
    private static final String BEFORE = "2026-10-03T12:00:00.000+00:00";
    private static final CheckRun CHECK = new CheckRun(new Lesson06Check());

    /** Room general's texts, in the order a Query with key condition {@code key} shaped by {@code how} returns them. */
    private static List<String> texts(DynamoDbClient ddb, String key, Consumer<QueryRequest.Builder> how) {
        return ddb.query(q -> {
                    q.tableName(TABLE)
                            .keyConditionExpression(key)
                            .expressionAttributeValues(key.contains(":before")
                                    ? values(":pk", "ROOM#general", ":before", "MSG#" + BEFORE)
                                    : values(":pk", "ROOM#general"));
                    how.accept(q);
                })
                .items().stream().map(i -> str(i, "text")).toList();
    }

    @Test
    void theCheckAsksForTheInstantTheExerciseNames() {
        org.assertj.core.api.Assertions.assertThat(Lesson06Check.BEFORE).isEqualTo(BEFORE);
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void theWholeRoomReadAndCutInJavaFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "ROOM#general"))
                        .scanIndexForward(false))
                .items().stream()
                .filter(i -> str(i, "sentAt").compareTo(BEFORE) < 0)
                .limit(3)
                .map(i -> str(i, "text")).toList())
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: the Query read 8 items to return 3", "SK < 'MSG#' + before")
                .doesNotContain("sorting in Java");
    }

    @Test
    void theInstantInAFilterExpressionFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .filterExpression("sentAt < :before")
                        .expressionAttributeValues(values(":pk", "ROOM#general", ":before", BEFORE))
                        .scanIndexForward(false))
                .items().stream().limit(3).map(i -> str(i, "text")).toList())
                .contains("Anti-pattern: FilterExpression", "Anti-pattern: the Query read 8 items to return 3");
    }

    @Test
    void theRangeWithoutALimitFails() {
        CHECK.fails(ddb -> texts(ddb, "PK = :pk AND SK < :before", q -> q.scanIndexForward(false)).subList(0, 3))
                .contains("Anti-pattern: the Query read 5 items to return 3", "Limit(n)")
                .doesNotContain("sorting in Java");
    }

    @Test
    void theRangeReadForwardsAndTheLastThreeKeptFails() {
        CHECK.fails(ddb -> {
            List<String> older = new ArrayList<>(texts(ddb, "PK = :pk AND SK < :before", q -> {}));
            Collections.reverse(older);
            return older.subList(0, 3);
        })
                .contains("Anti-pattern: the Query read 5 items to return 3", "Anti-pattern: sorting in Java");
    }

    @Test
    void theLatestMessagesInsteadOfTheOlderOnesFail() {
        CHECK.fails(ddb -> texts(ddb, "PK = :pk", q -> q.scanIndexForward(false).limit(3)))
                .contains("Expected:", "Got:").doesNotContain("the same result");
    }

    @Test
    void aScanSortedInJavaFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk AND SK < :before")
                        .expressionAttributeValues(values(":pk", "ROOM#general", ":before", "MSG#" + BEFORE)))
                .items().stream()
                .sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "SK")).reversed())
                .limit(3)
                .map(i -> str(i, "text")).toList())
                .contains("Anti-pattern: Scan");
    }
}
