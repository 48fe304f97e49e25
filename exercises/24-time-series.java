///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/24-time-series.java by `./course generate`. Your exercise: edit it, then run `./course check 24` (`./course reset 24` restores the starter).
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
//MAIN Exercise24
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
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

class Exercise24 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x24-time-series` holds device readings bucketed by day: `PK = DEVICE#<device>#<yyyy-MM-dd>`
            (UTC) and `SK` = the reading's instant in ISO-8601 (`2026-10-14T07:30:00Z`, also in `takenAt`), one
            reading every 30 minutes. Return the `SK` of every reading of a device from `now` minus 48 hours to `now`,
            both ends included, **newest first**. Take the time from `now` (never the wall clock), read only
            the readings you return, and let DynamoDB do the ordering: one Query per day bucket the range
            touches.
            """);

        System.exit(check("24-time-series", ddb -> last48Hours(ddb, "d1", Instant.parse("2026-10-16T07:30:00Z"))) ? 0 : 1);
    }

    static List<String> last48Hours(DynamoDbClient ddb, String device, Instant now) {
        // TODO: one Query per day bucket from now's day back to (now - 48 h)'s day, on
        //       "x24-time-series" (PK = "DEVICE#" + device + "#" + the day), the time range in the
        //       key condition, newest first; return the SK of each reading.
        return List.of();
    }
}
