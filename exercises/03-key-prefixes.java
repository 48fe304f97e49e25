///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/03-key-prefixes.java by `./course generate`. Your exercise: edit it, then run `./course check 03` (`./course reset 03` restores the starter).
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
//MAIN Exercise03
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

class Exercise03 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Org 42 also owns several projects. Return the ids of **only its projects** (`p1`, `p2`, ...,
            in key order) with one Query on the table `x03-key-prefixes`: its members and the org item
            must not be read at all.
            """);

        System.exit(check("03-key-prefixes", ddb -> projectsOf(ddb, "42")) ? 0 : 1);
    }

    static String userPk(String userId) {
        return "USER#" + userId;
    }

    static String orgPk(String orgId) {
        return "ORG#" + orgId;
    }

    static Map<String, AttributeValue> userKey(String userId) {
        return key("PK", userPk(userId), "SK", userPk(userId));
    }

    static List<String> projectsOf(DynamoDbClient ddb, String orgId) {
        // TODO: one Query on "x03-key-prefixes": the org's partition, only the PROJECT# sort keys;
        //       return the projectId attribute of each item, in the order DynamoDB returns them.
        return List.of();
    }
}
