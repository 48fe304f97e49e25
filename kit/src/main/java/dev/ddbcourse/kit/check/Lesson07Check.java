package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 07's exercise: "the invoices that contain pear, newest first, with the quantity of
 * pear on each", on the lesson's design (invoice lines under {@code INV#id}, one item per
 * product {@code PRODUCT#name} with {@code qty}, one per customer {@code CUSTOMER#id}; the
 * {@code Inverted} GSI keyed SK -> PK). The pattern: one Query on {@code Inverted} with
 * {@code SK = 'PRODUCT#pear'}, descending. The anti-patterns it catches: a Scan filtered on SK,
 * one request per invoice, a result in the wrong order.
 *
 * <p>The answer: {@code check("07-inverted-index", ddb -> invoicesWith(ddb, "pear"))} where
 * {@code static Map<String, Integer> invoicesWith(DynamoDbClient ddb, String product)} reads
 * table {@code x07-inverted-index} and returns invoice id -> quantity, newest invoice first.
 */
public final class Lesson07Check extends ExerciseCheck {
    static final String PRODUCT = "pear";

    /** An invoice: its number, its customer, and product -> quantity. */
    private record Invoice(String id, String customer, Map<String, Integer> lines) {}

    private static final List<Invoice> INVOICES = List.of(
            new Invoice("INV#2001", "c1", Map.of("apple", 2, "pear", 4)),
            new Invoice("INV#2002", "c2", Map.of("pear", 1)),
            new Invoice("INV#2003", "c1", Map.of("plum", 6)),
            new Invoice("INV#2004", "c3", Map.of("pear", 3, "apple", 1)),
            new Invoice("INV#2005", "c2", Map.of("apple", 2)),
            new Invoice("INV#2006", "c1", Map.of("pear", 2, "plum", 1)));

    @Override
    public String stem() {
        return "07-inverted-index";
    }

    @Override
    public String task() {
        return "the invoices that contain " + PRODUCT + ", newest first, with the quantity bought";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("Inverted", "SK", "PK"));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (Invoice invoice : INVOICES) {
            items.add(item("PK", invoice.id(), "SK", "CUSTOMER#" + invoice.customer()));
            invoice.lines().forEach((product, qty) ->
                    items.add(item("PK", invoice.id(), "SK", "PRODUCT#" + product, "qty", qty)));
        }
        Tables.seed(ddb, table(), items);
    }

    /** Computed from the data: the invoices with the product, by invoice id descending. */
    @Override
    protected Object expected() {
        return expectedQuantities();
    }

    private static Map<String, Integer> expectedQuantities() {
        Map<String, Integer> quantities = new LinkedHashMap<>();
        INVOICES.stream()
                .filter(i -> i.lines().containsKey(PRODUCT))
                .sorted(Comparator.comparing(Invoice::id).reversed())
                .forEach(i -> quantities.put(i.id(), i.lines().get(PRODUCT)));
        return quantities;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex("Inverted");
    }

    /** Map equality ignores order, and the order is half the question: compare it too. */
    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        if (actual instanceof Map<?, ?> map && map.equals(expected())) {
            List<Object> order = List.copyOf(map.keySet());
            softly.assertThat(order)
                    .withFailMessage(() -> "The order of the invoices: newest first. The answer returned " + order
                            + ", expected " + expectedQuantities().keySet() + ". The index sorts an item collection by its"
                            + " sort key (the invoice id); read it backwards with ScanIndexForward(false), and keep that"
                            + " order (a LinkedHashMap, not a HashMap).")
                    .containsExactlyElementsOf(expectedQuantities().keySet());
        }
    }
}
