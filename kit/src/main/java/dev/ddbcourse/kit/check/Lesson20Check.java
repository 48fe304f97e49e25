package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.key;
import static dev.ddbcourse.kit.values.Attributes.str;
import static dev.ddbcourse.kit.values.Attributes.values;

import dev.ddbcourse.kit.log.RequestLog;
import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Lesson 20's exercise: "the projection of {@code ByWarehouse} (warehouse, orderDate) with the
 * lowest cost for writes and reads together", for a dispatch screen that shows each order's
 * status and carrier and is read 20 times per order written. The answer returns a Projection;
 * the check creates the index with it, writes the orders in BatchWriteItems (measuring the index's
 * write units), reads the screen the way the projection allows (a Query, plus a BatchGetItem of
 * the orders when the index lacks an attribute the screen shows) and measures its read units.
 * The cost per order written is 5 x index write request units (a write unit is priced 5 read units) + 20 x
 * screen read request units, compared with the cheapest projection's, measured the same way. The anti-patterns it
 * catches: an under-projected index (KEYS_ONLY, or INCLUDE missing status or carrier) and an
 * over-projected one (ALL, or INCLUDE with the 3 KB lines).
 *
 * <p>The answer: {@code check("20-gsi-projections", ddb -> byWarehouseProjection())} where
 * {@code static Projection byWarehouseProjection()} builds the Projection.
 */
public final class Lesson20Check extends ExerciseCheck {
    /** The table is on demand: its units are request units. */
    private static final String READ_UNIT = "read request unit", WRITE_UNIT = "write request unit";
    static final String INDEX = "ByWarehouse", WAREHOUSE = "WH#2";
    static final List<String> SCREEN = List.of("status", "carrier");
    static final int ORDERS = 30, WAREHOUSES = 3, READS_PER_WRITE = 20, WRITE_PRICE_IN_READS = 5;
    static final Projection CHEAPEST = Projection.builder().projectionType(ProjectionType.INCLUDE)
            .nonKeyAttributes(SCREEN).build();

    @Override
    public String stem() {
        return "20-gsi-projections";
    }

    @Override
    public String task() {
        return "the projection of the dispatch screen's index with the lowest cost for its writes and reads";
    }

