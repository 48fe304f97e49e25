package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import dev.ddbcourse.kit.testing.Solutions;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** Lesson 26's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson26CheckTest {
    private static final String TABLE = "x26-pagination";
    private static final CheckRun CHECK = new CheckRun(new Lesson26Check());

    /** The exercise's record. */
    record OrdersPage(List<String> orderIds, String nextToken) {}

    interface PageFunction {
        OrdersPage page(DynamoDbClient ddb, String user, String token);
    }

    /** The check cell: walks the pages with the tokens, at most 10. */
    private static Answer walking(PageFunction ordersPage) {
        return ddb -> {
            var pages = new ArrayList<OrdersPage>();
            String next = null;
            do {
                pages.add(ordersPage.page(ddb, "u7", next));
                next = pages.get(pages.size() - 1).nextToken();
            } while (next != null && pages.size() < 10);
            return pages;
        };
    }

    private static String encode(String sortKey) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(sortKey.getBytes(StandardCharsets.UTF_8));
    }

    private static Map<String, AttributeValue> start(String user, String token) {
        return token == null ? null
                : key("PK", "USER#" + user, "SK", new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8));
    }

    /** One Query of the user's orders, newest first, after {@code from}, shaped further by {@code how}. */
    private static QueryResponse query(DynamoDbClient ddb, String user, Map<String, AttributeValue> from, boolean filter,
                                       Consumer<QueryRequest.Builder> how) {
        return ddb.query(q -> {
            q.tableName(TABLE).keyConditionExpression("PK = :pk").scanIndexForward(false).exclusiveStartKey(from);
            if (filter) {
                q.filterExpression("#s <> :cancelled").expressionAttributeNames(names("#s", "status"))
                        .expressionAttributeValues(values(":pk", "USER#" + user, ":cancelled", "CANCELLED"));
            } else {
                q.expressionAttributeValues(values(":pk", "USER#" + user));
            }
            how.accept(q);
        });
    }

    /** The lesson's own answer, from the generated solutions/26-pagination.java (its OrdersPage, read as ours). */
    @SuppressWarnings("unchecked")
    static OrdersPage solution(DynamoDbClient ddb, String user, String token) {
        Record page = Solutions.call("26-pagination", "ordersPage", ddb, user, token);
        return new OrdersPage((List<String>) Lesson26Check.component(page, "orderIds"),
                (String) Lesson26Check.component(page, "nextToken"));
    }

    @Test
    void theDataGivesNoEmptyLastPageToThePattern() {
        assertThat(Lesson26Check.visibleNewestFirst()).hasSize(43);
        assertThat(Lesson26Check.patternWalk()).isEqualTo(new Lesson26Check.Walk(3, 6));
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(walking(Lesson26CheckTest::solution)).contains("6 requests");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(walking((ddb, user, token) -> Kit.todo("pages")));
    }

    /** Reads every order once, but through a run of cancelled orders a few at a time. */
    @Test
    void aLimitOfWhatThePageStillNeedsIsTooManyRoundTrips() {
        CHECK.fails(walking((ddb, user, token) -> {
            var ids = new ArrayList<String>();
            Map<String, AttributeValue> start = start(user, token);
            do {
                int needed = 20 - ids.size();
                var page = query(ddb, user, start, true, q -> q.limit(needed));
                page.items().forEach(i -> ids.add(str(i, "SK")));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (ids.size() < 20 && start != null);
            return new OrdersPage(ids, start == null ? null : encode(str(start, "SK")));
        }))
                .contains("Queries for 3 pages", "(6 Queries do it here)")
                .doesNotContain("The result is wrong");
    }

    /** Page numbers as tokens: every page reads from the top again. */
    @Test
    void anOffsetTokenReReadsEarlierPages() {
        CHECK.fails(walking((ddb, user, token) -> {
            int skip = token == null ? 0 : Integer.parseInt(token) * 20;
            var visible = new ArrayList<String>();
            Map<String, AttributeValue> start = null;
            do {
                var page = query(ddb, user, start, true, q -> q.limit(20));
                page.items().forEach(i -> visible.add(str(i, "SK")));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (visible.size() < skip + 21 && start != null);
            var ids = visible.subList(skip, Math.min(skip + 20, visible.size()));
            boolean more = visible.size() > skip + 20;
            return new OrdersPage(List.copyOf(ids), more ? String.valueOf(skip / 20 + 1) : null);
        }))
                .contains("Anti-pattern: re-reading earlier pages")
                .doesNotContain("The result is wrong");
    }

    @Test
    void oneFilteredQueryPerPageGivesShortPages() {
        CHECK.fails(walking((ddb, user, token) -> {
            var page = query(ddb, user, start(user, token), true, q -> q.limit(20));
            return new OrdersPage(page.items().stream().map(i -> str(i, "SK")).toList(),
                    page.hasLastEvaluatedKey() ? encode(str(page.lastEvaluatedKey(), "SK")) : null);
        }))
                .contains("Pages of [", "Limit counts the items read before the filter")
                .doesNotContain("Orders lost", "shown twice");
    }

    @Test
    void anEmptyPageTakenForTheEndLosesOrders() {
        CHECK.fails(walking((ddb, user, token) -> {
            var page = query(ddb, user, start(user, token), true, q -> q.limit(20));
            var ids = page.items().stream().map(i -> str(i, "SK")).toList();
            boolean end = ids.isEmpty() || !page.hasLastEvaluatedKey();
            return new OrdersPage(ids, end ? null : encode(str(page.lastEvaluatedKey(), "SK")));
        }))
                .contains("Orders lost between pages", "only a response without LastEvaluatedKey is");
    }

    @Test
    void aTokenFromTheLastKeyReadAfterCuttingThePageSkipsOrders() {
        CHECK.fails(walking((ddb, user, token) -> {
            var ids = new ArrayList<String>();
            Map<String, AttributeValue> start = start(user, token);
            do {
                var page = query(ddb, user, start, true, q -> q.limit(20));
                page.items().forEach(i -> ids.add(str(i, "SK")));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (ids.size() < 20 && start != null);
            return new OrdersPage(List.copyOf(ids.subList(0, Math.min(20, ids.size()))),
                    start == null ? null : encode(str(start, "SK")));
        }))
                .contains("Orders lost between pages", "read but not returned");
    }

    @Test
    void noLimitReadsThePartitionForEveryPage() {
        CHECK.fails(walking((ddb, user, token) -> {
            var page = query(ddb, user, start(user, token), true, q -> {});
            var ids = page.items().stream().map(i -> str(i, "SK")).toList();
            return ids.size() > 20 ? new OrdersPage(ids.subList(0, 20), encode(ids.get(19))) : new OrdersPage(ids, null);
        }))
                .contains("Anti-pattern: reading past the page", "A Query without a Limit reads on")
                .doesNotContain("The result is wrong");
    }

    @Test
    void aRawKeyAsTheTokenFails() {
        CHECK.fails(walking((ddb, user, token) -> {
            var ids = new ArrayList<String>();
            Map<String, AttributeValue> start = token == null ? null : key("PK", "USER#" + user, "SK", token);
            do {
                var page = query(ddb, user, start, true, q -> q.limit(20));
                page.items().forEach(i -> ids.add(str(i, "SK")));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (ids.size() < 20 && start != null);
            if (ids.size() > 20) return new OrdersPage(List.copyOf(ids.subList(0, 20)), ids.get(19));
            return new OrdersPage(ids, start == null ? null : str(start, "SK"));
        }))
                .contains("is a raw key", "Base64");
    }

    @Test
    void withoutTheFilterCancelledOrdersAreShown() {
        CHECK.fails(walking((ddb, user, token) -> {
            var page = query(ddb, user, start(user, token), false, q -> q.limit(20));
            return new OrdersPage(page.items().stream().map(i -> str(i, "SK")).toList(),
                    page.hasLastEvaluatedKey() ? encode(str(page.lastEvaluatedKey(), "SK")) : null);
        }))
                .contains("Cancelled orders (or other users' items) shown", "#s <> :cancelled");
    }

    @Test
    void oneOrderPerQueryIsTooManyRoundTrips() {
        CHECK.fails(walking((ddb, user, token) -> {
            var ids = new ArrayList<String>();
            Map<String, AttributeValue> start = start(user, token);
            do {
                var page = query(ddb, user, start, true, q -> q.limit(1));
                page.items().forEach(i -> ids.add(str(i, "SK")));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (ids.size() < 20 && start != null);
            return new OrdersPage(ids, start == null ? null : encode(str(start, "SK")));
        }))
                .contains("Queries for 3 pages", "not a few orders at a time")
                .doesNotContain("The result is wrong");
    }

    @Test
    void aScanFails() {
        CHECK.fails(walking((ddb, user, token) -> {
            var ids = ddb.scan(s -> s.tableName(TABLE)).items().stream()
                    .filter(i -> str(i, "PK").equals("USER#" + user) && !str(i, "status").equals("CANCELLED"))
                    .map(i -> str(i, "SK")).sorted(java.util.Comparator.reverseOrder())
                    .filter(id -> token == null || id.compareTo(token) < 0).toList();
            return ids.size() > 20 ? new OrdersPage(ids.subList(0, 20), ids.get(19)) : new OrdersPage(ids, null);
        }))
                .contains("Anti-pattern: Scan");
    }
}
