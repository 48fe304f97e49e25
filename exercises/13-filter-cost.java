///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/13-filter-cost.java by `./course generate`. Your exercise: edit it, then run `./course check 13` (`./course reset 13` restores the starter).
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
//MAIN Exercise13
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

class Exercise13 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x13-filter-cost` holds projects shaped like this lesson's: `PK = ORG#<n>`,
            `SK = PROJECT#<nnn>`, a `status`, and on the on-hold ones `onHoldPK = ORG#<n>`, the partition key
            of the `OnHold` index (its sort key is `SK`). Return the SK of each on-hold project of an
            organisation, in SK order, reading only what you return: one request, with `ScannedCount`
            equal to `Count`.
            """);

        System.exit(check("13-filter-cost", ddb -> onHoldProjects(ddb, "ORG#7")) ? 0 : 1);
    }

    static List<String> onHoldProjects(DynamoDbClient ddb, String org) {
        // TODO: one Query on "x13-filter-cost" that reads only the on-hold projects of org
        //       (e.g. "ORG#7"); return their SK values in order.
        return List.of();
    }
}
