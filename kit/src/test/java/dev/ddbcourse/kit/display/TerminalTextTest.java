package dev.ddbcourse.kit.display;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import dev.ddbcourse.kit.testing.Printed;
import org.junit.jupiter.api.Test;

class TerminalTextTest {

    @Test
    void headingsAreUnderlinedOrCapitalised() {
        assertThat(TerminalText.render("# 08 · Adjacency list\n## Problem\n### Gotchas")).isEqualTo("""
                08 · Adjacency list
                ===================

                Problem
                -------

                GOTCHAS""");
    }

    @Test
    void paragraphsAreJoinedAndWrappedAtNinetyColumns() {
        String text = TerminalText.render("""
                In SQL we model the entities first and write the queries later,
                and the query planner sorts it out. DynamoDB has no planner. If a query isn't backed by a key or an index, the only option left is a Scan.

                Second **paragraph** with a [link](https://example.com).
                """);
        assertThat(text).isEqualTo("""
                In SQL we model the entities first and write the queries later, and the query planner
                sorts it out. DynamoDB has no planner. If a query isn't backed by a key or an index, the
                only option left is a Scan.

                Second paragraph with a link (https://example.com).""");
        assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(TerminalText.WIDTH));
    }

    @Test
    void bulletsAreKeptAndTheirContinuationLinesAligned() {
        assertThat(TerminalText.render("""
                - Include the write patterns too (e.g. "update order status"). They decide which attributes get duplicated.
                - Short one
                  continued here
                1. numbered
                """)).isEqualTo("""
                - Include the write patterns too (e.g. "update order status"). They decide which
                  attributes get duplicated.
                - Short one continued here
                1. numbered""");
    }

    @Test
    void codeBlocksAreIndentedAsWrittenAndTablesAligned() {
        assertThat(TerminalText.render("""
                ```java
                var ddb = client();
                  nested();
                ```
                | Access pattern | Request |
                |---|---|
                | AP1 customer | GetItem |
                | AP4 pending orders today | Query GSI2 |
                """)).isEqualTo("""
                    var ddb = client();
                      nested();

                Access pattern           | Request
                -------------------------+-----------
                AP1 customer             | GetItem
                AP4 pending orders today | Query GSI2""");
    }

    @Test
    void sayIsSilentInTranscriptMode() {
        assertThat(Printed.by(() -> Kit.say("# Title"))).isEqualTo("Title\n=====\n\n");
        System.setProperty("course.transcript", "1");
        try {
            assertThat(Printed.by(() -> Kit.say("# Title"))).isEmpty();
        } finally {
            System.clearProperty("course.transcript");
        }
    }

    @Test
    void aLessonsCodeIsShownRuledAndHighlightedOnlyWhenColourIsOn() {
        assertThat(TerminalText.code("var ddb = client(); // the client", false))
                .isEqualTo("-------- code --------\n  var ddb = client(); // the client\n----------------------\n");
        assertThat(TerminalText.code("var n = 1;", true)).contains("\u001b[35mvar\u001b[0m", "\u001b[36m1\u001b[0m");
    }

    @Test
    void aMermaidDiagramBecomesAPointerToTheNotebook() {
        assertThat(TerminalText.render("Before.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\nAfter."))
                .contains("[diagram: drawn in this lesson's notebook")
                .doesNotContain("flowchart", "-->");
    }
}
