///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/03-key-prefixes.java by `./course generate`. Your exercise: edit it, then run `./course check 03` (`./course reset 03` restores the starter).
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
            Org 42's dashboard shows how many items of each kind its partition holds: the org item, its
            memberships, its projects. Return a count per `type` (`{Membership=4, Org=1, Project=3}`)
            with **one** Query on the table `x03-key-prefixes`. Not one Query per prefix: overloaded keys
            put every kind in the same partition, and the `type` attribute tells them apart.
            """);

        System.exit(check("03-key-prefixes", ddb -> countByType(ddb, "42")) ? 0 : 1);
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

    static Map<String, Long> countByType(DynamoDbClient ddb, String orgId) {
        // TODO: one Query on "x03-key-prefixes" for the org's whole partition; count its items
        //       by their type attribute (Collectors.groupingBy(..., Collectors.counting())).
        return Map.of();
    }
}
