package dev.ddbcourse.kit.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import java.util.List;
import org.junit.jupiter.api.Test;

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
    void aStarterThatThrowsUnsupportedOperationIsNotYetButAJdkOneIsABug() {
        Answer starter = ddb -> {
            throw new UnsupportedOperationException("TODO");
        };
        Answer bug = ddb -> {
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
