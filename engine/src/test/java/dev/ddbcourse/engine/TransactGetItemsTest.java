package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

import static org.assertj.core.api.Assertions.assertThat;

class TransactGetItemsTest extends EngineTest {

    static TransactGetItem get(String table, java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> key) {
        return TransactGetItem.builder().get(g -> g.tableName(table).key(key)).build();
    }

    @Nested
    class Validations {
        @Test
        void sameItemTwice() {
            String t = createTable("pk", null);
            expectValidation("Transaction request cannot include multiple operations on one item",
                    () -> ddb.transactGetItems(r -> r.transactItems(get(t, item("pk", s("a"))), get(t, item("pk", s("a"))))));
        }

        @Test
        void keyNotFittingTheSchemaCancelsWithAValidationErrorReason() {
            String t = createTable("pk", null);
            // Only the first bad key is reported, as for TransactWriteItems (Alternator's test_transact.py, run against AWS).
            TransactionCanceledException e = expectError(TransactionCanceledException.class,
                    "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ValidationError, None]",
                    () -> ddb.transactGetItems(r -> r.transactItems(get(t, item("pk", s("a"))), get(t, item("pk", n(1))),
                            get(t, item("pk", s("b"), "extra", s("c"))))));
            assertThat(e.cancellationReasons()).extracting(CancellationReason::message)
                    .containsExactly(null, "The provided key element does not match the schema", null);
        }

        @Test
        void emptyKeyValueFailsTheWholeRequest() {
            String t = createTable("pk", null);
            expectValidation("One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain"
                            + " an empty string value. Key: pk",
                    () -> ddb.transactGetItems(r -> r.transactItems(get(t, item("pk", n(1))), get(t, item("pk", s(""))))));
        }
    }

    @Nested
    class Functionality {
        @Test
        void readsInOrderWithEmptyResponsesForMissingItems() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "v", n(1))));
            TransactGetItemsResponse r = ddb.transactGetItems(b -> b.transactItems(get(t, item("pk", s("missing"))),
                    get(t, item("pk", s("a")))).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            assertThat(r.responses()).hasSize(2);
            assertThat(r.responses().get(0).hasItem()).isFalse();
            assertThat(r.responses().get(1).item()).isEqualTo(item("pk", s("a"), "v", n(1)));
            assertThat(r.consumedCapacity()).singleElement().satisfies(c -> assertThat(c.capacityUnits()).isEqualTo(4.0));
        }

        // paritysuite/dynamodb-conformance tests/tier2/transactions/transactGet.test.ts (AWS): a present item whose projection
        // selects nothing has no Item, not an empty one.
        @Test
        void aProjectionThatSelectsNothingLeavesOutTheItem() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "real", s("here"))));
            TransactGetItemsResponse r = ddb.transactGetItems(b -> b.transactItems(TransactGetItem.builder().get(g -> g
                    .tableName(t).key(item("pk", s("a"))).projectionExpression("#x")
                    .expressionAttributeNames(java.util.Map.of("#x", "doesNotExist"))).build()));
            assertThat(r.responses()).singleElement().satisfies(response -> assertThat(response.hasItem()).isFalse());
        }

        // paritysuite/dynamodb-conformance tests/tier2/transactions/transactGet.test.ts (AWS): the units are read units too.
        @Test
        void capacityIsReportedAsReadUnits() {
            String t = createTable("pk", null);
            TransactGetItemsResponse r = ddb.transactGetItems(b -> b.transactItems(get(t, item("pk", s("a"))))
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            assertThat(r.consumedCapacity()).singleElement().satisfies(c -> {
                assertThat(c.readCapacityUnits()).isEqualTo(2.0);
                assertThat(c.writeCapacityUnits()).isNull();
                assertThat(c.table().readCapacityUnits()).isEqualTo(2.0);
            });
        }
    }
}
