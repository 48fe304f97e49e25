package dev.ddbcourse.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.zip.CRC32;

import static org.assertj.core.api.Assertions.assertThat;

/** The wire protocol seen raw: headers, and 4xx (never 500) for whatever a client sends. */
class HttpProtocolTest extends EngineTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    static HttpResponse<String> post(String target, String contentType, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (target != null) b.header("X-Amz-Target", target);
        if (contentType != null) b.header("Content-Type", contentType);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(String target, String body) throws Exception {
        return post(target, "application/x-amz-json-1.0", body);
    }

    static JsonNode json(HttpResponse<String> r) throws Exception {
        return JSON.readTree(r.body());
    }

    @Test
    void successHasDynamoDbHeadersAndCrc() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.ListTables", "{}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type")).hasValue("application/x-amz-json-1.0");
        assertThat(r.headers().firstValue("x-amzn-RequestId")).hasValueSatisfying(id -> assertThat(id).hasSize(52));
        CRC32 crc = new CRC32();
        crc.update(r.body().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertThat(r.headers().firstValue("x-amz-crc32")).hasValue(Long.toString(crc.getValue()));
        assertThat(json(r).has("TableNames")).isTrue();
    }

    @Test
    void malformedJsonIsSerializationException() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.ListTables", "{not json");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.service#SerializationException");
        assertThat(json(r).get("Message").asText()).isEqualTo("The request body is not valid JSON");
    }

    @Test
    void unknownOperationNamesTheTarget() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.DropEverything", "{}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.service#UnknownOperationException");
        assertThat(json(r).get("message").asText()).isEqualTo("Unknown operation: DynamoDB_20120810.DropEverything");
        r = post("DynamoDB_20111205.ListTables", "{}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("message").asText()).isEqualTo("Unknown operation: DynamoDB_20111205.ListTables");
    }

    /** As live DynamoDB (dynalite's tests record it): JSON without a target is an unknown operation, 400. */
    @Test
    void missingTargetIsUnknownOperation() throws Exception {
        HttpResponse<String> r = post(null, "{}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.service#UnknownOperationException");
        assertThat(json(r).get("message").asText()).isEqualTo("Missing X-Amz-Target header (expected DynamoDB_20120810.<Operation>)");
        assertThat(post(null, "").statusCode()).isEqualTo(400);
    }

    @Test
    void emptyBodyIsSerializationException() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.ListTables", "");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.service#SerializationException");
        assertThat(json(r).get("Message").asText()).isEqualTo("The request body must be a JSON object");
        assertThat(json(post("DynamoDB_20120810.ListTables", "5")).get("Message").asText())
                .isEqualTo("The request body must be a JSON object");
    }

    @Test
    void wrongMemberTypeIsSerializationExceptionWithCapitalMessage() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.DescribeTable", "{\"TableName\": 5}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("Message").asText()).isEqualTo(
                "class com.amazon.coral.value.json.numbers.TruncatingBigNumber can not be converted to an String");
        r = post("DynamoDB_20120810.ListTables", "{\"Limit\": \"x\"}");
        assertThat(json(r).get("Message").asText()).isEqualTo("class java.lang.String can not be converted to an Integer");
        r = post("DynamoDB_20120810.ListTables", "[]");
        assertThat(r.statusCode()).isEqualTo(400);
    }

    @Test
    void validationErrorsUseLowerCaseMessage() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.GetItem", "{\"TableName\": \"ab\", \"Key\": {}}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.validate#ValidationException");
        assertThat(json(r).get("message").asText()).startsWith("1 validation error detected: Value 'ab' at 'tableName'");
    }

    /** Live DynamoDB answers 404 to a body that is not its JSON protocol (e.g. a wrong content type). */
    @Test
    void wrongContentTypeOrMethodIsRefusedLikeDynamoDb() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.ListTables", "text/plain", "{}");
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body()).isEqualTo("<UnknownOperationException/>\n");
        assertThat(post(null, null, "{}").statusCode()).isEqualTo(404);
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create(engine.endpoint() + "/")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(404);
        assertThat(post("DynamoDB_20120810.ListTables", "application/json", "{}").statusCode()).isEqualTo(200);
    }

    @Test
    void garbageInEveryOperationNeverGives500() throws Exception {
        String[] bodies = {"{}", "{\"TableName\":[]}", "{\"TableName\":\"abc\",\"Key\":{\"a\":{\"S\":1}}}",
                "{\"TableName\":\"abc\",\"Item\":[1]}", "{\"RequestItems\":{\"abc\":5}}", "{\"TransactItems\":[{}]}",
                "{\"TableName\":\"abc\",\"KeyConditionExpression\":\"((\"}", "{\"TableName\":{\"x\":1}}",
                "{\"TableName\":\"abc\",\"ExclusiveStartKey\":{\"a\":{}}}", "{\"TableName\":\"abc\",\"Limit\":-1}",
                "{\"AttributeDefinitions\":[null],\"KeySchema\":[{}],\"TableName\":\"abc\"}",
                "{\"TableName\":\"abc\",\"GlobalSecondaryIndexUpdates\":[{\"Create\":{}}]}",
                "{\"ResourceArn\":\"arn:aws:dynamodb:us-east-1:000000000000:table/abc\",\"Tags\":[{}]}"};
        String[] ops = {"CreateTable", "DescribeTable", "DeleteTable", "ListTables", "UpdateTable", "PutItem", "GetItem",
                "UpdateItem", "DeleteItem", "Query", "Scan", "BatchGetItem", "BatchWriteItem", "TransactGetItems",
                "TransactWriteItems", "TagResource", "UntagResource", "ListTagsOfResource"};
        for (String op : ops) {
            for (String body : bodies) {
                HttpResponse<String> r = post("DynamoDB_20120810." + op, body);
                assertThat(r.statusCode()).as(op + " " + body + " -> " + r.body()).isBetween(200, 499);
            }
        }
    }
}
