///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/09-gsi-overloading.java by `./course generate`. Your exercise: edit it, then run `./course check 09` (`./course reset 09` restores the starter).
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
//MAIN Exercise09
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

class Exercise09 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Reassign a ticket of the table `x09-gsi-overloading` to another employee. Tickets there are
            shaped like this lesson's: `PK = SK = TICKET#<id>`, `assignee` holds the employee id,
            `GSI1PK = ASSIGNEE#<employee>` and `GSI1SK = <priority>#<date>`. Afterwards the ticket must
            say who has it, and `GSI1` must list it under the new assignee (still sorted by priority and
            date), not under the old one. One request.
            """);

        System.exit(check("09-gsi-overloading", ddb -> { reassign(ddb, "t2", "e7"); return null; }) ? 0 : 1);
    }

    static void reassign(DynamoDbClient ddb, String ticketId, String employeeId) {
        // TODO: one UpdateItem on "x09-gsi-overloading" (key PK = SK = "TICKET#<id>") so that the
        //       ticket is listed under the new assignee on GSI1.
    }
}
