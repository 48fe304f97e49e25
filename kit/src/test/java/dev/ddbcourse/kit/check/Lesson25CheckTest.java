package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import dev.ddbcourse.kit.testing.Solutions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** Lesson 25's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson25CheckTest {
    private static final String TABLE = "x25-optimistic-locking";
    private static final Map<String, AttributeValue> P1 = key("PK", "PRODUCT#p1", "SK", "PRODUCT");
    private static final CheckRun CHECK = new CheckRun(new Lesson25Check());

    private static Map<String, AttributeValue> read(DynamoDbClient ddb) {
        return ddb.getItem(g -> g.tableName(TABLE).key(P1).consistentRead(true)).item();
    }

    private static int price(Map<String, AttributeValue> product) {
        return Integer.parseInt(str(product, "price")) * 90 / 100;
    }

    private static int version(Map<String, AttributeValue> product) {
        return Integer.parseInt(str(product, "version"));
    }

    /** UpdateItem of the price, conditional on {@code expected}, moving the version to {@code next}. */
    private static void versionedWrite(DynamoDbClient ddb, int price, int expected, int next) {
        versionedWrite(ddb, price, expected, next, ReturnValuesOnConditionCheckFailure.NONE);
    }

    private static void versionedWrite(DynamoDbClient ddb, int price, int expected, int next,
                                       ReturnValuesOnConditionCheckFailure onFailure) {
        ddb.updateItem(u -> u.tableName(TABLE).key(P1).returnValuesOnConditionCheckFailure(onFailure)
                .updateExpression("SET price = :price, #v = :next")
                .conditionExpression("#v = :expected")
                .expressionAttributeNames(names("#v", "version"))
                .expressionAttributeValues(values(":price", price, ":expected", expected, ":next", next)));
    }

    /** The lesson's own answer, from the generated solutions/25-optimistic-locking.java. */
    static int solution(DynamoDbClient ddb) {
        return Solutions.call("25-optimistic-locking", "applyDiscount", ddb, "p1", 10);
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(Lesson25CheckTest::solution).contains("4 requests");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> Kit.<Integer>todo("a versioned read-modify-write"));
    }

    /** The refusal carries the stored item (ALL_OLD): a retry without a second read is fine. */
    @Test
    void aRetryFromTheRefusalsOldItemPasses() {
        CHECK.passes(ddb -> {
            var product = read(ddb);
            try {
                versionedWrite(ddb, price(product), version(product), version(product) + 1,
                        ReturnValuesOnConditionCheckFailure.ALL_OLD);
                return price(product);
            } catch (ConditionalCheckFailedException changed) {
                var current = changed.item();
                versionedWrite(ddb, price(current), version(current), version(current) + 1);
                return price(current);
            }
        }).contains("3 requests");
    }

    @Test
    void aBlindOverwriteIsTheLostUpdate() {
        CHECK.fails(ddb -> {
            var product = read(ddb);
            ddb.putItem(p -> p.tableName(TABLE).item(item("PK", "PRODUCT#p1", "SK", "PRODUCT", "name", "Desk lamp",
                    "price", price(product), "version", version(product) + 1)));
            return price(product);
        })
                .contains("Anti-pattern: a blind overwrite", "lost update", "#v = :expected")
                .contains("The result is wrong");
    }

    @Test
    void givingUpAfterTheRefusalFails() {
        CHECK.fails(ddb -> {
            var product = read(ddb);
            try {
                versionedWrite(ddb, price(product), version(product), version(product) + 1);
            } catch (ConditionalCheckFailedException changed) {
                // gives up
            }
            return price(product);
        })
                .contains("the answer stopped there", "Read the item again")
                .doesNotContain("blind overwrite");
    }

    @Test
    void letTheRefusalEscapeIsExplained() {
        CHECK.fails(ddb -> {
            var product = read(ddb);
            versionedWrite(ddb, price(product), version(product), version(product) + 1);
            return price(product);
        })
                .contains("ConditionalCheckFailedException", "The condition did its job", "read the item again");
    }

    @Test
    void aRetryWithTheFirstPriceReadFails() {
        CHECK.fails(ddb -> {
            var product = read(ddb);
            int price = price(product);
            try {
                versionedWrite(ddb, price, version(product), version(product) + 1);
            } catch (ConditionalCheckFailedException changed) {
                var again = read(ddb);
                versionedWrite(ddb, price, version(again), version(again) + 1);
            }
            return price;
        })
                .contains("The retry stored 180, the discount of the price read first (200)")
                .doesNotContain("blind overwrite");
    }

    @Test
    void aWriteThatKeepsTheVersionFails() {
        CHECK.fails(ddb -> {
            for (int attempt = 1; ; attempt++) {
                var product = read(ddb);
                try {
                    versionedWrite(ddb, price(product), version(product), version(product));
                    return price(product);
                } catch (ConditionalCheckFailedException changed) {
                    if (attempt == 3) throw changed;
                }
            }
        })
                .contains("The write left version at 2", "SET #v = :expected + 1");
    }

    /** A condition that never holds, retried without end: stopped, and told to bound the retries. */
    @Test
    void anEndlessRetryLoopIsStopped() {
        CHECK.fails(ddb -> {
            while (true) {
                var product = read(ddb);
                try {
                    versionedWrite(ddb, price(product), version(product) - 1, version(product));
                    return price(product);
                } catch (ConditionalCheckFailedException changed) {
                    // tries again, for ever
                }
            }
        })
                .contains("retry a bounded number of times");
    }

    @Test
    void aScanToFindTheProductFails() {
        CHECK.fails(ddb -> {
            for (int attempt = 1; ; attempt++) {
                var product = ddb.scan(s -> s.tableName(TABLE).consistentRead(true)).items().stream()
                        .filter(i -> str(i, "PK").equals("PRODUCT#p1")).findFirst().orElseThrow();
                try {
                    versionedWrite(ddb, price(product), version(product), version(product) + 1);
                    return price(product);
                } catch (ConditionalCheckFailedException changed) {
                    if (attempt == 3) throw changed;
                }
            }
        })
                .contains("Anti-pattern: Scan", "GetItem by key");
    }

    /** The version moved on by the update expression itself ({@code #v = #v + :one}) is as good. */
    @Test
    void bumpingTheVersionInTheExpressionPasses() {
        CHECK.passes(ddb -> {
            for (int attempt = 1; ; attempt++) {
                var product = read(ddb);
                int price = price(product);
                try {
                    ddb.updateItem(u -> u.tableName(TABLE).key(P1)
                            .updateExpression("SET price = :price, #v = #v + :one")
                            .conditionExpression("#v = :expected")
                            .expressionAttributeNames(names("#v", "version"))
                            .expressionAttributeValues(values(":price", price, ":expected", version(product), ":one", 1)));
                    return price;
                } catch (ConditionalCheckFailedException changed) {
                    if (attempt == 3) throw changed;
                }
            }
        });
    }
}
