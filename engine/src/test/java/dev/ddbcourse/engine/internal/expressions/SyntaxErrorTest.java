package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Syntax errors name the offending token and its neighbours exactly as DynamoDB prints them. */
class SyntaxErrorTest {
    private static final Map<String, AttributeValue> VALUES = Map.of(":v", AttributeValue.n(1), ":incr", AttributeValue.n(1));

    private static Expressions expressions() {
        return Expressions.of(Map.of("#n", "x"), VALUES);
    }

    // The first rows are messages quoted from real DynamoDB in public issue reports (aws-cdk #7591, dynoxide #12/#16, floci #1512,
    // dazn-lambda-powertools #242, moto's comments) and Alternator's tests; the rest apply the same rule.
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "update|ADD hits : incr|Invalid UpdateExpression: Syntax error; token: \":\", near: \"hits : incr\"",
            "update|INVALID SYNTAX HERE|Invalid UpdateExpression: Syntax error; token: \"INVALID\", near: \"INVALID SYNTAX\"",
            "update|SET path = VALUE 1|Invalid UpdateExpression: Syntax error; token: \"1\", near: \"VALUE 1\"",
            "update|SET _123 = :v|Invalid UpdateExpression: Syntax error; token: \"_\", near: \"SET _123\"",
            "update|SET a = :v, #, b = :v|Invalid UpdateExpression: Syntax error; token: \"#\", near: \", #,\"",
            "update|a-b|Invalid UpdateExpression: Syntax error; token: \"a\", near: \"a-\"",
            "condition|a-b|Invalid ConditionExpression: Syntax error; token: \"-\", near: \"a-b\"",
            "filter|a-b|Invalid FilterExpression: Syntax error; token: \"-\", near: \"a-b\"",
            "key|a-b|Invalid KeyConditionExpression: Syntax error; token: \"-\", near: \"a-b\"",
            "projection|!!|Invalid ProjectionExpression: Syntax error; token: \"!\", near: \"!!\"",
            "condition|a = :v AND|Invalid ConditionExpression: Syntax error; token: \"<EOF>\", near: \"AND\"",
            "update|SET a =|Invalid UpdateExpression: Syntax error; token: \"<EOF>\", near: \"=\"",
            "update|SET a = :v + :v + :v|Invalid UpdateExpression: Syntax error; token: \"+\", near: \":v + :v\"",
            "update|SET c = if_not_exists(c, :v+:v)|Invalid UpdateExpression: Syntax error; token: \"+\", near: \":v+:v\"",
            "update|SET a[:v] = :v|Invalid UpdateExpression: Syntax error; token: \":v\", near: \"[:v]\"",
            "update|SET :v = :v|Invalid UpdateExpression: Syntax error; token: \":v\", near: \"SET :v =\"",
            "update|SET a = :v SET|Invalid UpdateExpression: Syntax error; token: \"<EOF>\", near: \"SET\"",
            "condition|a BETWEEN :v|Invalid ConditionExpression: Syntax error; token: \"<EOF>\", near: \":v\"",
            "condition|and = :v|Invalid ConditionExpression: Syntax error; token: \"and\", near: \"and =\"",
            "projection|a,,b|Invalid ProjectionExpression: Syntax error; token: \",\", near: \",,b\"",
            "projection|a..b|Invalid ProjectionExpression: Syntax error; token: \".\", near: \"..b\"",
            "projection|a[b]|Invalid ProjectionExpression: Syntax error; token: \"b\", near: \"[b]\"",
            "projection|(a)|Invalid ProjectionExpression: Syntax error; token: \"(\", near: \"(a\"",
            "projection|:a|Invalid ProjectionExpression: Syntax error; token: \":a\", near: \":a\"",
    })
    void syntaxErrors(String kind, String expression, String message) {
        assertThatThrownBy(() -> parse(kind, expression))
                .isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    private static void parse(String kind, String text) {
        Expressions e = expressions();
        switch (kind) {
            case "update" -> e.update(text);
            case "condition" -> e.condition(text);
            case "filter" -> e.filter(text);
            case "key" -> e.keyCondition(text);
            default -> e.projection(text);
        }
    }

    // A projection's list index above 4294967294 is refused, the index as written (Alternator's PR scylladb#25951 and floci's
    // ProjectionEvaluator, verified on AWS us-east-1); 4294967294 itself names an element no item holds, not an error.
    @Test
    void aProjectedListIndexAboveItsRangeIsRefused() {
        Expressions e = expressions();
        assertThat(e.projection("l[4294967294]").paths()).hasSize(1);
        for (String index : new String[] {"4294967295", "99999999999999999999"}) {
            assertThatThrownBy(() -> e.projection("a, l[" + index + "].b"))
                    .isInstanceOf(DynamoDbError.class)
                    .hasMessage("Invalid ProjectionExpression: List index is not within the allowable range; index: [" + index + "]");
        }
        assertThatThrownBy(() -> e.projection("l[99999999999999999999],,"))
                .hasMessageContaining("Syntax error"); // a syntax error comes first
    }

    @Test
    void emptyExpressionsHaveTheirOwnMessage() {
        assertThatThrownBy(() -> expressions().update(""))
                .hasMessage("Invalid UpdateExpression: The expression can not be empty;");
        assertThatThrownBy(() -> expressions().projection(""))
                .hasMessage("Invalid ProjectionExpression: The expression can not be empty;");
    }

    @Test
    void expressionsAreLimitedTo4KbAnd300Operators() {
        Expressions e = expressions();
        String name = "a".repeat(4094);
        assertThat(e.projection(name + ",b").paths()).hasSize(2);             // exactly 4096 bytes
        assertThatThrownBy(() -> e.projection(name + ",bc"))
                .hasMessage("Invalid ProjectionExpression: Expression size has exceeded the maximum allowed size; "
                        + "expression size: 4097");
        // An UpdateExpression's has no size tail (paritysuite/dynamodb-conformance
        // tests/tier3/validation-ordering/deepRequests.test.ts, against AWS).
        assertThatThrownBy(() -> e.update("SET " + "a".repeat(4090) + " = :v"))
                .hasMessage("Invalid UpdateExpression: Expression size has exceeded the maximum allowed size;");
        String many = String.join(" AND ", java.util.Collections.nCopies(150, "a = :v"));   // 150 + 149 = 299
        assertThat(e.filter(many)).isNotNull();
        // Alternator test_limits.py::test_deeply_nested_expression_2: the count DynamoDB reports stops at 301
        assertThatThrownBy(() -> e.filter(many + " AND NOT b = :v"))
                .hasMessage("Invalid FilterExpression: The expression contains too many operators; operator count: 301");
        String nested = "a<b " + "or (a<b ".repeat(454) + ")".repeat(454);     // 909 operators in 4,090 bytes
        assertThatThrownBy(() -> e.condition(nested))
                .hasMessage("Invalid ConditionExpression: The expression contains too many operators; operator count: 301");
    }

    /**
     * Function calls count among the 300 operators, but an unknown function is reported first: DynamoDB answers
     * a < f(f(...(b))) nested 1,355 deep with "Invalid function name; function: f" (Alternator's
     * test_limits.py::test_deeply_nested_expression_5, run against AWS).
     */
    @Test
    void anUnknownFunctionIsReportedBeforeTheOperatorCount() {
        Expressions e = expressions();
        String calls = "a < " + "f(".repeat(1355) + "b" + ")".repeat(1355);
        assertThatThrownBy(() -> e.condition(calls))
                .hasMessage("Invalid ConditionExpression: Invalid function name; function: f");
        String sizes = "a < " + "size(".repeat(301) + "b" + ")".repeat(301);
        assertThatThrownBy(() -> e.condition(sizes))
                .hasMessage("Invalid ConditionExpression: The expression contains too many operators; operator count: 301");
    }

    @Test
    void deepNestingIsAnErrorNotACrash() throws Exception {
        String deep = "(".repeat(2040) + "a = :v" + ")".repeat(2040);
        Throwable[] thrown = new Throwable[1];
        Thread small = new Thread(null, () -> {
            try {
                expressions().condition(deep);
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "small-stack", 128 * 1024);
        small.start();
        small.join();
        assertThat(thrown[0]).isInstanceOf(DynamoDbError.class)
                .hasMessage("Invalid ConditionExpression: The expression has redundant parentheses;");
    }

    @Test
    void keywordsAndWhitespaceAreCaseAndSpaceInsensitive() {
        Expressions e = expressions();
        assertThat(e.update("  set   b=:v  ").actions()).hasSize(1);
        assertThat(e.condition("a = :v and not b = :v OR c between :v AnD :v")).isInstanceOf(Condition.Or.class);
        assertThat(e.projection(" a . b [ 2 ] , #n ").paths()).hasSize(2);
    }
}
