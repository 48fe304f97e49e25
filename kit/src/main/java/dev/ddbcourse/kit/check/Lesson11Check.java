package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.str;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 11's exercise: "rename customer c7 to Dan Brown, every copy in one transaction", on
 * the lesson's design (profile {@code CUST#id / PROFILE} with {@code name}, orders
 * {@code CUST#id / ORDER#id} with a copy in {@code customerName}). The answer does not know
 * the order ids. The pattern: one Query for the orders, then one TransactWriteItems with an
 * Update of the profile and of each order. The anti-patterns it catches: one UpdateItem per
 * copy (copies disagree meanwhile, or for good after an error), a Scan to find the orders, a
 * copy forgotten.
 *
 * <p>The answer: {@code check("11-denormalization", ddb -> { renameCustomer(ddb, "c7", "Dan Brown"); return null; })}
 * where {@code static void renameCustomer(DynamoDbClient ddb, String customerId, String newName)}
 * writes table {@code x11-denormalization}. The check reads both customers back (consistent
 * Queries): the other customer must be untouched.
 */
public final class Lesson11Check extends ExerciseCheck {
    static final String CUSTOMER = "c7", OLD_NAME = "Dan", NEW_NAME = "Dan Brown";
    static final String OTHER = "c8", OTHER_NAME = "Eva";
    private static final String FIND_ORDERS = "PK = 'CUST#" + CUSTOMER + "' AND begins_with(SK, 'ORDER#')";
    private static final List<String> ORDERS = List.of("o1", "o2", "o4", "o5", "o9");
    private static final List<String> OTHER_ORDERS = List.of("o3", "o6");

    @Override
    public String stem() {
        return "11-denormalization";
    }

    @Override
    public String task() {
        return "rename customer " + CUSTOMER + " to '" + NEW_NAME
                + "' on the profile and on every order, all or none of them";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        customer(items, CUSTOMER, OLD_NAME, ORDERS);
        customer(items, OTHER, OTHER_NAME, OTHER_ORDERS);
        items.add(item("PK", "CUST#" + CUSTOMER, "SK", "ADDRESSES",
                "addresses", item("home", item("city", "York"))));
        Tables.seed(ddb, table(), items);
    }

    private static void customer(List<Map<String, AttributeValue>> items, String id, String name, List<String> orders) {
        items.add(item("PK", "CUST#" + id, "SK", "PROFILE", "type", "Customer", "name", name));
        for (String order : orders) {
            items.add(item("PK", "CUST#" + id, "SK", "ORDER#" + order, "type", "Order", "customerName", name));
        }
    }

    /** Each customer's item collection as [SK, name or customerName], in SK order. */
    @Override
    protected Object expected() {
        Map<String, List<List<String>>> state = new LinkedHashMap<>();
        state.put("CUST#" + CUSTOMER, collection(NEW_NAME, ORDERS, true));
        state.put("CUST#" + OTHER, collection(OTHER_NAME, OTHER_ORDERS, false));
        return state;
    }

    private static List<List<String>> collection(String name, List<String> orders, boolean addresses) {
        List<List<String>> rows = new ArrayList<>();
        if (addresses) rows.add(Arrays.asList("ADDRESSES", null));
        orders.stream().sorted().forEach(o -> rows.add(List.of("ORDER#" + o, name)));
        rows.add(List.of("PROFILE", name));
        return rows;
    }

    @Override
    protected Object actual(Attempt attempt) {
        Map<String, List<List<String>>> state = new LinkedHashMap<>();
        for (String customer : List.of("CUST#" + CUSTOMER, "CUST#" + OTHER)) {
            List<List<String>> rows = new ArrayList<>();
            attempt.client().queryPaginator(q -> q.tableName(table()).consistentRead(true)
                            .keyConditionExpression("PK = :customer")
                            .expressionAttributeValues(item(":customer", customer)))
                    .items()
                    .forEach(i -> rows.add(Arrays.asList(str(i, "SK"), i.containsKey("name") ? str(i, "name") : str(i, "customerName"))));
            state.put(customer, rows);
        }
        return state;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("TransactWriteItems")
                .insteadOfScan("Find the orders with one Query on the customer's item collection, " + FIND_ORDERS);
    }

    /** The pattern's rules apply to the writes; the one Query that finds the orders is checked here. */
    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        verifyResult(actual, softly);

        List<RecordedRequest> singleWrites = attempt.requests().stream()
                .filter(r -> List.of("UpdateItem", "PutItem", "BatchWriteItem").contains(r.operation()))
                .toList();
        softly.assertThat(singleWrites)
                .withFailMessage("Anti-pattern: %d separate writes. Between them readers see the copies disagree, and an"
                        + " error halfway leaves them disagreeing for good. Put every Update in one TransactWriteItems:"
                        + " all apply, or none.", singleWrites.size())
                .isEmpty();

        List<RecordedRequest> queries = attempt.requests("Query");
        softly.assertThat(queries)
                .withFailMessage("Anti-pattern: %d Query requests where one, on the customer's item collection, finds"
                        + " every order: %s.", queries.size(), FIND_ORDERS)
                .hasSizeLessThanOrEqualTo(1);
        for (RecordedRequest query : queries) {
            softly.assertThat(query.filter())
                    .withFailMessage("Anti-pattern: FilterExpression. The Query filters on %s, which reads every item"
                            + " of the collection first. Select the orders with the key condition: %s.", query.filter(), FIND_ORDERS)
                    .isNull();
            softly.assertThat(query.tables())
                    .withFailMessage("The Query went to %s: the exercise uses the table %s.", String.join(" and ", query.tables()), table())
                    .containsOnly(table());
        }

        List<RecordedRequest> rest = attempt.requests().stream()
                .filter(r -> !r.operation().equals("Query") && !singleWrites.contains(r))
                .toList();
        pattern().verify(table(), rest, softly);
    }
}