    /** The table is created in {@link #actual}, with the answer's projection: here only the old one goes. */
    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.delete(ddb, table());
    }

    private static Map<String, AttributeValue> order(int n) {
        return item("PK", "ORDER#%03d".formatted(n), "SK", "ORDER",
                "warehouse", "WH#" + ((n - 1) % WAREHOUSES + 1), "orderDate", "2026-11-%02d".formatted((n - 1) / WAREHOUSES + 1),
                "status", n % 4 == 0 ? "PACKED" : "WAITING", "carrier", n % 2 == 0 ? "DHL" : "UPS",
                "lines", "2 x shelf bracket, steel, 3.50; ".repeat(96));
    }

    /** The dispatch screen of {@link #WAREHOUSE}: order id -> status and carrier, in date order. */
    @Override
    protected Object expected() {
        Map<String, String> screen = new LinkedHashMap<>();
        for (int n = 1; n <= ORDERS; n++) {
            var order = order(n);
            if (str(order, "warehouse").equals(WAREHOUSE)) screen.put(str(order, "PK"), row(order));
        }
        return screen;
    }

    private static String row(Map<String, AttributeValue> item) {
        return str(item, "status") + " " + str(item, "carrier");
    }

    /** What one projection costs, measured; {@code refused} when DynamoDB would not create the index. */
    record Measured(Map<String, String> screen, double writeUnitsPerOrder, double screenReadUnits, String refused) {
        double costPerOrder() {
            return WRITE_PRICE_IN_READS * writeUnitsPerOrder + READS_PER_WRITE * screenReadUnits;
        }
    }

    private Projection chosen;
    private Measured answer, cheapest;

    @Override
    protected Object actual(Attempt attempt) {
        if (!(attempt.result() instanceof Projection projection)) {
            answer = null;
            return attempt.result();
        }
        DynamoDbClient ddb = attempt.client();
        chosen = projection;
        cheapest = measure(ddb, CHEAPEST);
        answer = measure(ddb, projection);
        return answer.refused() != null ? "DynamoDB refused the index" : answer.screen();
    }

    /** Creates the table with {@code projection}, writes the orders, reads the screen: every unit counted. */
    private Measured measure(DynamoDbClient ddb, Projection projection) {
        try {
            Tables.create(ddb, table(projection));
        } catch (AwsServiceException refused) {
            return new Measured(Map.of(), 0, 0, RequestLog.errorText(refused));
        }
        double writeUnits = 0;
        for (int from = 1; from <= ORDERS; from += Tables.BATCH_SIZE) {
            List<WriteRequest> puts = new ArrayList<>();
            for (int n = from; n < from + Tables.BATCH_SIZE && n <= ORDERS; n++) {
                puts.add(WriteRequest.builder().putRequest(PutRequest.builder().item(order(n)).build()).build());
            }
            var written = ddb.batchWriteItem(b -> b.requestItems(Map.of(table(), puts))
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            for (var capacity : written.consumedCapacity()) {
                var index = capacity.globalSecondaryIndexes().get(INDEX);
                writeUnits += index == null || index.capacityUnits() == null ? 0 : index.capacityUnits();
            }
        }
        Map<String, String> screen = new LinkedHashMap<>();
        double readUnits = readScreen(ddb, screen);
        return new Measured(screen, writeUnits / ORDERS, readUnits, null);
    }

    /** The screen as an app must read it: from the index, and from the table what the index lacks. */
    private double readScreen(DynamoDbClient ddb, Map<String, String> screen) {
        QueryResponse page = ddb.query(q -> q.tableName(table()).indexName(INDEX)
                .keyConditionExpression("warehouse = :w").expressionAttributeValues(values(":w", WAREHOUSE))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        double units = page.consumedCapacity().capacityUnits();
        var missing = page.items().stream().filter(i -> !i.keySet().containsAll(SCREEN)).toList();
        Map<String, Map<String, AttributeValue>> fromTable = new TreeMap<>();
        if (!missing.isEmpty()) {
            var keys = missing.stream().map(i -> key("PK", str(i, "PK"), "SK", str(i, "SK"))).toList();
            var fetched = ddb.batchGetItem(b -> b.requestItems(Map.of(table(), KeysAndAttributes.builder().keys(keys).build()))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            units += fetched.consumedCapacity().stream().mapToDouble(c -> c.capacityUnits()).sum();
            fetched.responses().get(table()).forEach(i -> fromTable.put(str(i, "PK"), i));
        }
        for (var item : page.items()) screen.put(str(item, "PK"), row(fromTable.getOrDefault(str(item, "PK"), item)));
        return units;
    }

    private CreateTableRequest table(Projection projection) {
        List<AttributeDefinition> attributes = new ArrayList<>();
        for (String name : List.of("PK", "SK", "warehouse", "orderDate")) {
            attributes.add(AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build());
        }
        return CreateTableRequest.builder().tableName(table()).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attributes)
                .keySchema(keyElement("PK", KeyType.HASH), keyElement("SK", KeyType.RANGE))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName(INDEX)
                        .keySchema(keyElement("warehouse", KeyType.HASH), keyElement("orderDate", KeyType.RANGE))
                        .projection(projection).build())
                .build();
    }

    private static KeySchemaElement keyElement(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    @Override
    protected String patternText() {
        return "an index on warehouse and orderDate that holds what the screen shows: one Query per screen, no BatchGetItem back to the table, no 3 KB lines copied";
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex(INDEX);
    }

    /** The screen is right, read in one Query, and costs no more than the cheapest projection. */
    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        if (answer == null) {
            softly.fail("The answer returned " + (actual == null ? "null" : "a " + actual.getClass().getSimpleName())
                    + ", not a Projection: build one with Projection.builder().projectionType(...).build().");
            return;
        }
        if (answer.refused() != null) {
            softly.fail("DynamoDB refused to create " + INDEX + " with this projection: " + answer.refused());
            return;
        }
        // the screen's requests are the check's own, made the way the projection allows: judged by their cost
        verifyResult(actual, softly);
        List<String> lacking = SCREEN.stream().filter(a -> !projects(a)).toList();
        softly.assertThat(lacking).withFailMessage(() -> ("Anti-pattern: an under-projected index. %s does not hold %s,"
                + " which the screen shows, so every screen read also needs a BatchGetItem of the orders from the table,"
                + " billed per whole 3 KB order: %s per screen instead of %s.").formatted(INDEX, String.join(" and ", lacking),
                UnitsText.of(answer.screenReadUnits(), READ_UNIT), UnitsText.of(cheapest.screenReadUnits()))).isEmpty();
        softly.assertThat(answer.writeUnitsPerOrder()).withFailMessage(() -> ("Anti-pattern: projecting more than the screen"
                + " shows. Each order written costs %s in %s (its entry holds the 3 KB lines) instead of %s, and each"
                + " screen reads %s instead of %s.").formatted(UnitsText.of(answer.writeUnitsPerOrder(), WRITE_UNIT), INDEX,
                UnitsText.of(cheapest.writeUnitsPerOrder()), UnitsText.of(answer.screenReadUnits(), READ_UNIT),
                UnitsText.of(cheapest.screenReadUnits())))
                .isLessThanOrEqualTo(cheapest.writeUnitsPerOrder());
        softly.assertThat(answer.costPerOrder()).withFailMessage(() -> ("Per order written this projection costs %d x %s"
                + " + %d x %s = %s read-unit equivalents; the cheapest costs %s.").formatted(WRITE_PRICE_IN_READS,
                UnitsText.of(answer.writeUnitsPerOrder(), WRITE_UNIT), READS_PER_WRITE, UnitsText.of(answer.screenReadUnits(), READ_UNIT),
                UnitsText.of(answer.costPerOrder()),
                UnitsText.of(cheapest.costPerOrder()))).isLessThanOrEqualTo(cheapest.costPerOrder());
    }

    @Override
    protected String measured() {
        return answer == null ? null : ("Per order written: %s in %s, and %d screen reads of %s each: %s read-unit equivalents.")
                .formatted(UnitsText.of(answer.writeUnitsPerOrder(), WRITE_UNIT), INDEX, READS_PER_WRITE,
                        UnitsText.of(answer.screenReadUnits(), READ_UNIT),
                        UnitsText.of(answer.costPerOrder()));
    }

    private boolean projects(String attribute) {
        return chosen.projectionType() == ProjectionType.ALL
                || chosen.projectionType() == ProjectionType.INCLUDE && chosen.nonKeyAttributes().contains(attribute);
    }
}
