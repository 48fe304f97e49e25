package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.log.Recording;
import dev.ddbcourse.kit.log.RequestLog;
import dev.ddbcourse.kit.samples.Library;
import dev.ddbcourse.kit.samples.LibraryDesign;
import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * Lesson 18's design challenge: a single-table design for {@link Library#sample()} (books held
 * by branches, members, loans). The answer returns a {@link LibraryDesign}; the check creates the
 * table it defines, writes every book, member and loan through its item builders (one PutItem
 * each), then runs each access pattern with its own recording and grades it: the right result,
 * one request (GetItem or Query), no Scan, and no Query that reads more items than it returns (a
 * filter, or a key condition too wide, throwing items away). Each problem names its pattern.
 *
 * <p>The answer: {@code check("18-modelling-process", ddb -> new LibraryTable())} where
 * {@code LibraryTable implements LibraryDesign}.
 */
public final class Lesson18Check extends ExerciseCheck {
    private static final Library DATA = Library.sample();
    static final String MEMBER = "m2", BOOK = "b08", BRANCH = "south", TITLE_PREFIX = "D";

    /** One access pattern: its label, how to call the design, how to compute the answer from the data. */
    private record Pattern(String label, boolean anyOrder, Function<Context, Object> run, Function<Library, Object> expected) {}

    private record Context(LibraryDesign design, DynamoDbClient ddb) {}

    private static final List<Pattern> PATTERNS = List.of(
            new Pattern("AP1 the name of member " + MEMBER, false, c -> c.design().memberName(c.ddb(), MEMBER),
                    l -> l.members().stream().filter(m -> m.memberId().equals(MEMBER)).findFirst().orElseThrow().name()),
            new Pattern("AP2 the books of branch " + BRANCH, false, c -> c.design().booksOfBranch(c.ddb(), BRANCH),
                    l -> l.books().stream().filter(b -> b.branchId().equals(BRANCH)).map(Library.Book::bookId).sorted().toList()),
            new Pattern("AP3 the loans of member " + MEMBER + ", newest first", false, c -> c.design().loansOfMember(c.ddb(), MEMBER),
                    l -> l.loans().stream().filter(x -> x.memberId().equals(MEMBER))
                            .sorted(Comparator.comparing(Library.Loan::borrowedOn).reversed()).map(Library.Loan::loanId).toList()),
            new Pattern("AP4 the loans of book " + BOOK, true, c -> c.design().loansOfBook(c.ddb(), BOOK),
                    l -> l.loans().stream().filter(x -> x.bookId().equals(BOOK)).map(Library.Loan::loanId).sorted().toList()),
            new Pattern("AP5 the books of branch " + BRANCH + " titled '" + TITLE_PREFIX + "...', in title order", false,
                    c -> c.design().booksByTitle(c.ddb(), BRANCH, TITLE_PREFIX),
                    l -> l.books().stream().filter(b -> b.branchId().equals(BRANCH) && b.title().startsWith(TITLE_PREFIX))
                            .sorted(Comparator.comparing(Library.Book::title)).map(Library.Book::bookId).toList()),
            new Pattern("AP6 the open loans of branch " + BRANCH, true, c -> c.design().openLoansOfBranch(c.ddb(), BRANCH),
                    l -> l.loans().stream().filter(x -> x.branchId().equals(BRANCH) && x.returnedOn() == null)
                            .map(Library.Loan::loanId).sorted().toList()));

    @Override
    public String stem() {
        return "18-modelling-process";
    }

    @Override
    public String task() {
        return "a single-table design for the library: every access pattern in one request";
    }

