package dev.ddbcourse.kit.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import org.assertj.core.api.AbstractStringAssert;

/**
 * Runs one lesson's check on an answer with the course client, asserts the verdict (with the
 * report as the failure description) and hands back the report for the test's own assertions.
 */
final class CheckRun {
    private final ExerciseCheck check;

    CheckRun(ExerciseCheck check) {
        this.check = check;
    }

    /** The verdict on {@code answer}. */
    Outcome of(Answer answer) {
        return CheckRunner.evaluate(check, answer, Kit.client());
    }

    /** Asserts that {@code answer} passes. */
    AbstractStringAssert<?> passes(Answer answer) {
        return reportOf(answer, Outcome.Status.PASSED);
    }

    /** Asserts that {@code answer} is an unsolved starter: "Not yet", not a failure. */
    AbstractStringAssert<?> isNotYet(Answer answer) {
        return reportOf(answer, Outcome.Status.NOT_YET).startsWith("Not yet");
    }

    /** Asserts that {@code answer} fails, with a report in plain sentences: no raw AssertJ phrasing, no stack trace. */
    AbstractStringAssert<?> fails(Answer answer) {
        return reportOf(answer, Outcome.Status.FAILED)
                .doesNotContain("Expecting", "Expected size", "expected:<", "but was", "\tat ", "[the result");
    }

    private AbstractStringAssert<?> reportOf(Answer answer, Outcome.Status expected) {
        Outcome outcome = of(answer);
        assertThat(outcome.status()).as(outcome.report()).isEqualTo(expected);
        return assertThat(outcome.report());
    }
}
