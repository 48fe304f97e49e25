package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Lesson 04's check: the starter is "not yet", wrong ways fail by name. */
class Lesson04CheckTest {
    private static final String TABLE = "x04-single-table";
    private static final CheckRun CHECK = new CheckRun(new Lesson04Check());

    /** The page's line for an item: the user's name, or the order's id. */
    private static String line(Map<String, AttributeValue> item) {
        return str(item, "type").equals("User") ? str(item, "name") : str(item, "orderId");
    }

    @Test
    void aBetweenOnTheRangePasses() {
        CHECK.passes(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk AND SK BETWEEN :from AND :to")
                        .expressionAttributeValues(values(":pk", "USER#bob", ":from", "ORDER#", ":to", "PROFILE"))
                        .scanIndexForward(false))
                .items().stream().map(Lesson04CheckTest::line).toList());
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void aGetItemForTheProfileAndAQueryForTheOrdersFails() {
        CHECK.fails(ddb -> {
            var profile = ddb.getItem(g -> g.tableName(TABLE).key(Kit.key("PK", "USER#bob", "SK", "PROFILE"))).item();
            var orders = ddb.query(q -> q.tableName(TABLE)
                            .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                            .expressionAttributeValues(values(":pk", "USER#bob", ":prefix", "ORDER#"))
                            .scanIndexForward(false))
                    .items().stream().map(i -> str(i, "orderId"));
            return Stream.concat(Stream.of(str(profile, "name")), orders).toList();
        })
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: a join done by the application, 2 round trips for one page");
    }

    @Test
    void theWholeCollectionWithTheAddressesDroppedInJavaFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "USER#bob"))
                        .scanIndexForward(false))
                .items().stream()
                .filter(i -> !"Address".equals(str(i, "type")))
                .map(Lesson04CheckTest::line).toList())
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: the Query read 7 items to return 5", "SK >= :from")
                .doesNotContain("sorting in Java");
    }

    @Test
    void readingForwardsAndReorderingInJavaFails() {
        CHECK.fails(ddb -> {
            List<String> lines = new ArrayList<>(ddb.query(q -> q.tableName(TABLE)
                            .keyConditionExpression("PK = :pk AND SK >= :from")
                            .expressionAttributeValues(values(":pk", "USER#bob", ":from", "ORDER#")))
                    .items().stream().map(Lesson04CheckTest::line).toList());
            Collections.reverse(lines); // the profile is last going forwards
            return lines;
        })
                .contains("Anti-pattern: sorting in Java").doesNotContain("items to return");
    }

    @Test
    void aFilterExpressionOnTheTypeFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .filterExpression("#type <> :address")
                        .expressionAttributeNames(Kit.names("#type", "type"))
                        .expressionAttributeValues(values(":pk", "USER#bob", ":address", "Address"))
                        .scanIndexForward(false))
                .items().stream().map(Lesson04CheckTest::line).toList())
                .contains("Anti-pattern: FilterExpression", "Anti-pattern: the Query read 7 items to return 5");
    }

    @Test
    void aScanWithAFilterFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk AND SK >= :from")
                        .expressionAttributeValues(values(":pk", "USER#bob", ":from", "ORDER#")))
                .items().stream()
                .sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "SK")).reversed())
                .map(Lesson04CheckTest::line).toList())
                .contains("Anti-pattern: Scan");
    }
}
