package dev.ddbcourse.engine.bench;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Prints the HTTP front end's figures (not a unit test): the in-process start in fresh JVMs (as a
 * lesson starts: after its SDK client is built), the time until the first answer, and requests per
 * second through the AWS SDK client. Uses only the engine's public API, so the same class can time
 * an older engine put first on the classpath. Run from an IDE or:
 * {@code java -cp engine/target/classes:engine/target/test-classes:DEPS dev.ddbcourse.engine.bench.HttpBenchmark}
 */
public final class HttpBenchmark {
    private static final int PROBES = 7;
    private static final int THREADS = 8;
    private static final long SECONDS = 10;

    public static void main(String[] args) throws Exception {
        double[] start = new double[PROBES], firstAnswer = new double[PROBES];
        for (int i = 0; i < PROBES; i++) {
            String[] out = probe().split(" ");
            start[i] = Double.parseDouble(out[0]);
            firstAnswer[i] = Double.parseDouble(out[1]);
        }
        System.out.printf("in-process start in a fresh JVM after the SDK client is built: median %.1f ms"
                + " (target < 150 ms); start to the first answered ListTables: median %.1f ms%n", median(start), median(firstAnswer));
        System.out.printf("SDK throughput, %d threads, GetItem/PutItem: %.0f requests/s%n", THREADS, throughput());
    }

    /** Requests per second over {@link #SECONDS} after a warm-up of the same length. */
    private static double throughput() throws InterruptedException {
        try (EmbeddedDynamoDb db = EmbeddedDynamoDb.start(); DynamoDbClient ddb = client(db.endpoint())) {
            ddb.createTable(r -> r.tableName("bench").billingMode("PAY_PER_REQUEST")
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                    .keySchema(k -> k.attributeName("pk").keyType("HASH")));
            run(ddb, SECONDS); // warm-up: JIT, connections
            long started = System.nanoTime();
            long done = run(ddb, SECONDS);
            return done / ((System.nanoTime() - started) / 1e9);
        }
    }

    private static long run(DynamoDbClient ddb, long seconds) throws InterruptedException {
        AtomicLong count = new AtomicLong();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int id = t;
            Thread thread = new Thread(() -> {
                for (int i = 0; System.nanoTime() < deadline; i++) {
                    Map<String, AttributeValue> key = Map.of("pk", AttributeValue.fromS("k" + id + "-" + (i % 100)));
                    if (i % 2 == 0) {
                        ddb.putItem(r -> r.tableName("bench").item(Map.of("pk", key.get("pk"), "v", AttributeValue.fromS("x".repeat(100)))));
                    } else {
                        ddb.getItem(r -> r.tableName("bench").key(key));
                    }
                    count.incrementAndGet();
                }
            });
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) thread.join();
        return count.get();
    }

    private static DynamoDbClient client(URI endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    /** A child JVM: "start-ms first-answer-ms". */
    private static String probe() throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Probe.class.getName())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes()).trim();
        if (!p.waitFor(60, TimeUnit.SECONDS)) p.destroyForcibly();
        return out;
    }

    /** Child JVM entry: builds an SDK client first, as a lesson does, then times start() and the first answer. */
    public static final class Probe {
        public static void main(String[] args) {
            DynamoDbClient.builder().region(Region.US_EAST_1).endpointOverride(URI.create("http://127.0.0.1:1")).build().close();
            long t = System.nanoTime();
            EmbeddedDynamoDb db = EmbeddedDynamoDb.start();
            double start = (System.nanoTime() - t) / 1e6;
            try (DynamoDbClient ddb = client(db.endpoint())) {
                ddb.listTables();
            }
            double first = (System.nanoTime() - t) / 1e6;
            System.out.println(start + " " + first);
            db.close();
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
