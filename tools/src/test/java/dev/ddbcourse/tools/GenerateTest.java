package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ddbcourse.kit.course.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generator on a one-lesson course in a temp dir (the lesson of {@link LessonSourceTest}). */
class GenerateTest {
    @TempDir Path root;

    @BeforeEach
    void course() throws IOException {
        Files.writeString(root.resolve("course.json"), """
                {"version": 1, "title": "Tiny", "lessons": [{"stem": "99-tiny", "title": "Tiny", "hints": ["h1"]}]}
                """);
        // Made-up versions prove the headers read them from the pom.
        Files.writeString(root.resolve("pom.xml"), """
                <project><properties>
                  <awssdk.version>9.1</awssdk.version> <jackson.version>9.2</jackson.version>
                  <assertj.version>9.3</assertj.version> <testcontainers.version>9.4</testcontainers.version>
                  <lucene.version>9.6</lucene.version> <slf4j.version>9.5</slf4j.version>
                </properties></project>
                """);
        Files.createDirectories(root.resolve("lessons"));
        Files.writeString(root.resolve("lessons/99-tiny.java"), LessonSourceTest.LESSON);
    }

    private Map<String, String> generate() {
        var files = Generate.files(root, root, null);
        Generate.write(files, root);
        return files;
    }

    @Test
    void writesTheFourOutputsAndTheCatalog() {
        var files = generate();
        assertEquals(List.of("jbang/99-tiny.java", "exercises/99-tiny.java", "solutions/99-tiny.java", "notebooks/99-tiny.ipynb",
                "jbang-catalog.json"), List.copyOf(files.keySet()));
        var aliases = Json.object(Json.object(Json.parse(files.get("jbang-catalog.json"))).get("aliases"));
        assertEquals(List.of("exercise99", "lesson99", "runner", "solution99", "tiny"), List.copyOf(aliases.keySet()));
        assertEquals("exercises/99-tiny.java", Json.object(aliases.get("exercise99")).get("script-ref"));
    }

    @Test
    void theLessonScriptHasTheHeaderTheStoryAndTheCodeButNotTheExercise() {
        String script = generate().get("jbang/99-tiny.java");
        assertTrue(script.startsWith("""
                ///usr/bin/env jbang "$0" "$@" ; exit $?
                // Generated from lessons/99-tiny.java by `./course generate`: edit the lesson, not this file. (The lesson.)
                //JAVA 17+
                //DEPS software.amazon.awssdk:bom:9.1@pom
                //DEPS software.amazon.awssdk:dynamodb
                //DEPS software.amazon.awssdk:dynamodb-enhanced
                //DEPS software.amazon.awssdk:url-connection-client
                //DEPS com.fasterxml.jackson.core:jackson-databind:9.2
                //DEPS org.assertj:assertj-core:9.3
                //DEPS org.testcontainers:testcontainers:9.4
                //DEPS org.apache.lucene:lucene-core:9.6
                //DEPS org.slf4j:slf4j-nop:9.5
                //SOURCES ../kit/src/main/java/**/*.java
                //SOURCES ../engine/src/main/java/**/*.java
                //FILES course.json=../course.json
                //MAIN Lesson99
                //RUNTIME_OPTIONS -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:disable -Xlog:all=warning:stderr -Xlog:cds*=error:stderr
                //CDS
                """), script);
        assertTrue(script.contains("import java.time.Instant;\n"));
        assertTrue(script.contains("\nclass Lesson99 {\n"));
        assertTrue(script.contains("""
                        say(\"""
                            # 99 · Tiny

                            Some *story*.
                            \""");

                        code(\"""
                            var ddb = client();
                            \""");

                        var ddb = client();

                        say(\"""
                            ## Why
                            Because.
                            \""");

                        say(\"""
                            ## Exercise
                            Return 42.

                            Open `exercises/99-tiny.java`, replace the TODO, then run `./course check 99`.
                            \""");
                    }

                    static String greet(String who) { return "hi " + who; }
                }
                """), script);
        assertFalse(script.contains("answer()"));
    }

    @Test
    void theExerciseHasTheStarterAndExitsWithTheCheck() {
        var files = generate();
        String exercise = files.get("exercises/99-tiny.java"), solution = files.get("solutions/99-tiny.java");
        assertTrue(exercise.contains("""
                class Exercise99 {

                    public static void main(String[] args) throws Exception {
                        say(\"""
                            ## Exercise
                            Return 42.
                            \""");

                        System.exit(check("99-tiny", ddb -> answer()) ? 0 : 1);
                    }

                    static String greet(String who) { return "hi " + who; }

                    static int answer() {
                        // TODO: the answer
                        return 0;
                    }
                }
                """), exercise);
        assertTrue(exercise.startsWith("///usr/bin/env jbang \"$0\" \"$@\" ; exit $?\n// Generated from lessons/99-tiny.java by `./course generate`."
                + " Your exercise: edit it, then run `./course check 99` (`./course reset 99` restores the starter).\n"), exercise);
        assertTrue(solution.contains("class Solution99 {"));
        assertTrue(solution.contains("    static int answer() {\n        return 42;\n    }\n"), solution);
        assertFalse(solution.contains("TODO"));
    }

