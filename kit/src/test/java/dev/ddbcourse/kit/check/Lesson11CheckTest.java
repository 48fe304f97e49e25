package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** Lesson 11's check: the starter is "not yet", wrong ways fail by name. */
class Lesson11CheckTest {
    private static final String TABLE = "x11-denormalization";
    private static final CheckRun CHECK = new CheckRun(new Lesson11Check());

    private static List<Map<String, AttributeValue>> ordersOf(DynamoDbClient ddb, String customer) {
        return ddb.query(q -> q.tableName(TABLE)
                .keyConditionExpression("PK = :customer AND begins_with(SK, :orders)")
                .expressionAttributeValues(values(":customer", customer, ":orders", "ORDER#"))).items();
    }

    private static TransactWriteItem renameProfile(String customer, String newName) {
        return TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                .key(key("PK", customer, "SK", "PROFILE"))
                .updateExpression("SET #name = :name")
                .expressionAttributeNames(names("#name", "name"))
                .expressionAttributeValues(values(":name", newName))).build();
    }

    private static TransactWriteItem renameOrder(String customer, Map<String, AttributeValue> order, String newName) {
        return TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                .key(key("PK", customer, "SK", str(order, "SK")))
                .updateExpression("SET customerName = :name")
                .expressionAttributeValues(values(":name", newName))).build();
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> null);
    }

    @Test
    void oneUpdateItemPerCopyFails() {
        CHECK.fails(ddb -> {
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
        })
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: 6 separate writes")
                .contains("The answer made 0 TransactWriteItems requests; the pattern needs 1 (one TransactWriteItems on"
                        + " x11-denormalization, no Scan).");
    }

    @Test
    void findingTheOrdersWithAScanFails() {
        CHECK.fails(ddb -> {
            var orders = ddb.scan(s -> s.tableName(TABLE)
                    .filterExpression("PK = :customer AND begins_with(SK, :orders)")
                    .expressionAttributeValues(values(":customer", "CUST#c7", ":orders", "ORDER#"))).items();
            var updates = new ArrayList<TransactWriteItem>();
            updates.add(renameProfile("CUST#c7", "Dan Brown"));
            for (var order : orders) updates.add(renameOrder("CUST#c7", order, "Dan Brown"));
            ddb.transactWriteItems(t -> t.transactItems(updates));
            return null;
        })
                .contains("Anti-pattern: Scan");
    }

    @Test
    void forgettingTheProfileFails() {
        CHECK.fails(ddb -> {
            var updates = new ArrayList<TransactWriteItem>();
            for (var order : ordersOf(ddb, "CUST#c7")) updates.add(renameOrder("CUST#c7", order, "Dan Brown"));
            ddb.transactWriteItems(t -> t.transactItems(updates));
            return null;
        })
                .contains("[\"PROFILE\", \"Dan\"]");
    }
}
