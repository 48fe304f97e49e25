///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/05-composite-sk.java by `./course generate`. Your exercise: edit it, then run `./course check 05` (`./course reset 05` restores the starter).
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
//MAIN Exercise05
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

class Exercise05 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Return the ids of acme's stores in one city, given its country, state and city, with one
            Query on the table `x05-composite-sk`. Careful: the same state also has a town whose name
            starts with the same words.
            """);

        System.exit(check("05-composite-sk", ddb -> storesIn(ddb, "US", "NY", "New York")) ? 0 : 1);
    }

    static List<String> storesIn(DynamoDbClient ddb, String country, String state, String city) {
        // TODO: one Query on "x05-composite-sk" (PK "BRAND#acme") with a begins_with on the
        //       composite sort key; return the storeId attribute of each store.
        return List.of();
    }
}
