package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.PartitionToken;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.ScanValidation;

import java.util.Map;

/** Scan: the table or an index in partition-hash order; a parallel segment is a range of that hash. */
final class Scan implements Operation<ScanValidation.Request> {
    private final Database db;

    Scan(Database db) { this.db = db; }

    @Override
    public ScanValidation.Request validate(ObjectNode json) { return ScanValidation.validate(json); }

    @Override
    public ObjectNode execute(ScanValidation.Request request) {
        Table table = db.get(request.tableName());
        table.states().checkIndexReadable(request.indexName(), db.clock().millis());
        if (request.indexName() != null) table.catchUpIndexes();
        return table.reading(() -> {
            TableDef def = table.def();
            IndexDef index = Pages.index(def, request.indexName(), request.consistentRead(), request.select());
            Map<String, AttributeValue> start = Pages.checkStartKey(def, index, request.exclusiveStartKey(), true);
            long from = PartitionToken.segmentStart(request.segment(), request.totalSegments());
            long to = PartitionToken.segmentStart(request.segment() + 1, request.totalSegments());
            if (start != null) {
                long hash = PartitionToken.of((index == null ? def.key() : index.key()).partitionValue(start)).hash();
                if (hash < from || hash >= to) {
                    throw DynamoDbError.validation(Messages.startKeyOfOtherSegment(request.totalSegments(), request.segment()));
                }
            }
            KeyPaths.scalar(def, request.projection());
            KeyPaths.scalar(def, request.filter());
            return Pages.answer(table, index, table.scan(request.indexName(), from, to, start), request.limit(), request.filter(), request.select(),
                    request.projection(), request.consistentRead(), request.returnConsumedCapacity(), db.throttling(), null);
        });
    }
}
