///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/21-write-sharding.java by `./course generate`. Your exercise: edit it, then run `./course check 21` (`./course reset 21` restores the starter).
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
//MAIN Exercise21
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
import dev.ddbcourse.kit.samples.FlashSale;
import java.time.Instant;
import java.util.concurrent.Executors;

class Exercise21 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            Write the sharded writer and the scatter-gather reader for `x21-write-sharding` (orders as above,
            with GSI2 on `GSI2PK`/`GSI2SK`). `placeOrders` writes the flash sale's 2,000 orders (the kit's
            `FlashSale.orders()`), all in one second of the engine clock, with `GSI2PK = STATUS#PENDING#<n>`
            for a random `n` from 0 to 9 and `GSI2SK = <placedAt>#<orderId>`; `pendingOn` returns the
            `orderId` of every pending order placed on `day`, oldest first, with one Query per shard on GSI2.
            The check replays the sale with throttling on and fails any throttled or missing order.
            """);

        System.exit(check("21-write-sharding", ddb -> {
    placeOrders(ddb, FlashSale.orders());
    return pendingOn(ddb, FlashSale.DAY);
}) ? 0 : 1);
    }

    static Map<String, AttributeValue> order(String customer, String orderId, String placedAt, String statusKey) {
        return item(
                "PK", "CUST#" + customer,
                "SK", "ORDER#" + placedAt + "#" + orderId,
                "GSI2PK", statusKey,
                "GSI2SK", placedAt + "#" + orderId,
                "orderId", orderId, "status", "PENDING");
    }

    static void placeOrders(DynamoDbClient ddb, List<FlashSale> orders) {
        // TODO: write each order with GSI2PK = "STATUS#PENDING#" + a random 0..9, in batches of 25.
    }

    static List<String> pendingOn(DynamoDbClient ddb, String day) {
        // TODO: one Query per shard (STATUS#PENDING#0 .. #9) on GSI2, merged in GSI2SK order.
        return List.of();
    }
}
