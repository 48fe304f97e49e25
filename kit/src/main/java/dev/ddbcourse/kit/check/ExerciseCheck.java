package dev.ddbcourse.kit.check;

import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The check of one lesson's exercise. A subclass named {@code LessonNNCheck} in this package is
 * found by the lesson's stem ({@link Checks}). It says what to set up, what the answer must
 * return, and which access pattern it must use; {@link CheckRunner} runs the learner's answer
 * with every request recorded and reports.
 *
 * <p>The simplest check overrides {@link #setUp}, {@link #expected} and {@link #pattern}. A
 * check of a write (close an order, rename a customer) also overrides {@link #actual} to read
 * the table back; one with rules of its own overrides {@link #verify}. See Lesson02Check. A check
 * of one Query on the base table that must select with its key condition extends
 * {@link KeyConditionCheck}.
 */
public abstract class ExerciseCheck {

    /** The lesson stem, e.g. {@code 02-access-patterns}. */
    public abstract String stem();

    /** What the answer must do, in a few words: printed with the result. */
    public abstract String task();

    /** The exercise's own table, named for it: {@code x} + the stem, e.g. {@code x02-access-patterns}. */
    public String table() {
        return "x" + stem();
    }

    /** Creates {@link #table()} and writes fresh exercise data. Runs quietly, before the answer, not recorded. */
    protected abstract void setUp(DynamoDbClient ddb);

    /** The correct result, preferably computed from the data {@link #setUp} wrote. */
    protected abstract Object expected();

    /** The access pattern the answer must use. */
    protected abstract AccessPattern pattern();

    /** The pattern in words, for the report ("Pattern to use: ..."): by default {@link #pattern()}'s description. */
    protected String patternText() {
        return pattern().describe(table());
    }

    /**
     * Puts back what {@link #setUp} switched on for the answer (an engine switch, a stopped clock). Runs
     * quietly after the verdict, whatever the answer did.
     */
    protected void tearDown(DynamoDbClient ddb) {}

    /**
     * The client the answer gets: by default {@code ddb} itself. A check that must interleave
     * another writer with the answer's requests (lesson 25's race) wraps it here.
     */
    protected DynamoDbClient answerClient(DynamoDbClient ddb) {
        return ddb;
    }

    /** A sentence for an answer that threw {@code error} (e.g. a refusal it should have caught), or null. */
    protected String adviceOn(Throwable error) {
        return null;
    }

    /**
     * What the answer produced, compared with {@link #expected()}: by default what it returned.
     * Write exercises read the table back here (runs quietly, not recorded).
     */
    protected Object actual(Attempt attempt) {
        return attempt.result();
    }

    /**
     * What the check measured of a passing answer, in one sentence for the pass report (units,
     * sizes), or null. For checks that run the answer's design themselves (lessons 18, 20, 22).
     */
    protected String measured() {
        return null;
    }

    /** The assertions: the result equals the expected one, and the requests follow the pattern. */
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        verifyResult(actual, softly);
        pattern().verify(table(), attempt.requests(), softly);
    }

    /** The result equals {@link #expected()}; if not, a sentence says how it differs (the report shows both). */
    protected final void verifyResult(Object actual, SoftAssertions softly) {
        Object expected = expected();
        softly.assertThat(actual)
                .withFailMessage(() -> "The result is wrong (the task: " + task() + "): "
                        + ResultDifference.between(expected, actual) + ". See Expected and Got above.")
                .isEqualTo(expected);
    }
}
