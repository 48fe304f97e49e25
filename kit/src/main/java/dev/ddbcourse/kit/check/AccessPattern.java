package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.log.RecordedRequest;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.assertj.core.api.SoftAssertions;

/**
 * The requests an exercise's answer must make: which operation, how many, on which index, and
 * whether a FilterExpression is acceptable. A Scan is never acceptable unless it is the
 * operation asked for. Immutable: {@code AccessPattern.one("Query").onIndex("GSI2")}.
 *
 * <p>Each rule is an AssertJ assertion whose failure message is a plain sentence that names the
 * anti-pattern it catches (Scan, FilterExpression, N requests where one does it, wrong index,
 * extra requests), says what the answer did and what to use instead.
 */
public final class AccessPattern {
    private final String operation;
    private final int count;
    private final String index;
    private final boolean filterAllowed;
    private final String insteadOfScan;

    private AccessPattern(String operation, int count, String index, boolean filterAllowed, String insteadOfScan) {
        this.operation = operation;
        this.count = count;
        this.index = index;
        this.filterAllowed = filterAllowed;
        this.insteadOfScan = insteadOfScan;
    }

    /** Exactly one request of {@code operation} (Query, GetItem, UpdateItem, TransactWriteItems, ...) on the base table. */
    public static AccessPattern one(String operation) {
        return new AccessPattern(operation, 1, null, false, null);
    }

    /** Exactly {@code count} requests of {@code operation}. */
    public static AccessPattern exactly(int count, String operation) {
        return new AccessPattern(operation, count, null, false, null);
    }

    /** The Query or Scan goes to this index (null: the base table). */
    public AccessPattern onIndex(String index) {
        return new AccessPattern(operation, count, index, filterAllowed, insteadOfScan);
    }

    /** A FilterExpression is part of the intended answer (rare: say why in the check). */
    public AccessPattern allowingFilter() {
        return new AccessPattern(operation, count, index, true, insteadOfScan);
    }

    /** What to do instead of a Scan, when it is not "use the pattern" (e.g. the Query that finds what a write changes). */
    public AccessPattern insteadOfScan(String advice) {
        return new AccessPattern(operation, count, index, filterAllowed, advice);
    }

    public String operation() {
        return operation;
    }

    public String index() {
        return index;
    }

    /** e.g. "one Query on index GSI2 of x02-access-patterns, no FilterExpression, no Scan". */
    public String describe(String table) {
        StringBuilder s = new StringBuilder(requests(count, operation));
        if (indexMatters()) s.append(index == null ? " on the table " + table : " on index " + index + " of " + table);
        else s.append(" on ").append(table);
        if (!filterAllowed && readsMany()) s.append(", no FilterExpression");
        if (!operation.equals("Scan")) s.append(", no Scan");
        return s.toString();
    }

    /** e.g. "one Query on index GSI2": the pattern in a few words, for advice. */
    private String brief() {
        String where = !indexMatters() ? "" : index == null ? " on the base table" : " on index " + index;
        return requests(count, operation) + where;
    }

