package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.key;
import static dev.ddbcourse.kit.values.Attributes.names;
import static dev.ddbcourse.kit.values.Attributes.values;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.log.Recording;
import dev.ddbcourse.kit.log.RequestLog;
import dev.ddbcourse.kit.log.StreamReader;
import dev.ddbcourse.kit.samples.SearchIndexHandler;
import dev.ddbcourse.kit.tables.Tables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Lesson 15's exercise: the handler of a stream consumer that keeps a Lucene index of employees in
 * step with {@code x15-streams} ({@code EMPLOYEE#<id> / EMPLOYEE} items with a name and a role; the
 * stream has both images). The answer returns the handler; the check writes four employees, renames
 * one, changes another's role, deletes a third, hands every stream record to the handler in order
 * (with a request recording open), then searches: a fuzzy name, a role prefix, the new and the old
 * name of the renamed one, the deleted one, and how many documents there are.
 *
 * <p>The anti-patterns it catches: a REMOVE left in the index, a MODIFY added as a second document,
 * the old image indexed, names as one exact term (StringField), an id that is not stored, a handler
 * that reads the table (a Scan to rebuild, a GetItem per record), and a handler that throws.
 *
 * <p>The answer: {@code check("15-streams", ddb -> (SearchIndexHandler) (record, index) -> indexEmployee(record, index))}.
 */
public final class Lesson15Check extends ExerciseCheck {
    static final String FUZZY_NAME = "lindkvist", ROLE_PREFIX = "eng", NEW_NAME = "shah", OLD_NAME = "raman",
            DELETED_NAME = "ferreira";

    @Override
    public String stem() {
        return "15-streams";
    }

    @Override
    public String task() {
        return "keep a search index of the employees in step with the table's stream: INSERT, MODIFY and REMOVE";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        ddb.updateTable(u -> u.tableName(table())
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
        ddb.waiter().waitUntilTableExists(w -> w.tableName(table()));
    }

    /** The writes the check replays: four inserts, a rename, a role change, a delete. */
    private void write(DynamoDbClient ddb) {
        ddb.putItem(p -> p.tableName(table()).item(employee("e1", "Mira Okafor", "Principal Engineer")));
        ddb.putItem(p -> p.tableName(table()).item(employee("e2", "Jonas Lindqvist", "Engineer")));
        ddb.putItem(p -> p.tableName(table()).item(employee("e3", "Priya Raman", "Data Analyst")));
        ddb.putItem(p -> p.tableName(table()).item(employee("e4", "Tomas Ferreira", "Designer")));
        set(ddb, "e3", "name", "Priya Shah");
        set(ddb, "e2", "role", "Engineering Manager");
        ddb.deleteItem(d -> d.tableName(table()).key(key("PK", "EMPLOYEE#e4", "SK", "EMPLOYEE")));
    }

    private static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> employee(String id, String name,
                                                                                                      String role) {
        return item("PK", "EMPLOYEE#" + id, "SK", "EMPLOYEE", "name", name, "role", role);
    }

    private void set(DynamoDbClient ddb, String id, String attribute, String value) {
        ddb.updateItem(u -> u.tableName(table()).key(key("PK", "EMPLOYEE#" + id, "SK", "EMPLOYEE"))
                .updateExpression("SET #a = :v").expressionAttributeNames(names("#a", attribute))
                .expressionAttributeValues(values(":v", value)));
    }

    @Override
    protected Object expected() {
        return searches(List.of("EMPLOYEE#e2"), List.of("EMPLOYEE#e1", "EMPLOYEE#e2"), List.of("EMPLOYEE#e3"), List.of(),
                List.of(), 3);
    }

    private static Map<String, Object> searches(Object fuzzy, Object prefix, Object newName, Object oldName, Object deleted,
                                                Object documents) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name~ " + FUZZY_NAME + " (fuzzy)", fuzzy);
        out.put("role " + ROLE_PREFIX + "* (prefix)", prefix);
        out.put("name " + NEW_NAME + " (e3's new name)", newName);
        out.put("name " + OLD_NAME + " (e3's old name)", oldName);
        out.put("name " + DELETED_NAME + " (e4, deleted)", deleted);
        out.put("documents in the index", documents);
        return out;
    }

    /** What the replay showed besides the searches. */
    private record Replay(List<RecordedRequest> handlerRequests, String handlerError, int records, boolean idsStored) {}

    private Replay replay;

    @Override
    protected Object actual(Attempt attempt) {
        if (!(attempt.result() instanceof SearchIndexHandler handler)) {
            replay = new Replay(List.of(), "the answer returned " + attempt.result() + ", not a SearchIndexHandler", 0, true);
            return null;
        }
        RequestLog.offTheRecord(() -> write(attempt.client()));
        List<Record> records;
        try (StreamReader stream = new StreamReader(attempt.client(), table())) {
            records = stream.read();
        }
        try (var directory = new ByteBuffersDirectory();
             var index = new IndexWriter(directory, new IndexWriterConfig(new StandardAnalyzer()))) {
            String error = null;
            List<RecordedRequest> requests;
            try (Recording recording = RequestLog.startRecording()) {
                for (Record record : records) {
                    try {
                        handler.apply(record, index);
                    } catch (NotYetImplemented todo) {
                        throw todo;
                    } catch (Exception | StackOverflowError e) {
                        error = "your handler threw " + LearnerCode.describe(e) + " on the " + record.eventNameAsString()
                                + " record of " + record.dynamodb().keys().get("PK").s();
                        break;
                    }
                }
                requests = recording.requests();
            }
            try (var reader = DirectoryReader.open(index)) {
                var searcher = new IndexSearcher(reader);
                replay = new Replay(requests, error, records.size(), idsStored(searcher));
                return searches(ids(searcher, new FuzzyQuery(new Term("name", FUZZY_NAME))),
                        ids(searcher, new PrefixQuery(new Term("role", ROLE_PREFIX))),
                        ids(searcher, new TermQuery(new Term("name", NEW_NAME))),
                        ids(searcher, new TermQuery(new Term("name", OLD_NAME))),
                        ids(searcher, new TermQuery(new Term("name", DELETED_NAME))),
                        reader.numDocs());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The stored ids of the hits, sorted (a document twice shows twice). */
    private static List<String> ids(IndexSearcher searcher, Query query) throws IOException {
        List<String> ids = new ArrayList<>();
        for (var hit : searcher.search(query, 100).scoreDocs) ids.add(String.valueOf(searcher.storedFields().document(hit.doc).get("id")));
        ids.sort(null);
        return ids;
    }

    private static boolean idsStored(IndexSearcher searcher) throws IOException {
        for (var hit : searcher.search(new MatchAllDocsQuery(), 100).scoreDocs) {
            if (searcher.storedFields().document(hit.doc).get("id") == null) return false;
        }
        return true;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.exactly(0, "Scan");
    }

    @Override
    protected String patternText() {
        return "per record, by its eventName: INSERT and MODIFY index.updateDocument(new Term(\"id\", PK), a document"
                + " from the NewImage); REMOVE index.deleteDocuments(new Term(\"id\", PK)). No reads of the table";
    }

    @Override
    protected String measured() {
        return replay == null ? null : "The handler applied " + replay.records() + " stream records without reading the table.";
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        if (replay.handlerError() != null) {
            softly.fail(capitalized(replay.handlerError()) + ". A record's dynamodb() holds its Keys, and the images its"
                    + " view type carries: a REMOVE has no NewImage, so take the id from the Keys.");
            return;
        }
        List<RecordedRequest> reads = replay.handlerRequests();
        softly.assertThat(reads).withFailMessage(() -> "Anti-pattern: the handler read the table (" + reads.size() + " "
                + reads.get(0).operation() + (reads.size() == 1 ? "" : " and more") + " for " + replay.records() + " records)."
                + (reads.stream().anyMatch(RecordedRequest::isScan)
                        ? " A Scan per record reads every employee for each change: the cost grows with the table times the writes."
                        : " A read per record pays for every change and can return a newer version than the record's.")
                + " The record carries what changed: its Keys and, with this view type, the NewImage.").isEmpty();

        Map<String, Object> found = (Map<String, Object>) actual;
        softly.assertThat(replay.idsStored()).withFailMessage("Documents come back without an id: add the key as"
                + " new StringField(\"id\", pk, Field.Store.YES), so a hit says which item it is.").isTrue();
        if (!replay.idsStored()) return;
        List<String> deleted = (List<String>) found.get("name " + DELETED_NAME + " (e4, deleted)");
        softly.assertThat(deleted).withFailMessage("The deleted employee e4 is still found (search '" + DELETED_NAME
                + "'): a REMOVE record must take the document out, index.deleteDocuments(new Term(\"id\", pk)).").isEmpty();
        List<String> fuzzy = (List<String>) found.get("name~ " + FUZZY_NAME + " (fuzzy)");
        List<String> prefix = (List<String>) found.get("role " + ROLE_PREFIX + "* (prefix)");
        boolean noWords = fuzzy.isEmpty() && prefix.isEmpty();
        softly.assertThat(noWords).withFailMessage("Neither the fuzzy name search ('" + FUZZY_NAME + "') nor the role"
                + " prefix ('" + ROLE_PREFIX + "*') finds anything: index name and role as TextField, which the analyser"
                + " splits into lower-case words. A StringField is one exact term, \"Jonas Lindqvist\" as a whole.").isFalse();
        List<String> oldName = (List<String>) found.get("name " + OLD_NAME + " (e3's old name)");
        List<String> newName = (List<String>) found.get("name " + NEW_NAME + " (e3's new name)");
        boolean oldImage = !oldName.isEmpty() && newName.isEmpty();
        softly.assertThat(oldImage).withFailMessage("The renamed employee e3 is found by the old name ('" + OLD_NAME
                + "') and not by the new one ('" + NEW_NAME + "'): the document was built from the OldImage, the item"
                + " before the change. Build it from the NewImage.").isFalse();
        Object documents = found.get("documents in the index");
        boolean twice = !noWords && !oldImage && documents instanceof Integer n && n > 3 && deleted.isEmpty();
        softly.assertThat(twice).withFailMessage("The index holds " + documents + " documents for 3 employees: a MODIFY"
                + " added a second document beside the first. index.updateDocument(new Term(\"id\", pk), document)"
                + " replaces the document with that id (and adds it if there is none).").isFalse();
        verifyResult(actual, softly);
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
