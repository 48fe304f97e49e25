package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 8 writers increment counters on 4 shared keys at once (loopback, bounded). Each item's records must come
 * out in the order of its writes (counter 1, 2, 3, ... with no gap and no repeat), none lost.
 */
class StreamsConcurrencyTest {
    private static final int WRITERS = 8, KEYS = 4, WRITES_PER_WRITER = 40;

    @Test
    void eachItemsRecordsAreInWriteOrderNoneLostNoneDuplicated() throws Exception {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.start(); DynamoDbClient ddb = EngineTest.client(engine);
             DynamoDbStreamsClient streams = StreamsTest.streamsClient(engine)) {
            String table = StreamsTest.table(ddb, "NEW_AND_OLD_IMAGES");
            ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < WRITES_PER_WRITER; i++) {
                        String key = "k" + ((writer + i) % KEYS);
                        ddb.updateItem(b -> b.tableName(table).key(Map.of("pk", AttributeValue.fromS(key)))
                                .updateExpression("ADD n :one").expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1"))));
                    }
                }));
            }
            for (Future<?> f : done) f.get();
            pool.shutdown();

            String arn = ddb.describeTable(b -> b.tableName(table)).table().latestStreamArn();
            String shard = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
            String it = streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            List<Record> records = new ArrayList<>();
            while (true) {
                String current = it;
                var page = streams.getRecords(b -> b.shardIterator(current).limit(100));
                if (page.records().isEmpty()) break;
                records.addAll(page.records());
                it = page.nextShardIterator();
            }
            assertThat(records).hasSize(WRITERS * WRITES_PER_WRITER);
            assertThat(records.stream().map(r -> r.dynamodb().sequenceNumber()).toList()).isSorted().doesNotHaveDuplicates();
            Map<String, List<Integer>> counters = new HashMap<>();
            for (Record r : records) {
                counters.computeIfAbsent(r.dynamodb().keys().get("pk").s(), k -> new ArrayList<>())
                        .add(Integer.parseInt(r.dynamodb().newImage().get("n").n()));
            }
            assertThat(counters).hasSize(KEYS);
            int perKey = WRITERS * WRITES_PER_WRITER / KEYS;
            counters.forEach((key, values) -> {
                List<Integer> expected = new ArrayList<>();
                for (int i = 1; i <= perKey; i++) expected.add(i);
                assertThat(values).as(key).isEqualTo(expected);
            });
        }
    }
}
