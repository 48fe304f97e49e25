package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConditionalOperator;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The pre-expression parameters still work (rewritten as expressions), and may not be mixed with them. */
class LegacyParametersTest extends EngineTest {

    static Condition condition(ComparisonOperator op, software.amazon.awssdk.services.dynamodb.model.AttributeValue... values) {
        return Condition.builder().comparisonOperator(op).attributeValueList(values).build();
    }

    @Nested
    class Validations {
        @Test
        void mixingStylesIsRefused() {
            String t = createTable("pk", "sk");
            expectValidation("Can not use both expression and non-expression parameters in the same request: "
                            + "Non-expression parameters: {QueryFilter} Expression parameters: {KeyConditionExpression}",
                    () -> ddb.query(r -> r.tableName(t).keyConditionExpression("pk = :p")
                            .expressionAttributeValues(Map.of(":p", s("a")))
                            .queryFilter(Map.of("x", condition(ComparisonOperator.NOT_NULL)))));
        }

        @Test
        void wrongArgumentCount() {
            String t = createTable("pk", null);
            expectValidation("One or more parameter values were invalid: Invalid number of argument(s) for the EQ ComparisonOperator",
                    () -> ddb.scan(r -> r.tableName(t).scanFilter(Map.of("x", condition(ComparisonOperator.EQ)))));
        }

        @Test
        void existsFalseWithValue() {
            String t = createTable("pk", null);
            expectValidation("1 validation error detected: One or more parameter values were invalid: Value cannot be used when"
                            + " Exists is false for Attribute: pk",
                    () -> ddb.putItem(r -> r.tableName(t).item(item("pk", s("a")))
                            .expected(Map.of("pk", ExpectedAttributeValue.builder().exists(false).value(s("a")).build()))));
        }
    }

    @Nested
    class Functionality {
        @Test
        void keyConditionsQueryFilterAndAttributesToGet() {
            String t = createTable("pk", "sk");
            for (String sk : new String[]{"a1", "a2", "b1"}) {
                ddb.putItem(r -> r.tableName(t).item(item("pk", s("p"), "sk", s(sk), "v", n(sk.equals("a2") ? 2 : 1))));
            }
            var r = ddb.query(b -> b.tableName(t).keyConditions(Map.of(
                            "pk", condition(ComparisonOperator.EQ, s("p")),
                            "sk", condition(ComparisonOperator.BEGINS_WITH, s("a"))))
                    .queryFilter(Map.of("v", condition(ComparisonOperator.GT, n(1))))
                    .attributesToGet("sk"));
            assertThat(r.items()).containsExactly(item("sk", s("a2")));
            assertThat(r.scannedCount()).isEqualTo(2);
        }

        @Test
        void scanFilterWithOr() {
            String t = createTable("pk", null);
            for (int i = 0; i < 5; i++) {
                int x = i;
                ddb.putItem(r -> r.tableName(t).item(item("pk", s("k" + x), "n", n(x))));
            }
            var r = ddb.scan(b -> b.tableName(t).conditionalOperator(ConditionalOperator.OR).scanFilter(Map.of(
                    "n", condition(ComparisonOperator.IN, n(0), n(4)), "pk", condition(ComparisonOperator.EQ, s("k2")))));
            assertThat(r.items()).extracting(i -> i.get("pk").s()).containsExactlyInAnyOrder("k0", "k2", "k4");
        }

