package dev.ddbcourse.kit.check;

/**
 * The verdict on one answer, and the report printed for the learner.
 *
 * @param stem the lesson
 * @param status passed, not yet (an untouched starter) or failed
 * @param report the text printed (ends with a blank line)
 */
public record Outcome(String stem, Status status, String report) {
    public enum Status { PASSED, NOT_YET, FAILED }

    public boolean passed() {
        return status == Status.PASSED;
    }
}
