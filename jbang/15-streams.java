///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/15-streams.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson15
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

class Lesson15 {

    public static void main(String[] args) throws Exception {
        say("""
            # 15 · Streams: every change as a record, and a search index kept in step

            ## Problem
            The projects of an organisation need a search box: "shard" should find "Sharding the orders
            table", and so should the typo "shardng". DynamoDB finds items by their keys: an exact partition
            key, and an exact value, a range or `begins_with` on the sort key. A `contains` filter reads every
            item and pays for all of them (lesson 13), and nothing in DynamoDB matches a word with a typo.

            ## Pattern
            Turn on the table's **stream**. From then on DynamoDB writes one stream record for every change
            to an item: `INSERT` when an item is created, `MODIFY` when one is changed, `REMOVE` when one is
            deleted. A record appears in the stream once, the records of one item come in the order of its
            changes, and the stream keeps them for 24 hours. A **consumer** reads the records and applies each
            one to something else: here a search index (Apache Lucene, in this JVM's memory; in production a
            Lambda function feeding OpenSearch, say).

            | Who | Reads or writes |
            | --- | --- |
            | the application | writes to the table only, as before |
            | the consumer | reads the stream, updates the search index |
            | the search box | asks the index; the hits carry the item's key, for a GetItem if more is needed |

            The stream's **view type** says what each record carries besides the keys: `KEYS_ONLY`,
            `NEW_IMAGE` (the item after the change), `OLD_IMAGE` (before it) or `NEW_AND_OLD_IMAGES`.

            ## In practice
            Table `p15-streams` holds projects, `PK = PROJECT#<id>`, `SK = PROJECT`. UpdateTable turns its
            stream on with both images (a control-plane call: the request log does not show it).
            """);

        code("""
            var ddb = client();
            recreateTable("p15-streams");
            ddb.updateTable(u -> u.tableName("p15-streams")
                    .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
            ddb.waiter().waitUntilTableExists(w -> w.tableName("p15-streams"));
            show("The stream", ddb.describeTable(d -> d.tableName("p15-streams")).table().streamSpecification().streamViewTypeAsString());
            """);

        var ddb = client();
        recreateTable("p15-streams");
        ddb.updateTable(u -> u.tableName("p15-streams")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
        ddb.waiter().waitUntilTableExists(w -> w.tableName("p15-streams"));
        show("The stream", ddb.describeTable(d -> d.tableName("p15-streams")).table().streamSpecification().streamViewTypeAsString());

        say("""
            Three projects are created, one is renamed, one is deleted, and the first is put again exactly as
            it is. Then `streamReader` reads the stream from its oldest record on (DescribeStream,
            GetShardIterator at `TRIM_HORIZON`, GetRecords) and prints one line per record.
            """);

        code("""
            Function<String, Map<String, AttributeValue>> project = id -> key("PK", "PROJECT#" + id, "SK", "PROJECT");
            BiConsumer<String, String> rename = (id, name) -> ddb.updateItem(u -> u.tableName("p15-streams").key(project.apply(id))
                    .updateExpression("SET #name = :name")
                    .expressionAttributeNames(names("#name", "name"))
                    .expressionAttributeValues(values(":name", name)));
            var p1 = item("PK", "PROJECT#p1", "SK", "PROJECT", "name", "Sharding the orders table", "org", "ORG#7");
            ddb.putItem(p -> p.tableName("p15-streams").item(p1));
            ddb.putItem(p -> p.tableName("p15-streams")
                    .item(item("PK", "PROJECT#p2", "SK", "PROJECT", "name", "Migrating billing to DynamoDB", "org", "ORG#7")));
            ddb.putItem(p -> p.tableName("p15-streams")
                    .item(item("PK", "PROJECT#p3", "SK", "PROJECT", "name", "Customer search box", "org", "ORG#7")));
            rename.accept("p2", "Migrating invoices to DynamoDB");
            ddb.deleteItem(d -> d.tableName("p15-streams").key(project.apply("p3")));
            ddb.putItem(p -> p.tableName("p15-streams").item(p1));

            var feed = streamReader("p15-streams");
            var firstRecords = feed.read();
            """);

        Function<String, Map<String, AttributeValue>> project = id -> key("PK", "PROJECT#" + id, "SK", "PROJECT");
        BiConsumer<String, String> rename = (id, name) -> ddb.updateItem(u -> u.tableName("p15-streams").key(project.apply(id))
                .updateExpression("SET #name = :name")
                .expressionAttributeNames(names("#name", "name"))
                .expressionAttributeValues(values(":name", name)));
        var p1 = item("PK", "PROJECT#p1", "SK", "PROJECT", "name", "Sharding the orders table", "org", "ORG#7");
        ddb.putItem(p -> p.tableName("p15-streams").item(p1));
        ddb.putItem(p -> p.tableName("p15-streams")
                .item(item("PK", "PROJECT#p2", "SK", "PROJECT", "name", "Migrating billing to DynamoDB", "org", "ORG#7")));
        ddb.putItem(p -> p.tableName("p15-streams")
                .item(item("PK", "PROJECT#p3", "SK", "PROJECT", "name", "Customer search box", "org", "ORG#7")));
        rename.accept("p2", "Migrating invoices to DynamoDB");
        ddb.deleteItem(d -> d.tableName("p15-streams").key(project.apply("p3")));
        ddb.putItem(p -> p.tableName("p15-streams").item(p1));

        var feed = streamReader("p15-streams");
        var firstRecords = feed.read();

        say("""
            Six writes, five records: the second put of p1 changed nothing, so DynamoDB wrote no record for
            it. The rename is a `MODIFY` with the name before and after; the `REMOVE` carries the deleted item
            as its old image.

            ### The four view types side by side
            The same change, `SET status = 'on hold'` on p1, made on four tables whose streams differ only in
            their view type. Each stream was turned on after p1 was written, so each holds one record.
            """);

        code("""
            for (var view : List.of(StreamViewType.KEYS_ONLY, StreamViewType.NEW_IMAGE, StreamViewType.OLD_IMAGE,
                    StreamViewType.NEW_AND_OLD_IMAGES)) {
                var table = "p15-streams-" + view.toString().toLowerCase().replace('_', '-');
                quietly(() -> {
                    recreateTable(table);
                    ddb.putItem(p -> p.tableName(table).item(p1));
                    ddb.updateTable(u -> u.tableName(table).streamSpecification(s -> s.streamEnabled(true).streamViewType(view)));
                    ddb.waiter().waitUntilTableExists(w -> w.tableName(table));
                    ddb.updateItem(u -> u.tableName(table).key(project.apply("p1"))
                            .updateExpression("SET #status = :status")
                            .expressionAttributeNames(names("#status", "status"))
                            .expressionAttributeValues(values(":status", "on hold")));
                });
                try (var reader = streamReader(table)) {
                    reader.read();
                }
            }
            """);

        for (var view : List.of(StreamViewType.KEYS_ONLY, StreamViewType.NEW_IMAGE, StreamViewType.OLD_IMAGE,
                StreamViewType.NEW_AND_OLD_IMAGES)) {
            var table = "p15-streams-" + view.toString().toLowerCase().replace('_', '-');
            quietly(() -> {
                recreateTable(table);
                ddb.putItem(p -> p.tableName(table).item(p1));
                ddb.updateTable(u -> u.tableName(table).streamSpecification(s -> s.streamEnabled(true).streamViewType(view)));
                ddb.waiter().waitUntilTableExists(w -> w.tableName(table));
                ddb.updateItem(u -> u.tableName(table).key(project.apply("p1"))
                        .updateExpression("SET #status = :status")
                        .expressionAttributeNames(names("#status", "status"))
                        .expressionAttributeValues(values(":status", "on hold")));
            });
            try (var reader = streamReader(table)) {
                reader.read();
            }
        }

        say("""
            `KEYS_ONLY` says which item changed and nothing more: a consumer that needs the item reads it
            again, and may then see a later version than the one this record is about. `NEW_IMAGE` is
            enough to keep a copy in step; `OLD_IMAGE` alone suits an audit of what was overwritten; both
            images let a consumer compare (did the name change, or only the status?). Larger images make
            larger records, and one GetRecords returns at most 1 MB or 1,000 records.

            ### The consumer: a Lucene index in step with the table
            One document per project: the key as an exact, stored `id` term, and the name as analysed text
            (the standard analyser splits it into lower-case words). The handler maps each event to an index
            operation keyed by the id, so replaying a record twice changes nothing.
            """);

        say("""
            A second reader of the same stream starts again from its oldest record, builds the index from
            the five records, and the search box asks it: a fuzzy query (up to two letters wrong), a prefix
            query, and two words that were true once.
            """);

        code("""
            var searchIndex = new IndexWriter(new ByteBuffersDirectory(), new IndexWriterConfig(new StandardAnalyzer()));
            var consumer = streamReader("p15-streams");
            for (var record : consumer.read()) applyToIndex(record, searchIndex);

            var searches = new LinkedHashMap<String, Object>();
            searches.put("shardng (fuzzy)", search(searchIndex, new FuzzyQuery(new Term("name", "shardng"))));
            searches.put("migr* (prefix)", search(searchIndex, new PrefixQuery(new Term("name", "migr"))));
            searches.put("billing (p2's old name)", search(searchIndex, new TermQuery(new Term("name", "billing"))));
            searches.put("customer (p3, deleted)", search(searchIndex, new TermQuery(new Term("name", "customer"))));
            show("The search box", searches);
            """);

        var searchIndex = new IndexWriter(new ByteBuffersDirectory(), new IndexWriterConfig(new StandardAnalyzer()));
        var consumer = streamReader("p15-streams");
        for (var record : consumer.read()) applyToIndex(record, searchIndex);

        var searches = new LinkedHashMap<String, Object>();
        searches.put("shardng (fuzzy)", search(searchIndex, new FuzzyQuery(new Term("name", "shardng"))));
        searches.put("migr* (prefix)", search(searchIndex, new PrefixQuery(new Term("name", "migr"))));
        searches.put("billing (p2's old name)", search(searchIndex, new TermQuery(new Term("name", "billing"))));
        searches.put("customer (p3, deleted)", search(searchIndex, new TermQuery(new Term("name", "customer"))));
        show("The search box", searches);

        say("""
            The application goes on writing to the table only. The consumer reads what is new since its last
            read and applies it; the index follows.
            """);

        code("""
            ddb.putItem(p -> p.tableName("p15-streams")
                    .item(item("PK", "PROJECT#p4", "SK", "PROJECT", "name", "Archiving invoices to S3", "org", "ORG#7")));
            rename.accept("p1", "Sharding the payments table");
            for (var record : consumer.read()) applyToIndex(record, searchIndex);

            var after = new LinkedHashMap<String, Object>();
            after.put("invoices", search(searchIndex, new TermQuery(new Term("name", "invoices"))));
            after.put("paymnts (fuzzy)", search(searchIndex, new FuzzyQuery(new Term("name", "paymnts"))));
            after.put("orders (p1's old name)", search(searchIndex, new TermQuery(new Term("name", "orders"))));
            after.put("documents in the index", searchIndex.getDocStats().numDocs);
            show("The search box, after two more writes", after);
            searchIndex.close();
            feed.close();
            consumer.close();
            """);

        ddb.putItem(p -> p.tableName("p15-streams")
                .item(item("PK", "PROJECT#p4", "SK", "PROJECT", "name", "Archiving invoices to S3", "org", "ORG#7")));
        rename.accept("p1", "Sharding the payments table");
        for (var record : consumer.read()) applyToIndex(record, searchIndex);

        var after = new LinkedHashMap<String, Object>();
        after.put("invoices", search(searchIndex, new TermQuery(new Term("name", "invoices"))));
        after.put("paymnts (fuzzy)", search(searchIndex, new FuzzyQuery(new Term("name", "paymnts"))));
        after.put("orders (p1's old name)", search(searchIndex, new TermQuery(new Term("name", "orders"))));
        after.put("documents in the index", searchIndex.getDocStats().numDocs);
        show("The search box, after two more writes", after);
        searchIndex.close();
        feed.close();
        consumer.close();

        say("""
            ## Why
            The stream is the table's own change log: every write, from any code path, shows up in it, in
            order per item, without the application writing twice. The consumer turns it into a shape
            DynamoDB cannot serve (words, typos, relevance) while the table keeps serving the key lookups.
            Because each handler call is keyed by the item's id and sets the document to the record's image,
            a record applied twice (a retried batch) leaves the index as it was.

            ## Trade-offs
            - The index lags the table: a project is findable only after the consumer has read its record.
              DynamoDB writes records in near-real time, not at once, and a consumer that falls behind or
              fails widens the gap.
            - Records are kept 24 hours. A consumer that stops for longer loses changes and must rebuild the
              index from the table (a Scan, once), then follow the stream again.
            - Two stores cost twice: the search service and the consumer run and are paid for besides the
              table. GetRecords calls are billed as stream read request units, except for the reads AWS
              Lambda makes for a trigger.
            - Order holds per item, not across items: a consumer that needs "p1 before p2" across items needs
              another design.

            ## Gotchas
            - A write that changes nothing makes no record (the second put of p1 above). A consumer that
              counts writes from the stream undercounts.
            - UpdateTable refuses to enable a stream on a table that has one (`ValidationException`). To
              change the view type, disable the stream and enable it again: that makes a new stream with a
              new ARN, and a consumer must move to it.
            - Items deleted by TTL (lesson 14) arrive as `REMOVE` records too, with a `userIdentity` that says
              DynamoDB deleted them; a search index usually drops them like any delete.
            - A handler that reads the table for each record (a GetItem, or worse, a Scan to rebuild
              everything) pays a read per change and can read a newer version than its record. Use the images.
            - DynamoDB Local has streams too, and this lesson runs there as it does here. On AWS a record can
              take a moment to appear, so a reader polling right after a write may need a second GetRecords.
            """);

        say("""
            ## Exercise
            The table `x15-streams` holds employees, `PK = EMPLOYEE#<id>`, `SK = EMPLOYEE`, with a `name` and
            a `role`; its stream has both images. Write the consumer's handler: for each record, keep one
            Lucene document per employee with the key as a stored `StringField` `id`, and `name` and `role`
            as `TextField`s. INSERT and MODIFY make the document match the item; REMOVE takes it out. The
            check writes employees, renames one, changes a role, deletes one, hands every stream record to
            your handler in order, then searches the index (a fuzzy name, a role prefix, an old name, the
            deleted one).

            Open `exercises/15-streams.java`, replace the TODO, then run `./course check 15`.
            """);
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
}
