///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/16-gsi-vs-lsi.java by `./course generate`. Your exercise: edit it, then run `./course check 16` (`./course reset 16` restores the starter).
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
//MAIN Exercise16
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

class Exercise16 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x16-gsi-vs-lsi` holds support tickets under their customer: `PK = CUSTOMER#<id>`,
            `SK = TICKET#<id>`, with a `title`, an `assignee` (some tickets have none yet) and `openedAt`
            (ISO-8601). A new screen shows an agent's tickets, oldest first, by title. Add the index it needs
            to the existing table with one UpdateTable (and wait until it is ACTIVE), then answer the screen
            with one Query of that index.
            """);

        System.exit(check("16-gsi-vs-lsi", ddb -> {
    addAgentIndex(ddb);
    return ticketsOf(ddb, "ana");
}) ? 0 : 1);
    }

    static void addAgentIndex(DynamoDbClient ddb) throws InterruptedException {
        // TODO: one UpdateTable on "x16-gsi-vs-lsi": the attribute definitions of the new index's keys and a
        //       GlobalSecondaryIndexUpdates Create (key schema, projection). Then wait until DescribeTable
        //       shows the index ACTIVE.
        todo("add the index for an agent's tickets");
    }

    static List<String> ticketsOf(DynamoDbClient ddb, String agent) {
        // TODO: one Query of your new index for the agent; return the titles, oldest ticket first.
        return todo("the agent's ticket titles, oldest first");
    }
}
