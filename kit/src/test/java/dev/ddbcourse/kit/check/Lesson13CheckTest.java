package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 13's check: the starter is "not yet", the filtered reads fail by name. */
class Lesson13CheckTest {
    private static final String TABLE = "x13-filter-cost";
    private static final CheckRun CHECK = new CheckRun(new Lesson13Check());

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void aQueryFilteredOnStatusFails() {
        CHECK.fails(ddb -> {
            var response = ddb.query(q -> q.tableName(TABLE)
                    .keyConditionExpression("PK = :org")
                    .filterExpression("#s = :onHold")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":org", Lesson13Check.ORG, ":onHold", "ON_HOLD")));
            return response.items().stream().map(i -> str(i, "SK")).toList();
        })
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: a filter pays for what it throws away. The Query read 30 items")
                .contains("Anti-pattern: FilterExpression");
    }

    @Test
    void aScanFilteredOnStatusFails() {
        CHECK.fails(ddb -> {
            var scan = ddb.scan(s -> s.tableName(TABLE)
                    .filterExpression("#s = :onHold AND PK = :org")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":org", Lesson13Check.ORG, ":onHold", "ON_HOLD")));
            return scan.items().stream().map(i -> str(i, "SK")).sorted().toList();
        })
                .contains("Anti-pattern: Scan");
    }

    @Test
    void theIndexOfAnotherOrganisationFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE).indexName("OnHold")
                        .keyConditionExpression("onHoldPK = :org")
                        .expressionAttributeValues(values(":org", "ORG#3")))
                .items().stream().map(i -> str(i, "SK")).toList())
                .contains("The result is wrong");
    }
}
