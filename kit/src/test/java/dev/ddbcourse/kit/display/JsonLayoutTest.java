package dev.ddbcourse.kit.display;

import static dev.ddbcourse.kit.Kit.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.testing.Printed;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import dev.ddbcourse.kit.Kit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * show() against the seed's {@code ===} blocks: the same content, with an item's attributes in
 * the kit's order (PK, SK, then sorted) instead of the seed's arbitrary one.
 */
class JsonLayoutTest {

    private static String json(Object value) {
        return JsonLayout.render(JsonTree.of(value));
    }

    @Test
    void anItemPrintsKeysFirstThenTheRestSorted() {
        // seed 02 "AP1 customer" (the seed's order was SK, name, PK, type)
        assertThat(json(item("SK", "PROFILE", "name", "Carol", "PK", "CUST#c1", "type", "Customer"))).isEqualTo("""
                {
                  "PK": "CUST#c1",
                  "SK": "PROFILE",
                  "name": "Carol",
                  "type": "Customer"
                }""");
    }

    @Test
    void aTopLevelListHasOneElementPerLine() {
        // seed 02 "AP2 customer orders"
        assertThat(json(List.of("o2", "o1"))).isEqualTo("""
                [
                  "o2",
                  "o1"
                ]""");
    }

    @Test
    void aScalarPrintsAlone() {
        // seed 02 "AP3 order by id", 09 "Employee by email"
        assertThat(json("o3")).isEqualTo("\"o3\"");
        assertThat(json(42)).isEqualTo("42");
        assertThat(json(null)).isEqualTo("null");
    }

    @Test
    void listsOfScalarsInsideAListStayOnOneLine() {
        // seed 03 "Org 42 item collection", 07 "Base table" (null), 07 "invoices containing apple" (numbers)
        assertThat(json(List.of(List.of("MEMBER#USER#42", "Membership"), List.of("ORG#42", "Org"), List.of("PROJECT#p1", "Project"))))
                .isEqualTo("""
                        [
                          ["MEMBER#USER#42", "Membership"],
                          ["ORG#42", "Org"],
                          ["PROJECT#p1", "Project"]
                        ]""");
        assertThat(json(List.of(Arrays.asList("CUSTOMER#c1", null), List.of("PRODUCT#apple", 3)))).isEqualTo("""
                [
                  ["CUSTOMER#c1", null],
                  ["PRODUCT#apple", 3]
                ]""");
    }

    @Test
    void attributeValuesInsideListsAreJsonToo() {
        // seed 11 "After rename": values read straight from items
        List<List<AttributeValue>> rows = List.of(
                Arrays.asList(AttributeValue.fromS("ADDRESSES"), null),
                List.of(AttributeValue.fromS("ORDER#o1"), AttributeValue.fromS("Carol Smith")),
                List.of(AttributeValue.fromS("PRODUCT#apple"), AttributeValue.fromN("3")));
        assertThat(json(rows)).isEqualTo("""
                [
                  ["ADDRESSES", null],
                  ["ORDER#o1", "Carol Smith"],
                  ["PRODUCT#apple", 3]
                ]""");
    }

    @Test
    void plainMapsWithoutAnOrderAreSortedAndOrderedMapsKeepTheirs() {
        // seed 03 "Parsed key", 04 "Grouped by entity type", 10 "Items examined"
        assertThat(json(Map.of("id", "42", "entity", "ORG"))).isEqualTo("""
                {
                  "entity": "ORG",
                  "id": "42"
                }""");
        Map<String, Integer> grouped = new HashMap<>(Map.of("User", 1, "Order", 2, "Address", 1));
        assertThat(json(grouped)).isEqualTo("""
                {
                  "Address": 1,
                  "Order": 2,
                  "User": 1
                }""");
        Map<String, Object> ordered = new LinkedHashMap<>();
        ordered.put("table_size", 1000);
        ordered.put("index_query", 5);
        assertThat(json(ordered)).startsWith("{\n  \"table_size\": 1000,");
        assertThat(json(new TreeMap<>(Map.of("b", 1, "a", 2)))).startsWith("{\n  \"a\": 2,");
    }

