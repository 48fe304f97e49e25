package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 04's exercise: "Bob's order page: his name, then his order ids, newest first", from a
 * single table where Bob's item collection also holds his addresses, and Alice has orders too.
 * Bob's sort keys sort {@code ADDRESS#... < ORDER#<date>#<id> < PROFILE}, so the profile and
 * the orders are one contiguous range. The pattern: one Query on the base table with
 * {@code PK = 'USER#bob' AND SK >= 'ORDER#'} (or {@code BETWEEN 'ORDER#' AND 'PROFILE'}) read
 * backwards: the profile comes first, then the orders newest first. The anti-patterns it
 * catches: a GetItem for the profile plus a Query for the orders (a join done by the
 * application), the whole collection read and the addresses dropped in Java, a
 * FilterExpression on {@code type}, a Scan, sorting in Java.
 *
 * <p>The answer: {@code check("04-single-table", ddb -> orderPage(ddb, "bob"))} where
 * {@code static List<String> orderPage(DynamoDbClient ddb, String user)} reads table
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
        super("the orders and the profile are next to each other in sort-key order (ORDER#... < PROFILE),"
                + " so a key condition on that range, SK >= :from, skips the addresses", true);
    }

    @Override
    public String stem() {
        return "04-single-table";
    }

    @Override
    public String task() {
        return "Bob's order page (his name, then his order ids newest first), without reading his addresses";
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

    /** "Bob", then Bob's orders by sort key (date#id), descending. */
    @Override
    protected Object expected() {
        return Stream.concat(Stream.of("Bob"), ORDERS.stream()
                        .filter(o -> o.user().equals("bob"))
                        .sorted(Comparator.comparing(Order::sortKey).reversed())
                        .map(Order::id))
                .toList();
    }

    /** Besides the pattern's rules, names the lesson's anti-pattern when the page took several requests. */
    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        int requests = attempt.requests().size();
        softly.assertThat(requests)
                .withFailMessage(() -> "Anti-pattern: a join done by the application, " + requests + " round trips for"
                        + " one page. The profile and the orders are one item collection: one Query reads both.")
                .isLessThanOrEqualTo(1);
    }
}
