package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Expressions;
import dev.ddbcourse.engine.internal.expressions.KeyCondition;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static dev.ddbcourse.engine.internal.QuotedJson.json;
import static dev.ddbcourse.engine.internal.model.AttributeValue.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * QueryFilter/ScanFilter, Expected, KeyConditions and AttributeUpdates: DynamoDB's checks of them, and what the
 * expressions they are rewritten as (and AttributeUpdates' own tree) do.
 */
class LegacyParametersTest {
    /** The request {@code {member: value}}. */
    private static ObjectNode request(String member, String value) {
        return (ObjectNode) json("{'" + member + "':" + value + "}");
    }

    /** The request's legacy members, checked and rewritten, parsed as the expressions {@code allowed} names. */
    private static Expressions.Parsed parsed(ObjectNode request, String... allowed) {
        return ExpressionInput.parseRequest(request, List.of(allowed));
    }

    private static Condition filter(String filter, String conditionalOperator) {
        ObjectNode request = request("ScanFilter", filter);
        if (conditionalOperator != null) request.put("ConditionalOperator", conditionalOperator);
        return parsed(request, "FilterExpression").filter();
    }

    private static Condition expected(String expected) {
        return parsed(request("Expected", expected), "ConditionExpression").condition();
    }

    private static final Map<String, AttributeValue> ITEM = Map.of("a", s("abc"), "n", n(5), "tags", ss("x", "y"));

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "{'n':{'ComparisonOperator':'EQ','AttributeValueList':[{'N':'5'}]}}|true",
            "{'n':{'ComparisonOperator':'NE','AttributeValueList':[{'N':'5'}]}}|false",
            "{'gone':{'ComparisonOperator':'NE','AttributeValueList':[{'N':'5'}]}}|true",
            "{'n':{'ComparisonOperator':'GE','AttributeValueList':[{'N':'30'}]}}|false",
            "{'n':{'ComparisonOperator':'LT','AttributeValueList':[{'N':'30'}]}}|true",
            "{'n':{'ComparisonOperator':'BETWEEN','AttributeValueList':[{'N':'1'},{'N':'5'}]}}|true",
            "{'n':{'ComparisonOperator':'IN','AttributeValueList':[{'N':'1'},{'N':'5'}]}}|true",
            "{'a':{'ComparisonOperator':'BEGINS_WITH','AttributeValueList':[{'S':'ab'}]}}|true",
            "{'a':{'ComparisonOperator':'CONTAINS','AttributeValueList':[{'S':'bc'}]}}|true",
            "{'tags':{'ComparisonOperator':'NOT_CONTAINS','AttributeValueList':[{'S':'x'}]}}|false",
            "{'gone':{'ComparisonOperator':'NOT_CONTAINS','AttributeValueList':[{'S':'x'}]}}|true",
            "{'gone':{'ComparisonOperator':'NULL'}}|true",
            "{'a':{'ComparisonOperator':'NOT_NULL'},'n':{'ComparisonOperator':'NULL'}}|false",
    })
    void filtersEvaluate(String filter, boolean expected) {
        assertThat(filter(filter, null).matches(ITEM)).isEqualTo(expected);
    }

    @Test
    void conditionalOperatorJoins() {
        String filter = "{'a':{'ComparisonOperator':'NULL'},'n':{'ComparisonOperator':'NOT_NULL'}}";
        assertThat(filter(filter, "AND").matches(ITEM)).isFalse();
        assertThat(filter(filter, "OR").matches(ITEM)).isTrue();
        assertThat(filter("{}", null)).isNull();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{'a':{'ComparisonOperator':'EQ'}}|One or more parameter values were invalid: Invalid number of argument(s) for the EQ ComparisonOperator",
            "{'a':{'ComparisonOperator':'NULL','AttributeValueList':[{'S':'a'}]}}|One or more parameter values were invalid: Invalid number of argument(s) for the NULL ComparisonOperator",
            "{'a':{'ComparisonOperator':'IN','AttributeValueList':[{'S':'a'},{'N':'1'}]}}|One or more parameter values were invalid: AttributeValues inside AttributeValueList must be of same type",
            "{'a':{'ComparisonOperator':'LT','AttributeValueList':[{'SS':['a']}]}}|One or more parameter values were invalid: ComparisonOperator LT is not valid for SS AttributeValue type",
            "{'a':{'ComparisonOperator':'BEGINS_WITH','AttributeValueList':[{'N':'1'}]}}|One or more parameter values were invalid: ComparisonOperator BEGINS_WITH is not valid for N AttributeValue type",
            "{'a':{'ComparisonOperator':'BETWEEN','AttributeValueList':[{'N':'5'},{'N':'1'}]}}|The BETWEEN condition was provided a range where the lower bound is greater than the upper bound",
            "{'a':{'ComparisonOperator':'EQ','AttributeValueList':[{'SS':[]}]}}|One or more parameter values were invalid: An string set  may not be empty",
    })
    void filterErrors(String filter, String message) {
        assertThatThrownBy(() -> LegacyParameters.translate(request("ScanFilter", filter)))
                .isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    // Alternator test_expected.py::test_update_expected_empty; the texts as ExtendDB/extenddb#213 captured them from DynamoDB
    @Test
    void conditionalOperatorJoinsTwoOrMoreConditions() {
        String alone = "ConditionalOperator cannot be used without Filter or Expected";
        String one = "ConditionalOperator can only be used when Filter or Expected has two or more elements";
        ObjectNode empty = request("Expected", "{}");
        empty.put("ConditionalOperator", "OR");
        assertThatThrownBy(() -> LegacyParameters.translate(empty)).hasMessage(alone);
        ObjectNode none = request("ConsistentRead", "true");
        none.put("ConditionalOperator", "AND");
        assertThatThrownBy(() -> LegacyParameters.translate(none)).hasMessage(alone);
        ObjectNode single = request("Expected", "{'a':{'Exists':false}}");
        single.put("ConditionalOperator", "AND");
        assertThatThrownBy(() -> LegacyParameters.translate(single)).hasMessage(one);
        assertThatThrownBy(() -> filter("{'a':{'ComparisonOperator':'NULL'}}", "OR")).hasMessage(one);
        assertThat(expected("{'a':{'Exists':false}}")).isNotNull();   // without ConditionalOperator one condition is fine
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{'a':{}}|One or more parameter values were invalid: Value must be provided when Exists is null for Attribute: a",
            "{'a':{'Exists':true}}|One or more parameter values were invalid: Value must be provided when Exists is true for Attribute: a",
            "{'a':{'Exists':false,'Value':{'S':'a'}}}|One or more parameter values were invalid: Value cannot be used when Exists is false for Attribute: a",
            "{'a':{'Value':{'S':'a'},'AttributeValueList':[]}}|One or more parameter values were invalid: Value and AttributeValueList cannot be used together for Attribute: a",
            "{'a':{'ComparisonOperator':'EQ','Exists':true}}|One or more parameter values were invalid: Exists and ComparisonOperator cannot be used together for Attribute: a",
            "{'a':{'ComparisonOperator':'EQ'}}|One or more parameter values were invalid: Value or AttributeValueList must be used with ComparisonOperator: EQ for Attribute: a",
            "{'a':{'AttributeValueList':[]}}|One or more parameter values were invalid: AttributeValueList can only be used with a ComparisonOperator for Attribute: a",
            // Alternator test_expected.py (begins_with_false, 1_in, 1_between, 1_contains): operand types checked as in QueryFilter
            "{'a':{'ComparisonOperator':'BEGINS_WITH','AttributeValueList':[{'N':'3'}]}}|One or more parameter values were invalid: ComparisonOperator BEGINS_WITH is not valid for N AttributeValue type",
            "{'a':{'ComparisonOperator':'IN','AttributeValueList':[{'L':[{'N':'1'}]},{'L':[{'N':'2'}]}]}}|One or more parameter values were invalid: ComparisonOperator IN is not valid for L AttributeValue type",
            "{'a':{'ComparisonOperator':'BETWEEN','AttributeValueList':[{'NS':['1']},{'NS':['2']}]}}|One or more parameter values were invalid: ComparisonOperator BETWEEN is not valid for NS AttributeValue type",
            "{'a':{'ComparisonOperator':'NOT_CONTAINS','AttributeValueList':[{'L':[{'N':'1'}]}]}}|One or more parameter values were invalid: ComparisonOperator NOT_CONTAINS is not valid for L AttributeValue type",
            "{'a':{'ComparisonOperator':'GT','Value':{'BOOL':true}}}|One or more parameter values were invalid: ComparisonOperator GT is not valid for BOOL AttributeValue type",
    })
    void expectedErrors(String expected, String message) {
        assertThatThrownBy(() -> LegacyParameters.translate(request("Expected", expected)))
                .isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    @Test
    void expectedEvaluates() {
        assertThat(expected("{'a':{'Value':{'S':'abc'}}}").matches(ITEM)).isTrue();
        assertThat(expected("{'a':{'Exists':false}}").matches(ITEM)).isFalse();
        assertThat(expected("{'gone':{'Exists':false}}").matches(Map.of())).isTrue();
        assertThat(expected("{'n':{'ComparisonOperator':'GT','Value':{'N':'4'}}}").matches(ITEM)).isTrue();
        // Alternator test_expected.py::test_update_expected_1_not_contains: unlike the filter's, Expected's NOT_CONTAINS
        // of a missing attribute fails
        assertThat(expected("{'gone':{'ComparisonOperator':'NOT_CONTAINS','AttributeValueList':[{'S':'x'}]}}").matches(ITEM)).isFalse();
        assertThat(expected("{'tags':{'ComparisonOperator':'NOT_CONTAINS','AttributeValueList':[{'S':'z'}]}}").matches(ITEM)).isTrue();
    }

    @Test
    void keyConditions() {
        KeyCondition k = LegacyParameters.keyConditions(json("{'PK':{'ComparisonOperator':'EQ','AttributeValueList':[{'S':'p'}]},"
                + "'SK':{'ComparisonOperator':'BEGINS_WITH','AttributeValueList':[{'S':'b#'}]}}"))
                .forKeys("PK", "SK", Map.of("PK", "S", "SK", "S"));
        assertThat(k.sortOp()).isEqualTo("BEGINS_WITH");
        assertThat(k.sortMatches(s("b#10"))).isTrue();
        // An operator no index serves passes validation; matching it to the key schema refuses it (after "missed").
        ObjectNode ne = request("KeyConditions", "{'PK':{'ComparisonOperator':'NE','AttributeValueList':[{'S':'p'}]}}");
        LegacyParameters.translate(ne);
        assertThatThrownBy(() -> LegacyParameters.keyConditions(ne.get("KeyConditions")).forKeys("PK", "SK", Map.of("PK", "S", "SK", "S")))
                .hasMessage("Attempted conditional constraint is not an indexable operation");
        assertThatThrownBy(() -> LegacyParameters.keyConditions(json("{'SK':{'ComparisonOperator':'NULL'}}"))
                .forKeys("PK", "SK", Map.of("PK", "S", "SK", "S")))
                .hasMessage("Query condition missed key schema element: PK");
        assertThatThrownBy(() -> LegacyParameters.translate(request("KeyConditions", "{}")))
                .hasMessage("Conditions can be of length 1 or 2 only");
    }

    @Test
    void attributeUpdates() {
        Map<String, AttributeValue> key = Map.of("pk", s("k"));
        Map<String, AttributeValue> old = Map.of("pk", s("k"), "n", n(1), "l", l(n(1)), "s", ss("a", "b"), "x", s("x"));
        UpdateExpression u = LegacyParameters.attributeUpdates(json("{'n':{'Action':'ADD','Value':{'N':'2'}},"
                + "'l':{'Action':'ADD','Value':{'L':[{'N':'2'}]}},'s':{'Action':'DELETE','Value':{'SS':['a']}},"
                + "'x':{'Action':'DELETE'},'y':{'Value':{'S':'new'}}}"));
        assertThat(u.apply(old, key).item()).isEqualTo(Map.of("pk", s("k"), "n", n(3), "l", l(n(1), n(2)),
                "s", ss("b"), "y", s("new")));
        UpdateExpression none = LegacyParameters.attributeUpdates(json("{}"));
        assertThat(none.apply(null, key).writesItem()).as("AttributeUpdates always writes the item").isTrue();
        assertThat(none.apply(null, key).updatedNew()).isEmpty();
        assertThatThrownBy(() -> LegacyParameters.attributeUpdates(json("{'a':{'Action':'ADD'}}")))
                .hasMessage("One or more parameter values were invalid: Only DELETE action is allowed when no attribute value is specified");
        assertThatThrownBy(() -> LegacyParameters.attributeUpdates(json("{'a':{'Action':'DELETE','Value':{'N':'1'}}}")))
                .hasMessage("One or more parameter values were invalid: DELETE action with value is not supported for the type N");
        assertThatThrownBy(() -> LegacyParameters.attributeUpdates(json("{'a':{'Action':'ADD','Value':{'S':'1'}}}")))
                .hasMessage("One or more parameter values were invalid: ADD action is not supported for the type S");
        assertThatThrownBy(() -> LegacyParameters.attributeUpdates(json("{'s':{'Action':'ADD','Value':{'NS':['1']}}}")).apply(old, key))
                .hasMessage("Type mismatch for attribute to update");
    }
}
