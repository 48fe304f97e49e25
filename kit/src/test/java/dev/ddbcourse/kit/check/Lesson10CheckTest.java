package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 10's check: the starter is "not yet", wrong ways fail by name. */
class Lesson10CheckTest {
    private static final String TABLE = "x10-sparse-index";
    private static final CheckRun CHECK = new CheckRun(new Lesson10Check());

    /** A close that sets the index key instead of removing it. */
    private static Answer closeSettingIndexKeyTo(String value) {
        return ddb -> {
            ddb.updateItem(u -> u.tableName(TABLE)
                    .key(key("PK", "ORDER#0042", "SK", "ORDER"))
                    .updateExpression("SET #s = :closed, closedOn = :day, openOrdersPK = :gone")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":closed", "CLOSED", ":day", "2026-10-20", ":gone", value)));
            return null;
        };
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> null);
    }

    /** DynamoDB refuses an empty string as an index key: the report says so and points to REMOVE. */
    @Test
    void settingTheIndexKeyToAnEmptyStringFails() {
        CHECK.fails(closeSettingIndexKeyTo(""))
                .contains("ValidationException")
                .contains("cannot contain an empty string value")
                .contains("REMOVE");
    }

    @Test
    void overwritingTheIndexKeyKeepsTheOrderInTheIndex() {
        CHECK.fails(closeSettingIndexKeyTo("CLOSED")).contains("Anti-pattern: the index key is still there. With openOrdersPK = 'CLOSED'");
    }

    @Test
    void changingOnlyTheStatusFails() {
        CHECK.fails(ddb -> {
            ddb.updateItem(u -> u.tableName(TABLE)
                    .key(key("PK", "ORDER#0042", "SK", "ORDER"))
                    .updateExpression("SET #s = :closed, closedOn = :day")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":closed", "CLOSED", ":day", "2026-10-20")));
            return null;
        })
                .contains("Anti-pattern: the index key is still there. With openOrdersPK = 'OPEN'");
    }
}
