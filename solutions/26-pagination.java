///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/26-pagination.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution26
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

class Solution26 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x26-pagination` holds a user's orders as above (`PK = USER#<id>`,
            `SK = ORDER#<nnnn>`, a `status`), some `CANCELLED`. Write the API behind the app's list: each
            call returns the ids (`SK`) of the next **20 orders that are not cancelled**, newest first, and a
            token for the next page (`null` after the last page). The token must be opaque (no raw key in
            it). The check walks every page with the tokens: no order lost or repeated, no cancelled order
            shown, no Query reading more than a page (20), no page reading earlier pages again, and no
            more round trips than that takes.
            """);

        System.exit(check("26-pagination", ddb -> {
    // The check walks the pages as the app would: each page's token fetches the next one.
    var pages = new ArrayList<OrdersPage>();
    String next = null;
    do {
        pages.add(ordersPage(ddb, "u7", next));
        next = pages.get(pages.size() - 1).nextToken();
    } while (next != null && pages.size() < 10);
    return pages;
}) ? 0 : 1);
    }

    static record OrdersPage(List<String> orderIds, String nextToken) {}

    static OrdersPage ordersPage(DynamoDbClient ddb, String user, String token) {
        var ids = new ArrayList<String>();
        Map<String, AttributeValue> start = token == null ? null : key("PK", "USER#" + user, "SK",
                new String(Base64.getUrlDecoder().decode(token), java.nio.charset.StandardCharsets.UTF_8));
        String next = null;
        do {
            // A page's worth per Query; the filter may leave fewer, so go on from where it stopped.
            var from = start;
            var page = ddb.query(q -> q.tableName("x26-pagination")
                    .keyConditionExpression("PK = :pk")
                    .filterExpression("#s <> :cancelled")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":pk", "USER#" + user, ":cancelled", "CANCELLED"))
                    .scanIndexForward(false)
                    .limit(20)
                    .exclusiveStartKey(from));
            for (var order : page.items()) {
                if (ids.size() == 20) { // more than the page holds: the next page starts after its last order
                    next = ids.get(19);
                    break;
                }
                ids.add(str(order, "SK"));
            }
            start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
        } while (ids.size() < 20 && start != null);
        if (next == null && start != null) next = str(start, "SK");
        return new OrdersPage(ids, next == null ? null
                : Base64.getUrlEncoder().withoutPadding().encodeToString(next.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }
}
