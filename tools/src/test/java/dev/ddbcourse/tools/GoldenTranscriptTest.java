package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ddbcourse.kit.course.Course.Lesson;
import java.io.IOException;
import java.nio.file.Files;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Each lesson script, run on the embedded engine with the JDK's source launcher and
 * COURSE_TRANSCRIPT=1, prints golden/NN-stem.txt (after the lesson's masks from course.json).
 * {@code -Dgolden.update=true} rewrites the goldens that differ instead.
 */
class GoldenTranscriptTest {

    @TestFactory
    Stream<DynamicTest> everyLessonPrintsItsGoldenTranscript() {
        var lessons = Repo.lessons();
        lessons.forEach(Repo::transcriptAhead);
        return lessons.stream().map(lesson -> DynamicTest.dynamicTest(lesson.stem(), () -> {
            var run = Repo.transcript(lesson);
            assertEquals(0, run.exit(), () -> lesson.script() + " failed:\n" + run.output() + run.errors());
            String golden = Transcripts.golden(Repo.ROOT, lesson);
            String diff = Transcripts.difference(lesson, golden, run.output());
            if (diff != null && Boolean.getBoolean("golden.update")) {
                Transcripts.update(Repo.ROOT, lesson, run.output());
                System.out.println("rewrote " + lesson.golden());
                return;
            }
            assertNull(diff, () -> diff + "\n(-Dgolden.update=true or ./course generate --golden rewrites it)");
        }));
    }

    @Test
    void everyLessonInTheCourseHasAGoldenTranscript() {
        for (Lesson lesson : Repo.lessons()) {
            assertEquals(true, Files.exists(Repo.ROOT.resolve(lesson.golden())), lesson.golden() + " is missing");
        }
    }

    @Test
    void masksHideOnlyWhatTheyMatch() throws IOException {
        var lesson = new Lesson("06-x", "x", java.util.List.of(),
                java.util.List.of(java.util.regex.Pattern.compile("(?<=MSG#[0-9A-HJKMNP-TV-Z]{10})[0-9A-HJKMNP-TV-Z]{16}")));
        assertNull(Transcripts.difference(lesson, "MSG#01M4CCYJ00YF4V29TPQ2Q815FN\n", "MSG#01M4CCYJ00ABCDEFGHJKMNPQRS\n"));
        assertEquals("golden/06-x.txt line 1:\n  expected: MSG#01M4CCYJ00<masked>\n  actual:   MSG#01M4CCYJ01<masked>",
                Transcripts.difference(lesson, "MSG#01M4CCYJ00YF4V29TPQ2Q815FN\n", "MSG#01M4CCYJ01YF4V29TPQ2Q815FN\n"));
    }
}
