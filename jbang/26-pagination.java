///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/26-pagination.java by `./course generate`: edit the lesson, not this file. (The lesson.)
//JAVA 17+
//DEPS software.amazon.awssdk:bom:2.57.8@pom
//DEPS software.amazon.awssdk:dynamodb
//DEPS software.amazon.awssdk:dynamodb-enhanced
//DEPS software.amazon.awssdk:url-connection-client
//DEPS com.fasterxml.jackson.core:jackson-databind:2.21.8
//DEPS org.assertj:assertj-core:3.27.7
//DEPS org.testcontainers:testcontainers:1.21.4
//DEPS org.apache.lucene:lucene-core:9.12.3
//DEPS org.slf4j:slf4j-nop:1.7.36
//SOURCES ../kit/src/main/java/**/*.java
//SOURCES ../engine/src/main/java/**/*.java
//FILES course.json=../course.json
//MAIN Lesson26
//RUNTIME_OPTIONS -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:disable -Xlog:all=warning:stderr -Xlog:cds*=error:stderr
//CDS

import static dev.ddbcourse.kit.Kit.*;
import dev.ddbcourse.kit.Kit;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;
import java.nio.charset.StandardCharsets;

class Lesson26 {

    public static void main(String[] args) throws Exception {
        say("""
            # 26 · Pagination: Limit, LastEvaluatedKey and the 1 MB page

            ## Problem
            A user's order history holds hundreds of orders; the app shows 20 at a time, with a "more"
            button. A Query never returns everything at once anyway: it stops after 1 MB. How does a client
            ask for the next page, and what does each page read?

            ## Pattern
            A Query (or Scan) answers one page at a time. The request says where to start and when to
            stop; the response says where it stopped.

            | Field | Where | Meaning |
            | --- | --- | --- |
            | `Limit` | request | read at most N items, then stop: counted **before** the filter |
            | `LastEvaluatedKey` | response | the key of the last item read, when the read stopped early (Limit or 1 MB): there *may* be more |
            | `ExclusiveStartKey` | request | start just after this key: the previous page's `LastEvaluatedKey` |

            The key is a cursor: it costs nothing to keep and the next page starts exactly where the last
            one ended, however many items were written meanwhile. An API hands it to its clients as an
            opaque token.

            ## In practice
            User `u1` has 60 orders, `ORDER#0001` to `ORDER#0060`. Orders 21 to 40 were cancelled in one
            go, and so were 5, 44 and 52: 37 orders are still to be shown.
            """);

        code("""
            var ddb = client();
            recreateTable("p26-pagination");
            var orders = new ArrayList<Map<String, AttributeValue>>();
            for (int n = 1; n <= 60; n++) {
                var cancelled = (n >= 21 && n <= 40) || n == 5 || n == 44 || n == 52;
                orders.add(item("PK", "USER#u1", "SK", "ORDER#%04d".formatted(n), "status", cancelled ? "CANCELLED" : "PLACED",
                        "total", 10 + n));
            }
            seed("p26-pagination", orders);
            """);

        var ddb = client();
        recreateTable("p26-pagination");
        var orders = new ArrayList<Map<String, AttributeValue>>();
        for (int n = 1; n <= 60; n++) {
            var cancelled = (n >= 21 && n <= 40) || n == 5 || n == 44 || n == 52;
            orders.add(item("PK", "USER#u1", "SK", "ORDER#%04d".formatted(n), "status", cancelled ? "CANCELLED" : "PLACED",
                    "total", 10 + n));
        }
        seed("p26-pagination", orders);

        say("""
            Newest first, 20 at a time: each page starts after the previous page's `LastEvaluatedKey`,
            until a response comes without one.
            """);

        code("""
            record PageRead(int count, int scannedCount, String first, String last, String lastEvaluatedKey) {}
            BiFunction<Map<String, AttributeValue>, Boolean, QueryResponse> ordersAfter = (start, visibleOnly) -> ddb.query(q -> {
                q.tableName("p26-pagination")
                        .keyConditionExpression("PK = :pk")
                        .scanIndexForward(false)
                        .limit(20)
                        .exclusiveStartKey(start);
                if (visibleOnly) {
                    q.filterExpression("#s <> :cancelled")
                            .expressionAttributeNames(names("#s", "status"))
                            .expressionAttributeValues(values(":pk", "USER#u1", ":cancelled", "CANCELLED"));
                } else {
                    q.expressionAttributeValues(values(":pk", "USER#u1"));
                }
            });
            Function<Boolean, List<PageRead>> walk = visibleOnly -> {
                var pages = new ArrayList<PageRead>();
                Map<String, AttributeValue> start = null;
                do {
                    var page = ordersAfter.apply(start, visibleOnly);
                    var items = page.items();
                    pages.add(new PageRead(page.count(), page.scannedCount(),
                            items.isEmpty() ? null : str(items.get(0), "SK"),
                            items.isEmpty() ? null : str(items.get(items.size() - 1), "SK"),
                            page.hasLastEvaluatedKey() ? str(page.lastEvaluatedKey(), "SK") : null));
                    start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
                } while (start != null);
                return pages;
            };
            show("Every order, 20 per page", walk.apply(false));
            """);

        record PageRead(int count, int scannedCount, String first, String last, String lastEvaluatedKey) {}
        BiFunction<Map<String, AttributeValue>, Boolean, QueryResponse> ordersAfter = (start, visibleOnly) -> ddb.query(q -> {
            q.tableName("p26-pagination")
                    .keyConditionExpression("PK = :pk")
                    .scanIndexForward(false)
                    .limit(20)
                    .exclusiveStartKey(start);
            if (visibleOnly) {
                q.filterExpression("#s <> :cancelled")
                        .expressionAttributeNames(names("#s", "status"))
                        .expressionAttributeValues(values(":pk", "USER#u1", ":cancelled", "CANCELLED"));
            } else {
                q.expressionAttributeValues(values(":pk", "USER#u1"));
            }
        });
        Function<Boolean, List<PageRead>> walk = visibleOnly -> {
            var pages = new ArrayList<PageRead>();
            Map<String, AttributeValue> start = null;
            do {
                var page = ordersAfter.apply(start, visibleOnly);
                var items = page.items();
                pages.add(new PageRead(page.count(), page.scannedCount(),
                        items.isEmpty() ? null : str(items.get(0), "SK"),
                        items.isEmpty() ? null : str(items.get(items.size() - 1), "SK"),
                        page.hasLastEvaluatedKey() ? str(page.lastEvaluatedKey(), "SK") : null));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (start != null);
            return pages;
        };
        show("Every order, 20 per page", walk.apply(false));

        say("""
            Three full pages, then a fourth that is empty. The third page stopped because it reached its
            Limit, so DynamoDB handed back a `LastEvaluatedKey` without looking further: it means "there
            may be more", and only the next request finds out there is not.

            Now only the orders to show, with a FilterExpression. `Limit` still counts the items read,
            before the filter drops the cancelled ones.
            """);

        code("""
            show("Orders to show, Limit 20 and a filter", walk.apply(true));
            """);

        show("Orders to show, Limit 20 and a filter", walk.apply(true));

        say("""
            The second page read 20 orders, all cancelled, and returned none, with a `LastEvaluatedKey`:
            an empty page that is not the end. A client that stops at the first empty page loses the 19
            orders after it. Stop when there is no `LastEvaluatedKey`, never on the count.

            The SDK's paginators run this loop for you: `queryPaginator` sends the next request as you
            iterate, with `ExclusiveStartKey` set from the last response, until there is none.
            """);

        code("""
            var paginated = ddb.queryPaginator(q -> q.tableName("p26-pagination")
                    .keyConditionExpression("PK = :pk")
                    .filterExpression("#s <> :cancelled")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":pk", "USER#u1", ":cancelled", "CANCELLED"))
                    .scanIndexForward(false)
                    .limit(20));
            var counts = paginated.stream().map(QueryResponse::count).toList();
            var visible = new LinkedHashMap<String, Object>();
            visible.put("Count of each page", counts);
            visible.put("orders to show", counts.stream().mapToInt(Integer::intValue).sum());
            show("queryPaginator", visible);
            """);

        var paginated = ddb.queryPaginator(q -> q.tableName("p26-pagination")
                .keyConditionExpression("PK = :pk")
                .filterExpression("#s <> :cancelled")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":pk", "USER#u1", ":cancelled", "CANCELLED"))
                .scanIndexForward(false)
                .limit(20));
        var counts = paginated.stream().map(QueryResponse::count).toList();
        var visible = new LinkedHashMap<String, Object>();
        visible.put("Count of each page", counts);
        visible.put("orders to show", counts.stream().mapToInt(Integer::intValue).sum());
        show("queryPaginator", visible);

