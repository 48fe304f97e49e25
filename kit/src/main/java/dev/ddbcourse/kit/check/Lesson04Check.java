package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 04's exercise: "Bob's order ids, newest first", from a single table where Bob's item
 * collection also holds his profile and addresses, and Alice has orders too. The pattern: one
 * Query on the base table with {@code PK = 'USER#bob' AND begins_with(SK, 'ORDER#')} and
 * {@code ScanIndexForward(false)}. The anti-patterns it catches: the whole collection read and
 * filtered in Java, a FilterExpression on {@code type}, a Scan, sorting in Java.
 *
 * <p>The answer: {@code check("04-single-table", ddb -> latestOrders(ddb, "bob"))} where
 * {@code static List<String> latestOrders(DynamoDbClient ddb, String user)} reads table
 * {@code x04-single-table}.
 */
public final class Lesson04Check extends KeyConditionCheck {
    private record Order(String user, String id, String date, int total) {
        String sortKey() {
            return "ORDER#" + date + "#" + id;
        }
    }

    /** Ids deliberately not in date order, so sorting by id gives a wrong answer. */
    private static final List<Order> ORDERS = List.of(
            new Order("bob", "b1", "2026-09-28", 30),
            new Order("bob", "b2", "2026-10-19", 12),
            new Order("bob", "b3", "2026-10-03", 75),
            new Order("bob", "b4", "2026-10-11", 8),
            new Order("alice", "a1", "2026-10-01", 42),
            new Order("alice", "a2", "2026-10-15", 17));

    public Lesson04Check() {
        super("add begins_with(SK, :prefix) with the ORDER# prefix to the key condition", true);
    }

    @Override
    public String stem() {
        return "04-single-table";
    }

    @Override
    public String task() {
        return "Bob's order ids, newest first, reading only his orders";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        List<Map<String, AttributeValue>> items = new ArrayList<>(List.of(
                item("PK", "USER#bob", "SK", "PROFILE", "type", "User", "userId", "bob", "name", "Bob"),
                item("PK", "USER#bob", "SK", "ADDRESS#home", "type", "Address", "city", "Leeds"),
                item("PK", "USER#bob", "SK", "ADDRESS#work", "type", "Address", "city", "York"),
                item("PK", "USER#alice", "SK", "PROFILE", "type", "User", "userId", "alice", "name", "Alice"),
                item("PK", "USER#alice", "SK", "ADDRESS#home", "type", "Address", "city", "London")));
        for (Order o : ORDERS) {
            items.add(item("PK", "USER#" + o.user(), "SK", o.sortKey(), "type", "Order",
                    "orderId", o.id(), "total", o.total()));
        }
        Tables.seed(ddb, table(), items);
    }

    /** Bob's orders by sort key (date#id), descending. */
    @Override
    protected Object expected() {
        return bobsOrders().stream()
                .sorted(Comparator.comparing(Order::sortKey).reversed())
                .map(Order::id)
                .toList();
    }

    private static List<Order> bobsOrders() {
        return ORDERS.stream().filter(o -> o.user().equals("bob")).toList();
    }
}
