///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/15-streams.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution15
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
import java.io.IOException;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import software.amazon.awssdk.services.dynamodb.model.Record;
import dev.ddbcourse.kit.samples.SearchIndexHandler;

class Solution15 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x15-streams` holds employees, `PK = EMPLOYEE#<id>`, `SK = EMPLOYEE`, with a `name` and
            a `role`; its stream has both images. Write the consumer's handler: for each record, keep one
            Lucene document per employee with the key as a stored `StringField` `id`, and `name` and `role`
            as `TextField`s. INSERT and MODIFY make the document match the item; REMOVE takes it out. The
            check writes employees, renames one, changes a role, deletes one, hands every stream record to
            your handler in order, then searches the index (a fuzzy name, a role prefix, an old name, the
            deleted one).
            """);

        System.exit(check("15-streams", ddb -> (SearchIndexHandler) (record, index) -> indexEmployee(record, index)) ? 0 : 1);
    }

    static Document projectDocument(Map<String, AttributeValue> project) {
        var document = new Document();
        document.add(new StringField("id", project.get("PK").s(), Field.Store.YES));
        document.add(new TextField("name", project.get("name").s(), Field.Store.YES));
        return document;
    }

    static void applyToIndex(Record record, IndexWriter index) throws IOException {
        var change = record.dynamodb();
        var id = new Term("id", change.keys().get("PK").s());
        var event = record.eventName();
        if (event == OperationType.INSERT || event == OperationType.MODIFY) {
            index.updateDocument(id, projectDocument(change.newImage()));
        } else if (event == OperationType.REMOVE) {
            index.deleteDocuments(id);
        }
    }

    static List<String> search(IndexWriter index, Query query) throws IOException {
        try (var reader = DirectoryReader.open(index)) {
            var searcher = new IndexSearcher(reader);
            var hits = new ArrayList<String>();
            for (var hit : searcher.search(query, 10).scoreDocs) {
                var found = searcher.storedFields().document(hit.doc);
                hits.add(found.get("id") + ": " + found.get("name"));
            }
            return hits;
        }
    }

    static void indexEmployee(Record record, IndexWriter index) throws IOException {
        var change = record.dynamodb();
        var id = new Term("id", change.keys().get("PK").s());
        var event = record.eventName();
        if (event == OperationType.INSERT || event == OperationType.MODIFY) {
            var employee = change.newImage();
            var document = new Document();
            document.add(new StringField("id", employee.get("PK").s(), Field.Store.YES));
            document.add(new TextField("name", employee.get("name").s(), Field.Store.YES));
            document.add(new TextField("role", employee.get("role").s(), Field.Store.YES));
            // Replaces the document with this id, or adds it: the same for a first record and a repeat.
            index.updateDocument(id, document);
        } else if (event == OperationType.REMOVE) {
            index.deleteDocuments(id);
        }
    }
}
