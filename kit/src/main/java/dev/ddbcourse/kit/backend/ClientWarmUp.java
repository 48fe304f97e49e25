package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import dev.ddbcourse.kit.config.Settings;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A lesson's first requests rehearsed once per JVM on a daemon thread, while the main thread builds the
 * course client (a fresh JVM has a second core with little to do): a throwaway client and a throwaway
 * engine, both dropped after, go through a table's life (made with an index, filled, queried, scanned,
 * deleted), so the SDK's and the engine's classes are loaded and initialised when the lesson's own first
 * request comes. Nothing of it reaches the course's backend or the request log.
 */
final class ClientWarmUp implements Runnable {
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    /**
     * Starts the rehearsal, the first time only, unless COURSE_REHEARSAL=0 (what {@code ./course} gives
     * the exercise checks it runs: a JVM that ends before the rehearsal does waits for it at exit).
     */
    static void start() {
        if (!Settings.rehearsal() || !STARTED.compareAndSet(false, true)) return;
        Thread thread = new Thread(new ClientWarmUp(), "course-client-warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void run() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.builder().ttlSweepInterval(Duration.ZERO).start();
             DynamoDbClient client = DynamoDbClient.builder()
                     .region(Region.US_EAST_1)
                     .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("warmup", "warmup")))
                     .endpointOverride(engine.endpoint())
                     .httpClient(new InProcessHttpClient(engine))
                     .build()) {
            rehearse(client);
        } catch (RuntimeException | Error ignored) {
            // a rehearsal only: whatever it did not reach loads when the lesson needs it
        }
    }

    /** A table's life on {@code client}'s backend, which it leaves as it found it. */
    static void rehearse(DynamoDbClient client) {
        String table = "warm-up";
        client.createTable(t -> t.tableName(table).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S),
                        a -> a.attributeName("SK").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH), k -> k.attributeName("SK").keyType(KeyType.RANGE))
                .globalSecondaryIndexes(g -> g.indexName("Inverted")
                        .keySchema(k -> k.attributeName("SK").keyType(KeyType.HASH), k -> k.attributeName("PK").keyType(KeyType.RANGE))
                        .projection(p -> p.projectionType(ProjectionType.ALL))));
        client.describeTable(d -> d.tableName(table));
        Map<String, AttributeValue> item = Map.of("PK", AttributeValue.fromS("A"), "SK", AttributeValue.fromS("B"),
                "n", AttributeValue.fromN("1"));
        client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(WriteRequest.builder().putRequest(p -> p.item(item)).build()))));
        client.query(q -> q.tableName(table).keyConditionExpression("PK = :pk AND begins_with(SK, :sk)")
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("A"), ":sk", AttributeValue.fromS("B"))));
        client.scan(s -> s.tableName(table).indexName("Inverted"));
        client.deleteTable(d -> d.tableName(table));
    }
}
