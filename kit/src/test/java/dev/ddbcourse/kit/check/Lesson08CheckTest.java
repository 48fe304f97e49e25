package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lesson 08's check: the starter is "not yet", wrong ways fail by name. */
class Lesson08CheckTest {
    private static final String TABLE = "x08-adjacency";
    private static final CheckRun CHECK = new CheckRun(new Lesson08Check());

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> Map.of());
    }

    @Test
    void aScanFilteredOnTheCourseFails() {
        CHECK.fails(ddb -> {
            var scan = ddb.scan(s -> s.tableName(TABLE)
                    .filterExpression("SK = :course AND begins_with(PK, :students)")
                    .expressionAttributeValues(values(":course", "COURSE#ml200", ":students", "STUDENT#")));
            var grades = new LinkedHashMap<String, String>();
            scan.items().forEach(i -> grades.put(str(i, "PK").substring("STUDENT#".length()), str(i, "grade")));
            return grades;
        })
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: Scan");
    }

    @Test
    void oneQueryPerStudentFails() {
        CHECK.fails(ddb -> {
            var grades = new LinkedHashMap<String, String>();
            for (String student : List.of("ann", "ben", "cat", "dan", "eve", "fay")) {
                var edge = ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :student AND SK = :course")
                        .expressionAttributeValues(values(":student", "STUDENT#" + student, ":course", "COURSE#ml200")));
                edge.items().forEach(i -> grades.put(student, str(i, "grade")));
            }
            return grades;
        })
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: 6 Query requests where 1 would do")
                .contains("Anti-pattern: the wrong way in");
    }
}
