package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ddbcourse.kit.course.Course.Lesson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every request the course's seed shows for a lesson is sent, and logged the same way, by that
 * lesson. The seed's request blocks are kept in the repository
 * (tools/src/test/resources/seed-requests.txt), so this runs for every contributor and in CI.
 */
class SeedRequestsTest {
    static String resource() throws IOException {
        try (var in = SeedRequestsTest.class.getResourceAsStream("/seed-requests.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void parsesBlocksWithTheirIndentedLinesOnly() {
        var blocks = SeedRequests.parse("""
                02 · Two
                code:
                    not a block
                >>> Query t
                    key:        PK = 'a'
                    Limit:      3

                === result ===
                03 · Three
                >>> GetItem u
                    key:        {PK: 'b'}
                """);
        assertEquals(Map.of("02", List.of(">>> Query t\n    key:        PK = 'a'\n    Limit:      3"),
                "03", List.of(">>> GetItem u\n    key:        {PK: 'b'}")), blocks);
    }

    @TestFactory
    Stream<DynamicTest> everySeedRequestAppearsInItsLesson() throws IOException {
        var blocks = SeedRequests.parse(resource());
        assertFalse(blocks.isEmpty());
        return blocks.entrySet().stream().map(e -> DynamicTest.dynamicTest("lesson " + e.getKey(), () -> {
            Lesson lesson = Repo.COURSE.lesson(e.getKey());
            var run = Repo.transcript(lesson);
            assertEquals(0, run.exit(), () -> lesson.script() + " failed:\n" + run.output() + run.errors());
            String output = SeedRequests.normaliseFoldCount(run.output().replace("\r\n", "\n"));
            for (String block : e.getValue()) {
                assertTrue(output.contains(SeedRequests.normaliseFoldCount(block) + "\n"),
                        () -> lesson.script() + " does not send this request of the seed:\n" + block + "\n\n--- its output:\n" + run.output());
            }
        }));
    }
}
