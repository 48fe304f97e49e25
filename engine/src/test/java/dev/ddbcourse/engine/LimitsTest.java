package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionSizeLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS;

/** DynamoDB's limits that hold without any switch: 16 MB BatchGetItem answers, 4 MB transactions, LSI collections. */
class LimitsTest extends EngineTest {
    private static final String BIG = "x".repeat(390 * 1024);

    @Test
    void batchGetItemAnswersAtMostSixteenMegabytes() {
        String t = createTable("pk", null);
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 45; i++) {
            Map<String, AttributeValue> key = Map.of("pk", fromS("k" + i));
            keys.add(key);
            ddb.putItem(b -> b.tableName(t).item(Map.of("pk", key.get("pk"), "data", fromS(BIG))));
        }
        BatchGetItemResponse r = ddb.batchGetItem(b -> b.requestItems(Map.of(t, KeysAndAttributes.builder().keys(keys).build())));
        int answered = r.responses().get(t).size();
        int left = r.unprocessedKeys().get(t).keys().size();
        assertThat(answered + left).isEqualTo(45);
        // 390 KB each: 43 items reach 16 MB (16,384 KB / 390 KB = 42.0...), the rest waits.
        assertThat(answered).isEqualTo(43);
        BatchGetItemResponse rest = ddb.batchGetItem(b -> b.requestItems(r.unprocessedKeys()));
        assertThat(rest.responses().get(t)).hasSize(left);
    }

    @Test
    void aTransactionOverFourMegabytesIsRefused() {
        String t = createTable("pk", null);
        List<TransactWriteItem> puts = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            int n = i;
            puts.add(TransactWriteItem.builder().put(p -> p.tableName(t).item(Map.of("pk", fromS("k" + n), "data", fromS(BIG)))).build());
        }
        expectValidation("Transaction request cannot be larger than 4 MB", () -> ddb.transactWriteItems(b -> b.transactItems(puts)));
        assertThat(ddb.scan(b -> b.tableName(t)).count()).isZero();
        ddb.transactWriteItems(b -> b.transactItems(puts.subList(0, 10)));   // 3.8 MB
        assertThat(ddb.scanPaginator(b -> b.tableName(t).select("COUNT")).stream().mapToInt(r -> r.count()).sum()).isEqualTo(10);
    }

    @Test
    void anItemCollectionOfATableWithLsisCannotGrowPastItsLimit() {
        long limit = engine.switches().itemCollectionLimitBytes();
        engine.switches().itemCollectionLimitBytes(10_000);
        try {
            String t = createTableWithLsi();
            String kb = "y".repeat(1000);
            // Each item is about 1 KB in the table and 1 KB again in the LSI: four fit in 10,000 bytes.
            for (int i = 0; i < 4; i++) {
                int n = i;
                ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("a"), "sk", fromS("" + n), "d", fromS("" + n), "v", fromS(kb))));
            }
            expectError(ItemCollectionSizeLimitExceededException.class, "Item collection size limit exceeded",
                    () -> ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("a"), "sk", fromS("9"), "d", fromS("9"), "v", fromS(kb)))));
            // Another partition key is another collection; shrinking one is always allowed.
            ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("b"), "sk", fromS("9"), "d", fromS("9"), "v", fromS(kb))));
            ddb.putItem(b -> b.tableName(t).item(Map.of("pk", fromS("a"), "sk", fromS("0"), "d", fromS("0"))));
        } finally {
            engine.switches().itemCollectionLimitBytes(limit);
        }
    }
}