        say("""
            Each iteration of the paginator is one more Query in the log. `paginated.items()` would give the
            items of every page as one iterable, fetched as it goes.

            ### The 1 MB page
            Without a Limit a Query stops after reading 1 MB. User `u2` keeps 15 scanned documents of about
            100 KB each. One Query for all of them, asking what it cost:
            """);

        code("""
            var scanned = "x".repeat(100_000); // one scanned document, about 100 KB
            var documents = new ArrayList<Map<String, AttributeValue>>();
            for (int n = 1; n <= 15; n++) documents.add(item("PK", "USER#u2", "SK", "DOC#%02d".formatted(n), "pages", scanned));
            seed("p26-pagination", documents);

            var bigPage = ddb.query(q -> q.tableName("p26-pagination")
                    .keyConditionExpression("PK = :pk")
                    .expressionAttributeValues(values(":pk", "USER#u2"))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            var cut = new LinkedHashMap<String, Object>();
            cut.put("Count", bigPage.count());
            cut.put("LastEvaluatedKey", str(bigPage.lastEvaluatedKey(), "SK"));
            cut.put("read request units", bigPage.consumedCapacity().capacityUnits());
            show("One Query, about 1.5 MB to read", cut);
            """);

        var scanned = "x".repeat(100_000); // one scanned document, about 100 KB
        var documents = new ArrayList<Map<String, AttributeValue>>();
        for (int n = 1; n <= 15; n++) documents.add(item("PK", "USER#u2", "SK", "DOC#%02d".formatted(n), "pages", scanned));
        seed("p26-pagination", documents);

