package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Lesson 03's check: the reference answer passes, the starter is "not yet", wrong ways fail by name. */
class Lesson03CheckTest {
    private static final String TABLE = "x03-key-prefixes";
    private static final CheckRun CHECK = new CheckRun(new Lesson03Check());

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "ORG#42", ":prefix", "PROJECT#")))
                .items().stream().map(i -> str(i, "projectId")).toList());
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void readingTheWholeCollectionAndFilteringInJavaFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .expressionAttributeValues(values(":pk", "ORG#42")))
                .items().stream()
                .filter(i -> "Project".equals(str(i, "type")))
                .map(i -> str(i, "projectId")).toList())
                .contains("Anti-pattern: the Query read 7 items to return 3", "PROJECT#");
    }

    @Test
    void aFilterExpressionOnTheTypeFails() {
        CHECK.fails(ddb -> ddb.query(q -> q.tableName(TABLE)
                        .keyConditionExpression("PK = :pk")
                        .filterExpression("#type = :type")
                        .expressionAttributeNames(Kit.names("#type", "type"))
                        .expressionAttributeValues(values(":pk", "ORG#42", ":type", "Project")))
                .items().stream().map(i -> str(i, "projectId")).toList())
                .contains("Anti-pattern: FilterExpression", "Anti-pattern: the Query read 7 items");
    }

    @Test
    void aScanWithAFilterFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE)
                        .filterExpression("PK = :pk AND begins_with(SK, :prefix)")
                        .expressionAttributeValues(values(":pk", "ORG#42", ":prefix", "PROJECT#")))
                .items().stream().map(i -> str(i, "projectId")).sorted().toList())
                .contains("Anti-pattern: Scan");
    }

    @Test
    void oneGetItemPerProjectFails() {
        CHECK.fails(ddb -> Stream.of("p1", "p2", "p3")
                .map(p -> ddb.getItem(g -> g.tableName(TABLE).key(Kit.key("PK", "ORG#42", "SK", "PROJECT#" + p))).item())
                .map(i -> str(i, "projectId")).toList())
                .contains("Requests the pattern does not need", "made 0 Query requests");
    }
}
