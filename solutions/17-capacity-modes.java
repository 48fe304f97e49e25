///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/17-capacity-modes.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution17
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
import dev.ddbcourse.kit.pricing.Prices;

class Solution17 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            A bakery's ordering app has a morning like this, replayed by the check second by second on the
            engine's clock against `x17-capacity-modes`, provisioned with what you choose:

            - 06:00:00 to 06:02:00 (120 seconds): each second 2 orders (PutItem, each under 1 KB) and 1
              status read (a strongly consistent GetItem of an order, under 4 KB);
            - 06:02:00 to 06:02:20 (20 seconds): each second 15 orders and 8 status reads.

            Return the `ProvisionedThroughput` (read and write capacity units) under which nothing is
            throttled, at the lowest cost. The table is created afresh: in the engine's model its burst credit
            starts at one second of capacity (AWS does not say what a new table starts with) and grows with
            what the quiet minutes leave unused, up to 300 seconds' worth.
            """);

        System.exit(check("17-capacity-modes", ddb -> morningCapacity()) ? 0 : 1);
    }

    static ProvisionedThroughput morningCapacity() {
        // Writes: the first second holds W units, each quiet second adds W and spends 2, each rush second
        // adds W and spends 15. 4 WCU save 244 units by the rush and still have 20 left after it; 3 WCU
        // run out in its tenth second. Reads: a read needs the balance above zero, then spends 1;
        // 2 RCU save 122 by the rush, exactly what its 160 reads need beyond the 38 units it refills.
        return ProvisionedThroughput.builder().readCapacityUnits(2L).writeCapacityUnits(4L).build();
    }
}
