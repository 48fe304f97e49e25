package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link EmbeddedDynamoDb#answer(WireRequest)}, the engine without a socket: the same answers as over HTTP
 * (status, body, the protocol's headers), and the HTTP server still there, started by the first connection.
 */
class InProcessAnswerTest {
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final String AUTH = "AWS4-HMAC-SHA256 Credential=AKIDLEARNER7/20250101/us-east-1/dynamodb/aws4_request, "
            + "SignedHeaders=host;x-amz-date;x-amz-target, Signature=abc123";

    @Test
    void answersAsTheHttpServerDoes() throws Exception {
        try (var db = EmbeddedDynamoDb.start()) {
            String create = "{\"TableName\": \"lab\", \"BillingMode\": \"PAY_PER_REQUEST\","
                    + " \"AttributeDefinitions\": [{\"AttributeName\": \"PK\", \"AttributeType\": \"S\"}],"
                    + " \"KeySchema\": [{\"AttributeName\": \"PK\", \"KeyType\": \"HASH\"}]}";
            WireResponse created = db.answer(request("CreateTable", create, AUTH));
            assertThat(created.status()).as(new String(created.body(), StandardCharsets.UTF_8)).isEqualTo(200);
            assertThat(new String(created.body(), StandardCharsets.UTF_8)).contains("\"TableName\":\"lab\"");

            // Each pair: in process first, then over HTTP (the first connection starts the HTTP server).
            assertSameAnswer(db, "ListTables", "{}", AUTH, 200);
            assertSameAnswer(db, "GetItem", "{\"TableName\": \"lab\", \"Key\": {\"PK\": {\"S\": \"a\"}}}", AUTH, 200);
            assertSameAnswer(db, "GetItem", "{\"TableName\": \"lab\", \"Key\": {\"PK\": {\"N\": \"1\"}}}", AUTH, 400);
            assertSameAnswer(db, "GetItem", "not json", AUTH, 400);
            assertSameAnswer(db, "ListTables", "{}", null, 400);
            assertSameAnswer(db, "NoSuchOperation", "{}", AUTH, 400);
        }
    }

    @Test
    void anEngineNobodyConnectedToStartsNoHttpServerAndClosesAtOnce() {
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        var db = EmbeddedDynamoDb.start();
        assertThat(db.answer(request("ListTables", "{}", AUTH)).status()).isEqualTo(200);
        assertThat(newThreads(before)).as("waiting for a first connection").containsExactly("ddb-engine-start");
        db.close();
        assertThat(newThreads(before)).as("after close").isEmpty();
    }

    /** The names of the live engine threads that were not there before. */
    private static List<String> newThreads(Set<Thread> before) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> !before.contains(t) && t.isAlive() && t.getName().startsWith("ddb-engine"))
                .map(Thread::getName).toList();
    }

    private static void assertSameAnswer(EmbeddedDynamoDb db, String action, String body, String auth, int status) throws Exception {
        WireResponse direct = db.answer(request(action, body, auth));
        HttpRequest.Builder http = HttpRequest.newBuilder(db.endpoint().resolve("/"))
                .timeout(Duration.ofSeconds(10))
                .header("X-Amz-Target", "DynamoDB_20120810." + action)
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Date", "20250101T000000Z")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (auth != null) http.header("Authorization", auth);
        HttpResponse<byte[]> overHttp = HTTP.send(http.build(), HttpResponse.BodyHandlers.ofByteArray());

        String what = action + " " + body;
        assertThat(direct.status()).as(what).isEqualTo(status).isEqualTo(overHttp.statusCode());
        assertThat(new String(direct.body(), StandardCharsets.UTF_8)).as(what)
                .isEqualTo(new String(overHttp.body(), StandardCharsets.UTF_8));
        Map<String, String> directHeaders = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        directHeaders.putAll(direct.headers());
        for (String name : new String[] {"Content-Type", "x-amz-crc32", "Server"}) {
            assertThat(directHeaders.get(name)).as(what + ": " + name).isEqualTo(overHttp.headers().firstValue(name).orElse(null));
        }
        assertThat(directHeaders.get("x-amzn-RequestId")).as(what).matches("[A-Z0-9]{52}");
        assertThat(directHeaders).as("the server adds Content-Length").doesNotContainKey("Content-Length");
    }

    private static WireRequest request(String action, String body, String auth) {
        Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.put("X-Amz-Target", "DynamoDB_20120810." + action);
        headers.put("Content-Type", "application/x-amz-json-1.0");
        headers.put("X-Amz-Date", "20250101T000000Z");
        if (auth != null) headers.put("Authorization", auth);
        return new WireRequest("POST", "/", headers::get, body.getBytes(StandardCharsets.UTF_8));
    }
}
