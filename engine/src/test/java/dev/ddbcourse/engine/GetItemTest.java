package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class GetItemTest extends EngineTest {

    @Nested
    class Validations {
        @Test
        void missingTable() {
            expectError(ResourceNotFoundException.class, "Requested resource not found",
                    () -> ddb.getItem(r -> r.tableName("missing").key(item("pk", s("a")))));
        }

        @Test
        void nullTableNameAndKey() {
            expectValidation("2 validation errors detected: Value null at 'tableName' failed to satisfy constraint: "
                            + "Member must not be null; Value null at 'key' failed to satisfy constraint: Member must not be null",
                    () -> ddb.getItem(r -> r.tableName(null)));
        }

        @Test
        void keyWithExtraAttribute() {
            String t = createTable("pk", null);
            expectValidation("The provided key element does not match the schema",
                    () -> ddb.getItem(r -> r.tableName(t).key(item("pk", s("a"), "x", s("b")))));
        }

        @Test
        void keyOfWrongType() {
            String t = createTable("pk", null);
            expectValidation("The provided key element does not match the schema",
                    () -> ddb.getItem(r -> r.tableName(t).key(item("pk", n(1)))));
        }

        @Test
        void keyMissingSortKey() {
            String t = createTable("pk", "sk");
            expectValidation("The provided key element does not match the schema",
                    () -> ddb.getItem(r -> r.tableName(t).key(item("pk", s("a")))));
        }

        @Test
        void emptyStringKey() {
            String t = createTable("pk", null);
            // Live DynamoDB's wording (getmoto/moto#5345 quotes it for GetItem), not dynalite's "were invalid:".
            expectValidation("One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                    + "contain an empty string value. Key: pk", () -> ddb.getItem(r -> r.tableName(t).key(item("pk", s("")))));
        }

        @Test
        void projectionWithReservedWord() {
            String t = createTable("pk", null);
            expectValidation("Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved keyword: name",
                    () -> ddb.getItem(r -> r.tableName(t).key(item("pk", s("a"))).projectionExpression("name")));
        }
    }

    @Nested
    class Functionality {
        @Test
        void missingItemHasNoItemButCostsARead() {
            String t = createTable("pk", null);
            GetItemResponse r = ddb.getItem(b -> b.tableName(t).key(item("pk", s("none")))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            assertThat(r.hasItem()).isFalse();
            assertThat(r.consumedCapacity().capacityUnits()).isEqualTo(0.5);
        }

        @Test
        void projectsNestedPaths() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "m", software.amazon.awssdk.services.dynamodb.model.AttributeValue
                    .fromM(Map.of("x", s("1"), "y", s("2"))), "other", s("o"))));
            GetItemResponse r = ddb.getItem(b -> b.tableName(t).key(item("pk", s("a"))).projectionExpression("#m.x")
                    .expressionAttributeNames(Map.of("#m", "m")));
            assertThat(r.item()).isEqualTo(item("m", software.amazon.awssdk.services.dynamodb.model.AttributeValue
                    .fromM(Map.of("x", s("1")))));
        }

        @Test
        void strongReadOfLargeItemCostsMore() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "d", s("x".repeat(9000)))));
            GetItemResponse r = ddb.getItem(b -> b.tableName(t).key(item("pk", s("a"))).consistentRead(true)
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            assertThat(r.consumedCapacity().capacityUnits()).isEqualTo(3.0);
        }
    }
}
