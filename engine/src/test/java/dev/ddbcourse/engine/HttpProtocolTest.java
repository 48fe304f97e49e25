package dev.ddbcourse.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.ddbcourse.engine.internal.http.Authorization;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.InflaterInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The wire protocol seen raw: headers, and 4xx (never 500, never a silent close) for whatever a client sends. */
class HttpProtocolTest extends EngineTest {
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String AUTH = "AWS4-HMAC-SHA256 Credential=AKIDLEARNER7/20250101/eu-west-1/dynamodb/aws4_request, "
            + "SignedHeaders=host;x-amz-date, Signature=abc";

    static HttpResponse<String> post(String target, String contentType, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Authorization", AUTH).header("X-Amz-Date", "20250101T000000Z");
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
        assertThat(r.headers().firstValue("Server")).hasValue("Server");
        CRC32 crc = new CRC32();
        crc.update(r.body().getBytes(StandardCharsets.UTF_8));
        assertThat(r.headers().firstValue("x-amz-crc32")).hasValue(Long.toString(crc.getValue()));
        assertThat(json(r).has("TableNames")).isTrue();
    }

    /**
     * Every answer, a success and an error alike, carries an HTTP Date (Alternator's test_http_headers.py::
     * test_config_date_header, run against AWS; DynamoDB's CORS list exposes it too): RFC 1123, the time now.
     */
    @Test
    void successAndErrorCarryADate() throws Exception {
        for (String body : new String[] {"{}", "{\"TableName\": \"no-such-table\"}"}) {
            String target = body.equals("{}") ? "DynamoDB_20120810.ListTables" : "DynamoDB_20120810.DescribeTable";
            java.time.Instant before = java.time.Instant.now().minusSeconds(2);
            HttpResponse<String> r = post(target, body);
            java.time.Instant after = java.time.Instant.now().plusSeconds(2);
            assertThat(r.headers().firstValue("Date")).as(target).hasValueSatisfying(date -> {
                java.time.Instant at = java.time.ZonedDateTime.parse(date, java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
                assertThat(at).isBetween(before, after);
            });
        }
    }

    /** DynamoDB sends these with a bare __type and no message. */
    @Test
    void notJsonOrUnknownTargetGetsABareType() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.ListTables", "{not json");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#SerializationException\"}");
        r = post("DynamoDB_20120810.DropEverything", "application/json", "{}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
        assertThat(r.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(post(null, "{}").body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
        assertThat(post("DynamoDB_20120810.ListTables", "").body())
                .isEqualTo("{\"__type\":\"com.amazon.coral.service#SerializationException\"}");
    }

    @Test
    void missingOrMalformedAuthorizationIsRefusedLikeDynamoDb() throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .POST(HttpRequest.BodyPublishers.ofString("{}"))
                .header("Content-Type", "application/x-amz-json-1.0").header("X-Amz-Target", "DynamoDB_20120810.ListTables");
        HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.service#MissingAuthenticationTokenException");
        assertThat(json(r).get("message").asText()).isEqualTo("Request is missing Authentication Token");
        r = HTTP.send(b.copy().header("Authorization", "AWS4-HMAC-SHA256 Credential=a").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.service#IncompleteSignatureException");
        assertThat(json(r).get("message").asText()).isEqualTo("Authorization header requires 'Signature' parameter. "
                + "Authorization header requires 'SignedHeaders' parameter. Authorization header requires existence of "
                + "either a 'X-Amz-Date' or a 'Date' header. Authorization=AWS4-HMAC-SHA256 Credential=a");
    }

    /**
     * DynamoDB Streams is an AWS service on the same protocol: an unsigned request is refused and an unknown name
     * gets the bare type, as on DynamoDB's target prefix; only the engine's own control requests differ.
     */
    @Test
    void streamsTargetsFollowDynamoDbsProtocol() throws Exception {
        HttpResponse<String> r = post("DynamoDBStreams_20120810.DropEverything", "{}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
        HttpRequest unsigned = HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Target", "DynamoDBStreams_20120810.ListStreams").build();
        r = HTTP.send(unsigned, HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.service#MissingAuthenticationTokenException");
        assertThat(json(r).get("message").asText()).isEqualTo("Request is missing Authentication Token");
        assertThat(post("DynamoDBStreams_20120810.ListStreams", "{}").statusCode()).isEqualTo(200);
    }

    @Test
    void authorizationHeaderGivesTheAccessKey() {
        assertThat(Authorization.accessKeyId(AUTH)).isEqualTo("AKIDLEARNER7");
        assertThat(Authorization.parse(AUTH).region()).isEqualTo("eu-west-1");
        assertThat(Authorization.accessKeyId("Bearer x")).isNull();
        assertThat(Authorization.accessKeyId(null)).isNull();
    }

    @Test
    void wrongMemberTypeIsSerializationExceptionWithCurrentText() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.DescribeTable", "{\"TableName\": 5}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("Message").asText()).isEqualTo("NUMBER_VALUE cannot be converted to String");
        assertThat(json(post("DynamoDB_20120810.ListTables", "{\"Limit\": \"x\"}")).get("Message").asText())
                .isEqualTo("STRING_VALUE cannot be converted to Integer");
        assertThat(json(post("DynamoDB_20120810.GetItem", "{\"Key\": {\"a\": true}}")).get("Message").asText())
                .isEqualTo("Unexpected value type in payload");
        assertThat(json(post("DynamoDB_20120810.GetItem", "{\"Key\": []}")).get("Message").asText()).isEqualTo(
                "Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>");
        assertThat(post("DynamoDB_20120810.ListTables", "[]").statusCode()).isEqualTo(400);
    }

    /**
     * A list where the TTL operations want a string, a boolean or a structure: DynamoDB's texts, as dynalite's
     * describeTimeToLive.js and updateTimeToLive.js record them (assertType, helpers.js). The Streams API shares
     * DynamoDB's JSON front end and gets the same texts.
     */
    @Test
    void aListInTheTtlAndStreamsOperationsIsAnUnrecognizedCollection() throws Exception {
        String[][] cases = {
                {"DynamoDB_20120810.DescribeTimeToLive", "{\"TableName\": []}", "class java.lang.String"},
                {"DynamoDB_20120810.UpdateTimeToLive", "{\"TableName\": []}", "class java.lang.String"},
                {"DynamoDB_20120810.UpdateTimeToLive", "{\"TimeToLiveSpecification\": []}",
                        "class com.amazonaws.dynamodb.v20120810.TimeToLiveSpecification"},
                {"DynamoDB_20120810.UpdateTimeToLive", "{\"TimeToLiveSpecification\": {\"AttributeName\": []}}", "class java.lang.String"},
                {"DynamoDB_20120810.UpdateTimeToLive", "{\"TimeToLiveSpecification\": {\"Enabled\": []}}", "class java.lang.Boolean"},
                {"DynamoDBStreams_20120810.ListStreams", "{\"Limit\": []}", "class java.lang.Integer"},
                {"DynamoDBStreams_20120810.DescribeStream", "{\"StreamArn\": []}", "class java.lang.String"},
                {"DynamoDBStreams_20120810.GetShardIterator", "{\"ShardIteratorType\": []}", "class java.lang.String"},
                {"DynamoDBStreams_20120810.GetRecords", "{\"ShardIterator\": []}", "class java.lang.String"}};
        for (String[] c : cases) {
            HttpResponse<String> r = post(c[0], c[1]);
            assertThat(r.body()).as(c[0] + " " + c[1]).isEqualTo(
                    "{\"__type\":\"com.amazon.coral.service#SerializationException\",\"Message\":\"Unrecognized collection type " + c[2] + "\"}");
        }
    }

    @Test
    void validationErrorsUseLowerCaseMessage() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.GetItem", "{\"TableName\": \"ab\", \"Key\": {}}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("__type").asText()).isEqualTo("com.amazon.coral.validate#ValidationException");
        assertThat(json(r).get("message").asText()).startsWith("1 validation error detected: Value 'ab' at 'tableName'");
    }

    /** Live DynamoDB answers 404 to a body that is not its JSON protocol, and its health check to GET /. */
    @Test
    void otherMethodsAndContentTypesAndTheHealthCheck() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.ListTables", "text/plain", "{}");
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body()).isEqualTo("<UnknownOperationException/>\n");
        assertThat(post(null, null, "{}").statusCode()).isEqualTo(404);
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create(engine.endpoint() + "/")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(200);
        assertThat(get.body()).isEqualTo("healthy: dynamodb.us-east-1.amazonaws.com ");
        assertThat(post("DynamoDB_20120810.ListTables", "application/json", "{}").statusCode()).isEqualTo(200);
    }

    @Test
    void corsPreflightAndOrigin() throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()).header("Origin", "http://x")
                .header("Access-Control-Request-Headers", "a, b").header("Access-Control-Request-Method", "POST").build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).isEmpty();
        assertThat(r.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        assertThat(r.headers().firstValue("Access-Control-Allow-Headers")).hasValue("a, b");
        assertThat(r.headers().firstValue("Access-Control-Allow-Methods")).hasValue("POST");
        assertThat(r.headers().firstValue("Access-Control-Max-Age")).hasValue("172800");
        // Alternator test_cors.py::test_cors_allow_requested: every answer to an Origin exposes DynamoDB's headers;
        // only the preflight allows and caches
        assertThat(r.headers().firstValue("Access-Control-Expose-Headers"))
                .hasValue("x-amzn-RequestId,x-amzn-ErrorType,x-amzn-ErrorMessage,Date");
        for (String method : java.util.List.of("GET", "POST")) {
            HttpResponse<String> plain = HTTP.send(HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                    .method(method, HttpRequest.BodyPublishers.noBody()).header("Origin", "http://x")
                    .header("Access-Control-Request-Headers", "a, b").header("Access-Control-Request-Method", "POST").build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(plain.headers().firstValue("Access-Control-Allow-Origin")).as(method).hasValue("*");
            assertThat(plain.headers().firstValue("Access-Control-Expose-Headers")).as(method).isPresent();
            assertThat(plain.headers().map()).as(method).doesNotContainKeys("access-control-max-age",
                    "access-control-allow-methods", "access-control-allow-headers");
            // Alternator test_cors.py::test_cors_not_used: no Origin, no CORS header
            HttpResponse<String> noOrigin = HTTP.send(HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                    .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(noOrigin.headers().map().keySet()).as(method).noneMatch(h -> h.toLowerCase(java.util.Locale.ROOT).startsWith("access-control-"));
        }
    }

    @Test
    void gzipAndDeflateBodiesAreRead() throws Exception {
        byte[] listTables = "{\"Limit\": 1}".getBytes(StandardCharsets.UTF_8);
        for (String encoding : new String[] {"gzip", "deflate"}) {
            HttpResponse<byte[]> r = sendEncoded("ListTables", encoding, compress(encoding, listTables), null);
            assertThat(r.statusCode()).as(encoding).isEqualTo(200);
        }
    }

    /**
     * A body that does not decode from its Content-Encoding is a 400 SerializationException (live DynamoDB's 500,
     * kept at 4xx: see RequestHandler.undecodable), and nothing is written; two gzip
     * members one after the other are one body, and bytes after the last member are ignored (Alternator's
     * test_compressed_request.py, run against AWS; the ignored junk is marked there as a DynamoDB bug).
     */
    @Test
    void bodiesThatDoNotDecodeAre400() throws Exception {
        String table = createTable("pk", "S", null, null, null);
        Function<String, byte[]> put = pk -> ("{\"TableName\": \"" + table + "\", \"Item\": {\"pk\": {\"S\": \""
                + pk + "\"}}}").getBytes(StandardCharsets.UTF_8);
        Map<String, Object[]> cases = new LinkedHashMap<>();
        cases.put("garbage coding", new Object[] {"garbage", put.apply("garbage")});
        cases.put("not gzip", new Object[] {"gzip", put.apply("notgzip")});
        cases.put("truncated", new Object[] {"gzip", compress("gzip", put.apply("truncated"))});
        cases.put("empty", new Object[] {"gzip", new byte[0]});
        for (var c : cases.entrySet()) {
            byte[] body = (byte[]) c.getValue()[1];
            if (c.getKey().equals("truncated")) body = Arrays.copyOf(body, body.length - 1);
            HttpResponse<byte[]> r = sendEncoded("PutItem", (String) c.getValue()[0], body, null);
            assertThat(r.statusCode()).as(c.getKey()).isEqualTo(400);
            assertThat(JSON.readTree(r.body()).get("__type").asText()).as(c.getKey())
                    .isEqualTo("com.amazon.coral.service#SerializationException");
        }
        byte[] two = put.apply("two");
        byte[] twoGzips = concat(compress("gzip", Arrays.copyOf(two, 10)),
                compress("gzip", Arrays.copyOfRange(two, 10, two.length)));
        assertThat(sendEncoded("PutItem", "gzip", twoGzips, null).statusCode()).isEqualTo(200);
        byte[] junk = concat(compress("gzip", put.apply("junk")), "junk".getBytes(StandardCharsets.US_ASCII));
        assertThat(sendEncoded("PutItem", "gzip", junk, null).statusCode()).isEqualTo(200);
        assertThat(ddb.scan(b -> b.tableName(table)).items()).extracting(item -> item.get("pk").s())
                .containsExactlyInAnyOrder("two", "junk");
    }

    /**
     * Answers of 4 KB or more go out compressed in the coding Accept-Encoding prefers, smaller ones never, and
     * x-amz-crc32 is of the bytes sent (Alternator's test_compressed_response.py, run against AWS).
     */
    @Test
    void largeAnswersAreCompressedAsAccepted() throws Exception {
        String table = createTable("pk", "S", null, null, null);
        ddb.putItem(b -> b.tableName(table).item(Map.of(
                "pk", AttributeValue.fromS("p"),
                "x", AttributeValue.fromS("x".repeat(4096)),
                "small", AttributeValue.fromS("x".repeat(4000)))));
        byte[] get = ("{\"TableName\": \"" + table + "\", \"Key\": {\"pk\": {\"S\": \"p\"}}}").getBytes(StandardCharsets.UTF_8);
        String[][] cases = {{"identity", null}, {"", null}, {"br", null}, {"x-gzip", null}, {"gzip, deflate", "gzip"},
                {"br, identity, deflate, gzip", "deflate"}, {"GZIP, identity", "gzip"}, {"dog, gzip ,, cat", "gzip"},
                {"br, gzip;q=0, deflate; q = 0.5 , identity;q=0", "deflate"}, {"*", "gzip"}, {"*, deflate", "deflate"},
                {"*, gzip;q=0.5", "deflate"}, {"*;q=0.5,identity", "gzip"}, {"br;q=0.8,identity;q=0.5,*;q=0", null},
                {"\"gzip\"", null}, {"gzip br", null}, {"gzip;q=31,deflate;q=51", "gzip"}, {"deflate;q=0.5, gzip;q=1;q=0.2", "gzip"},
                {"deflate;q=0.5,gzip;q=0.", "deflate"}, {"deflate;q=0.5,gzip;q=0.x", "gzip"}, {"deflate;q=-0.5,gzip;q=0.2", "gzip"},
                {"gzip;nq=1;q=0 ", null}, {"gzip;q=0, gzip;q=1, gzip;q=0", "gzip"}, {"br,identity;q=0.5,gzip;q=0.0001", "gzip"}};
        for (String[] c : cases) {
            HttpResponse<byte[]> r = sendEncoded("GetItem", null, get, c[0]);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.headers().firstValue("Content-Encoding")).as(c[0]).isEqualTo(Optional.ofNullable(c[1]));
            CRC32 crc = new CRC32();
            crc.update(r.body());
            assertThat(r.headers().firstValue("x-amz-crc32")).as(c[0]).hasValue(Long.toString(crc.getValue()));
            byte[] plain = c[1] == null ? r.body() : decompress(c[1], r.body());
            assertThat(JSON.readTree(plain).at("/Item/x/S").asText()).as(c[0]).hasSize(4096);
        }
        byte[] small = ("{\"TableName\": \"" + table + "\", \"Key\": {\"pk\": {\"S\": \"p\"}}, \"ProjectionExpression\": \"small\"}")
                .getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> r = sendEncoded("GetItem", null, small, "gzip");
        assertThat(r.body().length).isLessThan(4096);
        assertThat(r.headers().firstValue("Content-Encoding")).isEmpty();
    }

    private static HttpResponse<byte[]> sendEncoded(String operation, String contentEncoding, byte[] body, String acceptEncoding)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .header("Content-Type", "application/x-amz-json-1.0").header("X-Amz-Target", "DynamoDB_20120810." + operation)
                .header("Authorization", AUTH).header("X-Amz-Date", "20250101T000000Z");
        if (contentEncoding != null) b.header("Content-Encoding", contentEncoding);
        if (acceptEncoding != null) b.header("Accept-Encoding", acceptEncoding);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static byte[] compress(String encoding, byte[] body) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = encoding.equals("gzip") ? new GZIPOutputStream(bytes) : new DeflaterOutputStream(bytes)) {
            out.write(body);
        }
        return bytes.toByteArray();
    }

