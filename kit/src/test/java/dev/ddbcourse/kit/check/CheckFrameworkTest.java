package dev.ddbcourse.kit.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckFrameworkTest {

    @Test
    void checksAreFoundByTheLessonNumber() {
        assertThat(Checks.forStem("02-access-patterns")).get().isInstanceOf(Lesson02Check.class);
        assertThat(Checks.forStem("99-nothing")).isEmpty();
        assertThat(Checks.forStem("not a stem")).isEmpty();
    }

    @Test
    void anUnknownStemIsReportedNotThrown() {
        Outcome outcome = CheckRunner.evaluate("99-nothing", ddb -> null, null);
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("There is no exercise check for '99-nothing'");
    }

    @Test
    void hintsComeFromTheNearestCourseJson(@TempDir Path checkout) throws IOException {
        Files.writeString(checkout.resolve("course.json"), """
                {"lessons": [
                  {"stem": "02-access-patterns", "hints": ["Which GSI is keyed by status?", "Read it backwards."]},
                  {"stem": "03-key-prefixes", "hint": "begins_with"}
                ]}""");
        Path exercises = Files.createDirectories(checkout.resolve("exercises"));
        assertThat(CourseInfo.hints("02-access-patterns", exercises)).containsExactly("Which GSI is keyed by status?", "Read it backwards.");
        assertThat(CourseInfo.hints("03-key-prefixes", exercises)).containsExactly("begins_with");
    }

    @Test
    void awayFromACheckoutThePackagedCourseJsonIsRead(@TempDir Path elsewhere) {
        assertThat(CourseInfo.read(elsewhere).path("lessons")).extracting(l -> l.path("stem").asText())
                .contains("02-access-patterns");
    }

    @Test
    void aStarterThatThrowsUnsupportedOperationIsNotYetButAJdkOneIsABug() {
        Kit.Answer starter = ddb -> {
            throw new UnsupportedOperationException("TODO");
        };
        Kit.Answer bug = ddb -> {
            List.of().add("x");
            return null;
        };
        assertThat(CheckRunner.evaluate("02-access-patterns", starter, Kit.client()).status()).isEqualTo(Outcome.Status.NOT_YET);
        Outcome outcome = CheckRunner.evaluate("02-access-patterns", bug, Kit.client());
        assertThat(outcome.status()).isEqualTo(Outcome.Status.FAILED);
        assertThat(outcome.report()).contains("Your code threw UnsupportedOperationException")
                .containsPattern("at line \\d+ of CheckFrameworkTest\\.java, in aStarterThatThrowsUnsupportedOperationIsNotYetButAJdkOneIsABug\n");
    }
}
