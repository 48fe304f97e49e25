package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.str;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * Lesson 10's exercise: "close ORDER#0042 on 2026-10-20", on the lesson's sparse index
 * (open orders carry {@code openOrdersPK = 'OPEN'} and {@code openSince}, the keys of the
 * {@code OpenOrders} GSI; closed orders carry neither). The pattern: one UpdateItem that sets
 * {@code status} and {@code closedOn} and REMOVEs {@code openOrdersPK, openSince}. The
 * anti-patterns it catches: an index key kept or overwritten (the order stays in the index),
 * an empty string as index key (DynamoDB refuses it), rewriting the whole item.
 *
 * <p>The answer: {@code check("10-sparse-index", ddb -> { closeOrder(ddb, "ORDER#0042", "2026-10-20"); return null; })}
 * where {@code static void closeOrder(DynamoDbClient ddb, String orderId, String closedOn)}
 * writes table {@code x10-sparse-index}. The check reads the table back with consistent reads:
 * an order is in the sparse index exactly when it has {@code openOrdersPK}.
 */
public final class Lesson10Check extends ExerciseCheck {
    static final int ORDERS = 60, OPEN_EVERY = 7;
    static final String ORDER = "ORDER#0042", CLOSED_ON = "2026-10-20";

    @Override
    public String stem() {
        return "10-sparse-index";
    }

    @Override
    public String task() {
        return "close " + ORDER + " on " + CLOSED_ON + ", so that it no longer shows among the open orders";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("OpenOrders", "openOrdersPK", "openSince"));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int n = 0; n < ORDERS; n++) {
            String id = id(n), customer = "c" + (n % 5);
            items.add(n % OPEN_EVERY == 0
                    ? item("PK", id, "SK", "ORDER", "customer", customer, "status", "OPEN",
                            "openOrdersPK", "OPEN", "openSince", "2026-10-%02d".formatted(n / OPEN_EVERY + 1))
                    : item("PK", id, "SK", "ORDER", "customer", customer, "status", "CLOSED"));
        }
        Tables.seed(ddb, table(), items);
    }

    private static String id(int n) {
        return "ORDER#%04d".formatted(n);
    }

    /** The order's attributes once closed, and the orders still open (in id order). */
    @Override
    protected Object expected() {
        int n = Integer.parseInt(ORDER.substring("ORDER#".length()));
        Map<String, Object> order = new TreeMap<>(Map.of("closedOn", CLOSED_ON, "customer", "c" + (n % 5), "status", "CLOSED"));
        List<String> open = new ArrayList<>();
        for (int i = 0; i < ORDERS; i += OPEN_EVERY) if (!id(i).equals(ORDER)) open.add(id(i));
        return state(order, open);
    }

    /** Read back with consistent reads: the order's attributes, and which orders still have the index key. */
    @Override
    protected Object actual(Attempt attempt) {
        DynamoDbClient ddb = attempt.client();
        var item = ddb.getItem(g -> g.tableName(table()).consistentRead(true).key(item("PK", ORDER, "SK", "ORDER"))).item();
        Map<String, Object> order = new TreeMap<>();
        if (item != null) item.forEach((name, value) -> {
            if (!name.equals("PK") && !name.equals("SK")) order.put(name, str(item, name));
        });
        List<String> open = new ArrayList<>();
        ddb.scanPaginator(s -> s.tableName(table()).consistentRead(true).filterExpression("attribute_exists(openOrdersPK)"))
                .items().forEach(i -> open.add(str(i, "PK")));
        open.sort(null);
        return state(order, open);
    }

    private static Map<String, Object> state(Map<String, Object> order, List<String> open) {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put(ORDER, order);
        state.put("orders with openOrdersPK (in the index)", open);
        return state;
    }

    /** DynamoDB refuses an empty string as an index key: the way out of a sparse index is REMOVE. */
    @Override
    protected String adviceOn(Throwable error) {
        if (error instanceof DynamoDbException e && String.valueOf(e.getMessage()).contains("empty string")) {
            return "An index key cannot be an empty string. An item leaves a sparse index when it no longer has the"
                    + " index key: REMOVE openOrdersPK, openSince in the same UpdateItem.";
        }
        return null;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("UpdateItem");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        if (actual instanceof Map<?, ?> state && state.get(ORDER) instanceof Map<?, ?> order && !order.isEmpty()) {
            softly.assertThat(order.get("openOrdersPK"))
                    .withFailMessage("Anti-pattern: the index key is still there. With openOrdersPK = '%s' the order"
                            + " stays in the OpenOrders index: an item leaves a sparse index only when the key attribute"
                            + " is gone, so REMOVE openOrdersPK, openSince.", order.get("openOrdersPK"))
                    .isNull();
            softly.assertThat(order.get("customer"))
                    .withFailMessage("Anti-pattern: rewriting the whole item. The order lost its other attributes (its"
                            + " customer is gone); an UpdateItem changes only the attributes it names.")
                    .isNotNull();
        }
    }
}
