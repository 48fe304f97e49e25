package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.differential.Servers.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.AssertionFailedError;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallingType;

/**
 * Requests compared with dynalite as raw HTTP, status, body and headers alike: every member of
 * every operation sent with each wrong JSON type (the cases are made from the SDK's own model of
 * the requests, so none is forgotten), every AttributeValue type with wrong contents, the legacy
 * parameters, and the protocol around the JSON (methods, content types, CORS, Authorization).
 * A case that differs fails unless {@link KnownDifferences} names it with the reason.
 */
@Tag("differential")
class WireDifferentialTest {
    /** The operations dynalite 4.0.0 implements (it has no transactions). */
    private static final List<String> OPERATIONS = List.of("CreateTable", "DescribeTable", "DeleteTable", "ListTables",
            "UpdateTable", "TagResource", "UntagResource", "ListTagsOfResource", "PutItem", "GetItem", "UpdateItem",
            "DeleteItem", "Query", "Scan", "BatchGetItem", "BatchWriteItem");
    private static final String PS = "\"TableName\":\"wire-ps\"";
    private static final String KEY = "\"Key\":{\"PK\":{\"S\":\"a\"},\"SK\":{\"N\":\"1\"}}";
    private static final String ITEM = "\"Item\":{\"PK\":{\"S\":\"a\"},\"SK\":{\"N\":\"1\"}";

    private static Side dynalite;
    private static Side engine;

    @BeforeAll
    static void tables() {
        Differential setUp = Differential.againstDynalite("wire set-up");
        dynalite = Servers.dynalite();
        engine = Servers.oursAgainst(dynalite);
        setUp.createTable("{TableName:'wire-ps', BillingMode:'PAY_PER_REQUEST', AttributeDefinitions:[{AttributeName:'PK',"
                + "AttributeType:'S'},{AttributeName:'SK',AttributeType:'N'}], KeySchema:[{AttributeName:'PK',KeyType:'HASH'},"
                + "{AttributeName:'SK',KeyType:'RANGE'}]}");
        setUp.createTable("{TableName:'wire-h', BillingMode:'PAY_PER_REQUEST', AttributeDefinitions:[{AttributeName:'id',"
                + "AttributeType:'S'}], KeySchema:[{AttributeName:'id',KeyType:'HASH'}]}");
        setUp.send("PutItem", "{TableName:'wire-ps', Item:{PK:{S:'a'}, SK:{N:'1'}, n:{N:'5'}, s:{S:'x'}, l:{L:[{S:'a'}]}}}");
        setUp.reportWithoutFailing();
    }

    @TestFactory
    Stream<DynamicTest> wrongJsonTypes() {
        List<String[]> cases = new ArrayList<>();
        for (String operation : OPERATIONS) {
            for (SdkField<?> field : requestFields(operation)) {
                for (String value : wrongValues(field)) {
                    cases.add(new String[] {operation, "{\"" + field.locationName() + "\":" + value + "}"});
                }
            }
        }
        String[] types = {"S", "N", "B", "SS", "NS", "BS", "M", "L", "NULL", "BOOL"};
        String[] values = {"true", "false", "5", "5.5", "\"x\"", "\"\"", "[]", "{}", "[5]", "[true]", "[[]]", "[{}]",
                "{\"m\":5}", "{\"m\":{}}", "\"AQ=\"", "\"A@==\"", "\"AB==\"", "\"TRUE\"", "\"no\"", "\"2\""};
        for (String type : types) {
            for (String value : values) {
                cases.add(new String[] {"GetItem", "{" + PS + ",\"Key\":{\"PK\":{\"" + type + "\":" + value + "}}}"});
            }
        }
        return compareAll(cases);
    }

