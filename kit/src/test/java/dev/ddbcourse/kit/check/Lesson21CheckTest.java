package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.samples.FlashSale;
import dev.ddbcourse.kit.testing.Solutions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Lesson 21's check, run with throttling on: the lesson's writer and reader pass, a hot key and a partial read fail by name. */
class Lesson21CheckTest {
    private static final String TABLE = "x21-write-sharding";
    private static final CheckRun CHECK = new CheckRun(new Lesson21Check());
    private static final String STEM = "21-write-sharding";

    /** Writes the sale with GSI2PK from {@code key}, in batches of 25, ignoring what comes back unprocessed. */
    private static void writeSale(DynamoDbClient ddb, Function<FlashSale, String> key) {
        var writes = new ArrayList<WriteRequest>();
        for (var o : FlashSale.orders()) {
            var placed = item("PK", "CUST#" + o.customer(), "SK", "ORDER#" + o.placedAt() + "#" + o.orderId(),
                    "GSI2PK", key.apply(o), "GSI2SK", o.placedAt() + "#" + o.orderId(), "orderId", o.orderId(), "status", "PENDING");
            writes.add(WriteRequest.builder().putRequest(p -> p.item(placed)).build());
        }
        for (int from = 0; from < writes.size(); from += 25) {
            var batch = writes.subList(from, from + 25);
            try {
                ddb.batchWriteItem(b -> b.requestItems(Map.of(TABLE, batch)));
            } catch (software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException dropped) {
                // the naive writer moves on
            }
        }
    }

    private static List<Map<String, AttributeValue>> shard(DynamoDbClient ddb, String key) {
        var items = new ArrayList<Map<String, AttributeValue>>();
        ddb.queryPaginator(q -> q.tableName(TABLE).indexName("GSI2")
                .keyConditionExpression("GSI2PK = :k AND begins_with(GSI2SK, :day)")
                .expressionAttributeValues(values(":k", key, ":day", FlashSale.DAY))).items().forEach(items::add);
        return items;
    }

    private static List<String> ids(List<Map<String, AttributeValue>> items) {
        return items.stream().map(i -> str(i, "orderId")).toList();
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> {
            Solutions.call(STEM, "placeOrders", ddb, FlashSale.orders());
            return Solutions.call(STEM, "pendingOn", ddb, FlashSale.DAY);
        }).startsWith("PASSED 21-write-sharding").contains("2000 orders stored, none throttled, over 10 GSI2 keys");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void theHotKeyLosesOrders() {
        CHECK.fails(ddb -> {
            writeSale(ddb, o -> "STATUS#PENDING");
            return ids(shard(ddb, "STATUS#PENDING"));
        })
                .contains("Anti-pattern: a hot key. 40 write requests were throttled")
                .contains("the busiest GSI2PK is STATUS#PENDING (1000 orders)")
                .contains("Orders lost: the table holds 1000 of the sale's 2000 orders")
                .contains("Orders were written under GSI2PK [STATUS#PENDING]");
    }

    @Test
    void aWriterThatRetriesTheHotKeyIsStopped() {
        CHECK.fails(ddb -> {
            for (var o : FlashSale.orders()) {
                var placed = item("PK", "CUST#" + o.customer(), "SK", "ORDER#" + o.placedAt() + "#" + o.orderId(),
                        "GSI2PK", "STATUS#PENDING", "GSI2SK", o.placedAt() + "#" + o.orderId(), "orderId", o.orderId());
                while (true) {
                    try {
                        ddb.putItem(p -> p.tableName(TABLE).item(placed));
                        break;
                    } catch (software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException again) {
                        // retry at once
                    }
                }
            }
            return List.of();
        }).contains("keeps retrying writes that stay throttled").contains("Anti-pattern: a hot key");
    }

    @Test
    void readingOneShardMissesOrders() {
        CHECK.fails(ddb -> {
            Solutions.call(STEM, "placeOrders", ddb, FlashSale.orders());
            return ids(shard(ddb, "STATUS#PENDING#0"));
        }).contains("The reader asked 1 of the 10 shards").contains("The result is wrong");
    }

    @Test
    void shardsConcatenatedWithoutMergingAreOutOfOrder() {
        CHECK.fails(ddb -> {
            Solutions.call(STEM, "placeOrders", ddb, FlashSale.orders());
            var all = new ArrayList<Map<String, AttributeValue>>();
            for (int n = 0; n < 10; n++) all.addAll(shard(ddb, "STATUS#PENDING#" + n));
            return ids(all);
        }).contains("Every order is there, out of order");
    }

    @Test
    void aScanOfTheIndexFails() {
        CHECK.fails(ddb -> {
            Solutions.call(STEM, "placeOrders", ddb, FlashSale.orders());
            var all = new ArrayList<Map<String, AttributeValue>>();
            ddb.scanPaginator(s -> s.tableName(TABLE).indexName("GSI2")).items().forEach(all::add);
            all.sort(Comparator.comparing(i -> str(i, "GSI2SK")));
            return ids(all);
        }).contains("Anti-pattern: Scan");
    }
}
