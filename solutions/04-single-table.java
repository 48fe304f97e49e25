///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/04-single-table.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution04
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

class Solution04 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Bob's order page shows his name at the top, then his orders, newest first. Return its lines
            (`"Bob"`, then the `orderId` of each order) from the table `x04-single-table` with **one**
            Query, not a GetItem for the profile plus a Query for the orders. His collection also holds
            his addresses, which the page does not show: do not read them. His sort keys sort
            `ADDRESS#...` < `ORDER#<date>#<id>` < `PROFILE`: which range holds just the orders and the profile?
            """);

        System.exit(check("04-single-table", ddb -> orderPage(ddb, "bob")) ? 0 : 1);
    }

    static List<String> orderPage(DynamoDbClient ddb, String user) {
        // ADDRESS#... < ORDER#<date>#<id> < PROFILE: from ORDER# on, the collection holds just the
        // orders and the profile. Read backwards, the profile comes first, then the newest order.
        var response = ddb.query(q -> q.tableName("x04-single-table")
                .keyConditionExpression("PK = :pk AND SK >= :from")
                .expressionAttributeValues(values(":pk", "USER#" + user, ":from", "ORDER#"))
                .scanIndexForward(false));
        return response.items().stream()
                .map(i -> str(i, "type").equals("User") ? str(i, "name") : str(i, "orderId"))
                .toList();
    }
}