    @TestFactory
    Stream<DynamicTest> legacyParameters() {
        List<String[]> cases = new ArrayList<>();
        String eq = "\"ComparisonOperator\":\"EQ\",\"AttributeValueList\":[{\"S\":\"a\"}]";
        String keyEq = "\"KeyConditions\":{\"PK\":{" + eq + "}}";
        for (String op : List.of("EQ", "NE", "LE", "LT", "GE", "GT", "NOT_NULL", "NULL", "CONTAINS", "NOT_CONTAINS",
                "BEGINS_WITH", "IN", "BETWEEN", "XX")) {
            for (String list : List.of("", ",\"AttributeValueList\":[]", ",\"AttributeValueList\":[{\"S\":\"a\"}]",
                    ",\"AttributeValueList\":[{\"N\":\"1\"},{\"N\":\"2\"}]", ",\"AttributeValueList\":[{\"N\":\"2\"},{\"N\":\"1\"}]",
                    ",\"AttributeValueList\":[{\"S\":\"a\"},{\"N\":\"1\"}]", ",\"AttributeValueList\":[{\"BOOL\":true}]",
                    ",\"AttributeValueList\":[{\"SS\":[\"a\"]}]", ",\"AttributeValueList\":[{\"L\":[]}]")) {
                String condition = "{\"ComparisonOperator\":\"" + op + "\"" + list + "}";
                cases.add(new String[] {"Scan", "{" + PS + ",\"ScanFilter\":{\"n\":" + condition + "}}"});
                cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"QueryFilter\":{\"n\":" + condition + "}}"});
                cases.add(new String[] {"Query", "{" + PS + ",\"KeyConditions\":{\"PK\":{" + eq + "},\"SK\":" + condition + "}}"});
                cases.add(new String[] {"PutItem", "{" + PS + "," + ITEM + "},\"Expected\":{\"n\":" + condition + "}}"});
            }
        }
        for (String expected : List.of("{}", "{\"Exists\":true}", "{\"Exists\":false}", "{\"Value\":{\"N\":\"5\"}}",
                "{\"Value\":{\"N\":\"6\"}}", "{\"Exists\":false,\"Value\":{\"N\":\"5\"}}", "{\"Exists\":true,\"Value\":{\"N\":\"5\"}}",
                "{\"ComparisonOperator\":\"EQ\"}", "{\"ComparisonOperator\":\"EQ\",\"Value\":{\"N\":\"5\"}}",
                "{\"ComparisonOperator\":\"EQ\",\"Exists\":true}", "{\"AttributeValueList\":[{\"N\":\"5\"}]}",
                "{\"ComparisonOperator\":\"EQ\",\"Value\":{\"N\":\"5\"},\"AttributeValueList\":[{\"N\":\"5\"}]}",
                "{\"ComparisonOperator\":\"NULL\",\"Value\":{\"N\":\"5\"}}")) {
            cases.add(new String[] {"PutItem", "{" + PS + "," + ITEM + "},\"Expected\":{\"n\":" + expected + "}}"});
            cases.add(new String[] {"DeleteItem", "{" + PS + "," + KEY + ",\"Expected\":{\"zz\":" + expected + "}}"});
        }
        for (String update : List.of("{}", "{\"Action\":\"PUT\"}", "{\"Action\":\"ADD\"}", "{\"Action\":\"DELETE\"}",
                "{\"Action\":\"XX\",\"Value\":{\"S\":\"a\"}}", "{\"Value\":{\"S\":\"a\"}}", "{\"Action\":\"ADD\",\"Value\":{\"S\":\"a\"}}",
                "{\"Action\":\"ADD\",\"Value\":{\"N\":\"1\"}}", "{\"Action\":\"ADD\",\"Value\":{\"SS\":[\"a\"]}}",
                "{\"Action\":\"ADD\",\"Value\":{\"L\":[{\"S\":\"a\"}]}}", "{\"Action\":\"DELETE\",\"Value\":{\"S\":\"a\"}}",
                "{\"Action\":\"DELETE\",\"Value\":{\"SS\":[\"a\"]}}", "{\"Action\":\"PUT\",\"Value\":{\"SS\":[]}}")) {
            cases.add(new String[] {"UpdateItem", "{" + PS + "," + KEY + ",\"AttributeUpdates\":{\"u\":" + update + "}}"});
            cases.add(new String[] {"UpdateItem", "{" + PS + "," + KEY + ",\"AttributeUpdates\":{\"PK\":" + update + "}}"});
            cases.add(new String[] {"UpdateItem", "{" + PS + "," + KEY + ",\"ReturnValues\":\"ALL_NEW\",\"AttributeUpdates\":{\"n\":" + update + "}}"});
        }
        // Mixing the two kinds, and what mixes DynamoDB accepts.
        String value = ",\"ExpressionAttributeValues\":{\":v\":{\"S\":\"x\"}}";
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"FilterExpression\":\"s = :v\"" + value + "}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"ProjectionExpression\":\"s\"}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"KeyConditionExpression\":\"PK = :v\"" + value + "}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"AttributesToGet\":[\"s\"],\"ProjectionExpression\":\"s\"}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"ConditionalOperator\":\"OR\"}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"ConditionalOperator\":\"XX\"}"});
        cases.add(new String[] {"Query", "{" + PS + ",\"KeyConditions\":{}}"});
        cases.add(new String[] {"Query", "{" + PS + "}"});
        cases.add(new String[] {"Query", "{" + PS + ",\"KeyConditions\":{\"a\":{" + eq + "},\"b\":{" + eq + "},\"c\":{" + eq + "}}}"});
        cases.add(new String[] {"Query", "{" + PS + ",\"KeyConditions\":{\"x\":{" + eq + "}}}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"AttributesToGet\":[\"s\",\"s\"]}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"AttributesToGet\":[]}"});
        cases.add(new String[] {"Query", "{" + PS + "," + keyEq + ",\"AttributesToGet\":[\"s\"],\"Select\":\"ALL_ATTRIBUTES\"}"});
        cases.add(new String[] {"Scan", "{" + PS + ",\"ScanFilter\":{\"n\":{" + eq + "}},\"FilterExpression\":\"s = :v\"" + value + "}"});
        cases.add(new String[] {"Scan", "{" + PS + ",\"ExclusiveStartKey\":{\"PK\":{\"S\":\"\"}},\"ScanFilter\":{\"n\":{\"ComparisonOperator\":\"XX\"}}}"});
        cases.add(new String[] {"Scan", "{" + PS + ",\"ConditionalOperator\":\"AND\",\"FilterExpression\":\"s = :v\"" + value + "}"});
        cases.add(new String[] {"Scan", "{" + PS + ",\"ScanFilter\":{\"n\":{" + eq + "},\"s\":{" + eq + "}},\"ConditionalOperator\":\"OR\"}"});
        cases.add(new String[] {"PutItem", "{" + PS + "," + ITEM + "},\"Expected\":{\"n\":{\"Exists\":false}},\"ConditionExpression\":\"s = :v\"" + value + "}"});
        cases.add(new String[] {"UpdateItem", "{" + PS + "," + KEY + ",\"AttributeUpdates\":{\"u\":{\"Value\":{\"S\":\"a\"}}},\"UpdateExpression\":\"SET a = :v\"" + value + "}"});
        cases.add(new String[] {"GetItem", "{" + PS + "," + KEY + ",\"AttributesToGet\":[]}"});
        cases.add(new String[] {"GetItem", "{" + PS + "," + KEY + ",\"AttributesToGet\":[\"s\",\"s\"]}"});
        cases.add(new String[] {"GetItem", "{" + PS + "," + KEY + ",\"AttributesToGet\":[\"s\",\"l\"]}"});
        cases.add(new String[] {"GetItem", "{" + PS + ",\"Key\":{\"PK\":{\"S\":\"\"}},\"AttributesToGet\":[\"s\",\"s\"]}"});
        cases.add(new String[] {"BatchGetItem", "{\"RequestItems\":{\"wire-ps\":{\"Keys\":[{\"PK\":{\"S\":\"a\"},\"SK\":{\"N\":\"1\"}}],\"AttributesToGet\":[\"s\",\"s\"]}}}"});
        return compareAll(cases);
    }

    @TestFactory
    Stream<DynamicTest> protocol() {
        List<DynamicTest> tests = new ArrayList<>();
        Map<String, String> json = Map.of("Content-Type", "application/x-amz-json-1.0");
        String target = "DynamoDB_20120810.ListTables";
        List<Object[]> cases = new ArrayList<>();
        cases.add(new Object[] {"GET", Map.of(), null});
        cases.add(new Object[] {"PUT", Map.of(), "{}"});
        cases.add(new Object[] {"DELETE", Map.of(), null});
        cases.add(new Object[] {"OPTIONS", Map.of(), null});
        cases.add(new Object[] {"OPTIONS", Map.of("Origin", "x"), null});
        cases.add(new Object[] {"OPTIONS", Map.of("Origin", "x", "Access-Control-Request-Headers", "a, b"), null});
        cases.add(new Object[] {"OPTIONS", Map.of("Origin", "x", "Access-Control-Request-Headers", "a", "Access-Control-Request-Method", "d"), null});
        cases.add(new Object[] {"POST", Map.of(), "hi"});
        cases.add(new Object[] {"POST", Map.of("Content-Type", "whatever"), "hi"});
        cases.add(new Object[] {"POST", Map.of("Content-Type", "application/json"), "hi"});
        cases.add(new Object[] {"POST", json, "hi"});
        cases.add(new Object[] {"POST", Map.of(), ""});
        cases.add(new Object[] {"POST", Map.of("Content-Type", "application/json"), "{}"});
        cases.add(new Object[] {"POST", json, "{}"});
        cases.add(new Object[] {"POST", Map.of("Origin", "x", "Content-Type", "application/json"), "{}"});
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", "whatever", "Content-Type", "application/json"), "{}"});
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", "DynamoDB_20120810.ListTable", "Content-Type", "application/json"), "{}"});
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Content-Type", "application/json"), "{}"});
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Content-Type", "application/json; charset=utf-8"), "{}"});
        for (String auth : List.of("AWS4", "AWS4-", "AWS4-HMAC-SHA256", "AWS4-HMAC-SHA256 Credential=a",
                "AWS4-HMAC-SHA256 Credential=a, Signature=b", "AWS4-HMAC-SHA256 Credential=a, Signature=b, SignedHeaders=c",
                "AWS4-HMAC-SHA256 Credential=a,Signature=b,SignedHeaders=c", "Bearer x", "aws4-hmac-sha256 Credential=a")) {
            cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Content-Type", "application/x-amz-json-1.0",
                    "Authorization", auth), "{}"});
            cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Content-Type", "application/x-amz-json-1.0",
                    "Authorization", auth, "X-Amz-Date", "20250101T000000Z"), "{}"});
        }
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Content-Type", "application/json"), "{\"Limit\":0}"});
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Content-Type", "application/json"), "hi"});
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Content-Type", "application/json",
                "Authorization", Wire.AUTHORIZATION, "X-Amz-Date", "20250101T000000Z", "Origin", "x"), "{}"});
        // The content types, query-string signatures and Authorization shapes of dynalite's connection tests.
        for (String type : List.of("application/x-amz-json-1.1", "application/jsonasdf", "application/json;",
                "  application/json  ;   asfd", "application/json;blahblah", "application/x-amz-json-1.0;blahblah")) {
            cases.add(new Object[] {"POST", Map.of("Content-Type", type), "hi"});
        }
        cases.add(new Object[] {"POST", Map.of("Content-Type", "application/json;charset=asfdsaf"), "{}"});
        Map<String, String> listTables = Map.of("X-Amz-Target", target);
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Authorization", "X"), null, "/?X-Amz-Algorith"});
        cases.add(new Object[] {"POST", listTables, null, "/?X-Amz-Credential=a&X-Amz-Signature=b&X-Amz-SignedHeaders=c&X-Amz-Date=d"});
        cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Authorization", "X"), null, "/?X-Amz-Algorithm"});
        cases.add(new Object[] {"POST", listTables, null, "/?X-Amz-Algorithm"});
        cases.add(new Object[] {"POST", listTables, null, "/?X-Amz-Algorithm=a&X-Amz-Credential=b&X-Amz-Signature=c&X-Amz-Date=d"});
        for (String auth : List.of("AWS4- Signature=b Credential=a", "AWS4- Signature=b,Credential=a", "AWS4- Signature=b, Credential=a")) {
            cases.add(new Object[] {"POST", Map.of("X-Amz-Target", target, "Authorization", auth, "Date", "a"), null});
        }
        for (Object[] c : cases) {
            @SuppressWarnings("unchecked") Map<String, String> headers = (Map<String, String>) c[1];
            String path = c.length > 3 ? (String) c[3] : "/";
            String name = c[0] + " " + path + " " + new java.util.TreeMap<>(headers) + " " + (c[2] == null ? "(no body)" : c[2]);
            tests.add(DynamicTest.dynamicTest(name, () -> verdict(name,
                    Wire.send(dynalite.endpoint(), path, (String) c[0], headers, (String) c[2]),
                    Wire.send(engine.endpoint(), path, (String) c[0], headers, (String) c[2]))));
        }
        return tests.stream();
    }

    private static Stream<DynamicTest> compareAll(List<String[]> cases) {
        return cases.stream().map(c -> DynamicTest.dynamicTest(c[0] + " " + c[1], () -> verdict(c[0] + " " + c[1],
                normalize(Wire.call(dynalite.endpoint(), c[0], c[1])), normalize(Wire.call(engine.endpoint(), c[0], c[1])))));
    }

    /** Counts the case; fails when it differs and no known difference covers it. */
    private static void verdict(String name, JsonNode theirs, JsonNode mine) {
        if (theirs.equals(mine)) {
            Agreement.count("dynalite", Agreement.Verdict.AGREE);
            return;
        }
        String reason = KnownDifferences.reason(name, theirs, mine);
        if (reason != null) {
            Agreement.count("dynalite", Agreement.Verdict.KNOWN_DIFFERENCE);
            return;
        }
        Agreement.count("dynalite", Agreement.Verdict.DIFFER);
        String report = name + "\n      first difference at " + Printing.firstDifference(theirs, mine, "")
                + "\n      dynalite: " + Printing.shorten(theirs.toString()) + "\n      engine:   " + Printing.shorten(mine.toString());
        MismatchLog.append("WireDifferentialTest: " + report);
        throw new AssertionFailedError(report);
    }

    /** A successful body goes through the same masking as the SDK-based comparisons (ARNs, ids, times). */
    private static JsonNode normalize(ObjectNode outcome) {
        if (outcome.path("Status").asInt() == 200 && outcome.get("Body") instanceof ObjectNode body) {
            ObjectNode wrapped = JsonNodeFactory.instance.objectNode();
            wrapped.set("Response", body);
            ObjectNode masked = Compare.normalize(wrapped, Set.of());
            maskTimes(masked);
            outcome.set("Body", masked.get("Response"));
            ((ObjectNode) outcome.get("Headers")).remove("x-amz-crc32"); // follows the masked parts
        }
        return outcome;
    }

    private static void maskTimes(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.fieldNames().forEachRemaining(name -> {
                if (name.endsWith("DateTime")) object.put(name, "(time)");
            });
            object.elements().forEachRemaining(WireDifferentialTest::maskTimes);
        } else if (node != null && node.isArray()) {
            node.forEach(WireDifferentialTest::maskTimes);
        }
    }

    /** The request members of an operation, from the SDK's model. */
    private static List<SdkField<?>> requestFields(String operation) {
        try {
            Class<?> type = Class.forName("software.amazon.awssdk.services.dynamodb.model." + operation + "Request");
            return ((SdkPojo) type.getMethod("builder").invoke(null)).sdkFields();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** JSON values of the wrong type for a member, at the member and one level inside it. */
    private static List<String> wrongValues(SdkField<?> field) {
        MarshallingType<?> type = field.marshallingType();
        Map<MarshallingType<?>, List<String>> wrong = new LinkedHashMap<>();
        wrong.put(MarshallingType.STRING, List.of("true", "false", "5", "5.5", "[]", "{}", "[\"a\"]"));
        wrong.put(MarshallingType.INTEGER, List.of("\"x\"", "\"5\"", "true", "[]", "{}"));
        wrong.put(MarshallingType.LONG, List.of("\"x\"", "true", "[]", "{}"));
        wrong.put(MarshallingType.BOOLEAN, List.of("5", "5.5", "\"x\"", "[]", "{}"));
        wrong.put(MarshallingType.MAP, List.of("true", "\"x\"", "5", "[]", "{\"k\":true}", "{\"k\":\"x\"}", "{\"k\":5}",
                "{\"k\":[]}", "{\"k\":{}}"));
        wrong.put(MarshallingType.LIST, List.of("true", "\"x\"", "5", "{}", "[true]", "[5]", "[[]]", "[{}]", "[\"x\"]"));
        wrong.put(MarshallingType.SDK_POJO, List.of("true", "\"x\"", "5", "[]", "{\"x\":1}"));
        wrong.put(MarshallingType.SDK_BYTES, List.of("true", "5", "[]", "{}", "\"%%%\""));
        return wrong.getOrDefault(type, List.of());
    }
}
