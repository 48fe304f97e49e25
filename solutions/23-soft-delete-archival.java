///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/23-soft-delete-archival.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution23
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

class Solution23 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x23-soft-delete-archival` (documents of `WS#acme`, TTL on `expiresAt`, a stream with old
            and new images) had soft deletes, an undo, a user's DeleteItem and TTL deletions; its stream records
            are handed to your archiver. Copy every item TTL deleted, unchanged (its old image), into
            `x23-soft-delete-archival-archive`, and nothing else: no item a user deleted, no live item. The check
            hands you part of the batch a second time, as a restarted consumer would get it: it must still find
            each item archived exactly once.
            """);

        System.exit(check("23-soft-delete-archival", ddb -> {
    var records = streamReader("x23-soft-delete-archival").read();
    archive(ddb, records);
    archive(ddb, records.subList(records.size() / 2, records.size()));
    return records.size();
}) ? 0 : 1);
    }

    static void archive(DynamoDbClient ddb, List<software.amazon.awssdk.services.dynamodb.model.Record> records) {
        // TTL's deletions are the REMOVE records whose userIdentity is the DynamoDB service; the old image is
        // the only copy left. Keyed as it was, a redelivered record overwrites its own copy.
        for (var r : records) {
            boolean byTtl = "REMOVE".equals(r.eventNameAsString()) && r.userIdentity() != null
                    && "Service".equals(r.userIdentity().type())
                    && "dynamodb.amazonaws.com".equals(r.userIdentity().principalId());
            if (byTtl) ddb.putItem(p -> p.tableName("x23-soft-delete-archival-archive").item(r.dynamodb().oldImage()));
        }
    }
}
