package dev.ddbcourse.engine;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * DynamoDB checks attribute values in one of two layers, and the operation decides which: the wording of a bad
 * number and of a set with a value twice depends on it (paritysuite/dynamodb-conformance
 * tests/tier3/error-messages/valueLayers.test.ts, captured in four AWS regions). The current layer (PutItem, UpdateItem,
 * DeleteItem inside the one-error list; GetItem, BatchGetItem, Query bare) quotes a set's members in byte order up to
 * the repeat, keeps the colon after an empty number, and wraps no expression value; the older one (BatchWriteItem,
 * the transactions, Scan) prints a set as sent, reads numbers as Java's BigDecimal does and wraps expression values.
 */
class ValueLayersTest extends EngineTest {
    private static final String INVALID = "One or more parameter values were invalid: ";
    private static final String NN = "The parameter cannot be converted to a numeric value";
    private static final String OVERFLOW = "Number overflow. Attempting to store a number with magnitude larger than supported range";
    private static final String UNDERFLOW = "Number underflow. Attempting to store a number with magnitude smaller than supported range";
    private static final List<AttributeValue> DUPLICATES = List.of(
            AttributeValue.fromSs(List.of("b", "a", "b")),
            AttributeValue.fromBs(List.of(bytes("/w=="), bytes("AA=="), bytes("AA=="))),
            AttributeValue.fromNs(List.of("2", "1", "2")));
    private static final List<String> CURRENT = List.of(
            INVALID + "Input collection [\"a\", \"b\", \"b\"] contains duplicates.",
            INVALID + "Input collection [\"AA==\",\"/w==\",\"AA==\"]of type BS contains duplicates.",
            INVALID + "Input collection contains duplicates.");
    private static final List<String> OLDER = List.of(
            INVALID + "Input collection [b, a, b] contains duplicates.",
            INVALID + "Input collection [/w==, AA==, AA==]of type BS contains duplicates.",
            "Input collection contains duplicates");
    private static String t;

    @BeforeAll
    static void table() {
        t = createTable("pk", null);
    }

    private static SdkBytes bytes(String base64) {
        return SdkBytes.fromByteArray(Base64.getDecoder().decode(base64));
    }

    private static String one(String message) {
        return "1 validation error detected: " + message;
    }

    /** Sends each set of {@link #DUPLICATES} and expects the message at its place in {@code messages}. */
    private static void eachSet(List<String> messages, Consumer<AttributeValue> send) {
        for (int i = 0; i < DUPLICATES.size(); i++) {
            AttributeValue d = DUPLICATES.get(i);
            expectValidation(messages.get(i), () -> send.accept(d));
        }
    }

    private static List<String> enveloped(List<String> messages) {
        return messages.stream().map(ValueLayersTest::one).toList();
    }

    @Test
    void currentLayerQuotesSetMembersInByteOrderUpToTheRepeat() {
        eachSet(enveloped(CURRENT), d -> ddb.putItem(r -> r.tableName(t).item(item("pk", s("d"), "s", d))));
        eachSet(enveloped(CURRENT), d -> ddb.deleteItem(r -> r.tableName(t).key(item("pk", d))));
        eachSet(CURRENT, d -> ddb.getItem(r -> r.tableName(t).key(item("pk", d))));
        eachSet(CURRENT, d -> ddb.query(r -> r.tableName(t).keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", s("d"))).exclusiveStartKey(item("pk", d))));
    }

    @Test
    void currentLayerWrapsNoExpressionValue() {
        eachSet(enveloped(CURRENT), d -> ddb.updateItem(r -> r.tableName(t).key(item("pk", s("d")))
                .updateExpression("SET o = :o").conditionExpression("attribute_not_exists(pk) OR s = :t")
                .expressionAttributeValues(Map.of(":o", n(1), ":t", d))));
        expectValidation(one(NN + ": abc"), () -> ddb.putItem(r -> r.tableName(t).item(item("pk", s("n")))
                .conditionExpression("attribute_not_exists(pk) OR n = :v").expressionAttributeValues(Map.of(":v", n("abc")))));
        expectValidation(one(OVERFLOW), () -> ddb.updateItem(r -> r.tableName(t).key(item("pk", s("n")))
                .updateExpression("SET n = :v").expressionAttributeValues(Map.of(":v", n("1e126")))));
        expectValidation(NN + ": abc", () -> ddb.query(r -> r.tableName(t).keyConditionExpression("pk = :p")
                .filterExpression("n = :v").expressionAttributeValues(Map.of(":p", s("n"), ":v", n("abc")))));
    }

    /** getmoto/moto tests/test_dynamodb/test_dynamodb_update_expressions.py test_update_item_add_empty_set (aws_verified, moto 5.2.5). */
    @Test
    void currentLayerWrapsNoEmptySetOrFalseNull() {
        AttributeValue emptySet = AttributeValue.fromSs(List.of());
        expectValidation(one(INVALID + "An string set  may not be empty"), () -> ddb.updateItem(r -> r.tableName(t)
                .key(item("pk", s("e"))).updateExpression("ADD ss :e").expressionAttributeValues(Map.of(":e", emptySet))));
        expectValidation(one(INVALID + "Null attribute value types must have the value of true"), () -> ddb.putItem(r -> r
                .tableName(t).item(item("pk", s("e"))).conditionExpression("attribute_not_exists(pk) OR x = :v")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromNul(false)))));
        expectValidation(INVALID + "An string set  may not be empty", () -> ddb.query(r -> r.tableName(t)
                .keyConditionExpression("pk = :p").filterExpression("s = :e")
                .expressionAttributeValues(Map.of(":p", s("e"), ":e", emptySet))));
        expectValidation("ExpressionAttributeValues contains invalid value: " + INVALID + "An string set  may not be empty for key :e",
                () -> ddb.scan(r -> r.tableName(t).filterExpression("s = :e").expressionAttributeValues(Map.of(":e", emptySet))));
    }

    @Test
    void currentLayerKeepsTheColonAfterAnEmptyNumber() {
        expectValidation(one(NN + ": "), () -> ddb.putItem(r -> r.tableName(t).item(item("pk", s("n"), "n", n("")))));
        expectValidation(NN + ": ", () -> ddb.getItem(r -> r.tableName(t).key(item("pk", n("")))));
        expectValidation(NN + ": ", () -> ddb.batchGetItem(r -> r.requestItems(
                Map.of(t, KeysAndAttributes.builder().keys(item("pk", n(""))).build()))));
    }

    @Test
    void olderLayerPrintsSetsAsSentAndReadsNumbersAsBigDecimal() {
        eachSet(OLDER, d -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t, List.of(
                WriteRequest.builder()
                        .putRequest(p -> p.item(item("pk", s("d"), "s", d))).build())))));
        expectValidation(NN, () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t, List.of(
                WriteRequest.builder()
                        .putRequest(p -> p.item(item("pk", s("n"), "n", n("")))).build())))));
        expectValidation(UNDERFLOW, () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t, List.of(
                WriteRequest.builder()
                        .putRequest(p -> p.item(item("pk", s("n"), "n", n("1e2147483647")))).build())))));
        expectValidation("ExpressionAttributeValues contains invalid value: " + UNDERFLOW + " for key :v",
                () -> ddb.transactWriteItems(r -> r.transactItems(i -> i.update(u -> u.tableName(t).key(item("pk", s("n")))
                        .updateExpression("SET n = :v").expressionAttributeValues(Map.of(":v", n("1e2147483647")))))));
    }
}
