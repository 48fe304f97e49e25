package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every solution passes its check; every starter fails it with the friendly "Not yet". */
class ExercisesTest {

    @TestFactory
    Stream<DynamicTest> solutionsPassAndStartersFail() {
        return Repo.exercises().stream().flatMap(lesson -> Stream.of(
                DynamicTest.dynamicTest(lesson.solution() + " passes", () -> {
                    var run = Scripts.run(Repo.CLASSPATH, Repo.ROOT, lesson.solution(), Map.of(), null, true);
                    assertEquals(0, run.exit(), () -> run.output());
                }),
                DynamicTest.dynamicTest(lesson.exercise() + " fails with Not yet", () -> {
                    // The committed starter (GeneratedFilesTest proves it is what the lesson generates).
                    var run = Scripts.run(Repo.CLASSPATH, Repo.ROOT, lesson.exercise(), Map.of(), null, true);
                    assertEquals(1, run.exit(), () -> run.output());
                    assertTrue(run.output().contains("Not yet"), () -> run.output());
                })));
    }
}
