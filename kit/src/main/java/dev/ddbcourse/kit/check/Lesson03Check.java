package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 03's exercise: "the ids of org 42's projects, and nothing else", from an org partition
 * that also holds the org item and its memberships. The pattern: one Query on the base table
 * with {@code PK = 'ORG#42' AND begins_with(SK, 'PROJECT#')}. The anti-patterns it catches: the
 * whole collection read and filtered in Java (or with a FilterExpression on {@code type}), a
 * Scan, one GetItem per project.
 *
 * <p>The answer: {@code check("03-key-prefixes", ddb -> projectsOf(ddb, "42"))} where
 * {@code static List<String> projectsOf(DynamoDbClient ddb, String orgId)} reads table
 * {@code x03-key-prefixes}.
 */
public final class Lesson03Check extends KeyConditionCheck {
    private static final String ORG = "42";
    /** org id -> its projects. Org 7 has projects too, and user 42 shares org 42's id. */
    private static final Map<String, List<String>> PROJECTS = Map.of(
            "42", List.of("p1", "p2", "p3"),
            "7", List.of("p4", "p5"));

    public Lesson03Check() {
        super("add begins_with(SK, :prefix) with the PROJECT# prefix to the key condition", false);
    }

    @Override
    public String stem() {
        return "03-key-prefixes";
    }

    @Override
    public String task() {
        return "the ids of org 42's projects, reading only its projects";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        items.add(item("PK", "USER#42", "SK", "USER#42", "type", "User", "userId", "42", "name", "Dana"));
        PROJECTS.forEach((org, projects) -> {
            items.add(item("PK", "ORG#" + org, "SK", "ORG#" + org, "type", "Org", "orgId", org, "name", "Org " + org));
            for (String user : List.of("42", "43", "44")) {
                items.add(item("PK", "ORG#" + org, "SK", "MEMBER#USER#" + user, "type", "Membership", "userId", user));
            }
            for (String project : projects) {
                items.add(item("PK", "ORG#" + org, "SK", "PROJECT#" + project, "type", "Project",
                        "projectId", project, "name", "Project " + project));
            }
        });
        Tables.seed(ddb, table(), items);
    }

    /** In key order: PROJECT#p1 < PROJECT#p2 < PROJECT#p3. */
    @Override
    protected Object expected() {
        return PROJECTS.get(ORG).stream().sorted().toList();
    }
}
