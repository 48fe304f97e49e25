///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/04-single-table.java by `./course generate`. Your exercise: edit it, then run `./course check 04` (`./course reset 04` restores the starter).
//JAVA 17+
//DEPS software.amazon.awssdk:bom:2.57.8@pom
//DEPS software.amazon.awssdk:dynamodb
//DEPS software.amazon.awssdk:url-connection-client
//DEPS com.fasterxml.jackson.core:jackson-databind:2.21.8
//DEPS org.assertj:assertj-core:3.27.7
//DEPS org.testcontainers:testcontainers:1.21.4
//DEPS org.slf4j:slf4j-nop:1.7.36
//SOURCES ../kit/src/main/java/**/*.java
//SOURCES ../engine/src/main/java/**/*.java
//FILES course.json=../course.json
//MAIN Exercise04
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

class Exercise04 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Bob's account page shows his orders, newest first. Return the `orderId` of each of Bob's
            orders (his collection in `x04-single-table` also holds his profile and addresses) with one
            Query that reads his orders and nothing else.
            """);

        System.exit(check("04-single-table", ddb -> latestOrders(ddb, "bob")) ? 0 : 1);
    }

    static List<String> latestOrders(DynamoDbClient ddb, String user) {
        // TODO: one Query on "x04-single-table" for the user's ORDER# items, newest first;
        //       return the orderId attribute of each.
        return List.of();
    }
}
