package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.Kit;
import dev.ddbcourse.kit.samples.SearchIndexHandler;
import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Lesson 15's check: the starter is "not yet", and each wrong handler fails with the message that
 * teaches (the reference solution passes in tools' ExercisesTest).
 */
class Lesson15CheckTest {
    private static final CheckRun CHECK = new CheckRun(new Lesson15Check());

    /** A document for an employee image, with the fields as given. */
    private static Document document(Map<String, AttributeValue> employee, boolean analysed, boolean storeId) {
        var document = new Document();
        document.add(new StringField("id", employee.get("PK").s(), storeId ? Field.Store.YES : Field.Store.NO));
        for (String field : new String[] {"name", "role"}) {
            document.add(analysed ? new TextField(field, employee.get(field).s(), Field.Store.YES)
                    : new StringField(field, employee.get(field).s(), Field.Store.YES));
        }
        return document;
    }

    private static Term id(Record record) {
        return new Term("id", record.dynamodb().keys().get("PK").s());
    }

    private static Answer handler(SearchIndexHandler handler) {
        return ddb -> handler;
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(handler((record, index) -> Kit.todo("the handler for INSERT, MODIFY and REMOVE")));
    }

    @Test
    void aHandlerThatIgnoresRemoveFails() {
        CHECK.fails(handler((record, index) -> {
            if (record.eventName() != OperationType.REMOVE) index.updateDocument(id(record), document(record.dynamodb().newImage(), true, true));
        })).contains("The deleted employee e4 is still found", "deleteDocuments");
    }

    @Test
    void addingADocumentForEveryRecordFails() {
        CHECK.fails(handler((record, index) -> {
            if (record.eventName() == OperationType.REMOVE) index.deleteDocuments(id(record));
            else index.addDocument(document(record.dynamodb().newImage(), true, true));
        })).contains("a MODIFY added a second document", "updateDocument");
    }

    @Test
    void indexingTheOldImageFails() {
        CHECK.fails(handler((record, index) -> {
            var change = record.dynamodb();
            switch (record.eventName()) {
                case INSERT -> index.updateDocument(id(record), document(change.newImage(), true, true));
                case MODIFY -> index.updateDocument(id(record), document(change.oldImage(), true, true));
                default -> index.deleteDocuments(id(record));
            }
        })).contains("built from the OldImage", "Build it from the NewImage");
    }

    @Test
    void namesAsOneExactTermFail() {
        CHECK.fails(handler((record, index) -> {
            if (record.eventName() == OperationType.REMOVE) index.deleteDocuments(id(record));
            else index.updateDocument(id(record), document(record.dynamodb().newImage(), false, true));
        })).contains("index name and role as TextField", "A StringField is one exact term");
    }

    @Test
    void anIdThatIsNotStoredFails() {
        CHECK.fails(handler((record, index) -> {
            if (record.eventName() == OperationType.REMOVE) index.deleteDocuments(id(record));
            else index.updateDocument(id(record), document(record.dynamodb().newImage(), true, false));
        })).contains("Documents come back without an id", "Field.Store.YES");
    }

    /** Right results, wrong way: every record triggers a Scan of the table and a rebuild of the index. */
    @Test
    void rebuildingFromAScanFails() {
        CHECK.fails(handler((record, index) -> {
            index.deleteAll();
            for (var employee : Kit.client().scan(s -> s.tableName("x15-streams")).items()) {
                index.addDocument(document(employee, true, true));
            }
        })).contains("Anti-pattern: the handler read the table", "A Scan per record")
                .doesNotContain("The result is wrong");
    }

    @Test
    void readingTheItemForEachRecordFails() {
        CHECK.fails(handler((record, index) -> {
            var item = Kit.client().getItem(g -> g.tableName("x15-streams").key(record.dynamodb().keys())).item();
            if (item.isEmpty()) index.deleteDocuments(id(record));
            else index.updateDocument(id(record), document(item, true, true));
        })).contains("Anti-pattern: the handler read the table", "GetItem", "A read per record");
    }

    /** The NewImage of a REMOVE is empty: using it throws, and the report says on which record. */
    @Test
    void aHandlerThatThrowsIsToldWhere() {
        CHECK.fails(handler((record, index) -> index.updateDocument(id(record), document(record.dynamodb().newImage(), true, true))))
                .contains("Your handler threw", "on the REMOVE record of EMPLOYEE#e4", "take the id from the Keys");
    }
}