    private static byte[] decompress(String encoding, byte[] body) throws Exception {
        InputStream in = new ByteArrayInputStream(body);
        try (InputStream decoded = encoding.equals("gzip") ? new GZIPInputStream(in)
                : new InflaterInputStream(in)) {
            return decoded.readAllBytes();
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    /** What the JDK's own server used to drop without an answer. */
    @Test
    void hardHttpGetsAStatusLine() throws Exception {
        String head = "POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
                + "Content-Type: application/x-amz-json-1.0\r\nAuthorization: " + AUTH + "\r\nX-Amz-Date: 20250101T000000Z\r\n";
        assertThat(raw(head + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\nX-Trailer: 1\r\n\r\n"))
                .startsWith("HTTP/1.1 200");
        assertThat(raw(head + "X-H: v\r\n".repeat(250) + "Content-Length: 2\r\nConnection: close\r\n\r\n{}")).startsWith("HTTP/1.1 200");
        assertThat(raw(head + "Content-Length: 2\r\nConnection: close\r\n\r\n{}")).startsWith("HTTP/1.1 200");
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 10_000; i++) many.append("X-H").append(i).append(": v\r\n");
        assertThat(raw(head + many + "Content-Length: 2\r\nConnection: close\r\n\r\n{}")).startsWith("HTTP/1.1 431");
        assertThat(raw(head + "X-Big: " + "a".repeat(1 << 20) + "\r\nContent-Length: 2\r\n\r\n{}")).startsWith("HTTP/1.1 431");
        assertThat(raw("HELLO\r\n\r\n")).startsWith("HTTP/1.1 400");
    }

    @Test
    void tagResourceAnswersAnEmptyBodyAndDescribeEndpointsNamesTheEngine() throws Exception {
        String table = uniqueName("tags");
        ddb.createTable(b -> b.tableName(table).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                .keySchema(k -> k.attributeName("id").keyType("HASH")));
        String arn = ddb.describeTable(b -> b.tableName(table)).table().tableArn();
        HttpResponse<String> r = post("DynamoDB_20120810.TagResource", "{\"ResourceArn\":\"" + arn + "\",\"Tags\":[{\"Key\":\"k\",\"Value\":\"v\"}]}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).isEmpty();
        assertThat(r.headers().firstValue("Content-Length")).hasValue("0");
        ddb.untagResource(b -> b.resourceArn(arn).tagKeys("k")); // the SDK reads the empty answer
        JsonNode endpoints = json(post("DynamoDB_20120810.DescribeEndpoints", "{}"));
        assertThat(endpoints.at("/Endpoints/0/Address").asText()).isEqualTo("127.0.0.1:" + engine.endpoint().getPort());
        assertThat(endpoints.at("/Endpoints/0/CachePeriodInMinutes").asInt()).isEqualTo(1440);
    }

    /** DynamoDB allows attribute names of 65,535 bytes: a long one is not a JSON error. */
    @Test
    void longAttributeNamesAreReadAsJson() throws Exception {
        HttpResponse<String> r = post("DynamoDB_20120810.GetItem",
                "{\"TableName\":\"missing-table\",\"Key\":{\"" + "n".repeat(65_535) + "\":{\"S\":\"v\"}}}");
        assertThat(json(r).get("__type").asText()).isNotEqualTo("com.amazon.coral.service#SerializationException");
    }

    @Test
    void garbageInEveryOperationNeverGives500() throws Exception {
        String[] bodies = {"{}", "{\"TableName\":[]}", "{\"TableName\":\"abc\",\"Key\":{\"a\":{\"S\":1}}}",
                "{\"TableName\":\"abc\",\"Item\":[1]}", "{\"RequestItems\":{\"abc\":5}}", "{\"TransactItems\":[{}]}",
                "{\"TableName\":\"abc\",\"KeyConditionExpression\":\"((\"}", "{\"TableName\":{\"x\":1}}",
                "{\"TableName\":\"abc\",\"ExclusiveStartKey\":{\"a\":{}}}", "{\"TableName\":\"abc\",\"Limit\":-1}",
                "{\"AttributeDefinitions\":[null],\"KeySchema\":[{}],\"TableName\":\"abc\"}",
                "{\"TableName\":\"abc\",\"GlobalSecondaryIndexUpdates\":[{\"Create\":{}}]}",
                "{\"ResourceArn\":\"arn:aws:dynamodb:us-east-1:000000000000:table/abc\",\"Tags\":[{}]}",
                "{\"TableName\":\"abc\",\"KeyConditions\":{}}"};
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

    /** Sends bytes on a fresh connection and returns everything the server answers. */
    private static String raw(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", engine.endpoint().getPort())) {
            socket.setSoTimeout(10_000);
            try {
                socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            } catch (IOException answeredEarly) {
                // the server may answer (431) before it has read everything
            }
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
