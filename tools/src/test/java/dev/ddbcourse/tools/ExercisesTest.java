package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every solution, as generated from its lesson, passes its check with a pass report; every
 * starter fails it with the friendly "Not yet". The one place reference solutions are tested:
 * the kit's LessonNNCheckTests hold only starters and wrong ways
 * (reaching the answer through testing.Solutions), never a copy of a solution.
 */
class ExercisesTest {

    @TestFactory
    Stream<DynamicTest> solutionsPassAndStartersFail() {
        return Repo.exercises().stream().flatMap(lesson -> Stream.of(
                DynamicTest.dynamicTest(lesson.solution() + " passes", () -> {
                    var run = Scripts.run(Repo.CLASSPATH, Repo.ROOT, lesson.solution(), Map.of(), null, true);
                    assertEquals(0, run.exit(), () -> run.output());
                    // The pass report: its headline, then its details: the requests the answer made, or
                    // (design checks that run the answer's parts one by one) what the check measured.
                    assertTrue(Pattern.compile("(?m)^PASSED " + lesson.stem() + ": .+\n    (\\d+ requests?: |[A-Z])").matcher(run.output()).find(),
                            () -> run.output());
                }),
                DynamicTest.dynamicTest(lesson.exercise() + " fails with Not yet", () -> {
                    // The committed starter (GeneratedFilesTest proves it is what the lesson generates).
                    var run = Scripts.run(Repo.CLASSPATH, Repo.ROOT, lesson.exercise(), Map.of(), null, true);
                    assertEquals(1, run.exit(), () -> run.output());
                    assertTrue(run.output().contains("Not yet"), () -> run.output());
                })));
    }
}
