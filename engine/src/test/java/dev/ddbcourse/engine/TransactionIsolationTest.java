package dev.ddbcourse.engine;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * DynamoDB's isolation levels for transactions (Developer Guide, "Isolation levels for DynamoDB transactions" and
 * "Transaction conflict handling"), shown on a TransactWriteItems held half-applied by the engine's test hook:
 * Query, Scan and BatchGetItem are read-committed (one copy new, the other old), GetItem waits for the
 * transaction (serializable), TransactGetItems and writes of its items conflict, and a repeat of its
 * ClientRequestToken is in progress. Waiting never stalls the engine's I/O threads.
 */
class TransactionIsolationTest {
    private final CountDownLatch halfApplied = new CountDownLatch(1);
    private final CountDownLatch resume = new CountDownLatch(1);
    /** Threads of the test's own: the common pool may have one thread only, taken by the held transaction. */
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private EmbeddedDynamoDb engine;
    private DynamoDbClient ddb;

    @BeforeEach
    void start() {
        engine = EmbeddedDynamoDb.builder().transactionStep((applied, total) -> {
            halfApplied.countDown();
            if (!resume.await(30, TimeUnit.SECONDS)) throw new IllegalStateException("the test never resumed the transaction");
        }).start();
        ddb = EngineTest.client(engine);
        ddb.createTable(c -> c.tableName("customers").billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("PK").attributeType("S"), a -> a.attributeName("SK").attributeType("S"))
                .keySchema(k -> k.attributeName("PK").keyType("HASH"), k -> k.attributeName("SK").keyType("RANGE")));
        ddb.putItem(p -> p.tableName("customers").item(Map.of("PK", s("CUST#c1"), "SK", s("PROFILE"), "name", s("Carol"))));
        ddb.putItem(p -> p.tableName("customers").item(Map.of("PK", s("CUST#c1"), "SK", s("ORDER#1"), "name", s("Carol"))));
    }

    @AfterEach
    void stop() {
        resume.countDown();
        threads.shutdownNow();
        ddb.close();
        engine.close();
    }

    private static AttributeValue s(String v) { return AttributeValue.fromS(v); }

    private static Map<String, AttributeValue> key(String sk) {
        return Map.of("PK", s("CUST#c1"), "SK", s(sk));
    }

    private static TransactWriteItem rename(String sk, String name) {
        return TransactWriteItem.builder().update(u -> u.tableName("customers").key(key(sk)).updateExpression("SET #n = :n")
                .expressionAttributeNames(Map.of("#n", "name")).expressionAttributeValues(Map.of(":n", s(name)))).build();
    }

    /** The rename of the profile and its copy, started in the background and held after the profile. */
    private CompletableFuture<Void> renameHeldHalfway() throws InterruptedException {
        CompletableFuture<Void> tx = CompletableFuture.runAsync(() -> ddb.transactWriteItems(t -> t.transactItems(
                rename("PROFILE", "Carol Smith"), rename("ORDER#1", "Carol Smith"))), threads);
        assertThat(halfApplied.await(30, TimeUnit.SECONDS)).as("the transaction reached the hook").isTrue();
        return tx;
    }

    private static String name(Map<String, AttributeValue> item) {
        return item.get("SK").s() + "=" + item.get("name").s();
    }

    @Test
    void queryScanAndBatchGetItemCanSeeOneCopyNewAndTheOtherOld() throws Exception {
        CompletableFuture<Void> tx = renameHeldHalfway();
        List<String> queried = ddb.query(q -> q.tableName("customers").consistentRead(true).keyConditionExpression("PK = :pk")
                .expressionAttributeValues(Map.of(":pk", s("CUST#c1")))).items().stream().map(TransactionIsolationTest::name).toList();
        assertThat(queried).containsExactly("ORDER#1=Carol", "PROFILE=Carol Smith");
        assertThat(ddb.scan(r -> r.tableName("customers").consistentRead(true)).items().stream().map(TransactionIsolationTest::name))
                .containsExactly("ORDER#1=Carol", "PROFILE=Carol Smith");
        assertThat(ddb.batchGetItem(b -> b.requestItems(Map.of("customers", KeysAndAttributes.builder()
                .keys(key("PROFILE"), key("ORDER#1")).consistentRead(true).build()))).responses().get("customers")
                .stream().map(TransactionIsolationTest::name)).containsExactlyInAnyOrder("ORDER#1=Carol", "PROFILE=Carol Smith");
        resume.countDown();
        tx.get(30, TimeUnit.SECONDS);
        assertThat(ddb.query(q -> q.tableName("customers").keyConditionExpression("PK = :pk")
                .expressionAttributeValues(Map.of(":pk", s("CUST#c1")))).items().stream().map(TransactionIsolationTest::name))
                .containsExactly("ORDER#1=Carol Smith", "PROFILE=Carol Smith");
    }

    @Test
    void getItemWaitsForTheTransactionAndSeesAllOfIt() throws Exception {
        CompletableFuture<Void> tx = renameHeldHalfway();
        CompletableFuture<String> order = CompletableFuture.supplyAsync(
                () -> name(ddb.getItem(g -> g.tableName("customers").key(key("ORDER#1")).consistentRead(true)).item()), threads);
        CompletableFuture<String> profile = CompletableFuture.supplyAsync(
                () -> name(ddb.getItem(g -> g.tableName("customers").key(key("PROFILE")).consistentRead(true)).item()), threads);
        // Neither may answer while the transaction is half-applied: the profile's new name would sit next to the
        // copy's old one. (A wrong engine answers within milliseconds; this only waits to see that it does not.)
        Thread.sleep(300);
        assertThat(order).isNotDone();
        assertThat(profile).isNotDone();
        resume.countDown();
        tx.get(30, TimeUnit.SECONDS);
        assertThat(order.get(30, TimeUnit.SECONDS)).isEqualTo("ORDER#1=Carol Smith");
        assertThat(profile.get(30, TimeUnit.SECONDS)).isEqualTo("PROFILE=Carol Smith");
    }

    /**
     * The held transaction and the waiting GetItem run on threads that may wait, not on the engine's two I/O
     * threads: fresh connections (spread over both I/O threads) are still answered meanwhile.
     */
    @Test
    void whileAGetItemWaitsOtherConnectionsAreAnswered() throws Exception {
        CompletableFuture<Void> tx = renameHeldHalfway();
        CompletableFuture<String> waiting = CompletableFuture.supplyAsync(
                () -> name(ddb.getItem(g -> g.tableName("customers").key(key("PROFILE"))).item()), threads);
        Thread.sleep(200);
        assertThat(waiting).as("the GetItem waits for the transaction").isNotDone();
        for (int i = 0; i < 4; i++) {
            assertThat(raw(request("GetItem", GET_ORDER_3, true))).as("fresh connection " + i).startsWith("HTTP/1.1 200");
        }
        assertThat(waiting).isNotDone();
        resume.countDown();
        tx.get(30, TimeUnit.SECONDS);
        assertThat(waiting.get(30, TimeUnit.SECONDS)).isEqualTo("PROFILE=Carol Smith");
    }

    /** A request sent behind a waiting one on the same connection is answered after it, in order. */
    @Test
    void aConnectionsAnswersKeepTheirOrderBehindAWaitingGetItem() throws Exception {
        CompletableFuture<Void> tx = renameHeldHalfway();
        try (Socket socket = new Socket("127.0.0.1", engine.endpoint().getPort())) {
            socket.getOutputStream().write((request("GetItem", GET_PROFILE, false) + request("ListTables", "{}", true))
                    .getBytes(StandardCharsets.UTF_8));
            socket.setSoTimeout(300);
            assertThat(catchThrowableOfType(SocketTimeoutException.class, () -> socket.getInputStream().read()))
                    .as("nothing is answered while the GetItem waits").isNotNull();
            resume.countDown();
            tx.get(30, TimeUnit.SECONDS);
            socket.setSoTimeout(10_000);
            String answers = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answers.indexOf("Carol Smith")).as("the GetItem's answer").isPositive()
                    .isLessThan(answers.indexOf("TableNames"));
        }
    }

    private static final String GET_PROFILE = "{\"TableName\":\"customers\",\"Key\":{\"PK\":{\"S\":\"CUST#c1\"},\"SK\":{\"S\":\"PROFILE\"}}}";
    private static final String GET_ORDER_3 = "{\"TableName\":\"customers\",\"Key\":{\"PK\":{\"S\":\"CUST#c1\"},\"SK\":{\"S\":\"ORDER#3\"}}}";

    /** One raw DynamoDB request (the engine checks the Authorization header's shape, not its signature). */
    private static String request(String operation, String body, boolean close) {
        return "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: DynamoDB_20120810." + operation + "\r\n"
                + "Content-Type: application/x-amz-json-1.0\r\nX-Amz-Date: 20250101T000000Z\r\n"
                + "Authorization: AWS4-HMAC-SHA256 Credential=any/20250101/us-east-1/dynamodb/aws4_request, "
                + "SignedHeaders=host;x-amz-date, Signature=abc\r\n"
                + (close ? "Connection: close\r\n" : "")
                + "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
    }

    /** Sends a request on a fresh connection and returns the answer (a stalled I/O thread fails it in 10 s). */
    private String raw(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", engine.endpoint().getPort())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void transactGetItemsConflictsWithTheTransactionAndAfterItSeesBothNew() throws Exception {
        CompletableFuture<Void> tx = renameHeldHalfway();
        Runnable readBoth = () -> ddb.transactGetItems(t -> t.transactItems(
                TransactGetItem.builder().get(g -> g.tableName("customers").key(key("PROFILE"))).build(),
                TransactGetItem.builder().get(g -> g.tableName("customers").key(key("ORDER#1"))).build()));
        TransactionCanceledException refused = catchThrowableOfType(TransactionCanceledException.class, readBoth::run);
        assertThat(refused).isNotNull();
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.cancellationReasons()).extracting(CancellationReason::code)
                .containsExactly("TransactionConflict", "TransactionConflict");
        assertThat(refused.cancellationReasons().get(0).message()).isEqualTo("Transaction is ongoing for the item");
        resume.countDown();
        tx.get(30, TimeUnit.SECONDS);
        assertThat(ddb.transactGetItems(t -> t.transactItems(
                TransactGetItem.builder().get(g -> g.tableName("customers").key(key("PROFILE"))).build(),
                TransactGetItem.builder().get(g -> g.tableName("customers").key(key("ORDER#1"))).build()))
                .responses()).extracting(r -> name(r.item())).containsExactly("PROFILE=Carol Smith", "ORDER#1=Carol Smith");
    }

    @Test
    void writesOfTheTransactionsItemsConflictAndOtherItemsAreWritten() throws Exception {
        CompletableFuture<Void> tx = renameHeldHalfway();
        TransactionConflictException put = catchThrowableOfType(TransactionConflictException.class, () -> ddb.putItem(
                p -> p.tableName("customers").item(Map.of("PK", s("CUST#c1"), "SK", s("ORDER#1"), "name", s("Someone")))));
        assertThat(put).isNotNull();
        assertThat(put.awsErrorDetails().errorMessage()).isEqualTo("Transaction is ongoing for the item");
        TransactionCanceledException other = catchThrowableOfType(TransactionCanceledException.class,
                () -> ddb.transactWriteItems(t -> t.transactItems(rename("ORDER#2", "Dan"), rename("ORDER#1", "Dan"))));
        assertThat(other).isNotNull();
        assertThat(other.cancellationReasons()).extracting(CancellationReason::code).containsExactly("None", "TransactionConflict");
        ddb.putItem(p -> p.tableName("customers").item(Map.of("PK", s("CUST#c1"), "SK", s("ORDER#3"), "name", s("Carol"))));
        resume.countDown();
        tx.get(30, TimeUnit.SECONDS);
        assertThat(name(ddb.getItem(g -> g.tableName("customers").key(key("ORDER#1"))).item())).isEqualTo("ORDER#1=Carol Smith");
        assertThat(ddb.getItem(g -> g.tableName("customers").key(key("ORDER#3"))).hasItem()).isTrue();
    }

    @Test
    void theSameClientRequestTokenWhileItsTransactionRunsIsInProgress() throws Exception {
        Runnable renameOnce = () -> ddb.transactWriteItems(t -> t.clientRequestToken("rename-carol").transactItems(
                rename("PROFILE", "Carol Smith"), rename("ORDER#1", "Carol Smith")));
        CompletableFuture<Void> tx = CompletableFuture.runAsync(renameOnce, threads);
        assertThat(halfApplied.await(30, TimeUnit.SECONDS)).isTrue();
        TransactionInProgressException repeat = catchThrowableOfType(TransactionInProgressException.class, renameOnce::run);
        assertThat(repeat).isNotNull();
        assertThat(repeat.awsErrorDetails().errorMessage()).isEqualTo("The transaction with the given request token is already in progress");
        resume.countDown();
        tx.get(30, TimeUnit.SECONDS);
        renameOnce.run();
        assertThat(name(ddb.getItem(g -> g.tableName("customers").key(key("ORDER#1"))).item())).isEqualTo("ORDER#1=Carol Smith");
    }
}
