package dev.ddbcourse.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * An engine bug in the middle of an operation (an AssertionError thrown by the transaction test hook, between a
 * TransactWriteItems' condition check and its put) is DynamoDB's HTTP 500 InternalServerError, through the AWS SDK
 * (EngineTest's client does not retry) and in process: nothing is written, nothing stays held, and the engine
 * serves on.
 */
class InternalErrorTest extends EngineTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String AUTH = "AWS4-HMAC-SHA256 Credential=AKIDLEARNER7/20250101/us-east-1/dynamodb/aws4_request, "
            + "SignedHeaders=host;x-amz-date;x-amz-target, Signature=abc123";
    private String table;

    @BeforeEach
    void tableWithOneItem() {
        table = createTable("pk", null);
        ddb.putItem(p -> p.tableName(table).item(item("pk", s("a"), "v", s("old"))));
        engine.switches().transactionStep((applied, total) -> { throw new AssertionError("an engine invariant broken"); });
    }

    @AfterEach
    void noHook() {
        engine.switches().transactionStep(null);
    }

    /** Check that item a exists, then put b: the hook throws after the check, before the put. */
    private TransactWriteItemsRequest checkThenPut(String token) {
        return TransactWriteItemsRequest.builder().clientRequestToken(token).transactItems(
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(table).key(item("pk", s("a")))
                        .conditionExpression("attribute_exists(pk)")).build(),
                TransactWriteItem.builder().put(p -> p.tableName(table).item(item("pk", s("b"), "v", s("new")))).build()).build();
    }

    @Test
    void throughTheSdkA500AndTheTableUnchanged() {
        DynamoDbException e = catchThrowableOfType(DynamoDbException.class, () -> ddb.transactWriteItems(checkThenPut("token-1")));
        assertThat(e).as("a 500 DynamoDbException, not a closed connection").isNotNull();
        assertThat(e.statusCode()).isEqualTo(500);
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("InternalServerError");
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Internal server error");
        assertUnchangedAndServing("token-1");
    }

    @Test
    void inProcessA500AndTheTableUnchanged() throws Exception {
        String body = "{\"ClientRequestToken\": \"token-2\", \"TransactItems\": ["
                + "{\"ConditionCheck\": {\"TableName\": \"" + table + "\", \"Key\": {\"pk\": {\"S\": \"a\"}},"
                + " \"ConditionExpression\": \"attribute_exists(pk)\"}},"
                + "{\"Put\": {\"TableName\": \"" + table + "\", \"Item\": {\"pk\": {\"S\": \"b\"}, \"v\": {\"S\": \"new\"}}}}]}";
        WireResponse r = engine.answer(request("TransactWriteItems", body));
        assertThat(r.status()).isEqualTo(500);
        assertThat(r.headers()).containsEntry("Content-Type", "application/x-amz-json-1.0");
        JsonNode error = JSON.readTree(r.body());
        assertThat(error.get("__type").asText()).isEqualTo("com.amazonaws.dynamodb.v20120810#InternalServerError");
        assertThat(error.get("message").asText()).isEqualTo("Internal server error");
        assertThat(engine.answer(request("GetItem", "{\"TableName\": \"" + table + "\", \"Key\": {\"pk\": {\"S\": \"b\"}}}")).body())
                .asString(StandardCharsets.UTF_8).isEqualTo("{}");
        assertUnchangedAndServing("token-2");
    }

    /**
     * The table holds item a alone; neither item stays held by the failed transaction (a GetItem would wait for it),
     * and the same transaction, with the same token and without the fault, is written.
     */
    private void assertUnchangedAndServing(String token) {
        assertThat(ddb.scan(s -> s.tableName(table)).items()).containsExactly(item("pk", s("a"), "v", s("old")));
        assertThat(ddb.getItem(g -> g.tableName(table).key(item("pk", s("a")))).item()).containsEntry("v", s("old"));
        assertThat(ddb.getItem(g -> g.tableName(table).key(item("pk", s("b")))).hasItem()).isFalse();
        engine.switches().transactionStep(null);
        ddb.transactWriteItems(checkThenPut(token));
        Map<String, AttributeValue> b = ddb.getItem(g -> g.tableName(table).key(item("pk", s("b")))).item();
        assertThat(b).containsEntry("v", s("new"));
    }

    private static WireRequest request(String action, String body) {
        Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.put("X-Amz-Target", "DynamoDB_20120810." + action);
        headers.put("Content-Type", "application/x-amz-json-1.0");
        headers.put("X-Amz-Date", "20250101T000000Z");
        headers.put("Authorization", AUTH);
        return new WireRequest("POST", "/", headers::get, body.getBytes(StandardCharsets.UTF_8));
    }
}
