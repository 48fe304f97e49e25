package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class BatchGetItemTest extends EngineTest {

    static KeysAndAttributes keys(List<Map<String, AttributeValue>> keys) {
        return KeysAndAttributes.builder().keys(keys).build();
    }

    @Nested
    class Validations {
        // paritysuite/dynamodb-conformance tests/tier3/validation-ordering/batchOperations.test.ts (us-east-1 and eu-west-2):
        // a malformed table name is reported before the unknown ReturnConsumedCapacity.
        @Test
        void tableNameConstraintBeforeTheEnum() {
            expectValidation("2 validation errors detected: Value '{\"bad!name\":{\"Keys\":[{\"pk\":{\"S\":\"a\"}}]}}' at "
                            + "'requestItems' failed to satisfy constraint: Map keys must satisfy constraint: [Member must have "
                            + "length less than or equal to 255, Member must have length greater than or equal to 3, Member must "
                            + "satisfy regular expression pattern: [a-zA-Z0-9_.-]+]; Value 'BOGUS' at 'returnConsumedCapacity' "
                            + "failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of("bad!name", KeysAndAttributes.builder()
                            .keys(Map.of("pk", s("a"))).build())).returnConsumedCapacity("BOGUS")));
        }

        // RequestItems absent: DynamoDB's own sentence, not a constraint list (the requestItems rule as the brief's live
        // suite recorded it; the older "Value null ... Member must not be null" stays when another member is wrong too).
        @Test
        void absentRequestItems() {
            expectValidation("The requestItems parameter is required for BatchGetItem", () -> ddb.batchGetItem(r -> {}));
        }

        // paritysuite/dynamodb-conformance tests/tier3/error-messages/batchGetItem.test.ts (every region but one, 2026-09-02):
        // the validation framework's constraint, naming the member without echoing it.
        @Test
        void emptyRequestItems() {
            expectValidation("1 validation error detected: Value at 'RequestItems' failed to satisfy constraint: "
                    + "Member must have length greater than or equal to 1", () -> ddb.batchGetItem(r -> r.requestItems(Map.of())));
        }

        // API reference, BatchGetItem RequestItems: "Maximum number of 100 items" (tables), in the framework's words.
        @Test
        void moreThan100Tables() {
            Map<String, KeysAndAttributes> tables = new java.util.LinkedHashMap<>();
            for (int i = 0; i < 101; i++) tables.put("table" + i, keys(List.of(item("pk", s("a")))));
            expectValidation("1 validation error detected: Value at 'RequestItems' failed to satisfy constraint: "
                    + "Member must have length less than or equal to 100", () -> ddb.batchGetItem(r -> r.requestItems(tables)));
        }

        // paritysuite/dynamodb-conformance tests/tier3/error-messages/batchGetItem.test.ts (us-east-1, eu-west-2, 2026-10-09).
        @Test
        void emptyKeysAndMoreThan100KeysNameTheMember() {
            String t = createTable("pk", null);
            expectValidation("1 validation error detected: Value at 'RequestItems." + t + ".member.Keys' failed to satisfy "
                    + "constraint: Member must have length greater than or equal to 1",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of(t, keys(List.of())))));
            List<Map<String, AttributeValue>> many = new ArrayList<>();
            for (int i = 0; i < 101; i++) many.add(item("pk", s("bg-" + i)));
            expectValidation("1 validation error detected: Value at 'RequestItems." + t + ".member.Keys' failed to satisfy "
                    + "constraint: Member must have length less than or equal to 100",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of(t, keys(many)))));
        }

        @Test
        void tooManyKeysOverSeveralTables() {
            String t = createTable("pk", null);
            String u = createTable("pk", null);
            List<Map<String, AttributeValue>> many = new ArrayList<>();
            for (int i = 0; i < 100; i++) many.add(item("pk", s("k" + i)));
            expectValidation("Too many items requested for the BatchGetItem call",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of(t, keys(many), u, keys(List.of(item("pk", s("x"))))))));
        }

        @Test
        void projectionExpressionOnOneTableAndAttributesToGetOnAnotherIsRefused() {
            String t = createTable("pk", null);
            String u = createTable("id", null);
            expectValidation("Can not use both expression and non-expression parameters in the same request: "
                            + "Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of(
                            t, KeysAndAttributes.builder().keys(List.of(item("pk", s("a")))).attributesToGet("pk", "v").build(),
                            u, KeysAndAttributes.builder().keys(List.of(item("id", s("b")))).projectionExpression("id, w").build()))));
        }

        @Test
        void duplicateKeys() {
            String t = createTable("pk", null);
            expectValidation("Provided list of item keys contains duplicates",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of(t, keys(List.of(item("pk", s("a")), item("pk", s("a"))))))));
        }

        @Test
        void missingTable() {
            expectError(ResourceNotFoundException.class, "Requested resource not found",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of("nope", keys(List.of(item("pk", s("a"))))))));
        }

        @Test
        void keyMismatch() {
            String t = createTable("pk", null);
            expectValidation("The provided key element does not match the schema",
                    () -> ddb.batchGetItem(r -> r.requestItems(Map.of(t, keys(List.of(item("other", s("a"))))))));
        }
    }

    @Nested
    class Functionality {
        @Test
        void readsFromSeveralTablesWithProjection() {
            String a = createTable("pk", null);
            String b = createTable("id", null);
            ddb.putItem(r -> r.tableName(a).item(item("pk", s("1"), "x", s("ax"), "y", s("ay"))));
            ddb.putItem(r -> r.tableName(b).item(item("id", s("9"), "x", s("bx"))));
            BatchGetItemResponse r = ddb.batchGetItem(req -> req.requestItems(Map.of(
                    a, KeysAndAttributes.builder().keys(item("pk", s("1")), item("pk", s("missing"))).projectionExpression("x").build(),
                    b, keys(List.of(item("id", s("9")))))).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            assertThat(r.responses().get(a)).containsExactly(item("x", s("ax")));
            assertThat(r.responses().get(b)).containsExactly(item("id", s("9"), "x", s("bx")));
            assertThat(r.unprocessedKeys()).isEmpty();
            assertThat(r.consumedCapacity()).hasSize(2);
            assertThat(r.consumedCapacity()).filteredOn(c -> c.tableName().equals(a)).singleElement()
                    .satisfies(c -> assertThat(c.capacityUnits()).isEqualTo(1.0));
        }
    }
}
