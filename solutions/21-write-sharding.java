///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/21-write-sharding.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
//JAVA 17+
//DEPS software.amazon.awssdk:bom:2.57.8@pom
//DEPS software.amazon.awssdk:dynamodb
//DEPS software.amazon.awssdk:dynamodb-enhanced
//DEPS software.amazon.awssdk:url-connection-client
//DEPS com.fasterxml.jackson.core:jackson-databind:2.21.8
//DEPS org.assertj:assertj-core:3.27.7
//DEPS org.testcontainers:testcontainers:1.21.4
//DEPS org.apache.lucene:lucene-core:9.12.3
//DEPS org.slf4j:slf4j-nop:1.7.36
//SOURCES ../kit/src/main/java/**/*.java
//SOURCES ../engine/src/main/java/**/*.java
//FILES course.json=../course.json
//MAIN Solution21
//RUNTIME_OPTIONS -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:disable -Xlog:all=warning:stderr -Xlog:cds*=error:stderr
//CDS

import static dev.ddbcourse.kit.Kit.*;
import dev.ddbcourse.kit.Kit;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;
import dev.ddbcourse.kit.samples.FlashSale;
import java.time.Instant;
import java.util.concurrent.Executors;

class Solution21 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Write the sharded writer and the scatter-gather reader for `x21-write-sharding` (orders as above,
            with GSI2 on `GSI2PK`/`GSI2SK`). `placeOrders` writes the flash sale's 2,000 orders (the kit's
            `FlashSale.orders()`), all in one second of the engine clock, with `GSI2PK = STATUS#PENDING#<n>`
            for a random `n` from 0 to 9 and `GSI2SK = <placedAt>#<orderId>`; `pendingOn` returns the
            `orderId` of every pending order placed on `day`, oldest first, with one Query per shard on GSI2.
            The check replays the sale with throttling on and fails any throttled or missing order.
            """);

        System.exit(check("21-write-sharding", ddb -> {
    placeOrders(ddb, FlashSale.orders());
    return pendingOn(ddb, FlashSale.DAY);
}) ? 0 : 1);
    }

    static Map<String, AttributeValue> order(String customer, String orderId, String placedAt, String statusKey) {
        return item(
                "PK", "CUST#" + customer,
                "SK", "ORDER#" + placedAt + "#" + orderId,
                "GSI2PK", statusKey,
                "GSI2SK", placedAt + "#" + orderId,
                "orderId", orderId, "status", "PENDING");
    }

    static void placeOrders(DynamoDbClient ddb, List<FlashSale> orders) {
        var random = new Random();
        var writes = new ArrayList<WriteRequest>();
        for (var o : orders) {
            var placed = item("PK", "CUST#" + o.customer(), "SK", "ORDER#" + o.placedAt() + "#" + o.orderId(),
                    "GSI2PK", "STATUS#PENDING#" + random.nextInt(10), "GSI2SK", o.placedAt() + "#" + o.orderId(),
                    "orderId", o.orderId(), "status", "PENDING");
            writes.add(WriteRequest.builder().putRequest(p -> p.item(placed)).build());
        }
        for (int from = 0; from < writes.size(); from += 25) {
            Map<String, List<WriteRequest>> pending = Map.of("x21-write-sharding", writes.subList(from, Math.min(from + 25, writes.size())));
            for (int attempt = 0; !pending.isEmpty() && attempt < 5; attempt++) {
                var batch = pending;
                var done = ddb.batchWriteItem(b -> b.requestItems(batch));
                pending = done.hasUnprocessedItems() ? done.unprocessedItems() : Map.of();
            }
        }
    }

    static List<String> pendingOn(DynamoDbClient ddb, String day) {
        var all = new ArrayList<Map<String, AttributeValue>>();
        var pool = java.util.concurrent.Executors.newFixedThreadPool(10);
        try {
            var futures = new ArrayList<java.util.concurrent.Future<List<Map<String, AttributeValue>>>>();
            for (int n = 0; n < 10; n++) {
                String shard = "STATUS#PENDING#" + n;
                futures.add(pool.submit(() -> {
                    var items = new ArrayList<Map<String, AttributeValue>>();
                    ddb.queryPaginator(q -> q.tableName("x21-write-sharding").indexName("GSI2")
                            .keyConditionExpression("GSI2PK = :shard AND begins_with(GSI2SK, :day)")
                            .expressionAttributeValues(values(":shard", shard, ":day", day))).items().forEach(items::add);
                    return items;
                }));
            }
            for (var f : futures) all.addAll(f.get());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdown();
        }
        return all.stream().sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "GSI2SK")))
                .map(i -> str(i, "orderId")).toList();
    }
}
