///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/26-pagination.java by `./course generate`. Your exercise: edit it, then run `./course check 26` (`./course reset 26` restores the starter).
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
//MAIN Exercise26
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

class Exercise26 {

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
        // TODO: Query "x26-pagination" (PK = "USER#" + user, newest first, cancelled orders filtered
        //       out, Limit 20) from the key in the token, and again from each LastEvaluatedKey, until
        //       20 orders are collected or there is none; return their SKs and a token for where the
        //       next page starts (null after the last page).
        return todo("pages of 20 visible orders and an opaque next-page token");
    }
}
