package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 02's exercise: "every PENDING order, newest first, as order ids", on the lesson's own
 * design (orders under {@code CUST#id}, GSI2 keyed {@code STATUS#status} / {@code date#orderId}).
 * The pattern: one Query on GSI2 with {@code GSI2PK = 'STATUS#PENDING'}, newest first
 * ({@code ScanIndexForward(false)}), no filter. The anti-pattern it catches: a Scan (or a Query
 * per customer) filtered on status.
 *
 * <p>The answer: {@code check("02-access-patterns", ddb -> pendingOrdersNewestFirst(ddb))} where
 * {@code static List<String> pendingOrdersNewestFirst(DynamoDbClient ddb)} reads table
 * {@code x02-access-patterns}.
 */
public final class Lesson02Check extends ExerciseCheck {
    /** customer, order id, date, status: PENDING orders spread over customers and days. */
    private static final List<String[]> ORDERS = List.of(
            new String[] {"c1", "o1", "2026-10-18", "SHIPPED"},
            new String[] {"c1", "o2", "2026-10-20", "PENDING"},
            new String[] {"c2", "o3", "2026-10-20", "PENDING"},
            new String[] {"c2", "o4", "2026-10-19", "PENDING"},
            new String[] {"c2", "o5", "2026-10-15", "CANCELLED"},
            new String[] {"c3", "o6", "2026-10-21", "PENDING"},
            new String[] {"c3", "o7", "2026-10-17", "SHIPPED"},
            new String[] {"c3", "o8", "2026-10-12", "SHIPPED"},
            new String[] {"c4", "o9", "2026-10-11", "DELIVERED"});

    @Override
    public String stem() {
        return "02-access-patterns";
    }

    @Override
    public String task() {
        return "the ids of every PENDING order, newest first";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("GSI1"), gsi("GSI2"));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (String customer : List.of("c1", "c2", "c3", "c4")) {
            items.add(item("PK", "CUST#" + customer, "SK", "PROFILE", "type", "Customer", "name", "Customer " + customer));
        }
        for (String[] o : ORDERS) {
            items.add(item("PK", "CUST#" + o[0], "SK", "ORDER#" + o[2] + "#" + o[1],
                    "GSI1PK", "ORDER#" + o[1], "GSI1SK", "ORDER#" + o[1],
                    "GSI2PK", "STATUS#" + o[3], "GSI2SK", o[2] + "#" + o[1],
                    "type", "Order", "orderId", o[1], "status", o[3], "total", 10 + o[1].charAt(1)));
        }
        Tables.seed(ddb, table(), items);
    }

    /** Computed from the data: PENDING orders by GSI2SK (date#orderId), descending. */
    @Override
    protected Object expected() {
        return ORDERS.stream()
                .filter(o -> o[3].equals("PENDING"))
                .sorted(Comparator.comparing((String[] o) -> o[2] + "#" + o[1]).reversed())
                .map(o -> o[1])
                .toList();
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex("GSI2");
    }
}
