///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/10-sparse-index.java by `./course generate`. Your exercise: edit it, then run `./course check 10` (`./course reset 10` restores the starter).
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
//MAIN Exercise10
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
import java.util.concurrent.atomic.AtomicInteger;

class Exercise10 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x10-sparse-index` holds orders shaped like this lesson's: `PK = ORDER#<nnnn>`,
            `SK = ORDER`, a `status`, and on the open ones `openOrdersPK = OPEN` and `openSince`, the keys
            of the `OpenOrders` index. Close an order and record the day in `closedOn`: afterwards its
            `status` is `CLOSED` and it is no longer in the index. One request.
            """);

        System.exit(check("10-sparse-index", ddb -> { closeOrder(ddb, "ORDER#0042", "2026-10-20"); return null; }) ? 0 : 1);
    }

    static void closeOrder(DynamoDbClient ddb, String orderId, String closedOn) {
        // TODO: one UpdateItem on "x10-sparse-index" (key PK = orderId, SK = "ORDER") that closes
        //       the order and takes it out of the OpenOrders index.
    }
}
