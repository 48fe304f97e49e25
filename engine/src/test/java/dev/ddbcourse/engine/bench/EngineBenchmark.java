package dev.ddbcourse.engine.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EmbeddedDynamoDb;
import dev.ddbcourse.engine.EngineTest;
import dev.ddbcourse.engine.internal.http.Json;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.operations.Operations;
import dev.ddbcourse.engine.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;

/**
 * Prints the engine's figures (not a unit test; run as engine/README.md's "Benchmarks" says, or from an IDE):
 * in-process start time, and Query latency at 1k/10k/100k items in one partition and spread over
 * many partitions. Latency must not grow beyond log n: Query seeks in a sorted map, never scans.
 */
public final class EngineBenchmark {
    private static final int[] SIZES = {1_000, 10_000, 100_000};
    private static final int QUERIES = 2_000;
    private static final Random RANDOM = new Random(42);

    public static void main(String[] args) {
        startTime();
        // Warm the JIT on a throw-away table so the first measured size is not the slowest by accident.
        java.io.PrintStream out = System.out;
        System.setOut(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        queryLatency(10_000, 10);
        System.setOut(out);
        System.out.printf("%n%-28s %10s %14s %14s%n", "Query of 10 items", "items", "engine p50 us", "SDK+HTTP p50 ms");
        for (int size : SIZES) {
            queryLatency(size, 1);
            queryLatency(size, size / 100);
        }
    }

    /** The first start pays class loading; later ones show the steady cost. */
    private static void startTime() {
        long t0 = System.nanoTime();
        EmbeddedDynamoDb first = EmbeddedDynamoDb.start();
        double cold = (System.nanoTime() - t0) / 1e6;
        first.close();
        double[] warm = new double[20];
        for (int i = 0; i < warm.length; i++) {
            long t = System.nanoTime();
            EmbeddedDynamoDb db = EmbeddedDynamoDb.start();
            warm[i] = (System.nanoTime() - t) / 1e6;
            db.close();
        }
        System.out.printf("in-process start: first %.1f ms (JVM cold), then median %.2f ms (target < 150 ms)%n",
                cold, median(warm));
        double[] fresh = new double[5], afterSdk = new double[5];
        for (int i = 0; i < fresh.length; i++) {
            fresh[i] = probe(false);
            afterSdk[i] = probe(true);
        }
        System.out.printf("in-process start in a fresh JVM: median %.1f ms; after the AWS SDK client is built "
                + "(as in a lesson): median %.1f ms (target < 150 ms)%n", median(fresh), median(afterSdk));
    }

    /** Loads {@code size} items over {@code partitions} partitions, then times Queries of 10 consecutive items. */
    private static void queryLatency(int size, int partitions) {
        Database database = new Database();
        Map<String, Operation<?>> ops = Operations.all(database);
        ops.get("CreateTable").handle(json("{\"TableName\":\"bench\",\"BillingMode\":\"PAY_PER_REQUEST\","
                + "\"AttributeDefinitions\":[{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"},"
                + "{\"AttributeName\":\"sk\",\"AttributeType\":\"S\"}],"
                + "\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"sk\",\"KeyType\":\"RANGE\"}]}"));
        int perPartition = size / partitions;
        for (int p = 0; p < partitions; p++) {
            for (int i = 0; i < perPartition; i++) {
                ops.get("PutItem").handle(json("{\"TableName\":\"bench\",\"Item\":{\"pk\":{\"S\":\"p" + p + "\"},"
                        + "\"sk\":{\"S\":\"" + sortKey(i) + "\"},\"payload\":{\"S\":\"" + "x".repeat(100) + "\"}}}"));
            }
        }
        Operation<?> query = ops.get("Query");
        double[] engine = new double[QUERIES];
        for (int round = 0; round < 2; round++) { // the first round warms the JIT
            for (int q = 0; q < QUERIES; q++) {
                int p = RANDOM.nextInt(partitions), from = RANDOM.nextInt(perPartition - 10);
                ObjectNode request = json("{\"TableName\":\"bench\",\"KeyConditionExpression\":\"pk = :p AND sk BETWEEN :a AND :b\","
                        + "\"ExpressionAttributeValues\":{\":p\":{\"S\":\"p" + p + "\"},\":a\":{\"S\":\"" + sortKey(from)
                        + "\"},\":b\":{\"S\":\"" + sortKey(from + 9) + "\"}}}");
                long t = System.nanoTime();
                ObjectNode response = query.handle(request);
                engine[q] = (System.nanoTime() - t) / 1e3;
                if (response.get("Count").asInt() != 10) throw new IllegalStateException("expected 10 items: " + response.get("Count"));
            }
        }
        double sdk = sdkLatency(size, partitions, perPartition);
        System.out.printf("%-28s %10d %14.1f %14.2f%n", partitions == 1 ? "one partition" : partitions + " partitions",
                size, median(engine), sdk);
    }