    /** The table is the answer's own: created in {@link #actual}. */
    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.delete(ddb, table());
    }

    /** Each pattern's answer, computed from the sample data. */
    @Override
    protected Object expected() {
        Map<String, Object> expected = new LinkedHashMap<>();
        for (Pattern p : PATTERNS) expected.put(p.label(), p.expected().apply(DATA));
        return expected;
    }

    /** What one pattern's reader did. */
    private record Run(Object result, String error, List<RecordedRequest> requests) {}

    private final List<String> designProblems = new ArrayList<>();
    private final Map<Pattern, Run> runs = new LinkedHashMap<>();

    @Override
    protected Object actual(Attempt attempt) {
        designProblems.clear();
        runs.clear();
        if (!(attempt.result() instanceof LibraryDesign design)) return attempt.result();
        DynamoDbClient ddb = attempt.client();
        CreateTableRequest table = design.table();
        if (table == null || !table().equals(table.tableName())) {
            designProblems.add("table() must define the table " + table() + (table == null ? "; it returned null." : ", not "
                    + table.tableName() + "."));
            return Map.of();
        }
        try {
            Tables.create(ddb, table);
        } catch (AwsServiceException refused) {
            designProblems.add("DynamoDB refused to create the table: " + RequestLog.errorText(refused));
            return Map.of();
        }
        load(ddb, "bookItem", DATA.books(), design::bookItem);
        load(ddb, "memberItem", DATA.members(), design::memberItem);
        load(ddb, "loanItem", DATA.loans(), design::loanItem);
        if (!designProblems.isEmpty()) return Map.of();

        Map<String, Object> actual = new LinkedHashMap<>();
        for (Pattern p : PATTERNS) {
            Run run = run(p, new Context(design, ddb));
            runs.put(p, run);
            actual.put(p.label(), run.error() != null ? "threw " + run.error() : run.result());
        }
        return actual;
    }

    /** Writes each entity through its builder, one PutItem each, so a refusal names its item. */
    private <T> void load(DynamoDbClient ddb, String builder, List<T> entities, Function<T, Map<String, AttributeValue>> build) {
        for (T entity : entities) {
            Map<String, AttributeValue> item;
            try {
                item = build.apply(entity);
            } catch (NotYetImplemented todo) {
                throw todo;
            } catch (RuntimeException e) {
                designProblems.add(builder + " threw " + LearnerCode.describe(e) + " for " + entity + ".");
                return;
            }
            try {
                ddb.putItem(p -> p.tableName(table()).item(item));
            } catch (AwsServiceException refused) {
                designProblems.add("DynamoDB refused the item " + builder + " built for " + entity + ": " + RequestLog.errorText(refused));
                return;
            }
        }
    }

    private static Run run(Pattern pattern, Context context) {
        try (Recording recording = RequestLog.startRecording()) {
            Object result;
            try {
                result = pattern.run().apply(context);
            } catch (NotYetImplemented todo) {
                throw todo;
            } catch (RuntimeException e) {
                return new Run(null, LearnerCode.describe(e), recording.requests());
            }
            if (pattern.anyOrder() && result instanceof Collection<?> c) {
                result = c.stream().map(String::valueOf).sorted().toList();
            }
            return new Run(result, null, recording.requests());
        }
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query");
    }

    @Override
    protected String patternText() {
        return "for each access pattern one GetItem or Query, on " + table() + " or one of its indexes, reading only the"
                + " items it returns (no Scan, no FilterExpression)";
    }

    /** e.g. "Each pattern in one request: AP1 GetItem, AP2 Query, ..., AP6 Query on OpenLoans." */
    @Override
    protected String measured() {
        if (runs.isEmpty()) return null;
        List<String> each = new ArrayList<>();
        runs.forEach((p, run) -> each.add(p.label().substring(0, 3) + " " + String.join(" + ", run.requests().stream()
                .map(r -> r.operation() + (r.index() == null ? "" : " on " + r.index())).toList())));
        return "Each pattern in one request: " + String.join(", ", each) + ".";
    }

    /** The design is usable, then each pattern on its own: result, one request, no Scan, nothing read in vain. */
    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        if (!(attempt.result() instanceof LibraryDesign)) {
            softly.fail("The answer returned " + (actual == null ? "null" : "a " + actual.getClass().getSimpleName())
                    + ", not a LibraryDesign: return new LibraryTable() (your class implementing LibraryDesign).");
            return;
        }
        designProblems.forEach(softly::fail);
        @SuppressWarnings("unchecked")
        Map<String, Object> expected = (Map<String, Object>) expected();
        runs.forEach((p, run) -> grade(p, run, expected.get(p.label()), softly));
    }

    private static void grade(Pattern p, Run run, Object expected, SoftAssertions softly) {
        String label = p.label();
        if (run.error() != null) {
            softly.fail(label + ": your code threw " + run.error() + ".");
            return;
        }
        List<RecordedRequest> refused = run.requests().stream().filter(RecordedRequest::failed).toList();
        softly.assertThat(refused).withFailMessage(() -> label + ": DynamoDB refused the " + refused.get(0).operation() + ": "
                + refused.get(0).error()).isEmpty();
        softly.assertThat(run.result()).withFailMessage(() -> label + ": the result is wrong: "
                + ResultDifference.between(expected, run.result()) + ".").isEqualTo(expected);
        List<RecordedRequest> scans = run.requests().stream().filter(RecordedRequest::isScan).toList();
        softly.assertThat(scans).withFailMessage(() -> label + ": anti-pattern: Scan. A Scan reads (and bills) the whole table"
                + " to find a few items: give the pattern a key, in the table or in an index, that selects exactly them.").isEmpty();
        softly.assertThat(run.requests().size()).withFailMessage(() -> label + ": " + run.requests().size() + " requests ("
                + String.join("; ", run.requests().stream().map(RecordedRequest::toString).toList()) + "). One GetItem or"
                + " Query answers it when the items it needs share a partition key, in the table or in an index.")
                .isEqualTo(1);
        // what the answer kept: its result's size (Java may drop items too), else what DynamoDB returned
        List<RecordedRequest> wasteful = run.requests().stream()
                .filter(r -> !r.isScan() && r.scanned() != null
                        && r.scanned() > (run.result() instanceof Collection<?> c ? c.size() : Objects.requireNonNullElse(r.returned(), 0)))
                .toList();
        softly.assertThat(wasteful).withFailMessage(() -> label + ": anti-pattern: reading items to throw them away. The "
                + wasteful.get(0).operation() + " read " + wasteful.get(0).scanned() + " items for a result of "
                + (run.result() instanceof Collection<?> c ? c.size() : wasteful.get(0).returned())
                + (wasteful.get(0).hasFilter() ? " (its filter dropped the rest)" : "")
                + ": put what selects them in a key (a sort key prefix, or an index whose key only those items carry).")
                .isEmpty();
    }
}
