package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Lesson 06's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson06CheckTest {
    private static final String TABLE = "x06-sortable-ids";
    private static final DynamoDbClient DDB = Kit.client();

    private static Outcome evaluate(Kit.Answer answer) {
        return CheckRunner.evaluate(new Lesson06Check(), answer, DDB);
    }

    /** Room general's texts, in the order a Query shaped by {@code how} returns them. */
    private static List<String> texts(DynamoDbClient ddb, java.util.function.Consumer<QueryRequest.Builder> how) {
        return ddb.query(q -> {
                    q.tableName(TABLE)
                            .keyConditionExpression("PK = :pk")
                            .expressionAttributeValues(values(":pk", "ROOM#general"));
                    how.accept(q);
                })
                .items().stream().map(i -> str(i, "text")).toList();
    }

    @Test
    void theSolutionPasses() {
        Outcome outcome = evaluate(ddb -> texts(ddb, q -> q.scanIndexForward(false).limit(2)));
        assertThat(outcome.status()).as(outcome.report()).isEqualTo(Outcome.Status.PASSED);
    }

    @Test
    void theStarterIsNotYet() {
        Outcome outcome = evaluate(ddb -> List.of());
        assertThat(outcome.status()).isEqualTo(Outcome.Status.NOT_YET);
        assertThat(outcome.report()).startsWith("Not yet");
    }

    @Test
    void newestFirstWithoutALimitFails() {
        Outcome outcome = evaluate(ddb -> texts(ddb, q -> q.scanIndexForward(false)).subList(0, 2));
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Anti-pattern: the Query read 8 items to return 2", "Limit(n)")
                .doesNotContain("sorting in Java");
    }

    @Test
    void theWholeRoomReadForwardsAndTheLastTwoKeptFails() {
        Outcome outcome = evaluate(ddb -> {
            List<String> all = new ArrayList<>(texts(ddb, q -> {}));
            Collections.reverse(all);
            return all.subList(0, 2);
        });
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Anti-pattern: the Query read 8 items to return 2", "Anti-pattern: sorting in Java");
    }

    @Test
    void aLimitWithoutReadingBackwardsReturnsTheOldest() {
        Outcome outcome = evaluate(ddb -> texts(ddb, q -> q.limit(2)));
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Anti-pattern: sorting in Java").doesNotContain("the same result");
    }

    @Test
    void aScanSortedInJavaFails() {
        Outcome outcome = evaluate(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "ROOM#general")))
                .items().stream()
                .sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "SK")).reversed())
                .limit(2)
                .map(i -> str(i, "text")).toList());
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Anti-pattern: Scan");
    }
}
