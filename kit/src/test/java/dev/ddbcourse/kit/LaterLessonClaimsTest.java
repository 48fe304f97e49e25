package dev.ddbcourse.kit;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Lessons 14-26's sentences that state a number or a behaviour, as {@link LessonClaimsTest} does for the
 * earlier lessons: each test names the sentence it backs, and the Developer Guide page it was checked against.
 */
class LaterLessonClaimsTest {
    private final DynamoDbClient ddb = Kit.client();

    private void putOnce(String table, Map<String, AttributeValue> record) {
        ddb.putItem(p -> p.tableName(table).item(record).conditionExpression("attribute_not_exists(PK)"));
    }

    /** Lesson 14: "here five puts of 1 unit: the refused put counts too" (Working with items, conditional writes). */
    @Test
    void lesson14ARefusedConditionalPutCountsInConsumedWriteCapacityUnits() {
        Kit.recreateTable("t-claims-14-refused");
        var record = item("PK", "IDEMPOTENCY#pay-7f3a", "SK", "IDEMPOTENCY", "amount", 30);
        putOnce("t-claims-14-refused", record);
        assertThatThrownBy(() -> putOnce("t-claims-14-refused", record)).isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(Kit.tableMetrics("t-claims-14-refused")).as("the written put and the refused one, 1 unit each")
                .containsEntry("ConsumedWriteCapacityUnits", 2.0);
    }

    /** Lesson 22: "A Query page stops once it has read 1 MB: items near 400 KB come two or three to a page." */
    @Test
    void lesson22ItemsNear400KbComeTwoOrThreeToAQueryPage() {
        Kit.recreateTable("t-claims-22-pages");
        String scan = "x".repeat(399 * 1024);
        for (int n = 1; n <= 4; n++) {
            String sk = "DOC#" + n;
            ddb.putItem(p -> p.tableName("t-claims-22-pages").item(item("PK", "USER#u2", "SK", sk, "pages", scan)));
        }
        var page = ddb.query(q -> q.tableName("t-claims-22-pages").keyConditionExpression("PK = :pk")
                .expressionAttributeValues(values(":pk", "USER#u2")));
        assertThat(page.count()).isBetween(2, 3);
        assertThat(page.hasLastEvaluatedKey()).as("the rest needs another request").isTrue();
    }

    /** Lesson 24: "DescribeTable's NumberOfDecreasesToday counts them" (Quotas, decreasing provisioned throughput). */
    @Test
    void lesson24EachDecreaseOfProvisionedCapacityIsCounted() {
        String table = "t-claims-24-decreases";
        Kit.quietly(() -> {
            if (ddb.listTables().tableNames().contains(table)) ddb.deleteTable(d -> d.tableName(table));
            ddb.createTable(c -> c.tableName(table)
                    .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S))
                    .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH))
                    .provisionedThroughput(t -> t.readCapacityUnits(10L).writeCapacityUnits(10L)));
            ddb.waiter().waitUntilTableExists(w -> w.tableName(table));
        });
        ddb.updateTable(u -> u.tableName(table).provisionedThroughput(t -> t.readCapacityUnits(2L).writeCapacityUnits(1L)));
        ddb.waiter().waitUntilTableExists(w -> w.tableName(table));
        var throughput = ddb.describeTable(d -> d.tableName(table)).table().provisionedThroughput();
        assertThat(throughput.numberOfDecreasesToday()).isEqualTo(1L);
        assertThat(throughput.writeCapacityUnits()).isEqualTo(1L);
    }
}
