package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DeleteItemTest extends EngineTest {

    @Nested
    class Validations {
        @Test
        void returnValuesAllNewRefused() {
            String t = createTable("pk", null);
            expectValidation("1 validation error detected: ReturnValues can only be ALL_OLD or NONE",
                    () -> ddb.deleteItem(r -> r.tableName(t).key(item("pk", s("a"))).returnValues(ReturnValue.ALL_NEW)));
        }

        // paritysuite/dynamodb-conformance tests/tier3/validation-ordering/deepRequests.test.ts (against AWS): past JSON
        // depth 128 the request is answered in the older bare form.
        @Test
        void returnValuesRefusedBareInADeepRequest() {
            AttributeValue deep = s("leaf");
            for (int i = 0; i < 100; i++) deep = AttributeValue.fromM(Map.of("n", deep));
            AttributeValue value = deep;
            String t = uniqueName("absent");
            expectValidation("ReturnValues can only be ALL_OLD or NONE", () -> ddb.deleteItem(r -> r.tableName(t)
                    .key(item("pk", s("a"))).conditionExpression("#d = :deep").expressionAttributeNames(Map.of("#d", "d"))
                    .expressionAttributeValues(Map.of(":deep", value)).returnValues(ReturnValue.UPDATED_NEW)));
        }

        // Same recording: an unknown ReturnValues in a deep request is worded per value, in the older enum form.
        @Test
        void unknownReturnValuesInTheOlderFormInADeepRequest() {
            AttributeValue deep = s("leaf");
            for (int i = 0; i < 100; i++) deep = AttributeValue.fromM(Map.of("n", deep));
            Map<String, AttributeValue> key = Map.of("pk", deep, "sk", s("1"));
            String t = uniqueName("absent");
            expectValidation("1 validation error detected: Value 'BOGUS' at 'returnValues' failed to satisfy constraint: "
                    + "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]",
                    () -> ddb.deleteItem(r -> r.tableName(t).key(key).returnValues("BOGUS")));
        }

        // paritysuite/dynamodb-conformance captures/cross-region-latest.json o_del_empty_table, o_del_two_bad_enums (AWS,
        // 2026): with the key given, an empty TableName is reported alone in the newer wording, and an unknown ReturnValues
        // in the newer enum sentence, beside the others.
        @Test
        void badReturnValuesEnum() {
            String t = createTable("pk", null);
            String newerEnum = "Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW,"
                    + " UPDATE_NEW, NONE]";
            expectValidation("1 validation error detected: " + newerEnum,
                    () -> ddb.deleteItem(r -> r.tableName(t).key(item("pk", s("a"))).returnValues("EVERYTHING")));
            expectValidation("2 validation errors detected: Value 'INVALID' at 'returnConsumedCapacity' failed to satisfy constraint:"
                    + " Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " + newerEnum,
                    () -> ddb.deleteItem(r -> r.tableName(t).key(item("pk", s("a"))).returnValues("INVALID")
                            .returnConsumedCapacity("INVALID")));
            expectValidation("1 validation error detected: Value at 'TableName' failed to satisfy constraint: Member must have"
                    + " length greater than or equal to 1", () -> ddb.deleteItem(r -> r.tableName("").key(Map.of())));
        }

        @Test
        void keyMismatch() {
            String t = createTable("pk", "sk");
            expectValidation("The provided key element does not match the schema",
                    () -> ddb.deleteItem(r -> r.tableName(t).key(item("sk", s("a")))));
        }
    }

    @Nested
    class Functionality {
        @Test
        void deletesAndReturnsOldItem() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "v", n(1))));
            DeleteItemResponse r = ddb.deleteItem(b -> b.tableName(t).key(item("pk", s("a"))).returnValues(ReturnValue.ALL_OLD));
            assertThat(r.attributes()).isEqualTo(item("pk", s("a"), "v", n(1)));
            assertThat(ddb.getItem(b -> b.tableName(t).key(item("pk", s("a")))).hasItem()).isFalse();
            assertThat(ddb.describeTable(b -> b.tableName(t)).table().itemCount()).isZero();
        }

        @Test
        void deletingMissingItemSucceedsAndCostsOneUnit() {
            String t = createTable("pk", null);
            DeleteItemResponse r = ddb.deleteItem(b -> b.tableName(t).key(item("pk", s("none")))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).returnValues(ReturnValue.ALL_OLD));
            assertThat(r.hasAttributes()).isFalse();
            assertThat(r.consumedCapacity().capacityUnits()).isEqualTo(1.0);
        }

        @Test
        void conditionGuardsDelete() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "v", n(1))));
            expectError(ConditionalCheckFailedException.class, "The conditional request failed",
                    () -> ddb.deleteItem(b -> b.tableName(t).key(item("pk", s("a")))
                            .conditionExpression("v = :two").expressionAttributeValues(Map.of(":two", n(2)))));
            assertThat(ddb.getItem(b -> b.tableName(t).key(item("pk", s("a")))).hasItem()).isTrue();
            ddb.deleteItem(b -> b.tableName(t).key(item("pk", s("a")))
                    .conditionExpression("v = :one").expressionAttributeValues(Map.of(":one", n(1))));
            assertThat(ddb.getItem(b -> b.tableName(t).key(item("pk", s("a")))).hasItem()).isFalse();
        }
    }
}