    /**
     * Adds this pattern's assertions on the recorded requests to {@code softly}. Each failure
     * message is a sentence for the learner: what the answer did, why it costs, what to do.
     */
    public void verify(String table, List<RecordedRequest> requests, SoftAssertions softly) {
        List<RecordedRequest> refused = requests.stream().filter(RecordedRequest::failed).toList();
        softly.assertThat(refused).withFailMessage(() -> refusedMessage(refused)).isEmpty();

        List<RecordedRequest> scans = requests.stream().filter(RecordedRequest::isScan).toList();
        if (!operation.equals("Scan")) {
            softly.assertThat(scans).withFailMessage(() -> "Anti-pattern: Scan. The answer made "
                    + (scans.size() == 1 ? "a Scan" : scans.size() + " Scans") + " on " + tablesOf(scans)
                    + ": a Scan reads (and bills) every item in the table, then throws most of them away. "
                    + (insteadOfScan != null ? insteadOfScan : "Use " + brief() + " instead") + ".")
                    .isEmpty();
        }
        if (!filterAllowed) {
            // a Scan's filter is reported with the Scan
            List<RecordedRequest> filtered = requests.stream().filter(r -> r.hasFilter() && !r.isScan()).toList();
            softly.assertThat(filtered).withFailMessage(() -> "Anti-pattern: FilterExpression. The " + filtered.get(0).operation()
                    + " filters on " + filtered.get(0).filter() + ". A filter runs after the items are read, so every"
                    + " item it drops was still read and paid for: put the condition in the key instead.")
                    .isEmpty();
        }

        List<RecordedRequest> main = requests.stream().filter(r -> r.operation().equals(operation)).toList();
        // with no request of the pattern's kind and a Scan instead, the Scan's message already says what to use
        if (!(main.isEmpty() && !scans.isEmpty() && !operation.equals("Scan"))) {
            softly.assertThat(main).withFailMessage(() -> main.size() > count
                            ? "Anti-pattern: %d %s requests where %d would do. Each request is a round trip, billed on its own: %s reads it all at once."
                                    .formatted(main.size(), operation, count, brief())
                            : "The answer made %d %s requests; the pattern needs %d (%s)."
                                    .formatted(main.size(), operation, count, describe(table)))
                    .hasSize(count);
        }

        List<RecordedRequest> others = requests.stream()
                .filter(r -> !r.operation().equals(operation) && !r.isScan())
                .toList();
        softly.assertThat(others).withFailMessage(() -> "Requests the pattern does not need: the answer also made "
                        + countsByOperation(others) + ". The pattern is " + describe(table) + ", and nothing else.")
                .isEmpty();

        List<RecordedRequest> elsewhere = main.stream().filter(r -> !r.tables().equals(List.of(table))).toList();
        softly.assertThat(elsewhere).withFailMessage(() -> "The " + operation + " went to " + tablesOf(elsewhere)
                + ": the exercise uses the table " + table + ".").isEmpty();
        if (indexMatters()) {
            List<RecordedRequest> wrongWay = main.stream().filter(r -> !Objects.equals(r.index(), index)).toList();
            softly.assertThat(wrongWay).withFailMessage(() -> wrongIndexMessage(wrongWay, table)).isEmpty();
        }
    }

    private String wrongIndexMessage(List<RecordedRequest> wrongWay, String table) {
        String what = wrongWay.size() == 1 ? "The " + operation + " read " : wrongWay.size() + " " + operation + " requests read ";
        Set<String> read = wrongWay.stream()
                .map(r -> r.index() == null ? "the base table " + table : "index " + r.index())
                .collect(Collectors.toCollection(LinkedHashSet::new));
        if (index == null) {
            return what + String.join(" and ", read) + ": it should read the base table " + table
                    + " itself (no IndexName), whose key answers this question.";
        }
        return "Anti-pattern: the wrong way in. " + what + String.join(" and ", read) + ", not index " + index
                + ": only index " + index + " is keyed by what this question asks for, so only it answers in "
                + requests(count, operation) + ".";
    }

    private static String refusedMessage(List<RecordedRequest> refused) {
        if (refused.size() == 1) {
            RecordedRequest r = refused.get(0);
            return "DynamoDB refused the " + r.operation() + " on " + tablesOf(refused) + ": " + r.error();
        }
        return "DynamoDB refused " + refused.size() + " requests:\n" + String.join("\n", refused.stream()
                .map(r -> r.operation() + " on " + tablesOf(List.of(r)) + ": " + r.error()).toList());
    }

    /** e.g. "x08-adjacency", or "x08-adjacency and x08-other". */
    private static String tablesOf(List<RecordedRequest> requests) {
        Set<String> tables = new LinkedHashSet<>();
        requests.forEach(r -> tables.addAll(r.tables()));
        return tables.isEmpty() ? "no table" : String.join(" and ", tables);
    }

    /** e.g. "3 GetItem requests and 1 PutItem request". */
    private static String countsByOperation(List<RecordedRequest> requests) {
        Map<String, Long> counts = requests.stream()
                .collect(Collectors.groupingBy(RecordedRequest::operation, LinkedHashMap::new, Collectors.counting()));
        return String.join(" and ", counts.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey() + (e.getValue() == 1 ? " request" : " requests")).toList());
    }

    /** "one Query", "3 GetItem". */
    private static String requests(int count, String operation) {
        return (count == 1 ? "one " : count + " ") + operation;
    }

    private boolean indexMatters() {
        return operation.equals("Query") || operation.equals("Scan");
    }

    private boolean readsMany() {
        return operation.equals("Query") || operation.equals("Scan");
    }
}
