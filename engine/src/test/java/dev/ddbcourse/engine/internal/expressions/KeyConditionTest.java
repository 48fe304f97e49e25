package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.ddbcourse.engine.internal.model.AttributeValue.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** KeyConditionExpression: structure errors, matching to a key schema, sort conditions. */
class KeyConditionTest {
    private static final Map<String, String> TYPES = Map.of("PK", "S", "SK", "S", "N", "N");

    private static Map<String, AttributeValue> values() {
        Map<String, AttributeValue> v = new LinkedHashMap<>();
        v.put(":p", s("user#1"));
        v.put(":a", s("order#1"));
        v.put(":z", s("order#9"));
        v.put(":pre", s("order#"));
        v.put(":n", n(5));
        return v;
    }

    private static KeyConditionExpression parse(String text) {
        return Expressions.of(Map.of("#pk", "PK"), values()).keyCondition(text);
    }

    private static KeyCondition keys(String text) {
        return parse(text).forKeys("PK", "SK", TYPES);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "PK = :p OR SK = :a|Invalid operator used in KeyConditionExpression: OR",
            "NOT PK = :p|Invalid operator used in KeyConditionExpression: NOT",
            "PK IN (:p)|Invalid operator used in KeyConditionExpression: IN",
            "PK <> :p|Invalid operator used in KeyConditionExpression: <>",
            "PK = :p AND attribute_exists(SK)|Invalid operator used in KeyConditionExpression: attribute_exists",
            "PK = :p AND contains(SK, :a)|Invalid operator used in KeyConditionExpression: contains",
            "PK = :p AND size(SK) > :n|KeyConditionExpressions cannot contain nested operations",
            "PK = :p AND :a BETWEEN SK AND :z|Invalid condition in KeyConditionExpression: BETWEEN operator must have the key attribute as its first operand",
            "PK = :p AND begins_with(:a, SK)|Invalid condition in KeyConditionExpression: begins_with operator must have the key attribute as its first operand",
            "PK = SK|Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition",
            "PK.x = :p|KeyConditionExpressions cannot have conditions on nested attributes",
            ":p = :a|Invalid condition in KeyConditionExpression: No key attribute specified",
            "PK = :p AND #pk = :a|Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key",
            "PK = :p AND begins_with(SK, :n)|Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
            "PK = :x|Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :x",
    })
    void structureErrors(String expression, String message) {
        assertThatThrownBy(() -> parse(expression)).isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "SK = :a|Query condition missed key schema element: PK",
            "PK = :p AND attr = :a|Query condition missed key schema element: SK",
            "PK > :p|Query key condition not supported",
            "PK = :p AND SK = :a AND N = :n|The number of query conditions (3) exceeds the number of key attributes defined in the schema (2)",
            "PK = :n|One or more parameter values were invalid: Condition parameter type does not match schema type",
            "PK = :p AND SK > :n|One or more parameter values were invalid: Condition parameter type does not match schema type",
    })
    void schemaErrors(String expression, String message) {
        assertThatThrownBy(() -> keys(expression)).isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    @Test
    void partitionOnlySchemaAcceptsOnlyThePartitionKey() {
        assertThat(parse("PK = :p").forKeys("PK", null, TYPES).hasSortCondition()).isFalse();
        assertThatThrownBy(() -> parse("PK = :p AND SK = :a").forKeys("PK", null, TYPES))
                .hasMessage("The number of query conditions (2) exceeds the number of key attributes defined in the schema (1)");
    }

    @Test
    void partitionEqualityAlone() {
        KeyCondition k = keys("#pk = :p");
        assertThat(k.partitionKey()).isEqualTo("PK");
        assertThat(k.partitionValue()).isEqualTo(s("user#1"));
        assertThat(k.hasSortCondition()).isFalse();
        assertThat(k.matches(Map.of("PK", s("user#1"), "SK", s("anything")))).isTrue();
        assertThat(k.matches(Map.of("PK", s("user#2")))).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "PK = :p AND SK = :a|EQ|order#1|true|false",
            "PK = :p AND SK < :z|LT|order#5|true|false",
            "PK = :p AND :z > SK|LT|order#5|true|false",       // written the other way round
            "PK = :p AND :a <= SK|GE|order#1|true|true",
            "PK = :p AND SK >= :a|GE|order#1|true|true",
            "PK = :p AND SK BETWEEN :a AND :z|BETWEEN|order#9|true|false",
            "PK = :p AND begins_with(SK, :pre)|BEGINS_WITH|order#77|true|false",
            "SK > :a AND PK = :p|GT|order#2|true|true",
    })
    void sortConditions(String expression, String op, String inside, boolean in, boolean out) {
        KeyCondition k = keys(expression);
        assertThat(k.sortKey()).isEqualTo("SK");
        assertThat(k.sortOp()).isEqualTo(op);
        assertThat(k.sortMatches(s(inside))).isEqualTo(in);
        assertThat(k.sortMatches(s("zzz"))).isEqualTo(out);
        assertThat(k.sortMatches(null)).isFalse();
    }

    @Test
    void partsListEachCondition() {
        assertThat(parse("PK = :p AND SK BETWEEN :a AND :z").parts().get("SK"))
                .isEqualTo(new KeyConditionExpression.Part("SK", "BETWEEN", List.of(s("order#1"), s("order#9"))));
    }
}
