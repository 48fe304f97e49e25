///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/11-denormalization.java by `./course generate`. Your exercise: edit it, then run `./course check 11` (`./course reset 11` restores the starter).
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
//MAIN Exercise11
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

class Exercise11 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Rename a customer of the table `x11-denormalization`, shaped like this lesson's: the profile
            `CUST#<id>` / `PROFILE` with `name`, and each order `CUST#<id>` / `ORDER#<id>` with a copy in
            `customerName`. You do not know the order ids: find them with one Query, then change the
            profile and every order in one TransactWriteItems.
            """);

        System.exit(check("11-denormalization", ddb -> { renameCustomer(ddb, "c7", "Dan Brown"); return null; }) ? 0 : 1);
    }

    static void renameCustomer(DynamoDbClient ddb, String customerId, String newName) {
        // TODO: one Query for the customer's orders on "x11-denormalization", then one
        //       TransactWriteItems that sets `name` on the profile and `customerName` on each order.
    }
}