        var bigPage = ddb.query(q -> q.tableName("p26-pagination")
                .keyConditionExpression("PK = :pk")
                .expressionAttributeValues(values(":pk", "USER#u2"))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        var cut = new LinkedHashMap<String, Object>();
        cut.put("Count", bigPage.count());
        cut.put("LastEvaluatedKey", str(bigPage.lastEvaluatedKey(), "SK"));
        cut.put("read request units", bigPage.consumedCapacity().capacityUnits());
        show("One Query, about 1.5 MB to read", cut);

        say("""
            The page stopped once 1 MB was read, and billed what it read: on this on-demand table an
            eventually consistent read costs half a read request unit per 4 KB. The rest needs another
            request. (Where exactly the cut falls, by an item, can differ between this engine, DynamoDB
            Local and AWS; the rule is the same.)

            ### A page token for an API
            Clients should get the cursor as an opaque token, not as a key to build or edit. Here the token
            is the sort key of the `LastEvaluatedKey`, Base64-encoded; the partition key is rebuilt from the
            user on the server, so a token can never open another user's orders.
            """);

        code("""
            Function<Map<String, AttributeValue>, String> tokenOf = lastKey -> lastKey == null || lastKey.isEmpty() ? null
                    : Base64.getUrlEncoder().withoutPadding().encodeToString(str(lastKey, "SK").getBytes(StandardCharsets.UTF_8));
            BiFunction<String, String, Map<String, AttributeValue>> startOf = (user, token) -> token == null ? null
                    : key("PK", "USER#" + user, "SK", new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8));

            var first = ordersAfter.apply(startOf.apply("u1", null), false);
            var token = tokenOf.apply(first.lastEvaluatedKey());
            var second = ordersAfter.apply(startOf.apply("u1", token), false);
            var api = new LinkedHashMap<String, Object>();
            api.put("page 1", List.of(str(first.items().get(0), "SK"), str(first.items().get(first.count() - 1), "SK")));
            api.put("next", token);
            api.put("page 2", List.of(str(second.items().get(0), "SK"), str(second.items().get(second.count() - 1), "SK")));
            show("Pages through a token", api);
            """);

        Function<Map<String, AttributeValue>, String> tokenOf = lastKey -> lastKey == null || lastKey.isEmpty() ? null
                : Base64.getUrlEncoder().withoutPadding().encodeToString(str(lastKey, "SK").getBytes(StandardCharsets.UTF_8));
        BiFunction<String, String, Map<String, AttributeValue>> startOf = (user, token) -> token == null ? null
                : key("PK", "USER#" + user, "SK", new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8));

        var first = ordersAfter.apply(startOf.apply("u1", null), false);
        var token = tokenOf.apply(first.lastEvaluatedKey());
        var second = ordersAfter.apply(startOf.apply("u1", token), false);
        var api = new LinkedHashMap<String, Object>();
        api.put("page 1", List.of(str(first.items().get(0), "SK"), str(first.items().get(first.count() - 1), "SK")));
        api.put("next", token);
        api.put("page 2", List.of(str(second.items().get(0), "SK"), str(second.items().get(second.count() - 1), "SK")));
        show("Pages through a token", api);

        say("""
            ## Why
            A page is one request that reads a bounded amount, so every page costs about the same and comes
            back as fast, however big the partition. The cursor points into the sorted partition, so no
            page is skipped or repeated when items are added before it, as an offset would be.

            ## Trade-offs
            - No "jump to page 7" and no total count: only next (and, keeping tokens, back). A count needs
              its own counter item, updated on write.
            - A filter makes page sizes uneven, down to empty pages; with many hidden items, a sparse index
              of the visible ones (lesson 10) keeps pages full and reads small.

            ## Gotchas
            - Loop on `LastEvaluatedKey`, never on `Count`: an empty page can come before more items, and a
              full page can be the last one.
            - `Limit` is not a page size when there is a filter: it caps what is read, and the filter then
              removes some of it.
            - The 1 MB cap applies to what is read, before the filter and the projection.
            - A token is client input: check it, and never let it choose the partition.
            - Behaves the same on DynamoDB Local and AWS, except where exactly a 1 MB page is cut.
            """);

        say("""
            ## Exercise
            The table `x26-pagination` holds a user's orders as above (`PK = USER#<id>`,
            `SK = ORDER#<nnnn>`, a `status`), some `CANCELLED`. Write the API behind the app's list: each
            call returns the ids (`SK`) of the next **20 orders that are not cancelled**, newest first, and a
            token for the next page (`null` after the last page). The token must be opaque (no raw key in
            it). The check walks every page with the tokens: no order lost or repeated, no cancelled order
            shown, no Query reading more than a page (20), no page reading earlier pages again, and no
            more round trips than that takes.

            Open `exercises/26-pagination.java`, replace the TODO, then run `./course check 26`.
            """);
    }
}
