package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TransactWriteItemsTest extends EngineTest {

    static TransactWriteItem put(String t, Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(p -> p.tableName(t).item(item)).build();
    }

    static TransactWriteItem putIfAbsent(String t, Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(p -> p.tableName(t).item(item).conditionExpression("attribute_not_exists(pk)")
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)).build();
    }

    static TransactWriteItem increment(String t, String pk) {
        return TransactWriteItem.builder().update(u -> u.tableName(t).key(Map.of("pk", AttributeValue.fromS(pk)))
                .updateExpression("ADD n :one").expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1")))).build();
    }

    @Nested
    class Validations {
        // paritysuite/dynamodb-conformance tests/tier3/validation-ordering/deepRequests.test.ts (against AWS): a Put
        // item with an empty attribute name is "Empty attribute name"; in a request nested past JSON depth 128 (a
        // value past about 62 levels), the nesting limit is reported only when nothing else is wrong.
        private static AttributeValue deep(int depth) {
            AttributeValue v = s("leaf");
            for (int i = 0; i < depth; i++) v = AttributeValue.fromM(Map.of("n", v));
            return v;
        }

        private static final String NEST = "Nesting Levels have exceeded supported limits: Attributes in the item have "
                + "nested levels beyond supported limit";

        // paritysuite/dynamodb-conformance tests/tier3/validation-ordering/transactions.test.ts (us-east-1): a too long
        // ClientRequestToken is reported before an unknown ReturnConsumedCapacity.
        @Test
        void tokenBeforeTheEnum() {
            String token = "x".repeat(37);
            expectValidation("2 validation errors detected: Value '" + token + "' at 'clientRequestToken' failed to satisfy "
                            + "constraint: Member must have length less than or equal to 36; Value 'BOGUS' at "
                            + "'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: "
                            + "[INDEXES, TOTAL, NONE]",
                    () -> ddb.transactWriteItems(r -> r.transactItems(put(uniqueName("t"), item("pk", s("a"))))
                            .clientRequestToken(token).returnConsumedCapacity("BOGUS")));
        }

        @Test
        void putItemWithAnEmptyAttributeName() {
            String t = uniqueName("absent");
            expectValidation("Empty attribute name", () -> ddb.transactWriteItems(r -> r.transactItems(
                    put(t, item("pk", s("a"), "", s("x"))), put(t, item("pk", s("b"), "d", deep(100))))));
        }

        @Test
        void aDeepRequestReportsNestingLast() {
            String t = uniqueName("absent");
            Map<String, AttributeValue> both = new java.util.LinkedHashMap<>();
            both.put("pk", s("a"));
            both.put("d", deep(100));
            both.put("", s("x"));
            expectValidation("Empty attribute name", () -> ddb.transactWriteItems(r -> r.transactItems(put(t, both))));
            expectValidation("Invalid ConditionExpression: Syntax error; token: \"=\", near: \"= = b\"",
                    () -> ddb.transactWriteItems(r -> r.transactItems(TransactWriteItem.builder().delete(d -> d.tableName(t)
                            .key(item("pk", deep(100))).conditionExpression("a = = b")).build())));
            expectValidation(NEST, () -> ddb.transactWriteItems(r -> r.transactItems(TransactWriteItem.builder()
                    .delete(d -> d.tableName(t).key(item("pk", deep(100)))).build())));
            // Under the second limit the nesting error comes first, as the value is read.
            expectValidation(NEST, () -> ddb.transactWriteItems(r -> r.transactItems(TransactWriteItem.builder()
                    .delete(d -> d.tableName(t).key(item("pk", deep(40))).conditionExpression("a = = b")).build())));
        }

        @Test
        void sameItemTwice() {
            String t = createTable("pk", null);
            expectValidation("Transaction request cannot include multiple operations on one item",
                    () -> ddb.transactWriteItems(r -> r.transactItems(put(t, item("pk", s("a"))), increment(t, "a"))));
        }

        @Test
        void keyNotFittingTheSchemaCancelsWithAValidationErrorReason() {
            String t = createTable("id", "S", "part", "N", null);
            // A key of the wrong type or shape is found when the actions are checked, before any runs: a cancellation
            // reason for the first such action only, None for every other (a second bad key, a false condition), nothing
            // written (Alternator's test_transact.py::test_transact_write_cancellation_reasons_validationerror, run against AWS).
            TransactionCanceledException e = expectError(TransactionCanceledException.class,
                    "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ValidationError, None, None]",
                    () -> ddb.transactWriteItems(r -> r.transactItems(
                            put(t, item("id", s("kept"), "part", n(1))),
                            TransactWriteItem.builder().delete(d -> d.tableName(t).key(item("id", s("x"), "part", s("1")))).build(),
                            TransactWriteItem.builder().conditionCheck(c -> c.tableName(t).key(item("id", s("x")))
                                    .conditionExpression("attribute_exists(id)")).build(),
                            TransactWriteItem.builder().conditionCheck(c -> c.tableName(t).key(item("id", s("y"), "part", n(2)))
                                    .conditionExpression("attribute_exists(id)")).build())));
            assertThat(e.cancellationReasons()).extracting(CancellationReason::message)
                    .containsExactly(null, "The provided key element does not match the schema", null, null);
            assertThat(ddb.getItem(r -> r.tableName(t).key(item("id", s("kept"), "part", n(1)))).hasItem()).isFalse();
        }

        @Test
        void putItemKeyOfTheWrongTypeIsItsReasonInPutItemWords() {
            String t = createTable("id", "S", null, null, null);
            TransactionCanceledException e = expectError(TransactionCanceledException.class,
                    "Transaction cancelled, please refer cancellation reasons for specific reasons [ValidationError]",
                    () -> ddb.transactWriteItems(r -> r.transactItems(put(t, item("id", AttributeValue.fromBool(true))))));
            assertThat(e.cancellationReasons().get(0).message())
                    .isEqualTo("One or more parameter values were invalid: Type mismatch for key id expected: S actual: BOOL");
        }

        @Test
        void emptyKeyValueFailsTheWholeRequestBeforeAnyActionRuns() {
            String t = createTable("id", "S", null, null, null);
            // The earlier action's wrong-typed key would cancel; the empty value is refused up front, for the request.
            expectValidation("One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain"
                            + " an empty string value. Key: id",
                    () -> ddb.transactWriteItems(r -> r.transactItems(
                            TransactWriteItem.builder().delete(d -> d.tableName(t).key(item("id", n(3)))).build(),
                            TransactWriteItem.builder().update(u -> u.tableName(t).key(item("id", s("")))
                                    .updateExpression("SET v = :v").expressionAttributeValues(Map.of(":v", n(1)))).build())));
        }

        // paritysuite tier3/error-messages transactWriteItems.test.ts "action with no operation": us-east-1's text
        // (eu-west-2 answers a constraint form instead; the recording accepts either).
        @Test
        void actionWithNoOperation() {
            expectValidation("Invalid Request: TransactWriteRequest should contain Delete or Put or Update request",
                    () -> ddb.transactWriteItems(r -> r.transactItems(TransactWriteItem.builder().build())));
        }

        @Test
        void emptyList() {
            expectValidation("1 validation error detected: Value '[]' at 'transactItems' failed to satisfy constraint: "
                            + "Member must have length greater than or equal to 1",
                    () -> ddb.transactWriteItems(r -> r.transactItems(java.util.List.of())));
        }

        @Test
        void emptyStringIntoAnIndexKeyFailsTheWholeRequest() {
            String t = createTableWithGsi();
            // Top level, not a cancellation reason (as DynamoDB answers; see Messages.emptyIndexKeyByUpdate).
            expectValidation("One or more parameter values are not valid. The update expression attempted to update a secondary"
                    + " index key to a value that is not supported. The AttributeValue for a key attribute cannot contain an empty"
                    + " string value.", () -> ddb.transactWriteItems(r -> r.transactItems(
                    TransactWriteItem.builder().put(p -> p.tableName(t).item(item("pk", s("other")))).build(),
                    TransactWriteItem.builder().update(u -> u.tableName(t).key(item("pk", s("a")))
                            .updateExpression("SET gk = :e").expressionAttributeValues(Map.of(":e", s("")))).build())));
            assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("other")))).hasItem()).isFalse();
        }

        // paritysuite/dynamodb-conformance tests/tier3/error-messages/transactIndexKeys.test.ts (AWS): an attribute that
        // keys several indexes is reported against the alphabetically first, in a cancellation reason and up front alike.
        @Test
        void indexKeyFaultNamesTheFirstIndexByName() {
            String t = createTableWithIndexesOnOneAttribute();
            TransactionCanceledException e = expectError(TransactionCanceledException.class,
                    "Transaction cancelled, please refer cancellation reasons for specific reasons [ValidationError]",
                    () -> ddb.transactWriteItems(r -> r.transactItems(put(t, item("pk", s("a"), "sk", s("b"), "c", n(5))))));
            assertThat(e.cancellationReasons().get(0).message()).isEqualTo("One or more parameter values were invalid: Type"
                    + " mismatch for Index Key c Expected: S Actual: N IndexName: gsi1");
            expectValidation("One or more parameter values are not valid. A value specified for a secondary index key is not"
                    + " supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: gsi1,"
                    + " IndexKey: c", () -> ddb.transactWriteItems(r -> r.transactItems(
                            put(t, item("pk", s("a"), "sk", s("b"), "c", s(""))))));
        }

        // paritysuite/dynamodb-conformance tests/tier3/error-messages/transactWriteItems.test.ts (AWS): an empty binary
        // index key in a Put's item names the binary kind, as a string one names the string.
        @Test
        void emptyBinaryIndexKeyInAPutNamesTheBinaryKind() {
            String t = createTable("pk", "S", null, null, b -> b
                    .attributeDefinitions(software.amazon.awssdk.services.dynamodb.model.AttributeDefinition.builder()
                                    .attributeName("pk").attributeType("S").build(),
                            software.amazon.awssdk.services.dynamodb.model.AttributeDefinition.builder()
                                    .attributeName("bidx").attributeType("B").build())
                    .globalSecondaryIndexes(g -> g.indexName("gsib").keySchema(k -> k.attributeName("bidx").keyType("HASH"))
                            .projection(p -> p.projectionType("ALL"))));
            expectValidation("One or more parameter values are not valid. A value specified for a secondary index key is not"
                    + " supported. The AttributeValue for a key attribute cannot contain an empty binary value. IndexName: gsib,"
                    + " IndexKey: bidx", () -> ddb.transactWriteItems(r -> r.transactItems(TransactWriteItem.builder()
                    .put(p -> p.tableName(t).item(item("pk", s("eb"), "bidx", AttributeValue.fromB(
                            software.amazon.awssdk.core.SdkBytes.fromByteArray(new byte[0])))))
                    .build())));
        }

        @Test
        void cannotUpdateKey() {
            String t = createTable("pk", null);
            expectValidation("One or more parameter values were invalid: Cannot update attribute pk. This attribute is part of the key",
                    () -> ddb.transactWriteItems(r -> r.transactItems(TransactWriteItem.builder().update(u -> u.tableName(t)
                            .key(item("pk", s("a"))).updateExpression("SET pk = :v")
                            .expressionAttributeValues(Map.of(":v", s("b")))).build())));
        }
    }

    @Nested
    class Functionality {
        @Test
        void allWritesApplyTogether() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("gone"))));
            TransactWriteItemsResponse r = ddb.transactWriteItems(b -> b.transactItems(
                    put(t, item("pk", s("a"))), increment(t, "counter"),
                    TransactWriteItem.builder().delete(d -> d.tableName(t).key(item("pk", s("gone")))).build(),
                    TransactWriteItem.builder().conditionCheck(c -> c.tableName(t).key(item("pk", s("none")))
                            .conditionExpression("attribute_not_exists(pk)")).build())
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            assertThat(ddb.scan(b -> b.tableName(t)).items()).extracting(i -> i.get("pk").s())
                    .containsExactlyInAnyOrder("a", "counter");
            // 3 writes and a check of at most 1 KB, each charged twice.
            assertThat(r.consumedCapacity()).singleElement().satisfies(c -> assertThat(c.capacityUnits()).isEqualTo(8.0));
        }

        // paritysuite/dynamodb-conformance tests/tier2/transactions/transactWrite.test.ts (eu-west-2): a transaction reports
        // its units as write units too (WriteCapacityUnits, no read units), a ConditionCheck's among them.
        @Test
        void capacityIsReportedAsWriteUnits() {
            String t = createTable("pk", null);
            String u = createTable("pk", null);
            ddb.putItem(r -> r.tableName(u).item(item("pk", s("present"))));
            TransactWriteItemsResponse r = ddb.transactWriteItems(b -> b.transactItems(put(t, item("pk", s("a"))),
                    TransactWriteItem.builder().conditionCheck(c -> c.tableName(u).key(item("pk", s("present")))
                            .conditionExpression("attribute_exists(pk)")).build())
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            assertThat(r.consumedCapacity()).hasSize(2).allSatisfy(c -> {
                assertThat(c.capacityUnits()).isEqualTo(2.0);
                assertThat(c.writeCapacityUnits()).isEqualTo(2.0);
                assertThat(c.readCapacityUnits()).isNull();
                assertThat(c.table().writeCapacityUnits()).isEqualTo(2.0);
                assertThat(c.table().readCapacityUnits()).isNull();
            });
        }

        // The same file (eu-west-2): a repeat with the same ClientRequestToken reports a transactional read of the item
        // as it is stored (a ~1.5 KB item: 2 read units), not the first call's 4 write units.
        @Test
        void aReplayedTokenReportsReadUnits() {
            String t = createTable("pk", null);
            TransactWriteItem write = put(t, item("pk", s("replay"), "big", s("x".repeat(1536))));
            TransactWriteItemsResponse first = ddb.transactWriteItems(b -> b.transactItems(write)
                    .clientRequestToken("replay-token").returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            TransactWriteItemsResponse replay = ddb.transactWriteItems(b -> b.transactItems(write)
                    .clientRequestToken("replay-token").returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            assertThat(first.consumedCapacity()).singleElement().satisfies(c -> {
                assertThat(c.writeCapacityUnits()).isEqualTo(4.0);
                assertThat(c.readCapacityUnits()).isNull();
            });
            assertThat(replay.consumedCapacity()).singleElement().satisfies(c -> {
                assertThat(c.capacityUnits()).isEqualTo(2.0);
                assertThat(c.readCapacityUnits()).isEqualTo(2.0);
                assertThat(c.writeCapacityUnits()).isNull();
            });
        }

        @Test
        void indexWritesInsideATransactionAreChargedOnceAndTableWritesTwice() {
            // Issue 17: two measurements against live DynamoDB charge a transaction's GSI writes at the single rate.
            String t = createTableWithGsi();
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("moved"), "gk", s("g1"))));
            TransactWriteItemsResponse r = ddb.transactWriteItems(b -> b.transactItems(
                    put(t, item("pk", s("new"), "gk", s("g1"))),
                    TransactWriteItem.builder().update(u -> u.tableName(t).key(item("pk", s("moved")))
                            .updateExpression("SET gk = :g").expressionAttributeValues(Map.of(":g", s("g2")))).build(),
                    put(t, item("pk", s("sparse"))))
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            assertThat(r.consumedCapacity()).singleElement().satisfies(c -> {
                assertThat(c.table().capacityUnits()).isEqualTo(6.0);          // 3 items of < 1 KB, twice each
                // a put into the index (1) and a key change (a delete and a put: 2); the item without gk is not in it
                assertThat(c.globalSecondaryIndexes().get("byGk").capacityUnits()).isEqualTo(3.0);
                assertThat(c.capacityUnits()).isEqualTo(9.0);
            });
        }

        @Test
        void failedConditionCancelsEverythingWithReasons() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("taken"), "v", n(1))));
            TransactionCanceledException e = expectError(TransactionCanceledException.class,
                    "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]",
                    () -> ddb.transactWriteItems(r -> r.transactItems(put(t, item("pk", s("new"))),
                            putIfAbsent(t, item("pk", s("taken"), "v", n(2))))));
            assertThat(e.cancellationReasons()).extracting(CancellationReason::code).containsExactly("None", "ConditionalCheckFailed");
            assertThat(e.cancellationReasons().get(1).message()).isEqualTo("The conditional request failed");
            assertThat(e.cancellationReasons().get(1).item()).isEqualTo(item("pk", s("taken"), "v", n(1)));
            assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("new")))).hasItem()).isFalse();
            assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("taken")))).item().get("v")).isEqualTo(n(1));
        }

        @Test
        void clientRequestTokenMakesRetriesIdempotent() {
            String t = createTable("pk", null);
            for (int i = 0; i < 3; i++) {
                ddb.transactWriteItems(r -> r.clientRequestToken("token-1").transactItems(increment(t, "c")));
            }
            assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("c")))).item().get("n")).isEqualTo(n(1));
            expectError(IdempotentParameterMismatchException.class,
                    "Specified idempotent token was already used with different parameters",
                    () -> ddb.transactWriteItems(r -> r.clientRequestToken("token-1").transactItems(increment(t, "d"))));
        }
    }
}
