///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/22-item-size.java by `./course generate`. Your exercise: edit it, then run `./course check 22` (`./course reset 22` restores the starter).
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
//MAIN Exercise22
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
import dev.ddbcourse.kit.samples.Profile;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import software.amazon.awssdk.core.SdkBytes;

class Exercise22 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The kit's `Profile.sample("u7")` is too big for one item. Write `profileItems`, which turns a
            profile into items for `x22-item-size`, all under `PK = USER#<userId>`. The app's hot read is
            the card: `GetItem` of `SK = PROFILE`, strongly consistent, showing `name`, `city` and
            `avatarKey`; it must cost one read unit. The check writes your items, reads the card, and reads
            the partition back: nothing of the profile may be lost.
            """);

        System.exit(check("22-item-size", ddb -> profileItems(Profile.sample("u7"))) ? 0 : 1);
    }

    static List<Map<String, AttributeValue>> profileItems(Profile profile) {
        // TODO: the items of the profile, all with PK = "USER#" + profile.userId(); the card in SK = "PROFILE".
        return List.of();
    }
}
