package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 03's exercise: "how many items of each kind org 42's partition holds", a count per
 * {@code type} for a dashboard. The org item, its memberships and its projects share
 * {@code PK = 'ORG#42'} (key overloading), so the pattern is one Query on the base table with
 * {@code PK = 'ORG#42'}, the kinds told apart by their {@code type} attribute. The
 * anti-patterns it catches: one Query per prefix ({@code begins_with(SK, 'MEMBER#')}, then
 * {@code 'PROJECT#'}, ...), a GetItem for the org item beside them, a Scan.
 *
 * <p>The answer: {@code check("03-key-prefixes", ddb -> countByType(ddb, "42"))} where
 * {@code static Map<String, Long> countByType(DynamoDbClient ddb, String orgId)} reads table
 * {@code x03-key-prefixes}.
 */
public final class Lesson03Check extends KeyConditionCheck {
    private static final String ORG = "42";
    private static final List<String> USERS = List.of("42", "43", "44", "45");
    /** org id -> its projects. Org 7 has projects too, and user 42 shares org 42's id. */
    private static final Map<String, List<String>> PROJECTS = Map.of(
            "42", List.of("p1", "p2", "p3"),
            "7", List.of("p4", "p5"));

    public Lesson03Check() {
        super("the org's partition holds every kind, so PK = :pk alone reads them all at once", false);
    }

    @Override
    public String stem() {
        return "03-key-prefixes";
    }

    @Override
    public String task() {
        return "how many items of each type org 42's partition holds";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        items.add(item("PK", "USER#42", "SK", "USER#42", "type", "User", "userId", "42", "name", "Dana"));
        PROJECTS.forEach((org, projects) -> {
            items.add(item("PK", "ORG#" + org, "SK", "ORG#" + org, "type", "Org", "orgId", org, "name", "Org " + org));
            for (String user : members(org)) {
                items.add(item("PK", "ORG#" + org, "SK", "MEMBER#USER#" + user, "type", "Membership", "userId", user));
            }
            for (String project : projects) {
                items.add(item("PK", "ORG#" + org, "SK", "PROJECT#" + project, "type", "Project",
                        "projectId", project, "name", "Project " + project));
            }
        });
        Tables.seed(ddb, table(), items);
    }

    /** Org 42: one Org item, four memberships, three projects. */
    @Override
    protected Object expected() {
        Map<String, Long> counts = new TreeMap<>();
        counts.put("Org", 1L);
        counts.put("Membership", (long) members(ORG).size());
        counts.put("Project", (long) PROJECTS.get(ORG).size());
        return counts;
    }

    /** Org 42 has all four users, org 7 the first two. */
    private static List<String> members(String org) {
        return org.equals(ORG) ? USERS : USERS.subList(0, 2);
    }
}
