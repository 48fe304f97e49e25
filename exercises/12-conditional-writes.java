///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/12-conditional-writes.java by `./course generate`. Your exercise: edit it, then run `./course check 12` (`./course reset 12` restores the starter).
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
//MAIN Exercise12
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
import java.time.Duration;
import java.time.Instant;

class Exercise12 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x12-conditional-writes` holds one item per taken username: `PK = USERNAME#<name>`,
            `SK = USERNAME` and the owner's `userId`. Register a username so that two sign-ups can never
            take the same name: one PutItem with a condition. Return `true` if this call took the name,
            `false` if someone already had it (leave their item as it is).
            """);

        System.exit(check("12-conditional-writes", ddb -> List.of(claimUsername(ddb, "ada", "u1"), claimUsername(ddb, "linus", "u2"), claimUsername(ddb, "ada", "u3"))) ? 0 : 1);
    }

    static boolean claimUsername(DynamoDbClient ddb, String username, String userId) {
        // TODO: one PutItem on "x12-conditional-writes" (PK = "USERNAME#" + username, SK = "USERNAME",
        //       userId) that only succeeds if the name is free; false when it was taken.
        return todo("claim the username unless someone holds it");
    }
}
