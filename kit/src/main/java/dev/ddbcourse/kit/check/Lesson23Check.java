package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.str;

import dev.ddbcourse.kit.backend.CourseClient;
import dev.ddbcourse.kit.backend.EngineControl;
import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Index;
import dev.ddbcourse.kit.tables.Tables;
import dev.ddbcourse.kit.values.Attributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Lesson 23's exercise: the archiver, a stream consumer that copies the items TTL deleted (REMOVE records whose
 * {@code userIdentity} is the DynamoDB service) unchanged into the archive table, and nothing else. The set-up
 * writes seven documents of {@code WS#acme}, soft-deletes four (one is undone, one is then deleted by the user),
 * deletes a live one, moves the engine clock 13 hours and sweeps: TTL deletes DOC#001 and DOC#002. The answer
 * gets the stream's records, and the second half of them again (a redelivery). Where the backend has no engine
 * clock (DynamoDB Local, AWS) nothing expires within the check, and the archive must stay empty.
 *
 * <p>The answer: {@code check("23-soft-delete-archival", ddb -> { var records = streamReader(
 * "x23-soft-delete-archival").read(); archive(ddb, records); archive(ddb, records.subList(records.size() / 2,
 * records.size())); return records.size(); })}.
 */
public final class Lesson23Check extends ExerciseCheck {
    static final String WORKSPACE = "WS#acme";
    /** How long a soft-deleted document stays in the bin; the clock moves past it. */
    static final Duration BIN = Duration.ofHours(12);
    static final Duration LATER = Duration.ofHours(13);

    /** The old images TTL's REMOVE records carry, by sort key (empty where nothing expires). */
    private final Map<String, Map<String, Object>> expired = new TreeMap<>();

    @Override
    public String stem() {
        return "23-soft-delete-archival";
    }

    @Override
    public String task() {
        return "archive the documents TTL deleted (DOC#001, DOC#002), each once, and no other";
    }

    String archive() {
        return table() + "-archive";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), Index.gsi("Active", "activeWs", "SK"));
        Tables.recreate(ddb, archive());
        List<Map<String, AttributeValue>> docs = new ArrayList<>();
        String[] titles = {"Roadmap", "Meeting notes", "Salary review", "Draft post", "Old logo", "Budget", "Team page"};
        for (int n = 1; n <= titles.length; n++) {
            docs.add(item("PK", WORKSPACE, "SK", doc(n), "title", titles[n - 1], "activeWs", WORKSPACE));
        }
        Tables.seed(ddb, table(), docs);
        ddb.updateTimeToLive(u -> u.tableName(table()).timeToLiveSpecification(s -> s.attributeName("expiresAt").enabled(true)));
        ddb.updateTable(u -> u.tableName(table())
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
        EngineControl control = CourseClient.sharedControl();
        long now = control.now().getEpochSecond();
        for (int n : new int[] {1, 2, 4, 5}) softDelete(ddb, n, now, now + BIN.toSeconds());
        softDelete(ddb, 6, now, now + 2 * LATER.toSeconds());
        ddb.updateItem(u -> u.tableName(table()).key(key(4)).updateExpression("SET activeWs = :ws REMOVE deletedAt, expiresAt")
                .expressionAttributeValues(item(":ws", WORKSPACE)));
        ddb.deleteItem(d -> d.tableName(table()).key(key(3)));
        ddb.deleteItem(d -> d.tableName(table()).key(key(5)));
        expired.clear();
        for (int n : new int[] {1, 2}) {
            expired.put(doc(n), plain(ddb.getItem(g -> g.tableName(table()).key(key(n)).consistentRead(true)).item()));
        }
        try {
            control.advanceClock(LATER);
            control.sweepExpiredItems();
        } catch (EngineControl.Unavailable noClock) {
            expired.clear(); // DynamoDB Local, AWS: nothing expires within the check
        }
    }

    private void softDelete(DynamoDbClient ddb, int n, long now, long expiresAt) {
        ddb.updateItem(u -> u.tableName(table()).key(key(n))
                .updateExpression("SET deletedAt = :now, expiresAt = :purge REMOVE activeWs")
                .expressionAttributeValues(item(":now", now, ":purge", expiresAt)));
    }

    private static String doc(int n) {
        return "DOC#%03d".formatted(n);
    }

    private static Map<String, AttributeValue> key(int n) {
        return item("PK", WORKSPACE, "SK", doc(n));
    }

    private static Map<String, Object> plain(Map<String, AttributeValue> item) {
        Map<String, Object> out = new TreeMap<>();
        item.forEach((name, value) -> out.put(name, Attributes.plain(value)));
        return out;
    }

    @Override
    protected Object expected() {
        return new TreeMap<>(expired);
    }

    /** The archive read back quietly: each item by its sort key (or its whole key when it has another PK). */
    @Override
    protected Object actual(Attempt attempt) {
        Map<String, Object> archived = new TreeMap<>();
        attempt.client().scanPaginator(s -> s.tableName(archive()).consistentRead(true)).items().forEach(i -> {
            String name = WORKSPACE.equals(str(i, "PK")) ? str(i, "SK") : str(i, "PK") + " " + str(i, "SK");
            archived.put(name, plain(i));
        });
        return archived;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(expired.size(), "PutItem");
    }

    @Override
    protected String patternText() {
        return "for each REMOVE record by TTL, one PutItem of its old image on " + archive() + "; no read of " + table();
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        @SuppressWarnings("unchecked")
        Map<String, Object> archived = actual instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
        List<String> byUser = archived.keySet().stream().filter(k -> k.equals(doc(3)) || k.equals(doc(5))).toList();
        softly.assertThat(byUser)
                .withFailMessage(() -> "The archive holds " + byUser + ", which the user deleted with DeleteItem. A user's"
                        + " REMOVE record has no userIdentity; archive only the REMOVE records whose userIdentity is the"
                        + " DynamoDB service (type Service, principalId dynamodb.amazonaws.com).")
                .isEmpty();
        List<String> stillThere = archived.keySet().stream().filter(k -> List.of(doc(4), doc(6), doc(7)).contains(k)).toList();
        softly.assertThat(stillThere)
                .withFailMessage(() -> "The archive holds " + stillThere + ", still in the table (live or in the bin): an"
                        + " INSERT or MODIFY record is not a deletion. Archive REMOVE records only.")
                .isEmpty();
        List<String> otherKeys = archived.keySet().stream().filter(k -> !k.startsWith("DOC#")).toList();
        softly.assertThat(otherKeys)
                .withFailMessage(() -> "The archive holds items under keys of their own " + otherKeys + ": a record delivered"
                        + " twice then makes a second copy. Put the old image as it is, keyed as the item was, so a"
                        + " redelivery overwrites its own copy.")
                .isEmpty();
        List<String> partial = expired.keySet().stream().filter(archived::containsKey)
                .filter(k -> !archived.get(k).equals(expired.get(k))).toList();
        softly.assertThat(partial)
                .withFailMessage(() -> "The archived " + partial + " differs from the item TTL deleted: copy the record's"
                        + " whole OldImage (the Keys hold only PK and SK; the table no longer has the item).")
                .isEmpty();
        verifyResult(actual, softly);

        List<RecordedRequest> reads = attempt.requests().stream()
                .filter(r -> List.of("GetItem", "Query", "Scan", "BatchGetItem").contains(r.operation())).toList();
        softly.assertThat(reads)
                .withFailMessage(() -> "The answer read " + reads.get(0).table() + " (" + reads.get(0).operation() + "): a"
                        + " deleted item is no longer there, and the record already carries it. Write the record's OldImage.")
                .isEmpty();
        List<RecordedRequest> refused = attempt.requests().stream().filter(RecordedRequest::failed).toList();
        softly.assertThat(refused)
                .withFailMessage(() -> "DynamoDB refused the " + refused.get(0).operation() + ": " + refused.get(0).error())
                .isEmpty();
        List<RecordedRequest> elsewhere = attempt.requests().stream()
                .filter(r -> !r.failed() && !reads.contains(r) && !r.tables().equals(List.of(archive()))).toList();
        softly.assertThat(elsewhere)
                .withFailMessage(() -> "The answer wrote to " + elsewhere.get(0).tables() + ": the archiver writes only to "
                        + archive() + " (TTL has already deleted the items from " + table() + ").")
                .isEmpty();
    }
}
