package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** Lesson 11's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson11CheckTest {
    private static final String TABLE = "x11-denormalization";

    private static Outcome run(Kit.Answer answer) {
        return CheckRunner.evaluate(new Lesson11Check(), answer, Kit.client());
    }

    private static List<Map<String, AttributeValue>> ordersOf(DynamoDbClient ddb, String customer) {
        return ddb.query(q -> q.tableName(TABLE)
                .keyConditionExpression("PK = :customer AND begins_with(SK, :orders)")
                .expressionAttributeValues(values(":customer", customer, ":orders", "ORDER#"))).items();
    }

    /** The reference solution of lessons/11-denormalization.java. */
    static void solution(DynamoDbClient ddb, String customerId, String newName) {
        var customer = "CUST#" + customerId;
        var updates = new ArrayList<TransactWriteItem>();
        updates.add(TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                .key(key("PK", customer, "SK", "PROFILE"))
                .updateExpression("SET #name = :name")
                .expressionAttributeNames(names("#name", "name"))
                .expressionAttributeValues(values(":name", newName))).build());
        for (var order : ordersOf(ddb, customer)) {
            updates.add(TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                    .key(key("PK", customer, "SK", str(order, "SK")))
                    .updateExpression("SET customerName = :name")
                    .expressionAttributeValues(values(":name", newName))).build());
        }
        ddb.transactWriteItems(t -> t.transactItems(updates));
    }

    @Test
    void theSolutionPasses() {
        Outcome outcome = run(ddb -> { solution(ddb, "c7", "Dan Brown"); return null; });
        assertThat(outcome.passed()).as(outcome.report()).isTrue();
    }

    @Test
    void theStarterIsNotYet() {
        Outcome outcome = run(ddb -> null);
        assertThat(outcome.status()).as(outcome.report()).isEqualTo(Outcome.Status.NOT_YET);
        assertThat(outcome.report()).startsWith("Not yet");
    }

    @Test
    void oneUpdateItemPerCopyFails() {
        Outcome outcome = run(ddb -> {
            ddb.updateItem(u -> u.tableName(TABLE)
                    .key(key("PK", "CUST#c7", "SK", "PROFILE"))
                    .updateExpression("SET #name = :name")
                    .expressionAttributeNames(names("#name", "name"))
                    .expressionAttributeValues(values(":name", "Dan Brown")));
            for (var order : ordersOf(ddb, "CUST#c7")) {
                ddb.updateItem(u -> u.tableName(TABLE)
                        .key(key("PK", "CUST#c7", "SK", str(order, "SK")))
                        .updateExpression("SET customerName = :name")
                        .expressionAttributeValues(values(":name", "Dan Brown")));
            }
            return null;
        });
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report())
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: 6 separate writes")
                .contains("The answer made 0 TransactWriteItems requests; the pattern needs 1");
    }

    @Test
    void findingTheOrdersWithAScanFails() {
        Outcome outcome = run(ddb -> {
            var orders = ddb.scan(s -> s.tableName(TABLE)
                    .filterExpression("PK = :customer AND begins_with(SK, :orders)")
                    .expressionAttributeValues(values(":customer", "CUST#c7", ":orders", "ORDER#"))).items();
            var updates = new ArrayList<TransactWriteItem>();
            updates.add(TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                    .key(key("PK", "CUST#c7", "SK", "PROFILE"))
                    .updateExpression("SET #name = :name")
                    .expressionAttributeNames(names("#name", "name"))
                    .expressionAttributeValues(values(":name", "Dan Brown"))).build());
            for (var order : orders) {
                updates.add(TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                        .key(key("PK", "CUST#c7", "SK", str(order, "SK")))
                        .updateExpression("SET customerName = :name")
                        .expressionAttributeValues(values(":name", "Dan Brown"))).build());
            }
            ddb.transactWriteItems(t -> t.transactItems(updates));
            return null;
        });
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Anti-pattern: Scan");
    }

    @Test
    void forgettingTheProfileFails() {
        Outcome outcome = run(ddb -> {
            var updates = new ArrayList<TransactWriteItem>();
            for (var order : ordersOf(ddb, "CUST#c7")) {
                updates.add(TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                        .key(key("PK", "CUST#c7", "SK", str(order, "SK")))
                        .updateExpression("SET customerName = :name")
                        .expressionAttributeValues(values(":name", "Dan Brown"))).build());
            }
            ddb.transactWriteItems(t -> t.transactItems(updates));
            return null;
        });
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("[\"PROFILE\", \"Dan\"]");
    }
}
