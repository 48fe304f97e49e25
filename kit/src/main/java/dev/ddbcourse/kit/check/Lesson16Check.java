package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Lesson 16's exercise: a new access pattern on an existing table, "an agent's tickets, oldest first,
 * by title". Tickets are {@code CUSTOMER#<id> / TICKET#<id>} items with a title, an assignee (not all)
 * and openedAt. The answer adds a GSI with one UpdateTable (HASH assignee, RANGE openedAt, projecting
 * title) and answers with one Query of it.
 *
 * <p>The anti-patterns it catches: no index (a Scan with a filter), more than one UpdateTable or GSI,
 * the wrong partition key, no sort key or the wrong one, a projection without title, a Query of
 * another index or of the table, a filter, and a strongly consistent read of the GSI (DynamoDB refuses it).
 *
 * <p>The answer: {@code check("16-gsi-vs-lsi", ddb -> { addAgentIndex(ddb); return ticketsOf(ddb, "ana"); })}.
 */
public final class Lesson16Check extends ExerciseCheck {
    static final String AGENT = "ana";
    private static final List<Map<String, AttributeValue>> TICKETS = List.of(
            item("PK", "CUSTOMER#c1", "SK", "TICKET#t1", "title", "Refund not received", "assignee", "ana", "openedAt", "2026-10-03T09:00:00Z"),
            item("PK", "CUSTOMER#c1", "SK", "TICKET#t2", "title", "Cannot log in", "assignee", "ben", "openedAt", "2026-10-01T10:30:00Z"),
            item("PK", "CUSTOMER#c2", "SK", "TICKET#t3", "title", "Invoice address wrong", "assignee", "ana", "openedAt", "2026-09-28T16:45:00Z"),
            item("PK", "CUSTOMER#c3", "SK", "TICKET#t4", "title", "App crashes on start", "assignee", "ana", "openedAt", "2026-10-05T08:15:00Z"),
            item("PK", "CUSTOMER#c3", "SK", "TICKET#t5", "title", "Export to CSV", "assignee", "ben", "openedAt", "2026-10-02T11:00:00Z"),
            item("PK", "CUSTOMER#c4", "SK", "TICKET#t6", "title", "Password reset email", "openedAt", "2026-10-06T07:20:00Z"));

    @Override
    public String stem() {
        return "16-gsi-vs-lsi";
    }

    @Override
    public String task() {
        return "add the index for \"an agent's tickets, oldest first\" to the existing table, then list " + AGENT + "'s titles";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        Tables.seed(ddb, table(), TICKETS);
    }

    /** Ana's titles by openedAt. */
    @Override
    protected Object expected() {
        return TICKETS.stream().filter(t -> t.containsKey("assignee") && t.get("assignee").s().equals(AGENT))
                .sorted(java.util.Comparator.comparing(t -> t.get("openedAt").s()))
                .map(t -> t.get("title").s()).toList();
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex("the index you added");
    }

    @Override
    protected String patternText() {
        return "one UpdateTable on " + table() + " creating a GSI with partition key assignee and sort key openedAt that"
                + " projects title, then one Query of that index with assignee = :agent";
    }

    @Override
    protected String adviceOn(Throwable error) {
        String message = String.valueOf(error.getMessage());
        if (message.contains("Consistent reads are not supported on global secondary indexes")) {
            return "A GSI is updated after the table, asynchronously, so DynamoDB refuses ConsistentRead on it. Leave"
                    + " ConsistentRead out of the Query: only the table and its LSIs read strongly consistently.";
        }
        if (message.contains("backfilling")) {
            return "The Query came before the index was ready: after the UpdateTable, wait until DescribeTable shows the"
                    + " index's IndexStatus ACTIVE.";
        }
        if (message.contains("Query condition missed key schema element")) {
            return "The Query's key condition must name the partition key of the index it reads: for an agent's"
                    + " tickets that is assignee, so the index's partition key must be assignee too.";
        }
        if (message.contains("AttributeDefinitions") || message.contains("attribute definition")) {
            return "Every key attribute of the new index needs an AttributeDefinition (name and type S) in the same"
                    + " UpdateTable.";
        }
        return null;
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        List<RecordedRequest> updates = attempt.requests("UpdateTable");
        List<CreateGlobalSecondaryIndexAction> created = updates.stream()
                .flatMap(u -> ((UpdateTableRequest) u.request()).globalSecondaryIndexUpdates().stream())
                .map(GlobalSecondaryIndexUpdate::create).filter(java.util.Objects::nonNull).toList();
        List<RecordedRequest> reads = attempt.requests().stream().filter(r -> !r.operation().equals("UpdateTable")).toList();

        if (created.isEmpty()) {
            boolean scanned = reads.stream().anyMatch(RecordedRequest::isScan);
            softly.fail((scanned ? "Anti-pattern: Scan. The answer read every ticket of " + table() + " to find "
                    + AGENT + "'s, and pays for all of them on every visit to the screen. "
                    : "The answer added no index. ")
                    + "assignee is not in the table's key, and an LSI can only be made with the table: add a GSI with"
                    + " one UpdateTable (GlobalSecondaryIndexUpdates, Create), then Query it.");
            return;
        }
        softly.assertThat(updates.size() == 1 && created.size() == 1).withFailMessage(() -> "The answer made "
                + updates.size() + " UpdateTable requests creating " + created.size() + " GSIs: one index answers this"
                + " screen, and every GSI is paid for on every write that touches its keys.").isTrue();

        CreateGlobalSecondaryIndexAction index = created.get(0);
        String hash = key(index, KeyType.HASH), range = key(index, KeyType.RANGE);
        softly.assertThat(hash).withFailMessage(() -> "The index's partition key is " + hash + ": the screen asks for"
                + " one agent's tickets, so the partition key is assignee (one Query per agent).").isEqualTo("assignee");
        if ("assignee".equals(hash)) {
            softly.assertThat(range).withFailMessage(() -> range == null
                    ? "The index has no sort key, so a Query returns an agent's tickets in no useful order: openedAt as"
                            + " its sort key keeps them oldest first, with no sorting in the application."
                    : "The index sorts an agent's tickets by " + range + ": the screen wants them by openedAt, so openedAt"
                            + " is the sort key.").isEqualTo("openedAt");
        }
        var projection = index.projection();
        boolean carriesTitle = projection != null && (projection.projectionType() == ProjectionType.ALL
                || projection.projectionType() == ProjectionType.INCLUDE && projection.nonKeyAttributes().contains("title"));
        softly.assertThat(carriesTitle).withFailMessage(() -> "The index projects "
                + (projection == null ? "nothing said" : projection.projectionTypeAsString()
                        + (projection.hasNonKeyAttributes() ? " " + projection.nonKeyAttributes() : ""))
                + ", so its items have no title: a GSI returns only what it projects. Project title (INCLUDE title, or"
                + " ALL).").isTrue();

        AccessPattern.one("Query").onIndex(index.indexName()).verify(table(), reads, softly);
        verifyResult(actual, softly);
    }

    private static String key(CreateGlobalSecondaryIndexAction index, KeyType type) {
        return index.keySchema().stream().filter(k -> k.keyType() == type).map(KeySchemaElement::attributeName)
                .findFirst().orElse(null);
    }
}
