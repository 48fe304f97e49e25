package dev.ddbcourse.kit.samples;

import java.io.IOException;
import org.apache.lucene.index.IndexWriter;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * A stream consumer's handler, written by the learner in lesson 15: it applies one stream record
 * (INSERT, MODIFY or REMOVE) to a Lucene search index. The check replays writes through a table's
 * stream, calls it once per record, in stream order, and then searches the index.
 */
@FunctionalInterface
public interface SearchIndexHandler {
    void apply(Record record, IndexWriter index) throws IOException;
}
