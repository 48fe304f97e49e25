package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

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

        @Test
        void duplicateKeysInOneTable() {
            String t = createTable("pk", null);
            expectValidation("Provided list of item keys contains duplicates",
                    () -> ddb.batchWriteItem(r -> r.requestItems(Map.of(t, List.of(put(item("pk", s("a"))), delete(item("pk", s("a"))))))));
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