    @Test
    void generatedScriptsCompileAgainstTheKit() throws IOException {
        var files = generate();
        var javac = ToolProvider.getSystemJavaCompiler();
        var out = Files.createDirectories(root.resolve("classes"));
        for (String script : List.of("jbang/99-tiny.java", "exercises/99-tiny.java", "solutions/99-tiny.java")) {
            var args = new ArrayList<>(List.of("-d", out.toString(), "-cp", Repo.CLASSPATH, root.resolve(script).toString()));
            assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)), script + " does not compile");
        }
    }

    @Test
    void theNotebookHasTheKernelTheImportsTheStarterAndTheCheck() {
        String text = generate().get("notebooks/99-tiny.ipynb");
        var nb = Json.object(Json.parse(text));
        var kernel = Json.object(Json.object(nb.get("metadata")).get("kernelspec"));
        assertEquals(Map.of("name", "ddbcourse-java", "display_name", "Java (DynamoDB course)", "language", "java"), kernel);
        var cells = Json.array(nb.get("cells"));
        assertEquals(9, cells.size());
        assertEquals("*Generated from lessons/99-tiny.java by `./course generate`: edit the lesson, not this file.*", source(cells.get(0)));
        assertTrue(source(cells.get(1)).startsWith("import static dev.ddbcourse.kit.Kit.*;\n"));
        assertTrue(source(cells.get(1)).endsWith("\nimport java.time.Instant;"));
        assertEquals("String greet(String who) { return \"hi \" + who; }", source(cells.get(4)));
        assertEquals("## Why\nBecause.\n\n## Exercise\nReturn 42.", source(cells.get(5)));
        assertEquals("exerciseCellRuns(\"99-tiny\"); // lets the check see this cell's latest run\n\n"
                + "int answer() {\n    // TODO: the answer\n    return 0;\n}\n\nexerciseCellCompiled(\"99-tiny\");", source(cells.get(6)));
        assertEquals(List.of("exercise"), Json.object(Json.object(cells.get(6)).get("metadata")).get("tags"));
        assertEquals("boolean passed = check(\"99-tiny\", ddb -> answer());", source(cells.get(7)), "no stray true/false under the cell");
        assertTrue(source(cells.get(8)).contains("solutions/99-tiny.java"));
    }

    @Test
    void regeneratingKeepsOutputsOfUnchangedCellsOnly() throws IOException {
        generate();
        Path file = root.resolve("notebooks/99-tiny.ipynb");
        var nb = Json.object(Json.parse(Files.readString(file)));
        var cells = Json.array(nb.get("cells"));
        for (int i : new int[] {3, 4}) { // the code cell and the declarations cell get a "run"
            var cell = Json.object(cells.get(i));
            cell.put("execution_count", Json.Num.of(i));
            cell.put("outputs", List.of(Map.of("name", "stdout", "output_type", "stream", "text", List.of("out " + i + "\n"))));
        }
        Json.object(nb.get("metadata")).put("language_info", Map.of("name", "java", "version", "17"));
        String run = Json.write(nb);
        Files.writeString(file, run);

        assertEquals(run, generate().get("notebooks/99-tiny.ipynb"), "regenerating an unchanged lesson changes nothing");

        Files.writeString(root.resolve("lessons/99-tiny.java"),
                LessonSourceTest.LESSON.replace("var ddb = client();", "var ddb = client(); // changed"));
        var again = Json.array(Json.object(Json.parse(generate().get("notebooks/99-tiny.ipynb"))).get("cells"));
        assertEquals(List.of(), Json.object(again.get(3)).get("outputs"));
        assertEquals(null, Json.object(again.get(3)).get("execution_count"));
        assertEquals(new Json.Num("4"), Json.object(again.get(4)).get("execution_count"));
    }

    @Test
    void unchangedFilesAreNotRewritten() {
        generate();
        assertEquals(List.of(), Generate.write(Generate.files(root, root, null), root));
    }

    private static String source(Object cell) {
        var out = new StringBuilder();
        for (Object line : Json.array(Json.object(cell).get("source"))) out.append(line);
        return out.toString();
    }
}
