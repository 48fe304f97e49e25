package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static dev.ddbcourse.engine.internal.QuotedJson.json;
import static dev.ddbcourse.engine.internal.model.AttributeValue.n;
import static dev.ddbcourse.engine.internal.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** ExpressionAttributeNames / ExpressionAttributeValues from the request JSON, and the one-call API. */
class ExpressionAttributesTest {
    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "{}|null|ExpressionAttributeNames must not be empty",
            "{'a':'a'}|null|ExpressionAttributeNames contains invalid key: Syntax error; key: \"a\"",
            "{'#a-b':'a'}|null|ExpressionAttributeNames contains invalid key: Syntax error; key: \"#a-b\"",
            "{'#a':''}|null|ExpressionAttributeNames contains invalid value: Empty attribute name for key #a",
            "null|{}|ExpressionAttributeValues must not be empty",
            "null|{':b':{'a':''},'b':{'S':'a'}}|ExpressionAttributeValues contains invalid key: Syntax error; key: \"b\"",
            "null|{':b':{}}|ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes for key :b",
            "null|{':b':{'M':{'a':{}}}}|ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes for key :b",
            "null|{':b':{'SS':[]}}|ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: An string set  may not be empty for key :b",
            "null|{':b':{'SS':['a','a']}}|ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: Input collection [a, a] contains duplicates. for key :b",
            "null|{':b':{'S':'a','N':'b'}}|ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: b for key :b",
            "null|{':b':{'NS':['1','1']}}|ExpressionAttributeValues contains invalid value: Input collection contains duplicates for key :b",
            "null|{':b':{'S':'a','N':'1'}}|ExpressionAttributeValues contains invalid value: Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes for key :b",
    })
    void namesAndValuesAreChecked(String names, String values, String message) {
        assertThatThrownBy(() -> Expressions.fromJson(json(names), json(values)))
                .isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    @Test
    void badJsonShapesAreSerializationErrors() {
        assertThatThrownBy(() -> Expressions.fromJson(null, json("{':b':{'S':5}}")))
                .isInstanceOfSatisfying(DynamoDbError.class,
                        e -> assertThat(e.kind()).isEqualTo(DynamoDbError.Kind.SERIALIZATION))
                .hasMessage("NUMBER_VALUE cannot be converted to String");
    }

    @Test
    void parseAllFollowsDynamoDbOrderAndChecksUse() {
        Expressions.Parsed p = Expressions.parseAll("SET #c = :one", "attribute_exists(pk)", null, null, "pk, #c",
                json("{'#c':'count'}"), json("{':one':{'N':'1'}}"));
        assertThat(p.update().actions()).hasSize(1);
        assertThat(p.condition()).isInstanceOf(Condition.AttributeExists.class);
        assertThat(p.keyCondition()).isNull();
        assertThat(p.projection().topLevelNames()).containsExactly("pk", "count");
        // the update is parsed first, so its error wins over the condition's
        assertThatThrownBy(() -> Expressions.parseAll("SET a = :x", "b = :y", null, null, null, null, null))
                .hasMessage("Invalid UpdateExpression: An expression attribute value used in expression is not defined; attribute value: :x");
        assertThatThrownBy(() -> Expressions.parseAll(null, "a = :one", null, null, null,
                json("{'#c':'c'}"), json("{':one':{'N':'1'},':two':{'N':'2'}}")))
                .hasMessage("Value provided in ExpressionAttributeNames unused in expressions: keys: {#c}");
        assertThatThrownBy(() -> Expressions.parseAll(null, "a = :one", null, null, null,
                null, json("{':one':{'N':'1'},':two':{'N':'2'}}")))
                .hasMessage("Value provided in ExpressionAttributeValues unused in expressions: keys: {:two}");
    }

    // The keys' length (at most 255 bytes, the # or : included) is checked before their syntax, and the values' text says no
    // size: ExtendDB/extenddb tests/test_expression_attribute_map_validation.py, captured from Amazon DynamoDB.
    @Test
    void placeholdersAreAtMost255Bytes() {
        String name = "#" + "a".repeat(254);
        assertThat(Expressions.fromJson(json("{'" + name + "':'a'}"), null)).isNotNull();
        assertThatThrownBy(() -> Expressions.fromJson(json("{'" + name + "a':'a'}"), null))
                .hasMessage("ExpressionAttributeNames contains invalid key: The expression attribute map contains a key that is too"
                        + " long; size of key: 256");
        assertThatThrownBy(() -> Expressions.fromJson(json("{'" + name + "a-x':'a'}"), null))
                .hasMessage("ExpressionAttributeNames contains invalid key: The expression attribute map contains a key that is too"
                        + " long; size of key: 258");
        String value = ":" + "a".repeat(254);
        assertThat(Expressions.fromJson(null, json("{'" + value + "':{'S':'a'}}"))).isNotNull();
        assertThatThrownBy(() -> Expressions.fromJson(null, json("{'" + value + "a':{'S':'a'}}")))
                .hasMessage("ExpressionAttributeValues contains invalid key: The expression attribute map contains a key that is too"
                        + " long;");
    }

    @Test
    void keyConditionAndFilterTogether() {
        Expressions.Parsed p = Expressions.parseAll(null, null, "pk = :p", "n > :one", null, null,
                json("{':p':{'S':'x'},':one':{'N':'1'}}"));
        KeyCondition k = p.keyCondition().forKeys("pk", null, java.util.Map.of("pk", "S"));
        assertThat(k.partitionValue()).isEqualTo(s("x"));
        assertThat(p.filter().matches(java.util.Map.of("n", n(2)))).isTrue();
    }

    @Test
    void reservedWordsAreTheDocumentedList() {
        assertThat(ReservedWords.count()).isEqualTo(573);
        assertThat(ReservedWords.isReserved("status")).isTrue();
        assertThat(ReservedWords.isReserved("Status")).isTrue();
        assertThat(ReservedWords.isReserved("ZONE")).isTrue();
        assertThat(ReservedWords.isReserved("ABORT")).isTrue();
        assertThat(ReservedWords.isReserved("pk")).isFalse();
        assertThat(ReservedWords.isReserved("email")).isFalse();
    }
}
