package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ddbcourse.tools.LessonSource.Kind;
import dev.ddbcourse.tools.LessonSource.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

class LessonSourceTest {

    static final String LESSON = """
            // %% [markdown]
            // # 99 · Tiny
            //
            // Some *story*.

            // %%
            import java.time.Instant;
            var ddb = client();

            // %% [declarations]
            static String greet(String who) { return "hi " + who; }

            // %% [markdown]
            // ## Why
            // Because.
            //
            // ## Exercise
            // Return 42.

            // %% [exercise]
            static int answer() {
                // BEGIN SOLUTION
                return 42;
                // STARTER
                // TODO: the answer
                return 0;
                // END SOLUTION
            }

            // %% [check]
            check("99-tiny", ddb -> answer());
            """;

    @Test
    void readsCellsKindsAndLines() {
        var source = LessonSource.parse("99-tiny", LESSON);
        assertEquals(List.of(Kind.MARKDOWN, Kind.CODE, Kind.DECLARATIONS, Kind.MARKDOWN, Kind.EXERCISE, Kind.CHECK),
                source.cells().stream().map(LessonSource.Cell::kind).toList());
        assertEquals("# 99 · Tiny\n\nSome *story*.", source.cells().get(0).text());
        assertEquals("var ddb = client();", source.cells().get(1).text());
        assertEquals(7, source.cells().get(1).line());
        assertEquals(List.of("import java.time.Instant;"), source.imports());
    }

    @Test
    void keepsOneSideOfTheSolutionRegions() {
        var exercise = LessonSource.parse("99-tiny", LESSON).cells().get(4);
        assertEquals("static int answer() {\n    return 42;\n}", exercise.text(Variant.SOLUTION));
        assertEquals("static int answer() {\n    // TODO: the answer\n    return 0;\n}", exercise.text(Variant.STARTER));
    }

    @Test
    void splitsTheExerciseStatementFromTheStory() {
        var source = LessonSource.parse("99-tiny", LESSON);
        assertEquals("## Exercise\nReturn 42.", source.exerciseStatement());
        assertEquals("## Why\nBecause.", source.lessonText(source.cells().get(3)));
        assertTrue(source.hasExercise());
    }

    @Test
    void dropsLeadingStaticForNotebooks() {
        assertEquals("int a() { return 1; }\n    static int nested;\nrecord R() {}",
                LessonSource.Cell.withoutStatic("static int a() { return 1; }\n    static int nested;\nstatic record R() {}"));
    }

    @Test
    void splitsTheCheckCall() {
        var source = LessonSource.parse("99-tiny", LESSON);
        String[] parts = LessonSource.checkCall("x", source.checkCell());
        assertEquals("", parts[0]);
        assertEquals("check(\"99-tiny\", ddb -> answer())", parts[1]);
    }

    @Test
    void namesTheLineOfEachMistake() {
        assertError("lessons/99-x.java:3: nested BEGIN SOLUTION", """
                // %% [exercise]
                // BEGIN SOLUTION
                // BEGIN SOLUTION
                // END SOLUTION
                // %% [check]
                check("99-x", d -> 1);
                """);
        assertError("lessons/99-x.java:2: unclosed BEGIN SOLUTION in this cell", """
                // %% [exercise]
                // BEGIN SOLUTION
                int x;
                // %% [check]
                check("99-x", d -> 1);
                """);
        assertError("lessons/99-x.java:2: // STARTER outside an [exercise] cell", """
                // %%
                // STARTER
                """);
        assertError("lessons/99-x.java:2: STARTER outside a BEGIN SOLUTION region", """
                // %% [exercise]
                // STARTER
                // END SOLUTION
                // %% [check]
                check("99-x", d -> 1);
                """);
        assertError("lessons/99-x.java:1: unknown cell kind [code] (markdown, declarations, exercise, check, or none for code)",
                "// %% [code]\nint x;\n");
        assertError("lessons/99-x.java:1: text before the first `// %%` cell marker", "int x;\n");
        assertError("lessons/99-x.java:2: a markdown cell line must start with //", "// %% [markdown]\ntext\n");
        assertError("lessons/99-x.java: an [exercise] cell needs a [check] cell and the other way round",
                "// %% [exercise]\nstatic int a() { return 1; }\n");
        assertError("lessons/99-x.java:2: a [check] cell ends with one `check(\"NN-stem\", ddb -> ...);` statement at column 0",
                "// %% [check]\nSystem.out.println();\n// %% [exercise]\nstatic int a;\n");
    }

    @Test
    void aLessonWithoutExerciseIsFine() {
        assertFalse(LessonSource.parse("99-x", "// %% [markdown]\n// # Hi\n// %%\nint x = 1;\n").hasExercise());
    }

    private static void assertError(String message, String text) {
        var e = assertThrows(IllegalArgumentException.class, () -> LessonSource.parse("99-x", text));
        assertEquals(message, e.getMessage());
    }
}
