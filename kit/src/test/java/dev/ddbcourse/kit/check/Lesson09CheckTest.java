package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.values;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 09's check: the starter is "not yet", wrong ways fail by name. */
class Lesson09CheckTest {
    private static final String TABLE = "x09-gsi-overloading";
    private static final CheckRun CHECK = new CheckRun(new Lesson09Check());

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> null);
    }

    @Test
    void changingOnlyTheAssigneeLeavesAStaleIndexKey() {
        CHECK.fails(ddb -> {
            ddb.updateItem(u -> u.tableName(TABLE)
                    .key(key("PK", "TICKET#t2", "SK", "TICKET#t2"))
                    .updateExpression("SET assignee = :employee")
                    .expressionAttributeValues(values(":employee", "e7")));
            return null;
        })
                .contains("Anti-pattern: a stale index key");
    }

    @Test
    void rewritingTheTicketWithPutItemFails() {
        CHECK.fails(ddb -> {
            ddb.putItem(p -> p.tableName(TABLE).item(item("PK", "TICKET#t2", "SK", "TICKET#t2", "type", "Ticket",
                    "assignee", "e7", "GSI1PK", "ASSIGNEE#e7", "GSI1SK", "P2#2026-10-02")));
            return null;
        })
                .contains("Anti-pattern: rewriting the whole item")
                .contains("Requests the pattern does not need");
    }
}
