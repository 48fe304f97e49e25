///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/02-access-patterns.java by `./course generate`. Your exercise: edit it, then run `./course check 02` (`./course reset 02` restores the starter).
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
//MAIN Exercise02
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

class Exercise02 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The warehouse screen lists every PENDING order, newest first, whichever customer placed it.
            Return their `orderId`s with one request on the table `x02-access-patterns` (same design as
            above: GSI1 and GSI2).
            """);

        System.exit(check("02-access-patterns", ddb -> pendingOrdersNewestFirst(ddb)) ? 0 : 1);
    }

    static Map<String, AttributeValue> order(String customer, String orderId, String date, String status, int total) {
        return item(
                "PK", "CUST#" + customer,
                "SK", "ORDER#" + date + "#" + orderId,
                "GSI1PK", "ORDER#" + orderId,      // AP3: an order by its id
                "GSI1SK", "ORDER#" + orderId,
                "GSI2PK", "STATUS#" + status,      // AP4: orders by status, then date
                "GSI2SK", date + "#" + orderId,
                "type", "Order", "orderId", orderId, "status", status, "total", total);
    }

    static List<String> pendingOrdersNewestFirst(DynamoDbClient ddb) {
        // TODO: which access pattern of the table above serves this? Send that one request,
        //       newest first, and return the orderId attribute of each item.
        return List.of();
    }
}
