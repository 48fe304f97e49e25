package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Lesson 26's exercise: the API behind a paged list, "the next 20 orders of user u7 that are not
 * cancelled, newest first, and an opaque token for the page after". Orders are
 * {@code USER#<id> / ORDER#<nnnn>} items with a {@code status}; u7 has 70, 27 of them cancelled
 * (a run of 20 among them: a whole Limit-20 read of nothing to show), and u8 has orders too. The check cell walks the pages with the
 * tokens, as the app would, and returns the list of {@code OrdersPage} records.
 *
 * <p>The pattern: Queries on u7's partition, newest first, cancelled orders filtered out, Limit
 * 20, each from where the last one stopped, until the page holds 20 or there is no
 * LastEvaluatedKey; orders beyond the 20th are left for the next page, whose token encodes the
 * key of the last order taken (or the LastEvaluatedKey). It catches: pages cut short by a
 * filtered Limit, an empty page taken for the end, orders lost or repeated between pages,
 * cancelled orders shown, a raw key as the token, Queries without a Limit (or above a page),
 * pages that re-read earlier pages (an offset), one round trip per order, a Scan.
 *
 * <p>The answer: {@code check("26-pagination", ddb -> ...)} whose lambda calls
 * {@code ordersPage(ddb, "u7", token)} from a null token until the returned
 * {@code nextToken()} is null (at most 10 pages) and returns the pages, where
 * {@code static OrdersPage ordersPage(DynamoDbClient ddb, String user, String token)} reads table
 * {@code x26-pagination} and {@code record OrdersPage(List<String> orderIds, String nextToken)}.
 */
public final class Lesson26Check extends ExerciseCheck {
    static final int PAGE = 20;
    static final int ORDERS = 70;
    /** Cancelled orders of u7: a run of 20 (one Limit-20 read returns none of them) and a few more. */
    static final Set<Integer> CANCELLED = cancelled();
    static final int MAX_PAGES = 10;

    private static Set<Integer> cancelled() {
        Set<Integer> out = new HashSet<>(List.of(8, 9, 10, 11, 12, 61, 66));
        IntStream.rangeClosed(31, 50).forEach(out::add);
        return Set.copyOf(out);
    }

    @Override
    public String stem() {
        return "26-pagination";
    }

    @Override
    public String task() {
        return "page through user u7's orders that are not cancelled, " + PAGE + " per page, newest first, with an opaque"
                + " next-page token";
    }

    static String orderId(int n) {
        return "ORDER#%04d".formatted(n);
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int n = 1; n <= ORDERS; n++) {
            items.add(item("PK", "USER#u7", "SK", orderId(n), "status", CANCELLED.contains(n) ? "CANCELLED" : "PLACED",
                    "total", 5 * n));
        }
        for (int n = 1; n <= 30; n++) items.add(item("PK", "USER#u8", "SK", orderId(n), "status", "PLACED", "total", n));
        Tables.seed(ddb, table(), items);
    }

    /** u7's orders to show, newest first. */
    static List<String> visibleNewestFirst() {
        List<String> out = new ArrayList<>();
        for (int n = ORDERS; n >= 1; n--) if (!CANCELLED.contains(n)) out.add(orderId(n));
        return out;
    }

    /** The visible orders in pages of 20. */
    @Override
    protected Object expected() {
        List<String> all = visibleNewestFirst();
        List<List<String>> pages = new ArrayList<>();
        for (int from = 0; from < all.size(); from += PAGE) pages.add(all.subList(from, Math.min(from + PAGE, all.size())));
        return pages;
    }

    /** How the pattern walks this data: pages returned and Queries made. */
    record Walk(int pages, int queries) {}

    /**
     * The pattern, run over the data in memory: each Query reads up to 20 (a read that reaches its
     * Limit reports a LastEvaluatedKey); a page takes visible orders until it holds 20, and when a
     * read held more, the next page starts after the last order taken, else at the
     * LastEvaluatedKey.
     */
    static Walk patternWalk() {
        int pages = 0, queries = 0, position = 0; // position: index into all orders, newest first
        boolean next = true;
        while (next) {
            pages++;
            int taken = 0, lastTaken = -1;
            boolean cut = false, more;
            do {
                queries++;
                int read = Math.min(PAGE, ORDERS - position);
                more = read == PAGE;
                for (int i = position; i < position + read && !cut; i++) {
                    if (CANCELLED.contains(ORDERS - i)) continue;
                    if (taken < PAGE) {
                        taken++;
                        lastTaken = i;
                    } else {
                        cut = true;
                    }
                }
                position += read;
            } while (taken < PAGE && more);
            if (cut) position = lastTaken + 1;
            next = cut || more;
        }
        return new Walk(pages, queries);
    }

    /** The pages' order ids, in the shape of {@link #expected()}. */
    @Override
    protected Object actual(Attempt attempt) {
        if (!(attempt.result() instanceof Collection<?> pages)) return attempt.result();
        return pages.stream().map(p -> p != null && p.getClass().isRecord() ? component(p, "orderIds") : p).toList();
    }

    /** A component of the learner's OrdersPage record, read by name; null for anything else. */
    static Object component(Object page, String name) {
        if (page == null || !page.getClass().isRecord()) return null;
        for (RecordComponent c : page.getClass().getRecordComponents()) {
            if (c.getName().equals(name)) {
                try {
                    var accessor = c.getAccessor();
                    accessor.setAccessible(true);
                    return accessor.invoke(page);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw new IllegalStateException("cannot read " + name + " of " + page, e);
                }
            }
        }
        return null;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(patternWalk().queries(), "Query").allowingFilter();
    }

    @Override
    protected String patternText() {
        return "Queries on " + table() + " (PK = USER#u7, newest first, FilterExpression for the cancelled ones, Limit "
                + PAGE + "), each from the last one's LastEvaluatedKey, until the page holds " + PAGE + " or there is no"
                + " LastEvaluatedKey; the token encodes where the next page starts (after the last order taken). No Scan";
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        verifyResult(actual, softly);
        List<?> pages = attempt.result() instanceof Collection<?> c ? List.copyOf(c) : List.of();
        List<List<String>> ids = new ArrayList<>();
        if (actual instanceof List<?> list) {
            for (Object page : list) {
                List<String> pageIds = new ArrayList<>();
                if (page instanceof Collection<?> items) items.forEach(i -> pageIds.add(String.valueOf(i)));
                ids.add(pageIds);
            }
        }
        List<String> shown = ids.stream().flatMap(List::stream).toList();
        List<String> visible = visibleNewestFirst();

        Set<String> seen = new HashSet<>();
        Set<String> repeated = new LinkedHashSet<>();
        shown.forEach(id -> {
            if (!seen.add(id)) repeated.add(id);
        });
        softly.assertThat(repeated).withFailMessage(() -> "Orders shown twice: " + repeated + ". A page must start"
                + " just after the last order the previous page read: make the token from the LastEvaluatedKey of the"
                + " page's last Query (or from its last order), not from an earlier point.").isEmpty();

        List<String> lost = visible.stream().filter(id -> !seen.contains(id)).toList();
        List<String> cancelledShown = shown.stream().filter(id -> !visible.contains(id)).distinct().toList();
        softly.assertThat(cancelledShown).withFailMessage(() -> "Cancelled orders (or other users' items) shown: "
                + cancelledShown + ". Filter on status (FilterExpression #s <> :cancelled) and query PK = 'USER#u7' only.")
                .isEmpty();
        boolean walkedToTheEnd = pages.size() < MAX_PAGES;
        softly.assertThat(lost.isEmpty() || !walkedToTheEnd).withFailMessage(() -> "Orders lost between pages: " + lost
                + ". Either a page was taken for the last one (an empty or short page with a LastEvaluatedKey is not the"
                + " end: only a response without LastEvaluatedKey is), or the token skipped orders read but not returned"
                + " (a Query that read past the page's last order).").isTrue();

        softly.assertThat(walkedToTheEnd).withFailMessage(() -> "The walk stopped after " + MAX_PAGES + " pages and"
                + " the last page still had a token: after the last page the token must be null.").isTrue();

        List<Integer> sizes = ids.stream().map(List::size).toList();
        boolean fullPages = IntStream.range(0, Math.max(0, sizes.size() - 1)).allMatch(i -> sizes.get(i) == PAGE);
        softly.assertThat(fullPages).withFailMessage(() -> "Pages of " + sizes + " orders: every page but the last must"
                + " hold " + PAGE + ". Limit counts the items read before the filter drops the cancelled ones, so one"
                + " Query can return fewer (even none): keep querying from its LastEvaluatedKey until the page is full.")
                .isTrue();

        List<String> tokens = pages.stream().map(p -> component(p, "nextToken"))
                .filter(t -> t != null).map(String::valueOf).toList();
        List<String> raw = tokens.stream().filter(t -> t.contains("ORDER#") || t.contains("USER#")).toList();
        softly.assertThat(raw).withFailMessage(() -> "The token " + raw.get(0) + " is a raw key: clients would build or"
                + " edit such tokens (and reach other users' orders). Encode it, e.g. Base64 of the sort key, and rebuild"
                + " the partition key from the user on the server.").isEmpty();

        List<RecordedRequest> scans = attempt.requests().stream().filter(RecordedRequest::isScan).toList();
        softly.assertThat(scans).withFailMessage(() -> "Anti-pattern: Scan. A Scan reads every order of every user;"
                + " a Query on PK = 'USER#u7' reads one user's, in sort-key order, and pages the same way.").isEmpty();
        List<RecordedRequest> others = attempt.requests().stream()
                .filter(r -> !r.operation().equals("Query") && !r.isScan()).toList();
        softly.assertThat(others).withFailMessage(() -> "Requests the pattern does not need: "
                + others.stream().map(RecordedRequest::operation).distinct().toList() + ". Paging is Queries only.")
                .isEmpty();
        List<RecordedRequest> queries = attempt.requests("Query");
        List<RecordedRequest> refused = queries.stream().filter(RecordedRequest::failed).toList();
        softly.assertThat(refused).withFailMessage(() -> "DynamoDB refused a Query: " + refused.get(0).error()).isEmpty();
        List<RecordedRequest> elsewhere = queries.stream()
                .filter(r -> !r.tables().equals(List.of(table())) || r.index() != null).toList();
        softly.assertThat(elsewhere).withFailMessage(() -> "A Query went to " + elsewhere.get(0).table()
                + (elsewhere.get(0).index() == null ? "" : " index " + elsewhere.get(0).index())
                + ": the orders are in the base table " + table() + ".").isEmpty();

        List<RecordedRequest> unbounded = queries.stream()
                .filter(r -> r.request() instanceof QueryRequest q && (q.limit() == null || q.limit() > PAGE)).toList();
        softly.assertThat(unbounded).withFailMessage(() -> "Anti-pattern: reading past the page. "
                + (unbounded.get(0).request() instanceof QueryRequest q && q.limit() != null ? "A Query with Limit " + q.limit()
                        : "A Query without a Limit") + " reads on to the end of the partition (or 1 MB) for every page, and"
                + " the next page reads most of it again. Ask for one page's worth (Limit " + PAGE + ") and leave what is"
                + " over the page for the next one.").isEmpty();
        int read = queries.stream().mapToInt(r -> r.scanned() == null ? 0 : r.scanned()).sum();
        int budget = ORDERS + (expectedPages() - 1) * PAGE;
        softly.assertThat(read).withFailMessage(() -> "Anti-pattern: re-reading earlier pages. The Queries read " + read
                + " items in all, for " + ORDERS + " orders: each page read again what earlier pages had read (an offset, or"
                + " a token that starts from the top). Make the token the key where the next page starts: that page then"
                + " reads only new orders.").isLessThanOrEqualTo(budget);
        int most = patternWalk().queries();
        softly.assertThat(queries.size()).withFailMessage(() -> "Anti-pattern: " + queries.size() + " Queries for "
                + ids.size() + " pages. Each Query is a round trip: ask for a page's worth (Limit " + PAGE + ") each time,"
                + " not a few orders at a time (" + most + " Queries do it here).").isLessThanOrEqualTo(most);
    }

    private int expectedPages() {
        return ((List<?>) expected()).size();
    }
}
