package dev.ddbcourse.kit.display;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.testing.Printed;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class JupyterTablesTest {

    private static Map<String, AttributeValue> item(String... pairs) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) item.put(pairs[i], AttributeValue.fromS(pairs[i + 1]));
        return item;
    }

    private static final List<Map<String, AttributeValue>> GRAPH = List.of(
            item("PK", "STUDENT#ann", "SK", "COURSE#db101", "type", "Enrolment", "grade", "A"),
            item("PK", "COURSE#db101", "SK", "COURSE#db101", "type", "Course"),
            item("PK", "STUDENT#ann", "SK", "STUDENT#ann", "type", "Student"));

    @Test
    void groupsItemsByPartitionInOrderOfFirstAppearance() {
        var table = JupyterItemTable.of("p08", GRAPH);
        assertThat(table.partitions().keySet()).containsExactly("STUDENT#ann", "COURSE#db101");
        assertThat(table.partitions().get("STUDENT#ann")).extracting(i -> i.get("SK").s())
                .containsExactly("COURSE#db101", "STUDENT#ann");
    }

    @Test
    void textWritesThePartitionKeyOncePerGroupAndSortsOtherAttributes() {
        assertThat(JupyterItemTable.of("p08", GRAPH).text()).isEqualTo("""
                PK            SK            attributes
                -----------------------------------------------------
                STUDENT#ann   COURSE#db101  grade: A, type: Enrolment
                              STUDENT#ann   type: Student
                COURSE#db101  COURSE#db101  type: Course
                """);
    }

    @Test
    void htmlSpansThePartitionCellOverItsItemsAndEscapesValues() {
        var items = List.of(item("PK", "A<1>", "SK", "x&y", "note", "\"q\""), item("PK", "A<1>", "SK", "z"));
        String html = JupyterItemTable.of("t", items).html();
        assertThat(html).startsWith("<table class=\"ddbcourse-items\"")
                .contains("rowspan=\"2\">A&lt;1&gt;</td>")
                .contains(">x&amp;y</td>")
                .contains("<br>&quot;q&quot;</td>")
                .contains("(2 items)")
                .doesNotContain("A<1>");
        // the second item has no attribute: an empty cell keeps the table rectangular
        assertThat(html).contains("colspan=\"1\"></td>");
    }

    @Test
    void nonStringValuesAreCompactJson() {
        assertThat(JupyterItemTable.cell(AttributeValue.fromN("42.50"))).isEqualTo("42.5");
        assertThat(JupyterItemTable.cell(AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromBool(true)))))
                .isEqualTo("[\"a\",true]");
        assertThat(JupyterItemTable.cell(null)).isEmpty();
    }

    @Test
    void indexViewShowsTheSameItemsUnderTheIndexKeys() {
        String out = Printed.by(() ->
                JupyterTables.showIndex("Inverted", GRAPH, "Inverted", "SK", "PK", List.of(GRAPH.get(0), GRAPH.get(1))));
        assertThat(out).isEqualTo("""
                === Inverted ===
                Table (PK, SK)
                PK            SK            attributes
                -----------------------------------------------------
                STUDENT#ann   COURSE#db101  grade: A, type: Enrolment
                              STUDENT#ann   type: Student
                COURSE#db101  COURSE#db101  type: Course

                Index Inverted (SK, PK)
                SK            PK            attributes
                -----------------------------------------------------
                COURSE#db101  STUDENT#ann   grade: A, type: Enrolment
                              COURSE#db101  type: Course

                """);
    }

    @Test
    void outsideAKernelNothingIsDisplayedAndTheTextIsPrinted() {
        assertThat(JupyterDisplay.available()).isFalse();
        assertThat(JupyterDisplay.show("<b>x</b>", "x")).isFalse();
        assertThat(Printed.by(() -> JupyterTables.show("<b>x</b>", "x\n"))).isEqualTo("x\n");
    }
}
