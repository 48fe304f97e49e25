///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/08-adjacency.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution08
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

class Solution08 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x08-adjacency` holds students, courses and enrolment edges shaped like this
            lesson's (`PK = STUDENT#<id>`, `SK = COURSE#<id>`, a `grade`) and the same `Inverted` index.
            Return the students enrolled in a course with their grades (student id -> grade): one Query.
            """);

        System.exit(check("08-adjacency", ddb -> gradesIn(ddb, "ml200")) ? 0 : 1);
    }

    static Map<String, String> gradesIn(DynamoDbClient ddb, String course) {
        // The edges point from student to course, so read them backwards; begins_with skips the
        // course's own node item.
        var response = ddb.query(q -> q.tableName("x08-adjacency").indexName("Inverted")
                .keyConditionExpression("SK = :course AND begins_with(PK, :students)")
                .expressionAttributeValues(values(":course", "COURSE#" + course, ":students", "STUDENT#")));
        var grades = new LinkedHashMap<String, String>();
        response.items().forEach(i -> grades.put(str(i, "PK").substring("STUDENT#".length()), str(i, "grade")));
        return grades;
    }
}
