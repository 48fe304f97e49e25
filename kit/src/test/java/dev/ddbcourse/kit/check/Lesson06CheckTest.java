package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

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
    private static final CheckRun CHECK = new CheckRun(new Lesson06Check());

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
        CHECK.passes(ddb -> texts(ddb, q -> q.scanIndexForward(false).limit(2)));
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void newestFirstWithoutALimitFails() {
        CHECK.fails(ddb -> texts(ddb, q -> q.scanIndexForward(false)).subList(0, 2))
                .contains("Anti-pattern: the Query read 8 items to return 2", "Limit(n)")
                .doesNotContain("sorting in Java");
    }

    @Test
    void theWholeRoomReadForwardsAndTheLastTwoKeptFails() {
        CHECK.fails(ddb -> {
            List<String> all = new ArrayList<>(texts(ddb, q -> {}));
            Collections.reverse(all);
            return all.subList(0, 2);
        })
                .contains("Anti-pattern: the Query read 8 items to return 2", "Anti-pattern: sorting in Java");
    }

    @Test
    void aLimitWithoutReadingBackwardsReturnsTheOldest() {
        CHECK.fails(ddb -> texts(ddb, q -> q.limit(2))).contains("Anti-pattern: sorting in Java").doesNotContain("the same result");
    }

    @Test
    void aScanSortedInJavaFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "ROOM#general")))
                .items().stream()
                .sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "SK")).reversed())
                .limit(2)
                .map(i -> str(i, "text")).toList())
                .contains("Anti-pattern: Scan");
    }
}
