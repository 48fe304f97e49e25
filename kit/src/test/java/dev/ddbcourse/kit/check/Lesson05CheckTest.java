package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 05's check: the starter is "not yet", wrong ways fail by name. */
class Lesson05CheckTest {
    private static final String TABLE = "x05-composite-sk";
    private static final CheckRun CHECK = new CheckRun(new Lesson05Check());

    /** One Query on acme's partition with a begins_with on the composite sort key. */
    private static List<String> storesWithPrefix(DynamoDbClient ddb, String prefix) {
        return ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "BRAND#acme", ":prefix", prefix)))
                .items().stream().map(i -> str(i, "storeId")).toList();
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void aPrefixWithoutTheClosingDelimiterFails() {
        CHECK.fails(ddb -> storesWithPrefix(ddb, "STORE#US#NY#New York"))
                .contains("A store of New York Mills came back: end the prefix with the delimiter")
                .doesNotContain("items to return");
    }

    @Test
    void theStateReadAndFilteredInJavaFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "BRAND#acme", ":prefix", "STORE#US#NY#")))
                .items().stream()
                .filter(i -> "New York".equals(str(i, "city")))
                .map(i -> str(i, "storeId")).toList())
                .contains("Anti-pattern: the Query read 5 items to return 2");
    }

    @Test
    void aFilterExpressionOnTheCityFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .filterExpression("city = :city")
                        .expressionAttributeValues(values(":pk", "BRAND#acme", ":city", "New York")))
                .items().stream().map(i -> str(i, "storeId")).toList())
                .contains("Anti-pattern: FilterExpression");
    }

    @Test
    void aScanWithAFilterFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "BRAND#acme", ":prefix", "STORE#US#NY#New York#")))
                .items().stream().map(i -> str(i, "storeId")).sorted().toList())
                .contains("Anti-pattern: Scan");
    }
}
