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

/** UpdateExpression: resolution errors (texts as DynamoDB, via dynalite's and Alternator's tests) and application. */
class UpdateExpressionTest {
    private static final Map<String, AttributeValue> KEY = Map.of("pk", s("k"));

    private static Map<String, AttributeValue> values() {
        Map<String, AttributeValue> v = new LinkedHashMap<>();
        v.put(":a", s("a"));
        v.put(":b", n("1"));
        v.put(":c", b(new byte[]{97}));
        v.put(":d", bool(false));
        v.put(":e", nul());
        v.put(":f", ss("a"));
        v.put(":g", ns("1"));
        v.put(":h", bs(new byte[]{97}));
        v.put(":i", m(Map.of()));
        v.put(":j", l());
        return v;
    }

    private static UpdateExpression parse(String text) {
        return Expressions.of(Map.of("#c", "c", "#d", "[3]", "#1", "1"), values()).update(text);
    }

    // An ADD or DELETE of the wrong type names the type set it allows, as AWS answers (zio-dynamodb, dynamoid).
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            " set #c = :a set abOrt = :a |Attribute name is a reserved keyword; reserved keyword: abOrt",
            " remove Absolute |Attribute name is a reserved keyword; reserved keyword: Absolute",
            "set #c = if_not_exist(:a) set c = d|Invalid function name; function: if_not_exist",
            "set a = size(b)|Invalid function name; function: size",
            "set a = #c set c = :a|The \"SET\" section can only be used once in an update expression;",
            "remove #d set a = b remove e|The \"REMOVE\" section can only be used once in an update expression;",
            "add #d :f set a = b add e :f|The \"ADD\" section can only be used once in an update expression;",
            "delete #d :f set a = b delete #c :f|The \"DELETE\" section can only be used once in an update expression;",
            "SET #x = if_not_exists(:zz)|An expression attribute name used in the document path is not defined; attribute name: #x",
            "SET a = if_not_exists(:zz)|An expression attribute value used in expression is not defined; attribute value: :zz",
            "set d[1] = a, d.b = a, c[1].a = a, #c = if_not_exists(a)|Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [c, [1], a], path two: [c]",
            "set c.b.#c = a, c = a|Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [c, b, c], path two: [c]",
            "set a = b remove a, #c|Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]",
            "set #c[3].#d = a, #c[3] = a|Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [c, [3], [3]], path two: [c, [3]]",
            "remove c, #c.a|Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [c], path two: [c, a]",
            "set #c[3].#d = a, #c.#d[3] = if_not_exists(a)|Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [c, [3], [3]], path two: [c, [3], [3]]",
            "remove a.#c set a[1] = b|Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, c], path two: [a, [1]]",
            "set b = list_append(:j, a), c = if_not_exists(a) add a.b :a|Incorrect operand type for operator or function; operator: ADD, operand type: STRING, typeSet: ALLOWED_FOR_ADD_OPERAND",
            "delete a.b :a|Incorrect operand type for operator or function; operator: DELETE, operand type: STRING, typeSet: ALLOWED_FOR_DELETE_OPERAND",
            "add a.b :e|Incorrect operand type for operator or function; operator: ADD, operand type: NULL, typeSet: ALLOWED_FOR_ADD_OPERAND",
            "delete a.b :d|Incorrect operand type for operator or function; operator: DELETE, operand type: BOOLEAN, typeSet: ALLOWED_FOR_DELETE_OPERAND",
            "add a.b :c|Incorrect operand type for operator or function; operator: ADD, operand type: BINARY, typeSet: ALLOWED_FOR_ADD_OPERAND",
            "add a.b :i|Incorrect operand type for operator or function; operator: ADD, operand type: MAP, typeSet: ALLOWED_FOR_ADD_OPERAND",
            "delete a.b :j|Incorrect operand type for operator or function; operator: DELETE, operand type: LIST, typeSet: ALLOWED_FOR_DELETE_OPERAND",
            "delete a.b :b|Incorrect operand type for operator or function; operator: DELETE, operand type: NUMBER, typeSet: ALLOWED_FOR_DELETE_OPERAND",
            "set a = if_not_exists(c)|Incorrect number of operands for operator or function; operator or function: if_not_exists, number of operands: 1",
            "set a = list_append(c)|Incorrect number of operands for operator or function; operator or function: list_append, number of operands: 1",
            "set a = if_not_exists(:a, c)|Operator or function requires a document path; operator or function: if_not_exists",
            "set a = if_not_exists(if_not_exists(a, b), c)|Operator or function requires a document path; operator or function: if_not_exists",
            "set a = list_append(:a, a)|Incorrect operand type for operator or function; operator or function: list_append, operand type: S",
            "set a = list_append(a, :b)|Incorrect operand type for operator or function; operator or function: list_append, operand type: N",
            "set a = list_append(:i, a)|Incorrect operand type for operator or function; operator or function: list_append, operand type: M",
            "set a = list_append(list_append(:j, :j), :j)|The function is not allowed to be used this way in an expression; function: list_append",
            "set a = a + :a|Incorrect operand type for operator or function; operator or function: +, operand type: S",
            "set a = :a + :c|Incorrect operand type for operator or function; operator or function: +, operand type: S",
            "set a = :c - a|Incorrect operand type for operator or function; operator or function: -, operand type: B",
            "set a = a - :g|Incorrect operand type for operator or function; operator or function: -, operand type: NS",
            "set a = a + :j|Incorrect operand type for operator or function; operator or function: +, operand type: L",
    })
    void resolutionErrors(String expression, String message) {
        assertThatThrownBy(() -> parse(expression)).isInstanceOf(DynamoDbError.class)
                .hasMessage("Invalid UpdateExpression: " + message);
    }

    @Test
    void everyNameAndValueMustBeUsed() {
        Map<String, String> names = new LinkedHashMap<>();
        names.put("#a", "a");
        names.put("#b", "b");
        Map<String, AttributeValue> v = new LinkedHashMap<>();
        v.put(":a", s("a"));
        v.put(":b", s("b"));
        v.put(":c", s("c"));
        Expressions e = Expressions.of(names, v);
        e.update("remove a set b = list_append(b, if_not_exists(a, :a))");
        e.condition("a = :b");
        assertThatThrownBy(e::checkAllUsed)
                .hasMessage("Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}");
        Expressions f = Expressions.of(Map.of(), v);
        f.update("remove a");
        f.condition("a = :b");
        assertThatThrownBy(f::checkAllUsed)
                .hasMessage("Value provided in ExpressionAttributeValues unused in expressions: keys: {:a, :c}");
    }

    // ---- application ----

    private static Map<String, AttributeValue> item(Object... pairs) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(KEY);
        for (int i = 0; i < pairs.length; i += 2) item.put((String) pairs[i], (AttributeValue) pairs[i + 1]);
        return item;
    }

    private static UpdateExpression.Result apply(String expression, Map<String, AttributeValue> values,
                                                 Map<String, AttributeValue> old) {
        return Expressions.of(Map.of("#n", "x"), values).update(expression).apply(old, KEY);
    }

    @Test
    void setAddsAndReplacesTopLevelAttributes() {
        UpdateExpression.Result r = apply("SET b = :v, a = :w", Map.of(":v", n(4), ":w", s("hey")), item("a", s("hi")));
        assertThat(r.item()).isEqualTo(item("a", s("hey"), "b", n(4)));
        assertThat(r.writesItem()).isTrue();
        assertThat(r.updatedAttributes()).containsExactly("b", "a");
        assertThat(r.updatedOld()).isEqualTo(Map.of("a", s("hi")));
        assertThat(r.updatedNew()).isEqualTo(Map.of("a", s("hey"), "b", n(4)));
    }

    @Test
    void setOnAMissingItemStartsFromTheKey() {
        UpdateExpression.Result r = apply("SET a = :v", Map.of(":v", n(1)), null);
        assertThat(r.item()).isEqualTo(item("a", n(1)));
        assertThat(r.updatedOld()).isEmpty();
        assertThat(r.updatedNew()).isEqualTo(Map.of("a", n(1)));
    }

    @Test
    void valuesAreReadBeforeAnythingIsWritten() {
        assertThat(apply("REMOVE a SET b = a", Map.of(), item("a", s("hello"))).item()).isEqualTo(item("b", s("hello")));
        assertThatThrownBy(() -> apply("SET x = :v, y = x", Map.of(":v", n(4)), item()))
                .hasMessage("The provided expression refers to an attribute that does not exist in the item");
        assertThatThrownBy(() -> apply("SET c = z", Map.of(), null))
                .hasMessage("The provided expression refers to an attribute that does not exist in the item");
    }

    @Test
    void arithmeticAndFunctions() {
        Map<String, AttributeValue> v = Map.of(":one", n(1), ":seven", n(7), ":l", l(s("z")), ":empty", l());
        Map<String, AttributeValue> old = item("n", n("2"), "lst", l(s("a")), "s", s("str"));
        assertThat(apply("SET n = n + :one", v, old).item().get("n")).isEqualTo(n(3));
        assertThat(apply("SET m = :seven - n", v, old).item().get("m")).isEqualTo(n(5));
        assertThat(apply("SET n = (n + :one)", v, old).item().get("n")).isEqualTo(n(3));
        assertThat(apply("SET c = if_not_exists(c, :one) + :seven", v, old).item().get("c")).isEqualTo(n(8));
        assertThat(apply("SET n = if_not_exists(n, :seven)", v, old).item().get("n")).isEqualTo(n(2));
        assertThat(apply("SET lst = list_append(lst, :l)", v, old).item().get("lst")).isEqualTo(l(s("a"), s("z")));
        assertThat(apply("SET lst = list_append(:l, lst)", v, old).item().get("lst")).isEqualTo(l(s("z"), s("a")));
        assertThat(apply("SET added = list_append(if_not_exists(added, :empty), :l)", v, old).item().get("added")).isEqualTo(l(s("z")));
        assertThatThrownBy(() -> apply("SET n = s + :one", v, old))
                .hasMessage("An operand in the update expression has an incorrect data type");
        assertThatThrownBy(() -> apply("SET x = list_append(s, :l)", v, old))
                .hasMessage("An operand in the update expression has an incorrect data type");
        assertThatThrownBy(() -> apply("SET x = list_append(nope, :l)", v, old))
                .hasMessage("The provided expression refers to an attribute that does not exist in the item");
        assertThatThrownBy(() -> apply("SET x = nope + :one", v, old))
                .hasMessage("The provided expression refers to an attribute that does not exist in the item");
    }

    @Test
    void arithmeticKeepsDynamoDbNumberLimits() {
        Map<String, AttributeValue> v = Map.of(":big", n("9.9999999999999999999999999999999999999E+125"));
        assertThatThrownBy(() -> apply("SET a = :big + :big", v, null))
                .hasMessage("Number overflow. Attempting to store a number with magnitude larger than supported range");
    }

    @Test
    void nestedSetsAndRemoves() {
        AttributeValue y = l(n(3), n(5), n(7));
        AttributeValue a = m(Map.of("b", n(3), "c", l(s("hi"), m(Map.of("x", m(Map.of("y", y)), "q", n(2))))));
        Map<String, AttributeValue> doc = item("a", a);
        UpdateExpression.Result r = apply("SET a.c[1].#n.y[1] = :v, a.z = :v", Map.of(":v", n(9)), doc);
        AttributeValue newY = l(n(3), n(9), n(7));
        assertThat(r.item().get("a")).isEqualTo(m(Map.of("b", n(3), "z", n(9),
                "c", l(s("hi"), m(Map.of("x", m(Map.of("y", newY)), "q", n(2)))))));
        assertThat(r.updatedOld()).isEqualTo(Map.of("a", m(Map.of("c", l(m(Map.of("x", m(Map.of("y", l(n(5)))))))))));
        assertThat(r.updatedNew()).isEqualTo(Map.of("a", m(Map.of("z", n(9),
                "c", l(m(Map.of("x", m(Map.of("y", l(n(9)))))))))));
        assertThat(doc.get("a")).as("the old item is not modified").isEqualTo(a);
        UpdateExpression.Result removed = apply("REMOVE a.c[1].#n.y[1], a.b", Map.of(), doc);
        assertThat(removed.item().get("a")).isEqualTo(
                m(Map.of("c", l(s("hi"), m(Map.of("x", m(Map.of("y", l(n(3), n(7)))), "q", n(2)))))));
    }

    @Test
    void listIndexesReferToTheOldListAndAppendPastTheEnd() {
        Map<String, AttributeValue> old = item("a", l(n(2), n(3), n(4), n(5), n(6), n(7)));
        Map<String, AttributeValue> v = Map.of(":v", n(17));
        assertThat(apply("REMOVE a[1] SET a[3] = :v", v, old).item().get("a")).isEqualTo(l(n(2), n(4), n(17), n(6), n(7)));
        assertThat(apply("SET a[3] = :v REMOVE a[1]", v, old).item().get("a")).isEqualTo(l(n(2), n(4), n(17), n(6), n(7)));
        assertThat(apply("REMOVE a[5], a[0], a[17]", v, old).item().get("a")).isEqualTo(l(n(3), n(4), n(5), n(6)));
        Map<String, AttributeValue> three = item("a", l(s("one"), s("two"), s("three")));
        Map<String, AttributeValue> w = Map.of(":1", s("a1"), ":2", s("a2"), ":3", s("a3"), ":4", s("a4"));
        assertThat(apply("SET a[84] = :1, a[37] = :2, a[17] = :3, a[50] = :4", w, three).item().get("a"))
                .isEqualTo(l(s("one"), s("two"), s("three"), s("a3"), s("a2"), s("a4"), s("a1")));
        UpdateExpression.Result past = apply("SET a[100] = :1", w, three);
        assertThat(past.updatedNew()).as("DynamoDB does not return an element set past the end").isEmpty();
        assertThat(apply("REMOVE a[0]", w, item("a", l(n(1)))).item().get("a")).isEqualTo(l());
        assertThat(apply("REMOVE a.b", w, item("a", m(Map.of("b", n(1))))).item().get("a")).isEqualTo(m(Map.of()));
    }

    @Test
    void invalidDocumentPaths() {
        Map<String, AttributeValue> old = item("a", s("hello"), "b", l(s("hi")), "c", m(Map.of("1", s("a"))));
        Map<String, AttributeValue> v = Map.of(":v", n(7), ":ss", ss("a"));
        for (String expression : List.of("SET a.c = :v", "SET b.c = :v", "SET x.c = :v", "SET a[0] = :v",
                "SET x[0] = :v", "REMOVE a.c", "REMOVE x.c", "REMOVE a[0]", "REMOVE c[1]", "REMOVE b.#n",
                "DELETE a.b :ss", "DELETE x.a :ss", "ADD c[1] :ss", "ADD b.#n :ss", "SET b[3].x = :v")) {
            assertThatThrownBy(() -> apply(expression, v, old)).as(expression)
                    .hasMessage("The document path provided in the update expression is invalid for update");
        }
        assertThatThrownBy(() -> apply("SET c.c = :v", v, null))
                .hasMessage("The document path provided in the update expression is invalid for update");
        // ...but removing anything from an item that does not exist is silently nothing
        UpdateExpression.Result nothing = apply("REMOVE x.y, z[0]", v, null);
        assertThat(nothing.item()).isEqualTo(KEY);
        assertThat(nothing.writesItem()).isFalse();
        // ...and a missing leaf is fine
        assertThat(apply("REMOVE c.y, b[7], gone", v, old).item()).isEqualTo(old);
    }

    @Test
    void addAndDelete() {
        Map<String, AttributeValue> v = Map.of(":four", n(4), ":pig", ss("pig"), ":some", ss("coati", "beaver", "badger"),
                ":dog", ss("dog"), ":ns", ns("1"), ":l", l(n(3)), ":s", s("x"));
        Map<String, AttributeValue> old = item("a", n(3), "b", s("hi"), "animals", ss("beaver", "lynx", "coati"), "one", ss("dog"));
        assertThat(apply("ADD a :four", v, old).item().get("a")).isEqualTo(n(7));
        assertThat(apply("ADD added :four", v, old).item().get("added")).isEqualTo(n(4));
        assertThat(apply("ADD animals :some", v, old).item().get("animals")).isEqualTo(ss("beaver", "lynx", "coati", "badger"));
        assertThat(apply("ADD fresh :pig", v, null).item()).isEqualTo(item("fresh", ss("pig")));
        assertThat(apply("DELETE animals :some", v, old).item().get("animals")).isEqualTo(ss("lynx"));
        assertThat(apply("DELETE one :dog", v, old).item()).as("an emptied set disappears").doesNotContainKey("one");
        assertThat(apply("DELETE gone :dog", v, old).item()).isEqualTo(old);
        assertThat(apply("DELETE gone :dog", v, null).writesItem()).isFalse();
        assertThat(apply("ADD gone :dog", v, null).writesItem()).isTrue();
        for (String expression : List.of("ADD b :four", "ADD animals :ns", "ADD a :pig", "DELETE a :dog", "DELETE animals :ns")) {
            assertThatThrownBy(() -> apply(expression, v, old)).as(expression)
                    .hasMessage("An operand in the update expression has an incorrect data type");
        }
    }

    @Test
    void pathsAndNamesForTheCore() {
        UpdateExpression u = Expressions.of(Map.of("#n", "x"), Map.of(":v", n(1)))
                .update("SET a.b = :v, #n[2] = :v REMOVE c ADD d :v");
        assertThat(u.topLevelNames()).containsExactly("a", "x", "c", "d");
        assertThat(u.paths()).extracting(Path::toString).containsExactly("[a, b]", "[x, [2]]", "[c]", "[d]");
    }
}
