package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 07's check: the starter is "not yet", wrong ways fail by name. */
class Lesson07CheckTest {
    private static final String TABLE = "x07-inverted-index";
    private static final CheckRun CHECK = new CheckRun(new Lesson07Check());

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> Map.of());
    }

    @Test
    void aScanFilteredOnTheSortKeyFails() {
        CHECK.fails(ddb -> {
            var scan = ddb.scan(s -> s.tableName(TABLE)
                    .filterExpression("SK = :product")
                    .expressionAttributeValues(values(":product", "PRODUCT#pear")));
            var quantities = new LinkedHashMap<String, Integer>();
            scan.items().stream()
                    .sorted((a, b) -> str(b, "PK").compareTo(str(a, "PK")))
                    .forEach(i -> quantities.put(str(i, "PK"), Integer.valueOf(str(i, "qty"))));
            return quantities;
        })
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: Scan");
    }

    @Test
    void oneQueryPerInvoiceFails() {
        CHECK.fails(ddb -> {
            var quantities = new LinkedHashMap<String, Integer>();
            for (int n = 2006; n >= 2001; n--) {
                String invoice = "INV#" + n;
                var line = ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :invoice AND SK = :product")
                        .expressionAttributeValues(values(":invoice", invoice, ":product", "PRODUCT#pear")));
                line.items().forEach(i -> quantities.put(invoice, Integer.valueOf(str(i, "qty"))));
            }
            return quantities;
        })
                .contains("Anti-pattern: 6 Query requests where 1 would do")
                .contains("Anti-pattern: the wrong way in");
    }

    @Test
    void oldestFirstInAHashMapFails() {
        CHECK.fails(ddb -> {
            var response = ddb.query(q -> q.tableName(TABLE).indexName("Inverted")
                    .keyConditionExpression("SK = :product")
                    .expressionAttributeValues(values(":product", "PRODUCT#pear")));
            var quantities = new HashMap<String, Integer>();
            response.items().forEach(i -> quantities.put(str(i, "PK"), Integer.valueOf(str(i, "qty"))));
            return quantities;
        })
                .contains("The order of the invoices: newest first");
    }
}
