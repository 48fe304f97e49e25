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

/** ConditionExpression / FilterExpression: resolution errors and evaluation. */
class ConditionExpressionTest {
    private static final Map<String, AttributeValue> VALUES = values();
    private static final Map<String, String> NAMES = Map.of("#s", "status", "#a", "a", "#dot", "x.y");

    private static Map<String, AttributeValue> values() {
        Map<String, AttributeValue> v = new LinkedHashMap<>();
        v.put(":s", s("abc"));
        v.put(":n", n("5"));
        v.put(":one", n("1"));
        v.put(":b", b(new byte[]{1, 2}));
        v.put(":t", s("S"));
        v.put(":bad", s("STRING"));
        v.put(":bool", bool(true));
        v.put(":l", l(s("x")));
        return v;
    }

    private static Condition parse(String text) {
        return Expressions.of(NAMES, VALUES).condition(text);
    }

    // ---- errors ----

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "status = :s|Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: status",
            "a.Size = :s|Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: Size",
            "#x = :s|Invalid ConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #x",
            "a = :x|Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :x",
            "((a = :s))|Invalid ConditionExpression: The expression has redundant parentheses;",
            "((a)) = :s|Invalid ConditionExpression: The expression has redundant parentheses;",
            // a parenthesised path going on inside an operand's parentheses (dynalite's scan.js records DynamoDB's answer)
            "(a)between(((b.c)).d)and(:s)|Invalid ConditionExpression: The expression has redundant parentheses;",
            "foo(a)|Invalid ConditionExpression: Invalid function name; function: foo",
            // Alternator test_condition_expression.py::test_update_condition_other_funcs: an update function is misplaced, not unknown
            "if_not_exists(a, a) = :s|Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: if_not_exists",
            "list_append(a, a) = :s|Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: list_append",
            "size(a)|Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: size",
            "attribute_exists(a) = :s|Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: attribute_exists",
            "begins_with(contains(a, :s), :s)|Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: contains",
            "attribute_exists(a, b)|Invalid ConditionExpression: Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 2",
            "begins_with(a)|Invalid ConditionExpression: Incorrect number of operands for operator or function; operator or function: begins_with, number of operands: 1",
            "a = a|Invalid ConditionExpression: The first operand must be distinct from the remaining operands for this operator or function; operator: =, first operand: [a]",
            "contains(a.b[1], #a.b[1])|Invalid ConditionExpression: The first operand must be distinct from the remaining operands for this operator or function; operator: contains, first operand: [a, b, [1]]",
            "attribute_exists(:s)|Invalid ConditionExpression: Operator or function requires a document path; operator or function: attribute_exists",
            "begins_with(a, :n)|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
            "attribute_type(a, b)|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: attribute_type, operand type: {NS,SS,L,BS,N,M,B,BOOL,NULL,S}",
            "attribute_type(a, :n)|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: attribute_type, operand type: N",
            "attribute_type(a, :bad)|Invalid ConditionExpression: Invalid attribute type name found; type: STRING, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
            "size(:n) > :one|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: size, operand type: N",
            "size(size(a)) > :one|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: size, operand type: N",
            "size(:bool) > :one|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: size, operand type: BOOL",
            "a < :l|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: <, operand type: L",
            ":bool >= a|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: >=, operand type: BOOL",
            "a BETWEEN :n AND :l|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: BETWEEN, operand type: L",
            "a BETWEEN :n AND :s|Invalid ConditionExpression: The BETWEEN operator requires same data type for lower and upper bounds; lower bound operand: AttributeValue: {N:5}, upper bound operand: AttributeValue: {S:abc}",
            "a BETWEEN :n AND :one|Invalid ConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:5}, upper bound operand: AttributeValue: {N:1}",
            // ranking: parentheses, unknown function, misused function, reserved word, then the first condition's problem
            "status = :x AND ((b = :s))|Invalid ConditionExpression: The expression has redundant parentheses;",
            "status = :s OR foo(b)|Invalid ConditionExpression: Invalid function name; function: foo",
            "status = :s OR size(b)|Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: size",
            "a = :x AND status = :s|Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: status",
            "a = a AND b = :x|Invalid ConditionExpression: The first operand must be distinct from the remaining operands for this operator or function; operator: =, first operand: [a]",
            "begins_with(a, :n) AND b = #x|Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
            "begins_with(a, :n, :x)|Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :x",
    })
    void resolutionErrors(String expression, String message) {
        assertThatThrownBy(() -> parse(expression)).isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    // Alternator test_condition_expression.py::test_update_condition_in: 100 operands with the value tested, 99 in the list;
    // the text is DynamoDB Local's TOO_MANY_OPERANDS_FOR_IN
    @Test
    void inAcceptsAtMostOneHundredOperands() {
        Map<String, AttributeValue> v = new LinkedHashMap<>();
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            v.put(":v" + i, n(i));
            list.append(i == 0 ? "" : ", ").append(":v").append(i);
        }
        Expressions e = Expressions.of(Map.of(), v);
        assertThatThrownBy(() -> e.condition("a IN (" + list + ")")).hasMessage("Invalid ConditionExpression: "
                + "The IN operator is provided with too many operands; number of operands: 101");
        v.remove(":v99");
        Condition ninetyNine = Expressions.of(Map.of(), v).condition("a IN (" + list.substring(0, list.lastIndexOf(",")) + ")");
        assertThat(ninetyNine.matches(Map.of("a", n(98)))).isTrue();
        assertThat(ninetyNine.matches(Map.of("a", n(99)))).isFalse();
    }

    @Test
    void filterExpressionErrorsNameTheFilter() {
        assertThatThrownBy(() -> Expressions.of(NAMES, VALUES).filter("size(a)"))
                .hasMessage("Invalid FilterExpression: The function is not allowed to be used this way in an expression; function: size");
    }

    // ---- evaluation ----

    private static final Map<String, AttributeValue> ITEM = item();

    private static Map<String, AttributeValue> item() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("a", s("abcdef"));
        item.put("n", n("5"));
        item.put("bin", b(new byte[]{1, 2, 3}));
        item.put("status", s("ACTIVE"));
        item.put("x.y", n("1"));
        item.put("tags", ss("red", "blue"));
        item.put("nums", ns("1", "2"));
        item.put("lst", l(s("x"), n("2"), m(Map.of("k", s("v")))));
        item.put("doc", m(Map.of("nest", m(Map.of("deep", s("abc"))), "arr", l(n("10"), n("20")))));
        item.put("flag", bool(true));
        item.put("nothing", nul());
        return item;
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "a = :s|false", "a <> :s|true", "n = :n|true", "n <> :n|false", "n > :one|true", "n < :one|false",
            "n >= :n|true", "n <= :n|true", "a > :s|true", "gone <> :s|true", "gone = :s|false",
            "n > :s|false", "n < :s|false", "n <> :s|true",             // different types: false, never an error
            "flag > :s|false", "flag = :bool|true", "lst > :s|false",    // an attribute without an order: false
            "lst = :l|false", "lst <> :l|true",
            "n BETWEEN :one AND :n|true", "a BETWEEN :s AND :hi|true", "n BETWEEN :s AND :hi|false", "a BETWEEN :hi AND :hi|false",
            "n IN (:one, :n)|true", "n IN (:one, :s)|false", "gone IN (:one)|false",
            "attribute_exists(a)|true", "attribute_exists(gone)|false", "attribute_not_exists(gone)|true",
            "attribute_exists(doc.nest.deep)|true", "attribute_exists(doc.arr[1])|true", "attribute_exists(doc.arr[2])|false",
            "attribute_exists(a.b)|false", "attribute_exists(lst[0].k)|false", "attribute_exists(lst[2].k)|true",
            "((doc.nest).deep) = :s|true", "((doc).arr[1]) > :n|true", "attribute_exists(((doc).nest))|true",
            "attribute_exists(#dot)|true", "attribute_exists(x.y)|false", "attribute_exists(nothing)|true",
            "attribute_type(a, :t)|true", "attribute_type(n, :t)|false", "attribute_type(gone, :t)|false",
            // Alternator test_condition_expression.py::test_update_condition_attribute_type: the first operand may be a value
            // (the documentation asks for a path; DynamoDB accepts any operand)
            "attribute_type(:s, :t)|true", "attribute_type(:n, :t)|false", "attribute_type(size(a), :t)|false",
            "begins_with(a, :s)|true", "begins_with(doc.nest.deep, :s)|true", "begins_with(n, :s)|false",
            "begins_with(bin, :b)|true", "contains(a, :s)|true", "contains(bin, :b)|true", "contains(tags, :t)|false",
            "contains(nums, :one)|true", "contains(nums, :n)|false", "contains(lst, :l)|false", "contains(n, :n)|false",
            "size(a) = :n|false", "size(a) > :n|true", "size(tags) < :n|true", "size(doc) = :n|false",
            "size(n) = :one|false", "size(gone) = :one|false", "size(bin) > :one|true",
            "NOT a = :s|true", "a = :s OR n = :n|true", "a = :s AND n = :n|false",
            "a = :s OR n = :n AND flag = :bool|true",     // AND binds tighter than OR
            "(a = :s OR n = :n) AND flag = :bool|true", "(a = :s OR n = :n) AND NOT flag = :bool|false",
            "NOT (n = :n AND flag = :bool)|false", "(n) = :n|true",
    })
    void evaluates(String expression, boolean expected) {
        Map<String, AttributeValue> v = new LinkedHashMap<>(VALUES);
        v.put(":hi", s("b"));
        assertThat(Expressions.of(NAMES, v).condition(expression).matches(ITEM)).isEqualTo(expected);
    }

    @Test
    void containsFindsListElementsAndSetMembers() {
        Map<String, AttributeValue> v = Map.of(":x", s("x"), ":red", s("red"), ":two", n("2.0"));
        Expressions e = Expressions.of(Map.of(), v);
        assertThat(e.condition("contains(lst, :x)").matches(ITEM)).isTrue();
        assertThat(e.condition("contains(tags, :red)").matches(ITEM)).isTrue();
        assertThat(e.condition("contains(nums, :two)").matches(ITEM)).isTrue();
        assertThat(e.condition("contains(lst, :two)").matches(ITEM)).isTrue();
    }

    @Test
    void notMayBeRepeated() {
        Expressions e = Expressions.of(Map.of(), Map.of(":v", n(1)));
        assertThat(e.condition("NOT NOT pk = :v").matches(Map.of("pk", n(1)))).isTrue();
        assertThat(e.condition("NOT NOT NOT pk = :v").matches(Map.of("pk", n(1)))).isFalse();
    }

    @Test
    void conditionsOnAMissingItemSeeNoAttributes() {
        Expressions e = Expressions.of(Map.of(), Map.of(":v", n(1)));
        assertThat(e.condition("attribute_not_exists(pk)").matches(Map.of())).isTrue();
        assertThat(e.condition("pk <> :v").matches(Map.of())).isTrue();
        assertThat(e.condition("pk = :v").matches(Map.of())).isFalse();
    }

    @Test
    void resolvedTreeShowsPrecedence() {
        Condition c = Expressions.of(Map.of(), Map.of(":v", n(1))).condition("a = :v OR b = :v AND NOT c = :v");
        assertThat(c).isInstanceOf(Condition.Or.class);
        Condition.Or or = (Condition.Or) c;
        assertThat(or.right()).isInstanceOf(Condition.And.class);
        assertThat(((Condition.And) or.right()).right()).isInstanceOf(Condition.Not.class);
        assertThat(((Condition.Comparison) or.left()).left())
                .isEqualTo(new Operand.PathOperand(new Path(List.of("a"))));
    }
}
