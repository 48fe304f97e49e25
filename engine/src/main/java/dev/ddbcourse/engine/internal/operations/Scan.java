package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.binding.Binding;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.PartitionToken;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.ScanValidation;

import java.util.Map;

/** Scan: the table or an index in partition-hash order; a parallel segment is a range of that hash. */
final class Scan extends TableOperation<ScanValidation.Request, Scan.Bound> {
    /** The request bound to the table: the index read (null for the table), the start key, the segment's hashes. */
    record Bound(IndexDef index, Map<String, AttributeValue> start, long from, long to) {}

    private final boolean refusesUnprojectedFilter;

    Scan(Database db) { this(db, true); }

    /**
     * {@code refusesUnprojectedFilter} false: a filter naming what an index does not project is evaluated against the
     * index's entries, where that attribute is missing, as PartiQL's unkeyed SELECT on an index is answered
     * (nubo-db/dynamodb-conformance tests/tier2/partiql/indexQualifier.test.ts, against AWS); the Scan API refuses it.
     */
    Scan(Database db, boolean refusesUnprojectedFilter) {
        super(db, false);
        this.refusesUnprojectedFilter = refusesUnprojectedFilter;
    }

    @Override
    public ScanValidation.Request validate(ObjectNode json) { return ScanValidation.validate(json); }

    @Override
    void beforeLock(Table table, ScanValidation.Request request) {
        table.states().checkIndexReadable(request.indexName(), db.clock().millis());
        if (request.indexName() != null) table.catchUpIndexes();
    }

    @Override
    Bound bind(TableDef def, ScanValidation.Request request) {
        // DynamoDB's order: the index, the start key's shape, Select against the index, then the start key's table key.
        IndexDef index = Binding.index(def, request.indexName(), request.consistentRead());
        Binding.startKeyShape(def, index, request.exclusiveStartKey(), true);
        Binding.selectOnIndex(index, request.select());
        Binding.projectedByGsi(def, index, request.projection());
        if (refusesUnprojectedFilter) Binding.filterProjected(def, index, request.filter());
        Map<String, AttributeValue> start = Binding.startKeyOfTable(def, request.exclusiveStartKey());
        long from = PartitionToken.segmentStart(request.segment(), request.totalSegments());
        long to = PartitionToken.segmentStart(request.segment() + 1, request.totalSegments());
        Binding.startInSegment(def, index, start, from, to, request.segment(), request.totalSegments());
        Binding.scalarKeys(def, request.projection());
        Binding.scalarKeys(def, request.filter());
        return new Bound(index, start, from, to);
    }

    @Override
    ObjectNode run(Table table, ScanValidation.Request request, Bound bound) {
        return Pages.answer(table, request.tableName(), bound.index(), table.scan(request.indexName(), bound.from(), bound.to(), bound.start()),
                request.limit(), request.filter(), request.select(), request.projection(), request.consistentRead(),
                request.returnConsumedCapacity(), db.throttling(), null);
    }
}
