package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Many clients at once: single-item writes are atomic, transactions all-or-nothing and isolated. */
class ConcurrencyTest extends EngineTest {
    private static final int THREADS = 8;

    @Test
    void conditionalIncrementsGiveTheExactCount() throws Exception {
        String t = createTable("pk", null);
        ddb.putItem(r -> r.tableName(t).item(item("pk", s("counter"), "n", n(0))));
        int perThread = 1000;
        runInParallel(THREADS, client -> {
            for (int i = 0; i < perThread; i++) {
                client.updateItem(r -> r.tableName(t).key(item("pk", s("counter")))
                        .updateExpression("SET n = n + :one").conditionExpression("n < :limit")
                        .expressionAttributeValues(Map.of(":one", n(1), ":limit", n(THREADS * perThread))));
            }
        });
        assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("counter")))).item().get("n"))
                .isEqualTo(n(THREADS * perThread));
        // The condition is checked atomically with the write: one more increment is refused.
        expectError(ConditionalCheckFailedException.class, "The conditional request failed",
                () -> ddb.updateItem(r -> r.tableName(t).key(item("pk", s("counter")))
                        .updateExpression("SET n = n + :one").conditionExpression("n < :limit")
                        .expressionAttributeValues(Map.of(":one", n(1), ":limit", n(THREADS * perThread)))));
    }

    @Test
    void optimisticReadModifyWriteNeverLosesAnUpdate() throws Exception {
        String t = createTable("pk", null);
        ddb.putItem(r -> r.tableName(t).item(item("pk", s("counter"), "n", n(0))));
        int perThread = 25;
        AtomicInteger conflicts = new AtomicInteger();
        runInParallel(THREADS, client -> {
            for (int i = 0; i < perThread; i++) {
                // Optimistic read-modify-write: read n, write n+1 only if n is unchanged; retry on conflict.
                while (true) {
                    String current = client.getItem(r -> r.tableName(t).key(item("pk", s("counter"))).consistentRead(true))
                            .item().get("n").n();
                    try {
                        client.updateItem(r -> r.tableName(t).key(item("pk", s("counter")))
                                .updateExpression("SET n = :next").conditionExpression("n = :current")
                                .expressionAttributeValues(Map.of(":current", n(current),
                                        ":next", n(Long.parseLong(current) + 1))));
                        break;
                    } catch (ConditionalCheckFailedException e) {
                        conflicts.incrementAndGet();
                    }
                }
            }
        });
        assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("counter")))).item().get("n"))
                .isEqualTo(n(THREADS * perThread));
        // Eight racing clients must have collided at least once, or the test proved nothing.
        assertThat(conflicts.get()).isPositive();
    }

    @Test
    void overlappingTransfersKeepTheTotalAndNeverWriteHalfway() throws Exception {
        String t = createTable("pk", null);
        int accounts = 5;
        for (int i = 0; i < accounts; i++) {
            int x = i;
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("acct" + x), "balance", n(100), "version", n(0))));
        }
        AtomicInteger committed = new AtomicInteger(), cancelled = new AtomicInteger();
        AtomicInteger tornReads = new AtomicInteger();
        runInParallel(THREADS, client -> {
            java.util.Random random = new java.util.Random();
            for (int i = 0; i < 60; i++) {
                int from = random.nextInt(accounts), to = (from + 1 + random.nextInt(accounts - 1)) % accounts;
                try {
                    // Move 1 from one account to another; both items change or neither does.
                    client.transactWriteItems(r -> r.transactItems(
                            transfer("acct" + from, "-", t), transfer("acct" + to, "+", t)));
                    committed.incrementAndGet();
                } catch (TransactionCanceledException e) {
                    cancelled.incrementAndGet();
                }
                // A transactional read of all accounts must always see the total intact.
                List<software.amazon.awssdk.services.dynamodb.model.TransactGetItem> gets = new ArrayList<>();
                for (int a = 0; a < accounts; a++) {
                    int x = a;
                    gets.add(software.amazon.awssdk.services.dynamodb.model.TransactGetItem.builder()
                            .get(g -> g.tableName(t).key(item("pk", s("acct" + x)))).build());
                }
                long total = client.transactGetItems(r -> r.transactItems(gets)).responses().stream()
                        .mapToLong(resp -> Long.parseLong(resp.item().get("balance").n())).sum();
                if (total != 100L * accounts) tornReads.incrementAndGet();
            }
        });
        long total = ddb.scan(r -> r.tableName(t)).items().stream().mapToLong(i -> Long.parseLong(i.get("balance").n())).sum();
        long versions = ddb.scan(r -> r.tableName(t)).items().stream().mapToLong(i -> Long.parseLong(i.get("version").n())).sum();
        assertThat(total).isEqualTo(100L * accounts);
        assertThat(tornReads.get()).isZero();
        // Every committed transfer bumped exactly two versions: no partial write ever landed.
        assertThat(versions).isEqualTo(2L * committed.get());
        assertThat(committed.get() + cancelled.get()).isEqualTo(THREADS * 60);
    }

    private static TransactWriteItem transfer(String account, String sign, String table) {
        return TransactWriteItem.builder().update(u -> u.tableName(table).key(Map.of("pk", AttributeValue.fromS(account)))
                .updateExpression("SET balance = balance " + sign + " :one, version = version + :one")
                .conditionExpression(sign.equals("-") ? "balance >= :one" : "attribute_exists(pk)")
                .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1")))).build();
    }

    private interface ClientWork {
        void run(DynamoDbClient client) throws Exception;
    }

    private static void runInParallel(int threads, ClientWork work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<DynamoDbClient> clients = new ArrayList<>();
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                DynamoDbClient client = client(engine);
                clients.add(client);
                futures.add(pool.submit(() -> {
                    work.run(client);
                    return null;
                }));
            }
            for (Future<?> f : futures) f.get(5, TimeUnit.MINUTES);
        } finally {
            pool.shutdownNow();
            clients.forEach(DynamoDbClient::close);
        }
    }
}
