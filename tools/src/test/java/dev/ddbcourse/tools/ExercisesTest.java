package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every solution, as generated from its lesson, passes its check with a pass report; every
 * starter fails it with the friendly "Not yet", which names the question and not the answer:
 * neither an operation nor an index the solution uses or the check expects (hints before
 * answers). The one place reference solutions are tested: the kit's LessonNNCheckTests hold only
 * starters and wrong ways (reaching the answer through testing.Solutions), never a copy of a solution.
 */
class ExercisesTest {
    /** Stem -> the solution's pass report, for the starter's test after it. */
    private static final Map<String, String> PASSED = new ConcurrentHashMap<>();

    @TestFactory
    Stream<DynamicTest> solutionsPassAndStartersFail() {
        // Every run started ahead, in test order: solution, then starter, lesson by lesson.
        var lessons = Repo.exercises();
        var runs = new HashMap<String, CompletableFuture<Scripts.Result>>();
        for (var lesson : lessons) {
            for (String script : List.of(lesson.solution(), lesson.exercise())) {
                runs.put(script, Repo.ahead(() -> Scripts.run(Repo.CLASSPATH, Repo.ROOT, script, Map.of(), null, true)));
            }
        }
        return lessons.stream().flatMap(lesson -> Stream.of(
                DynamicTest.dynamicTest(lesson.solution() + " passes", () -> {
                    var run = Repo.result(runs.get(lesson.solution()));
                    assertEquals(0, run.exit(), () -> run.output());
                    // The pass report: its headline, then its details: the requests the answer made, or
                    // (design checks that run the answer's parts one by one) what the check measured.
                    assertTrue(Pattern.compile("(?m)^PASSED " + lesson.stem() + ": .+\n    (\\d+ requests?: |[A-Z])").matcher(run.output()).find(),
                            () -> run.output());
                    PASSED.put(lesson.stem(), run.output());
                }),
                DynamicTest.dynamicTest(lesson.exercise() + " fails with Not yet, naming the question only", () -> {
                    // The committed starter (GeneratedFilesTest proves it is what the lesson generates).
                    var run = Repo.result(runs.get(lesson.exercise()));
                    assertEquals(1, run.exit(), () -> run.output());
                    assertTrue(run.output().contains("Not yet"), () -> run.output());
                    String report = run.output().substring(run.output().indexOf("Not yet"));
                    for (String answer : answerWords(lesson.stem())) {
                        assertTrue(!Pattern.compile("\\b" + Pattern.quote(answer) + "\\b").matcher(report).find(),
                                () -> "the starter's report names " + answer + ", part of the answer:\n" + report);
                    }
                })));
    }

    /**
     * What the answer is made of: the operations and indexes of the solution's requests (its pass
     * report's "N requests: Query x08-adjacency (index Inverted) ..." line), and the operations and
     * indexes its check's source names (the pattern it expects, the indexes of its tables).
     */
    static Set<String> answerWords(String stem) throws IOException {
        var words = new TreeSet<String>();
        String passed = PASSED.getOrDefault(stem, "");
        Matcher line = Pattern.compile("(?m)^    \\d+ requests?: (.+)$").matcher(passed);
        if (line.find()) {
            for (String request : line.group(1).split("; ")) {
                words.add(request.split(" ", 2)[0]);
                Matcher index = Pattern.compile("\\(index ([^)]+)\\)").matcher(request);
                while (index.find()) words.add(index.group(1));
            }
        }
        Pattern named = Pattern.compile("(?:gsi|lsi|onIndex|one|exactly)\\((?:[^,()\"]+, )?\"([A-Z][A-Za-z0-9]*)\"|INDEX = \"([A-Za-z0-9]+)\"");
        Path checks = Repo.ROOT.resolve("kit/src/main/java/dev/ddbcourse/kit/check");
        try (Stream<Path> files = Files.list(checks)) {
            for (Path check : files.filter(f -> f.getFileName().toString().startsWith("Lesson" + stem.substring(0, 2) + "Check")).toList()) {
                Matcher m = named.matcher(Files.readString(check));
                while (m.find()) words.add(m.group(1) != null ? m.group(1) : m.group(2));
            }
        }
        return words;
    }
}
