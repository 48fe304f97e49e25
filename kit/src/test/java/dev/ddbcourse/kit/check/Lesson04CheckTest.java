package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Lesson 04's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson04CheckTest {
    private static final String TABLE = "x04-single-table";

    private static final Comparator<Map<String, AttributeValue>> NEWEST_FIRST =
            Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "SK")).reversed();
    private static final CheckRun CHECK = new CheckRun(new Lesson04Check());

    /** The reference solution of lessons/04-single-table.java. */
    static List<String> solution(DynamoDbClient ddb, String user) {
        return ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "USER#" + user, ":prefix", "ORDER#"))
                        .scanIndexForward(false))
                .items().stream().map(i -> str(i, "orderId")).toList();
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> solution(ddb, "bob"));
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void theWholeCollectionFilteredAndSortedInJavaFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "USER#bob")))
                .items().stream()
                .filter(i -> "Order".equals(str(i, "type")))
                .sorted(NEWEST_FIRST)
                .map(i -> str(i, "orderId")).toList())
                .contains("Anti-pattern: the Query read 7 items to return 4", "Anti-pattern: sorting in Java");
    }

    @Test
    void readingForwardsAndReversingInJavaFails() {
        CHECK.fails(ddb -> {
            List<String> ids = new ArrayList<>(ddb.query(q -> q.tableName(TABLE)
                            .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                            .expressionAttributeValues(values(":pk", "USER#bob", ":prefix", "ORDER#")))
                    .items().stream().map(i -> str(i, "orderId")).toList());
            Collections.reverse(ids);
            return ids;
        })
                .contains("Anti-pattern: sorting in Java").doesNotContain("items to return");
    }

    @Test
    void aFilterExpressionOnTheTypeFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .filterExpression("#type = :order")
                        .expressionAttributeNames(Kit.names("#type", "type"))
                        .expressionAttributeValues(values(":pk", "USER#bob", ":order", "Order"))
                        .scanIndexForward(false))
                .items().stream().map(i -> str(i, "orderId")).toList())
                .contains("Anti-pattern: FilterExpression");
    }

    @Test
    void aScanWithAFilterFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "USER#bob", ":prefix", "ORDER#")))
                .items().stream()
                .sorted(NEWEST_FIRST)
                .map(i -> str(i, "orderId")).toList())
                .contains("Anti-pattern: Scan");
    }
}