        @Test
        void expectedGuardsWrites() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "v", n(1)))
                    .expected(Map.of("pk", ExpectedAttributeValue.builder().exists(false).build())));
            expectError(ConditionalCheckFailedException.class, "The conditional request failed",
                    () -> ddb.putItem(r -> r.tableName(t).item(item("pk", s("a")))
                            .expected(Map.of("pk", ExpectedAttributeValue.builder().exists(false).build()))));
            ddb.deleteItem(r -> r.tableName(t).key(item("pk", s("a")))
                    .expected(Map.of("v", ExpectedAttributeValue.builder().value(n(1)).build())));
            assertThat(ddb.getItem(r -> r.tableName(t).key(item("pk", s("a")))).hasItem()).isFalse();
        }

        @Test
        void attributeUpdates() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "gone", s("x"), "n", n(1))));
            var r = ddb.updateItem(b -> b.tableName(t).key(item("pk", s("a"))).returnValues(ReturnValue.ALL_NEW)
                    .attributeUpdates(Map.of(
                            "name", AttributeValueUpdate.builder().value(s("ann")).build(),
                            "n", AttributeValueUpdate.builder().action(AttributeAction.ADD).value(n(5)).build(),
                            "gone", AttributeValueUpdate.builder().action(AttributeAction.DELETE).build())));
            assertThat(r.attributes()).isEqualTo(item("pk", s("a"), "n", n(6), "name", s("ann")));
        }

        /**
         * AttributeUpdates are not an expression: 200 of them are taken, though an UpdateExpression saying the same
         * passes the 4 KB expression limit (Alternator's test_item.py::test_many_attributes, run against AWS).
         */
        @Test
        void attributeUpdatesOfManyAttributesHaveNoExpressionLimit() {
            String t = createTable("pk", null);
            Map<String, AttributeValueUpdate> updates = new java.util.HashMap<>();
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> expected = new java.util.HashMap<>();
            expected.put("pk", s("many"));
            for (int i = 0; i < 200; i++) {
                updates.put("more" + i, AttributeValueUpdate.builder().value(n(i)).build());
                expected.put("more" + i, n(i));
            }
            ddb.updateItem(b -> b.tableName(t).key(item("pk", s("many"))).attributeUpdates(updates));
            assertThat(ddb.getItem(b -> b.tableName(t).key(item("pk", s("many"))).consistentRead(true)).item())
                    .isEqualTo(expected);
        }

        /**
         * Legacy parameters are not held to the expression limits of 300 operators or 100 IN operands either
         * (Alternator's test_item.py and test_query_filter.py, run against AWS); a FilterExpression still is.
         */
        @Test
        void scanFilterInOfManyValuesHasNoExpressionLimit() {
            String t = createTable("pk", null);
            ddb.putItem(b -> b.tableName(t).item(item("pk", s("a"), "n", n(149))));
            software.amazon.awssdk.services.dynamodb.model.AttributeValue[] list =
                    new software.amazon.awssdk.services.dynamodb.model.AttributeValue[150];
            for (int i = 0; i < list.length; i++) list[i] = n(i);
            assertThat(ddb.scan(b -> b.tableName(t).scanFilter(Map.of("n", condition(ComparisonOperator.IN, list))))
                    .count()).isEqualTo(1);
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values = new java.util.HashMap<>();
            StringBuilder in = new StringBuilder();
            for (int i = 0; i < 150; i++) {
                values.put(":v" + i, n(i));
                in.append(i == 0 ? "" : ", ").append(":v").append(i);
            }
            expectValidation("Invalid FilterExpression: The IN operator is provided with too many operands; "
                            + "number of operands: 151",
                    () -> ddb.scan(b -> b.tableName(t).filterExpression("n IN (" + in + ")")
                            .expressionAttributeValues(values)));
        }

        @Test
        void expectedOfManyConditionsHasNoExpressionLimit() {
            String t = createTable("pk", null);
            Map<String, ExpectedAttributeValue> expected = new java.util.HashMap<>();
            for (int i = 0; i < 200; i++) expected.put("absent" + i, ExpectedAttributeValue.builder().exists(false).build());
            ddb.putItem(b -> b.tableName(t).item(item("pk", s("a"))).expected(expected));
            assertThat(ddb.getItem(b -> b.tableName(t).key(item("pk", s("a"))).consistentRead(true)).item())
                    .isEqualTo(item("pk", s("a")));
        }
    }
}