    @Test
    void aListOfItemsPrintsEachItemExpanded() {
        // seed 04 "Alice's orders, newest first" (seed order: SK, total, PK, type)
        var items = List.of(
                item("SK", "ORDER#2026-10-15#o2", "total", 17, "PK", "USER#alice", "type", "Order"),
                item("SK", "ORDER#2026-10-01#o1", "total", 42, "PK", "USER#alice", "type", "Order"));
        assertThat(json(items)).isEqualTo("""
                [
                  {
                    "PK": "USER#alice",
                    "SK": "ORDER#2026-10-15#o2",
                    "total": 17,
                    "type": "Order"
                  },
                  {
                    "PK": "USER#alice",
                    "SK": "ORDER#2026-10-01#o1",
                    "total": 42,
                    "type": "Order"
                  }
                ]""");
    }

    @Test
    void nestedMapsExpandAndTheirKeysAreSorted() {
        // seed 11 "Embedded addresses": the M attribute (seed order: work, home)
        AttributeValue addresses = Kit.av(Map.of("work", Map.of("city", "Leeds"), "home", Map.of("city", "London")));
        assertThat(json(addresses)).isEqualTo("""
                {
                  "home": {
                    "city": "London"
                  },
                  "work": {
                    "city": "Leeds"
                  }
                }""");
    }

    @Test
    void listsOfScalarsInsideMapsStayOnOneLineAndEmptyContainersAreShort() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("tags", List.of("a", "b"));
        value.put("none", List.of());
        value.put("empty", Map.of());
        value.put("nested", List.of(Map.of("x", 1)));
        assertThat(json(value)).isEqualTo("""
                {
                  "tags": ["a", "b"],
                  "none": [],
                  "empty": {},
                  "nested": [
                    {
                      "x": 1
                    }
                  ]
                }""");
        assertThat(json(List.of())).isEqualTo("[]");
    }

    @Test
    void numbersAreJsonNumbersAsDynamoDbNormalisesThem() {
        assertThat(json(List.of(List.of(AttributeValue.fromN("42"), AttributeValue.fromN("0.50"), AttributeValue.fromN("1E+3")))))
                .isEqualTo("[\n  [42, 0.5, 1000]\n]");
        assertThat(json(new BigDecimal("12.5"))).isEqualTo("12.5");
        assertThat(json(0.5)).isEqualTo("0.5");
    }

    @Test
    void stringsAreEscapedLikePythonButNonAsciiIsKept() {
        assertThat(json("Café · \"quoted\" back\\slash\nnew\ttab\u0001")).isEqualTo(
                "\"Café · \\\"quoted\\\" back\\\\slash\\nnew\\ttab\\u0001\"");
    }

    @Test
    void recordsPrintTheirComponentsInOrder() {
        record Store(String city, String storeId, int rank) {}
        assertThat(json(new Store("London", "s4", 1))).isEqualTo("""
                {
                  "city": "London",
                  "storeId": "s4",
                  "rank": 1
                }""");
    }

    @Test
    void sdkResponsesShowTheirMembers() {
        var response = software.amazon.awssdk.services.dynamodb.model.QueryResponse.builder()
                .items(List.of(item("SK", "PROFILE", "PK", "CUST#c1"))).count(1).scannedCount(1).build();
        assertThat(json(response)).isEqualTo("""
                {
                  "Items": [
                    {
                      "PK": "CUST#c1",
                      "SK": "PROFILE"
                    }
                  ],
                  "Count": 1,
                  "ScannedCount": 1
                }""");
    }

    @Test
    void showPrintsTheTitleTheJsonAndABlankLine() {
        assertThat(Printed.by(() -> Kit.show("Indexes on table", List.of("GSI1")))).isEqualTo("""
                === Indexes on table ===
                [
                  "GSI1"
                ]

                """);
    }
}