    /** The same Query through the AWS SDK and HTTP, against a server holding the same table. */
    private static double sdkLatency(int size, int partitions, int perPartition) {
        try (EmbeddedDynamoDb server = EmbeddedDynamoDb.start(); DynamoDbClient ddb = EngineTest.client(server)) {
            ddb.createTable(r -> r.tableName("bench").billingMode("PAY_PER_REQUEST")
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"), a -> a.attributeName("sk").attributeType("S"))
                    .keySchema(k -> k.attributeName("pk").keyType("HASH"), k -> k.attributeName("sk").keyType("RANGE")));
            // Fill through BatchWriteItem only the partition queried; the others just need to exist in size.
            for (int p = 0; p < partitions; p++) {
                var batch = new java.util.ArrayList<software.amazon.awssdk.services.dynamodb.model.WriteRequest>();
                for (int i = 0; i < perPartition; i++) {
                    Map<String, AttributeValue> item = Map.of("pk", AttributeValue.fromS("p" + p), "sk",
                            AttributeValue.fromS(sortKey(i)), "payload", AttributeValue.fromS("x".repeat(100)));
                    batch.add(software.amazon.awssdk.services.dynamodb.model.WriteRequest.builder().putRequest(r -> r.item(item)).build());
                    if (batch.size() == 25) {
                        var copy = java.util.List.copyOf(batch);
                        ddb.batchWriteItem(r -> r.requestItems(Map.of("bench", copy)));
                        batch.clear();
                    }
                }
                if (!batch.isEmpty()) ddb.batchWriteItem(r -> r.requestItems(Map.of("bench", java.util.List.copyOf(batch))));
            }
            double[] times = new double[300];
            for (int round = 0; round < 2; round++) {
                for (int q = 0; q < times.length; q++) {
                    int p = RANDOM.nextInt(partitions), from = RANDOM.nextInt(perPartition - 10);
                    QueryRequest request = QueryRequest.builder().tableName("bench")
                            .keyConditionExpression("pk = :p AND sk BETWEEN :a AND :b")
                            .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("p" + p),
                                    ":a", AttributeValue.fromS(sortKey(from)), ":b", AttributeValue.fromS(sortKey(from + 9))))
                            .build();
                    long t = System.nanoTime();
                    ddb.query(request);
                    times[q] = (System.nanoTime() - t) / 1e6;
                }
            }
            return median(times);
        }
    }

    /** Starts a child JVM that times one EmbeddedDynamoDb.start(), optionally after building an SDK client. */
    private static double probe(boolean sdkFirst) {
        try {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), StartProbe.class.getName(), Boolean.toString(sdkFirst))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes()).trim();
            if (!p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) p.destroyForcibly();
            return Double.parseDouble(out);
        } catch (Exception e) {
            throw new IllegalStateException("start probe failed", e);
        }
    }

    /** Child JVM entry: prints the milliseconds one start() took. */
    public static final class StartProbe {
        public static void main(String[] args) {
            if (Boolean.parseBoolean(args[0])) {
                DynamoDbClient.builder().region(software.amazon.awssdk.regions.Region.US_EAST_1)
                        .endpointOverride(java.net.URI.create("http://127.0.0.1:1")).build().close();
            }
            long t = System.nanoTime();
            EmbeddedDynamoDb db = EmbeddedDynamoDb.start();
            System.out.println((System.nanoTime() - t) / 1e6);
            db.close();
        }
    }

    private static String sortKey(int i) {
        return String.format("item#%07d", i);
    }

    private static ObjectNode json(String text) {
        try {
            return (ObjectNode) Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
