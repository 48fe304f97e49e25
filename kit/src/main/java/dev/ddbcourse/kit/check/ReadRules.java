package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.log.RecordedRequest;
import java.util.Collection;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Rules on how much a Query reads and in which order, for checks whose right answer can also be
 * reached the wrong way: reading a whole item collection and picking or sorting in Java. Used
 * from an {@link ExerciseCheck#verify} override, after the {@link AccessPattern} rules.
 */
final class ReadRules {
    private ReadRules() {}

    /**
     * The Queries read no more items than the answer returns: the key condition (or a Limit)
     * does the selecting, not Java. {@code howToNarrow} says what would have selected them.
     */
    static void readsOnlyWhatIsReturned(Attempt attempt, String howToNarrow, SoftAssertions softly) {
        if (!(attempt.result() instanceof Collection<?> returned)) return;
        int read = attempt.requests().stream()
                .filter(r -> r.operation().equals("Query") && !r.failed())
                .mapToInt(r -> r.scanned() == null ? 0 : r.scanned())
                .sum();
        softly.assertThat(read)
                .withFailMessage(() -> ("Anti-pattern: the Query read %d items to return %d. Every item read is paid for, "
                        + "even the ones a filter or Java then drops: %s.").formatted(read, returned.size(), howToNarrow))
                .isLessThanOrEqualTo(returned.size());
    }

    /** Every Query reads its partition backwards ({@code ScanIndexForward(false)}). */
    static void newestFirst(Attempt attempt, SoftAssertions softly) {
        List<RecordedRequest> forwards = attempt.requests().stream()
                .filter(r -> r.request() instanceof QueryRequest q && !Boolean.FALSE.equals(q.scanIndexForward()))
                .toList();
        softly.assertThat(forwards)
                .withFailMessage(() -> "Anti-pattern: sorting in Java. " + (forwards.size() == 1 ? "The Query reads" : forwards.size()
                        + " Queries read") + " the partition forwards, oldest first. ScanIndexForward(false) makes DynamoDB"
                        + " return the newest first, so a Limit or the first page holds the latest items.")
                .isEmpty();
    }
}
