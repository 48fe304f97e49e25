///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/06-sortable-ids.java by `./course generate`. Your exercise: edit it, then run `./course check 06` (`./course reset 06` restores the starter).
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
//MAIN Exercise06
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
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

class Exercise06 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            A chat app loads older messages as you scroll up. Return the texts of the `n` messages of a
            room sent just **before** a given instant (in the keys' format, e.g.
            `2026-10-03T12:00:00.000+00:00`), newest first, from the table `x06-sortable-ids`. Read only
            those `n` messages: the room holds newer and older ones, and the instant belongs in the key
            condition, not in a filter or in Java.
            """);

        System.exit(check("06-sortable-ids", ddb -> messagesBefore(ddb, "general", "2026-10-03T12:00:00.000+00:00", 3)) ? 0 : 1);
    }

    static String ulid(long epochMillis) {
        var random = new SecureRandom();
        var base32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford: no I, L, O, U
        var chars = new char[26];
        for (int i = 9; i >= 0; i--, epochMillis >>>= 5) {
            chars[i] = base32.charAt((int) (epochMillis & 31)); // 10 chars x 5 bits >= 48-bit time
        }
        for (int i = 10; i < 26; i++) {
            chars[i] = base32.charAt(random.nextInt(32)); // 16 chars x 5 bits = 80 random bits
        }
        return new String(chars);
    }

    static List<String> messagesBefore(DynamoDbClient ddb, String room, String before, int n) {
        // TODO: one Query on "x06-sortable-ids" for the room's messages whose sort key is below
        //       "MSG#" + before, newest first, reading only n items; return the text of each.
        return List.of();
    }
}
