package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class BatchWriteItemTest extends EngineTest {

    static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(p -> p.item(item)).build();
    }

    static WriteRequest delete(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(d -> d.key(key)).build();
    }

    @Nested
    class Validations {
        @Test
        void tooManyWrites() {
            String t = createTable("pk", null);
            String u = createTable("pk", null);
            List<WriteRequest> twenty = new ArrayList<>();
            for (int i = 0; i < 20; i++) twenty.add(put(item("pk", s("k" + i))));
            expectValidation("Too many items requested for the BatchWriteItem call",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t, twenty, u, twenty))));
        }

        // RequestItems absent or empty: DynamoDB's own sentence (paritysuite/dynamodb-conformance
        // tests/tier3/error-messages/batchWriteItem.test.ts, the answer of most regions in 2026).
        @Test
        void absentOrEmptyRequestItems() {
            expectValidation("The requestItems parameter is required for BatchWriteItem", () -> ddb.batchWriteItem(r -> {}));
            expectValidation("The requestItems parameter is required for BatchWriteItem",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of())));
        }

        // The map-value constraint echoes RequestItems as DynamoDB's Java request model prints it: "{table=[...]}".
        @Test
        void anEmptyListIsEchoedAsTheJavaModelPrintsIt() {
            expectValidation("1 validation error detected: Value '{hash=[]}' at 'requestItems' failed to satisfy constraint: "
                    + "Map value must satisfy constraint: [Member must have length less than or equal to 25, "
                    + "Member must have length greater than or equal to 1]",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of("hash", List.of()))));
        }

        // paritysuite/dynamodb-conformance captures/cross-region-latest.json c_bw_over25 (us-east-1, 2026-06-23): each
        // WriteRequest and AttributeValue printed field by field.
        @Test
        void moreThan25WritesToOneTableAreEchoedWriteByWrite() {
            List<WriteRequest> writes = new ArrayList<>();
            List<String> echoed = new ArrayList<>();
            for (int i = 0; i < 26; i++) {
                writes.add(put(item("pk", s("bw-" + i))));
                echoed.add("WriteRequest(putRequest=PutRequest(item={pk=AttributeValue(s=bw-" + i + ", n=null, b=null, iNT=null, "
                        + "dECIMAL=null, dOUBLE=null, sS=null, nS=null, bS=null, iNTSET=null, dECIMALSET=null, dOUBLESET=null, "
                        + "m=null, l=null, nULL=null, bOOL=null)}, workloadProfileName=null), deleteRequest=null)");
            }
            expectValidation("1 validation error detected: Value '{hash=[" + String.join(", ", echoed) + "]}' at 'requestItems' "
                    + "failed to satisfy constraint: Map value must satisfy constraint: [Member must have length less than or "
                    + "equal to 25, Member must have length greater than or equal to 1]",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of("hash", writes))));
        }

        // API reference, BatchWriteItem RequestItems: "Maximum number of 25 items" (tables).
        @Test
        void moreThan25Tables() {
            Map<String, List<WriteRequest>> tables = new java.util.LinkedHashMap<>();
            for (int i = 0; i < 26; i++) tables.put("table" + i, List.of(put(item("pk", s("a")))));
            DynamoDbException e = catchThrowableOfType(DynamoDbException.class, () -> ddb.batchWriteItem(r -> r.requestItems(tables)));
            assertThat(e.awsErrorDetails().errorMessage()).matches(Pattern.quote("1 validation error detected: Value '{table0=[")
                    + ".+" + Pattern.quote("]}' at 'requestItems' failed to satisfy constraint: Member must have length less than or equal to 25"));
        }

        @Test
        void duplicateKeysInOneTable() {
            String t = createTable("pk", null);
            expectValidation("Provided list of item keys contains duplicates",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t, List.of(put(item("pk", s("a"))), delete(item("pk", s("a"))))))));
        }

        /**
         * dynalite's batchWriteItem.js, "should return ValidationException for incorrect attributes": the malformed name
         * and each empty request are reported together, the rendered map as its pattern {.+} (dynalite 4.0.0 renders
         * DeleteRequest first, the SDK sends PutRequest first, so the differential suite sends this shape with
         * DeleteRequest first). With unknown enums too, the name gives way to them (DynamoDB's answer of 2026-10-09 in
         * paritysuite/dynamodb-conformance tests/tier3/validation-ordering/batchOperations.test.ts; dynalite 4.0.0 lists it).
         */
        @Test
        void emptyPutAndDeleteRequestsAreEachReported() {
            WriteRequest both = WriteRequest.builder().putRequest(p -> {}).deleteRequest(d -> {}).build();
            String nulls = "Value null at 'requestItems.aa;.member.1.member.deleteRequest.key' failed to satisfy constraint: Member must not be null; "
                    + "Value null at 'requestItems.aa;.member.1.member.putRequest.item' failed to satisfy constraint: Member must not be null";
            DynamoDbException e = catchThrowableOfType(DynamoDbException.class, () -> ddb.batchWriteItem(r -> r
                    .requestItems(Map.of("aa;", List.of(both)))));
            assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
            assertThat(e.awsErrorDetails().errorMessage()).matches(Pattern.quote("3 validation errors detected: Value '") + "\\{.+}"
                    + Pattern.quote("' at 'requestItems' failed to satisfy constraint: Map keys must satisfy constraint: "
                    + "[Member must have length less than or equal to 255, Member must have length greater than or equal to 3, "
                    + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]; " + nulls));
            expectValidation("4 validation errors detected: "
                    + "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; "
                    + "Value 'hi' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]; "
                    + nulls, () -> ddb.batchWriteItem(r -> r.requestItems(Map.of("aa;", List.of(both)))
                    .returnConsumedCapacity("hi").returnItemCollectionMetrics("hi")));
        }

        /**
         * RequestItems' keys follow the plain-name rule, 3 to 255 characters (API reference, BatchWriteItem: "Length
         * Constraints: Minimum length of 3. Maximum length of 255" on the key): a 255-character name is written to, a
         * 256-character one is DynamoDB's map-key constraint violation.
         */
        @Test
        void aTableNameOf255CharactersIsAKeyAnd256IsNot() {
            String longest = createTableNamed(255);
            BatchWriteItemResponse written = ddb.batchWriteItem(r -> r.requestItems(Map.of(longest, List.of(put(item("pk", s("a")))))));
            assertThat(written.unprocessedItems()).isEmpty();
            assertThat(ddb.getItem(r -> r.tableName(longest).key(item("pk", s("a")))).hasItem()).isTrue();
            String tooLong = longest + "x";
            DynamoDbException e = catchThrowableOfType(DynamoDbException.class, () -> ddb.batchWriteItem(r -> r
                    .requestItems(Map.of(tooLong, List.of(put(item("pk", s("a"))))))));
            assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
            assertThat(e.awsErrorDetails().errorMessage()).matches(Pattern.quote("1 validation error detected: Value '")
                    + "\\{.+}" + Pattern.quote("' at 'requestItems' failed to satisfy constraint: Map keys must satisfy constraint: "
                    + "[Member must have length less than or equal to 255, Member must have length greater than or equal to 3, "
                    + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]"));
        }

        // paritysuite/dynamodb-conformance tests/tier3/validation-ordering/batchOperations.test.ts (us-east-1 and eu-west-2,
        // 2026-10-09): unlike BatchGetItem, BatchWriteItem reports an unknown enum alone over a malformed table name.
        @Test
        void anUnknownEnumIsReportedAloneOverAMalformedTableName() {
            expectValidation("1 validation error detected: Value 'BOGUS' at 'returnConsumedCapacity' failed to satisfy constraint: "
                    + "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of("bad!name", List.of(put(item("pk", s("a"))))))
                            .returnConsumedCapacity("BOGUS")));
        }

        /**
         * An item's index key of the wrong type or empty names the alphabetically-first index the attribute keys, a GSI
         * before an LSI here (paritysuite/dynamodb-conformance tests/tier3/error-messages/indexKeyValues.test.ts, four
         * regions, 2026-06-23: lsi1sk keys lsi1, gsi1 and gsi2, and the message names gsi1).
         */
        @Test
        void anIndexKeyProblemNamesTheAlphabeticallyFirstIndex() {
            String t = createTable("pk", "S", "sk", "S", b -> b
                    .attributeDefinitions(QueryTest.def("pk", "S"), QueryTest.def("sk", "S"), QueryTest.def("lsi1sk", "S"))
                    .localSecondaryIndexes(l -> l.indexName("lsi1").projection(p -> p.projectionType("ALL"))
                            .keySchema(k -> k.attributeName("pk").keyType("HASH"), k -> k.attributeName("lsi1sk").keyType("RANGE")))
                    .globalSecondaryIndexes(g -> g.indexName("gsi2").projection(p -> p.projectionType("ALL"))
                                    .keySchema(k -> k.attributeName("lsi1sk").keyType("HASH")),
                            g -> g.indexName("gsi1").projection(p -> p.projectionType("ALL"))
                                    .keySchema(k -> k.attributeName("lsi1sk").keyType("HASH"))));
            expectValidation("One or more parameter values were invalid: Type mismatch for Index Key lsi1sk Expected: S Actual: N "
                    + "IndexName: gsi1", () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t,
                    List.of(put(item("pk", s("a"), "sk", s("a"), "lsi1sk", n(5))))))));
            expectValidation("One or more parameter values are not valid. A value specified for a secondary index key is not "
                    + "supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: gsi1, "
                    + "IndexKey: lsi1sk", () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t,
                    List.of(put(item("pk", s("a"), "sk", s("c"), "lsi1sk", s(""))))))));
        }

        @Test
        void badItemFailsWholeBatch() {
            String t = createTable("pk", null);
            expectValidation("The provided key element does not match the schema",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t, List.of(put(item("pk", s("ok"))), put(item("x", s("bad"))))))));
            assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("ok")))).hasItem()).isFalse();
        }
    }

    @Nested
    class Functionality {
        @Test
        void putsAndDeletes() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("old"))));
            BatchWriteItemResponse r = ddb.batchWriteItem(b -> b.requestItems(Map.of(t, List.of(
                    put(item("pk", s("a"))), put(item("pk", s("b"))), delete(item("pk", s("old"))))))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            assertThat(r.unprocessedItems()).isEmpty();
            assertThat(r.consumedCapacity()).singleElement().satisfies(c -> assertThat(c.capacityUnits()).isEqualTo(3.0));
            assertThat(ddb.scan(b -> b.tableName(t)).items()).extracting(i -> i.get("pk").s())
                    .containsExactlyInAnyOrder("a", "b");
        }
    }
}
