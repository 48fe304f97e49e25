package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.testing.Solutions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Lesson 19's check, run with GSI2 lagging: the lesson's flow passes, trusting the index fails by name. */
class Lesson19CheckTest {
    private static final String TABLE = "x19-gsi-consistency";
    private static final CheckRun CHECK = new CheckRun(new Lesson19Check());
    private static final Map<String, AttributeValue> PLACED = Lesson19Check.order("c3", "o9", "2026-10-21T09:10:00Z", "PENDING");
    private static final Map<String, AttributeValue> SHIPPED = key("PK", "CUST#c1", "SK", "ORDER#2026-10-21T07:45:00Z#o6");

    /** The two writes of the flow, as the exercise asks for them. */
    private static void write(DynamoDbClient ddb) {
        ddb.putItem(p -> p.tableName(TABLE).item(PLACED));
        ddb.updateItem(u -> u.tableName(TABLE).key(SHIPPED).updateExpression("SET #s = :shipped, GSI2PK = :key")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":shipped", "SHIPPED", ":key", "STATUS#SHIPPED")));
    }

    private static List<String> pendingFromIndex(DynamoDbClient ddb, boolean consistent) {
        return ddb.query(q -> q.tableName(TABLE).indexName("GSI2").consistentRead(consistent)
                        .keyConditionExpression("GSI2PK = :s AND begins_with(GSI2SK, :day)")
                        .expressionAttributeValues(values(":s", "STATUS#PENDING", ":day", Lesson19Check.DAY)))
                .items().stream().map(i -> str(i, "orderId")).toList();
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> Solutions.call("19-gsi-consistency", "pendingAfter", ddb, PLACED, SHIPPED, Lesson19Check.DAY))
                .startsWith("PASSED 19-gsi-consistency");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void trustingTheLaggingIndexFails() {
        CHECK.fails(ddb -> {
            write(ddb);
            return pendingFromIndex(ddb, false);
        })
                .contains("Anti-pattern: trusting a lagging index")
                .contains("still lists o6 and misses o9");
    }

    @Test
    void aConsistentReadOfTheIndexIsRefused() {
        CHECK.fails(ddb -> {
            write(ddb);
            try {
                return pendingFromIndex(ddb, true);
            } catch (software.amazon.awssdk.services.dynamodb.model.DynamoDbException refused) {
                return List.of();
            }
        }).contains("DynamoDB refused a consistent read of GSI2");
    }

    @Test
    void aConsistentScanOfTheTableFails() {
        CHECK.fails(ddb -> {
            write(ddb);
            return ddb.scan(s -> s.tableName(TABLE).consistentRead(true)).items().stream()
                    .filter(i -> "PENDING".equals(str(i, "status")) && str(i, "GSI2SK").startsWith(Lesson19Check.DAY))
                    .sorted(java.util.Comparator.comparing(i -> str(i, "GSI2SK"))).map(i -> str(i, "orderId")).toList();
        }).contains("Anti-pattern: Scan").contains("The answer made no Query");
    }

    @Test
    void addingThePlacedOrderButKeepingTheShippedOneFails() {
        CHECK.fails(ddb -> {
            write(ddb);
            var ids = new java.util.ArrayList<>(pendingFromIndex(ddb, false));
            ids.add("o9");
            return ids;
        }).contains("so it still lists o6");
    }
}
