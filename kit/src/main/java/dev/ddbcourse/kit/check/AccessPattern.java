package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.log.RecordedRequest;
import java.util.List;
import org.assertj.core.api.SoftAssertions;

/**
 * The requests an exercise's answer must make: which operation, how many, on which index, and
 * whether a FilterExpression is acceptable. A Scan is never acceptable unless it is the
 * operation asked for. Immutable: {@code AccessPattern.one("Query").onIndex("GSI2")}.
 *
 * <p>Each rule is an AssertJ assertion whose description names the anti-pattern it catches
 * (Scan, FilterExpression, N requests where one does it, wrong index, extra requests).
 */
public final class AccessPattern {
    private final String operation;
    private final int count;
    private final String index;
    private final boolean filterAllowed;

    private AccessPattern(String operation, int count, String index, boolean filterAllowed) {
        this.operation = operation;
        this.count = count;
        this.index = index;
        this.filterAllowed = filterAllowed;
    }

    /** Exactly one request of {@code operation} (Query, GetItem, UpdateItem, TransactWriteItems, ...) on the base table. */
    public static AccessPattern one(String operation) {
        return new AccessPattern(operation, 1, null, false);
    }

    /** Exactly {@code count} requests of {@code operation}. */
    public static AccessPattern exactly(int count, String operation) {
        return new AccessPattern(operation, count, null, false);
    }

    /** The Query or Scan goes to this index (null: the base table). */
    public AccessPattern onIndex(String index) {
        return new AccessPattern(operation, count, index, filterAllowed);
    }

    /** A FilterExpression is part of the intended answer (rare: say why in the check). */
    public AccessPattern allowingFilter() {
        return new AccessPattern(operation, count, index, true);
    }

    public String operation() {
        return operation;
    }

    public String index() {
        return index;
    }

    /** e.g. "one Query on index GSI2 of x02-access-patterns, no FilterExpression, no Scan". */
    public String describe(String table) {
        StringBuilder s = new StringBuilder(count == 1 ? "one " : count + " ").append(operation);
        if (indexMatters()) s.append(index == null ? " on the table " + table : " on index " + index + " of " + table);
        else s.append(" on ").append(table);
        if (!filterAllowed && readsMany()) s.append(", no FilterExpression");
        if (!operation.equals("Scan")) s.append(", no Scan");
        return s.toString();
    }

    /** Adds this pattern's assertions on the recorded requests to {@code softly}. */
    public void verify(String table, List<RecordedRequest> requests, SoftAssertions softly) {
        List<RecordedRequest> refused = requests.stream().filter(RecordedRequest::failed).toList();
        softly.assertThat(refused).as("Requests DynamoDB refused").isEmpty();

        if (!operation.equals("Scan")) {
            softly.assertThat(requests.stream().filter(RecordedRequest::isScan).toList())
                    .as("Anti-pattern: Scan. A Scan reads (and bills) every item in the table, then throws most of them"
                            + " away")
                    .isEmpty();
        }
        if (!filterAllowed) {
            // a Scan's filter is reported with the Scan
            softly.assertThat(requests.stream().filter(r -> r.hasFilter() && !r.isScan()).toList())
                    .as("Anti-pattern: FilterExpression. A filter runs after the items are read, so every item it drops"
                            + " was still read and paid for: put the condition in the key instead")
                    .isEmpty();
        }

        List<RecordedRequest> main = requests.stream().filter(r -> r.operation().equals(operation)).toList();
        softly.assertThat(main)
                .as(main.size() > count
                        ? "Anti-pattern: %d %s requests where %d would do"
                        : "The answer made %d %s requests; the pattern needs %d",
                        main.size(), operation, count)
                .hasSize(count);

        List<RecordedRequest> others = requests.stream()
                .filter(r -> !r.operation().equals(operation) && !r.isScan())
                .toList();
        softly.assertThat(others).as("Requests the pattern does not need").isEmpty();

        for (RecordedRequest request : main) {
            softly.assertThat(request.tables())
                    .as("The table of the %s: the exercise uses %s", operation, table)
                    .containsOnly(table);
            if (indexMatters()) {
                softly.assertThat(request.index())
                        .as(index == null
                                ? "The %s should read the base table itself, not an index"
                                : "Anti-pattern: the wrong way in. The index of the %s",
                                operation)
                        .isEqualTo(index);
            }
        }
    }

    private boolean indexMatters() {
        return operation.equals("Query") || operation.equals("Scan");
    }

    private boolean readsMany() {
        return operation.equals("Query") || operation.equals("Scan");
    }
}
