package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Lesson 03's check: the starter is "not yet", wrong ways fail by name. (The reference solution
 * passes in tools' ExercisesTest, which runs the one generated from the lesson.)
 */
class Lesson03CheckTest {
    private static final String TABLE = "x03-key-prefixes";
    private static final CheckRun CHECK = new CheckRun(new Lesson03Check());

    /** How many of the org's items have a sort key starting with {@code prefix}, counted by DynamoDB. */
    private static long countWithPrefix(DynamoDbClient ddb, String prefix) {
        return ddb.query(q -> q.tableName(TABLE)
                .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                .expressionAttributeValues(values(":pk", "ORG#42", ":prefix", prefix))
                .select(Select.COUNT)).count();
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> Map.of());
    }

    @Test
    void oneQueryPerPrefixFails() {
        CHECK.fails(ddb -> Map.of(
                        "Org", countWithPrefix(ddb, "ORG#"),
                        "Membership", countWithPrefix(ddb, "MEMBER#"),
                        "Project", countWithPrefix(ddb, "PROJECT#")))
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: 3 Query requests where 1 would do");
    }

    @Test
    void aGetItemForTheOrgBesideTheQueriesFails() {
        CHECK.fails(ddb -> {
            var org = ddb.getItem(g -> g.tableName(TABLE).key(Kit.key("PK", "ORG#42", "SK", "ORG#42"))).item();
            return Map.of(
                    str(org, "type"), 1L,
                    "Membership", countWithPrefix(ddb, "MEMBER#"),
                    "Project", countWithPrefix(ddb, "PROJECT#"));
        })
                .contains("Anti-pattern: 2 Query requests where 1 would do", "Requests the pattern does not need");
    }

    @Test
    void aScanFilteredOnThePartitionFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "ORG#42")))
                .items().stream()
                .collect(Collectors.groupingBy(i -> str(i, "type"), Collectors.counting())))
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: Scan");
    }

    @Test
    void countingTheWrongPartitionFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "ORG#7")))
                .items().stream()
                .collect(Collectors.groupingBy(i -> str(i, "type"), TreeMap::new, Collectors.counting())))
                .contains("Expected:", "Got:")
                .doesNotContain("the same result");
    }
}
