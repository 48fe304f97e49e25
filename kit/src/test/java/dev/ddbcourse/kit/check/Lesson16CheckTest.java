package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.Kit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Lesson 16's check: the starter is "not yet", and each wrong way to add and use the index fails with
 * the message that teaches (the reference solution passes in tools' ExercisesTest).
 */
class Lesson16CheckTest {
    private static final String TABLE = "x16-gsi-vs-lsi";
    private static final CheckRun CHECK = new CheckRun(new Lesson16Check());
    private static final Projection TITLE = Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes("title").build();

    /** One UpdateTable creating the GSI {@code name} on {@code hash} (and {@code range}, if not null). */
    private static void addIndex(DynamoDbClient ddb, String name, String hash, String range, Projection projection) {
        List<AttributeDefinition> definitions = new ArrayList<>();
        List<KeySchemaElement> keys = new ArrayList<>();
        for (String attribute : range == null ? List.of(hash) : List.of(hash, range)) {
            definitions.add(AttributeDefinition.builder().attributeName(attribute).attributeType(ScalarAttributeType.S).build());
            keys.add(KeySchemaElement.builder().attributeName(attribute).keyType(attribute.equals(hash) ? KeyType.HASH : KeyType.RANGE).build());
        }
        ddb.updateTable(u -> u.tableName(TABLE).attributeDefinitions(definitions)
                .globalSecondaryIndexUpdates(g -> g.create(c -> c.indexName(name).keySchema(keys).projection(projection))));
    }

    /** The titles of one Query of {@code index} for ana, shaped further by {@code how}. */
    private static List<String> titles(DynamoDbClient ddb, String index, Consumer<QueryRequest.Builder> how) {
        return ddb.query(q -> {
            q.tableName(TABLE).indexName(index).keyConditionExpression("assignee = :agent")
                    .expressionAttributeValues(values(":agent", "ana"));
            how.accept(q);
        }).items().stream().map(t -> str(t, "title")).toList();
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> Kit.todo("add the index for an agent's tickets"));
    }

    @Test
    void aScanWithAFilterInsteadOfAnIndexFails() {
        CHECK.fails(ddb -> ddb.scan(s -> s.tableName(TABLE).filterExpression("assignee = :agent")
                        .expressionAttributeValues(values(":agent", "ana"))).items().stream()
                .sorted(java.util.Comparator.comparing(t -> str(t, "openedAt"))).map(t -> str(t, "title")).toList())
                .contains("Anti-pattern: Scan", "add a GSI with one UpdateTable");
    }

    @Test
    void anIndexWithoutASortKeyFails() {
        CHECK.fails(ddb -> {
            addIndex(ddb, "ByAssignee", "assignee", null, TITLE);
            return titles(ddb, "ByAssignee", q -> {});
        }).contains("The index has no sort key", "openedAt as its sort key");
    }

    @Test
    void theKeysSwappedAreExplained() {
        CHECK.fails(ddb -> {
            addIndex(ddb, "ByAssignee", "openedAt", "assignee", TITLE);
            return titles(ddb, "ByAssignee", q -> {});
        }).contains("Query condition missed key schema element", "the index's partition key must be assignee");
    }

    @Test
    void anIndexWithoutTheTitleFails() {
        CHECK.fails(ddb -> {
            addIndex(ddb, "ByAssignee", "assignee", "openedAt", Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build());
            return titles(ddb, "ByAssignee", q -> {});
        }).contains("The index projects KEYS_ONLY", "a GSI returns only what it projects", "INCLUDE title");
    }

    @Test
    void aStronglyConsistentQueryOfTheGsiIsExplained() {
        CHECK.fails(ddb -> {
            addIndex(ddb, "ByAssignee", "assignee", "openedAt", TITLE);
            return titles(ddb, "ByAssignee", q -> q.consistentRead(true));
        }).contains("Consistent reads are not supported on global secondary indexes", "Leave ConsistentRead out");
    }

    @Test
    void aSecondIndexIsOneTooMany() {
        CHECK.fails(ddb -> {
            addIndex(ddb, "ByAssignee", "assignee", "openedAt", TITLE);
            addIndex(ddb, "ByOpened", "openedAt", null, TITLE);
            return titles(ddb, "ByAssignee", q -> {});
        }).contains("2 UpdateTable requests creating 2 GSIs");
    }

    @Test
    void aFilterOnTheIndexFails() {
        CHECK.fails(ddb -> {
            addIndex(ddb, "ByAssignee", "assignee", "openedAt", Projection.builder().projectionType(ProjectionType.ALL).build());
            return titles(ddb, "ByAssignee", q -> q.filterExpression("attribute_exists(#t)")
                    .expressionAttributeNames(names("#t", "title")));
        }).contains("Anti-pattern: FilterExpression");
    }
}
