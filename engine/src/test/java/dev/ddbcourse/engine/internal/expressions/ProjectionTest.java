package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.LinkedHashMap;
import java.util.Map;

import static dev.ddbcourse.engine.internal.model.AttributeValue.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** ProjectionExpression: errors as DynamoDB (dynalite's getItem tests) and nested projection of items. */
class ProjectionTest {

    private static Projection parse(String text, Map<String, String> names) {
        return Expressions.of(names, Map.of()).projection(text);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "a.abORt|Attribute name is a reserved keyword; reserved keyword: abORt",
            "#a,ABSoLUTE|Attribute name is a reserved keyword; reserved keyword: ABSoLUTE",
            "a,b,a,#zz|An expression attribute name used in the document path is not defined; attribute name: #zz",
            "'b[1], b.a, #a.b, a'|Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a, b], path two: [a]",
            "'a, #a[1]'|Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a, [1]]",
            "'a.b, #a[1], #b'|Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, b], path two: [a, [1]]",
            "'a.b[1], #a[1], #b'|Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, b, [1]], path two: [a, [1]]",
            "'a[3].b, #a.#b.b'|Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, [3], b], path two: [a, [3], b]",
    })
    void errors(String expression, String message) {
        Map<String, String> names = new LinkedHashMap<>();
        names.put("#a", "a");
        names.put("#b", "[3]");
        assertThatThrownBy(() -> parse(expression, names)).isInstanceOf(DynamoDbError.class)
                .hasMessage("Invalid ProjectionExpression: " + message);
    }

    @Test
    void unusedNamesAreReportedAfterParsing() {
        Map<String, String> names = new LinkedHashMap<>();
        names.put("#a", "a");
        names.put("#b", "b");
        Expressions e = Expressions.of(names, Map.of());
        e.projection("a,b");
        assertThatThrownBy(e::checkAllUsed)
                .hasMessage("Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}");
    }

    private static final Map<String, AttributeValue> ITEM = Map.of(
            "pk", s("k"),
            "a", m(Map.of("b", n(1), "c", s("x"), "d", l(n(0), n(1), n(2), n(3)))),
            "l", l(s("zero"), m(Map.of("x", n(1), "y", n(2))), s("two"), s("three")),
            "x.y", s("dotted"),
            "plain", bool(true));

    @Test
    void projectsTopLevelAttributes() {
        assertThat(parse("pk, plain, gone", Map.of()).apply(ITEM)).containsExactly(
                Map.entry("pk", s("k")), Map.entry("plain", bool(true)));
        assertThat(parse("#d", Map.of("#d", "x.y")).apply(ITEM)).isEqualTo(Map.of("x.y", s("dotted")));
        assertThat(parse("x.y", Map.of()).apply(ITEM)).isEmpty();
    }

    @Test
    void nestedPathsComeBackNested() {
        assertThat(parse("a.b", Map.of()).apply(ITEM)).isEqualTo(Map.of("a", m(Map.of("b", n(1)))));
        assertThat(parse("a.d[2], a.c", Map.of()).apply(ITEM)).isEqualTo(Map.of("a", m(Map.of("d", l(n(2)), "c", s("x")))));
        assertThat(parse("l[3], l[1].y, l[9]", Map.of()).apply(ITEM))
                .as("list elements in index order, compacted")
                .isEqualTo(Map.of("l", l(m(Map.of("y", n(2))), s("three"))));
        assertThat(parse("a.zz, l[0].x, plain[0]", Map.of()).apply(ITEM)).isEmpty();
        // An index up to 4294967294 parses (a larger one is refused: SyntaxErrorTest); past int range it names nothing.
        assertThat(parse("l[4294967294], plain[2147483648]", Map.of()).apply(ITEM)).isEmpty();
    }

    @Test
    void topLevelNamesServeIndexProjections() {
        assertThat(parse("a.b, l[1], pk, a.c", Map.of()).topLevelNames()).containsExactly("a", "l", "pk");
        assertThat(parse("a.b, l[1]", Map.of()).paths()).extracting(Path::isNested).containsExactly(true, true);
    }
}
