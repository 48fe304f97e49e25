///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/16-gsi-vs-lsi.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution16
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

class Solution16 {

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
        ddb.updateTable(u -> u.tableName("x16-gsi-vs-lsi")
                .attributeDefinitions(AttributeDefinition.builder().attributeName("assignee").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("openedAt").attributeType(ScalarAttributeType.S).build())
                .globalSecondaryIndexUpdates(g -> g.create(c -> c.indexName("ByAssignee")
                        .keySchema(KeySchemaElement.builder().attributeName("assignee").keyType(KeyType.HASH).build(),
                                KeySchemaElement.builder().attributeName("openedAt").keyType(KeyType.RANGE).build())
                        // The screen shows titles: the index carries them, nothing more.
                        .projection(p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes("title")))));
        while (ddb.describeTable(d -> d.tableName("x16-gsi-vs-lsi")).table().globalSecondaryIndexes().stream()
                .anyMatch(index -> index.indexStatus() != IndexStatus.ACTIVE)) {
            Thread.sleep(1_000); // backfilling: minutes on AWS
        }
    }

    static List<String> ticketsOf(DynamoDbClient ddb, String agent) {
        return ddb.query(q -> q.tableName("x16-gsi-vs-lsi").indexName("ByAssignee")
                        .keyConditionExpression("assignee = :agent")
                        .expressionAttributeValues(values(":agent", agent)))
                .items().stream().map(ticket -> str(ticket, "title")).toList();
    }
}
