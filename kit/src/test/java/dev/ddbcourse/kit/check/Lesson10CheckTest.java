package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 10's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson10CheckTest {
    private static final String TABLE = "x10-sparse-index";

    private static Outcome run(Kit.Answer answer) {
        return CheckRunner.evaluate(new Lesson10Check(), answer, Kit.client());
    }

    /** The reference solution of lessons/10-sparse-index.java. */
    static void solution(DynamoDbClient ddb, String orderId, String closedOn) {
        ddb.updateItem(u -> u.tableName(TABLE)
                .key(key("PK", orderId, "SK", "ORDER"))
                .updateExpression("SET #s = :closed, closedOn = :day REMOVE openOrdersPK, openSince")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":closed", "CLOSED", ":day", closedOn)));
    }

    /** A close that sets the index key instead of removing it. */
    private static Outcome closeSettingIndexKeyTo(String value) {
        return run(ddb -> {
            ddb.updateItem(u -> u.tableName(TABLE)
                    .key(key("PK", "ORDER#0042", "SK", "ORDER"))
                    .updateExpression("SET #s = :closed, closedOn = :day, openOrdersPK = :gone")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":closed", "CLOSED", ":day", "2026-10-20", ":gone", value)));
            return null;
        });
    }

    @Test
    void theSolutionPasses() {
        Outcome outcome = run(ddb -> { solution(ddb, "ORDER#0042", "2026-10-20"); return null; });
        assertThat(outcome.passed()).as(outcome.report()).isTrue();
    }

    @Test
    void theStarterIsNotYet() {
        Outcome outcome = run(ddb -> null);
        assertThat(outcome.status()).as(outcome.report()).isEqualTo(Outcome.Status.NOT_YET);
        assertThat(outcome.report()).startsWith("Not yet");
    }

    /** DynamoDB refuses an empty string as an index key: the report says so and points to REMOVE. */
    @Test
    void settingTheIndexKeyToAnEmptyStringFails() {
        Outcome outcome = closeSettingIndexKeyTo("");
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report())
                .contains("ValidationException")
                .contains("cannot contain an empty string value")
                .contains("REMOVE");
    }

    @Test
    void overwritingTheIndexKeyKeepsTheOrderInTheIndex() {
        Outcome outcome = closeSettingIndexKeyTo("CLOSED");
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Anti-pattern: the index key is still there. With openOrdersPK = 'CLOSED'");
    }

    @Test
    void changingOnlyTheStatusFails() {
        Outcome outcome = run(ddb -> {
            ddb.updateItem(u -> u.tableName(TABLE)
                    .key(key("PK", "ORDER#0042", "SK", "ORDER"))
                    .updateExpression("SET #s = :closed, closedOn = :day")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":closed", "CLOSED", ":day", "2026-10-20")));
            return null;
        });
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Anti-pattern: the index key is still there. With openOrdersPK = 'OPEN'");
    }
}
