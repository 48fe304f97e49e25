package dev.ddbcourse.kit.check;

import org.assertj.core.api.SoftAssertions;

/**
 * The check of an exercise answered by one Query on the base table whose key condition (or
 * Limit) selects exactly the items returned, optionally newest first. Besides the result and the
 * pattern it applies the {@link ReadRules}: no reading more than is returned, and with
 * {@code newestFirst} no sorting in Java.
 */
abstract class KeyConditionCheck extends ExerciseCheck {
    private final String howToNarrow;
    private final boolean newestFirst;

    /**
     * @param howToNarrow what would have selected only the items returned (told when more were read)
     * @param newestFirst whether the Query must read its partition backwards
     */
    KeyConditionCheck(String howToNarrow, boolean newestFirst) {
        this.howToNarrow = howToNarrow;
        this.newestFirst = newestFirst;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex(null);
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        ReadRules.readsOnlyWhatIsReturned(attempt, howToNarrow, softly);
        if (newestFirst) ReadRules.newestFirst(attempt, softly);
    }
}
