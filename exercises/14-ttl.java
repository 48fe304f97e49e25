///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/14-ttl.java by `./course generate`. Your exercise: edit it, then run `./course check 14` (`./course reset 14` restores the starter).
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
//MAIN Exercise14
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

class Exercise14 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x14-ttl` holds circuit breakers: `PK = BREAKER#<provider>`, `SK = STATUS`, a `status`
            (`'down'` while the breaker is open) and `expiresAt` in epoch seconds. TTL is on `expiresAt`, so an
            expired breaker may still be there. Answer "may we call the payment provider now?" with one
            GetItem: `true` when there is no breaker, when it is not `down`, or when its `expiresAt` is before
            `now` (epoch seconds, given to you); `false` while a `down` breaker has not expired. The check
            trips `acme-pay` for one minute, then asks about it now and two minutes from now, and about
            `kappa-pay`, which has no breaker.
            """);

        System.exit(check("14-ttl", ddb -> {
    long now = clockNow().getEpochSecond();
    return List.of(mayCallProvider(ddb, "acme-pay", now), mayCallProvider(ddb, "acme-pay", now + 120),
            mayCallProvider(ddb, "kappa-pay", now));
}) ? 0 : 1);
    }

    static boolean mayCallProvider(DynamoDbClient ddb, String provider, long now) {
        // TODO: one GetItem on "x14-ttl" (PK = "BREAKER#" + provider, SK = "STATUS"); true unless the item
        //       is 'down' and its expiresAt is not yet before now.
        return todo("may we call the provider now?");
    }
}
