package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.Expressions;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.List;
import java.util.Map;

/** Scan: filter, projection, Select, paging, parallel segments. */
public final class ScanValidation {
    private ScanValidation() {}

    /** @param totalSegments 1 for a whole-table scan */
    public record Request(String tableName, String indexName, Condition filter, Projection projection, Select select,
                          Integer limit, boolean consistentRead, int segment, int totalSegments,
                          Map<String, AttributeValue> exclusiveStartKey, ReturnConsumedCapacity returnConsumedCapacity) implements TableRequest {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        Long limit = r.integer("Limit");
        ArrayNode attributesToGet = r.list("AttributesToGet");
        Long segment = r.integer("Segment");
        String select = r.string("Select");
        Long total = r.integer("TotalSegments");
        String tableName = r.string("TableName");
        ObjectNode startJson = r.map("ExclusiveStartKey");
        String indexName = r.string("IndexName");
        Boolean consistent = r.bool("ConsistentRead");
        r.string("FilterExpression");
        String projectionText = r.string("ProjectionExpression");
        ExpressionInput.of(json);
        // The violations in the order dynalite's scan.js records DynamoDB listing them: past ten, the rest are left out.
        r.oneOf("select", select, ReadParts.SELECTS);
        r.name("indexName", indexName, false);
        r.atLeast("totalSegments", total, 1);
        r.atMost("totalSegments", total, 1000000);
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        r.tableName("tableName", tableName);
        LegacyParameters.conditionalOperator(r);
        LegacyParameters.operatorViolations(r, "ScanFilter");
        r.atLeast("segment", segment, 0);
        r.atMost("segment", segment, 999999);
        r.atLeast("limit", limit, 1);
        Projection legacy = ExpressionInput.attributesToGet(r, attributesToGet);
        r.throwIfViolations();
        ExpressionParams.check(json, List.of("ProjectionExpression", "FilterExpression"),
                List.of("AttributesToGet", "ScanFilter", "ConditionalOperator"));
        // DynamoDB's order (dynalite's recorded tests): AttributesToGet, then ScanFilter, then the start key.
        ExpressionInput.noDuplicates(attributesToGet);
        LegacyParameters.checkFilter(json, "ScanFilter");
        Map<String, AttributeValue> start = QueryValidation.startKey(startJson);
        if (segment != null && total == null) {
            throw DynamoDbError.validation(Messages.SEGMENT_WITHOUT_TOTAL);
        }
        if (total != null) {
            if (segment == null) {
                throw DynamoDbError.validation(Messages.TOTAL_WITHOUT_SEGMENT);
            }
            if (segment >= total) {
                throw DynamoDbError.validation(Messages.segmentNotLessThanTotal(segment, total));
            }
        }
        Expressions.Parsed parsed = ExpressionInput.parseRequest(json, List.of("FilterExpression", "ProjectionExpression"));
        Projection projection = legacy != null ? legacy : parsed.projection();
        Condition filter = parsed.filter();
        Select effectiveSelect = ReadParts.select(select, projection, legacy != null, projectionText, indexName, false);
        return new Request(tableName, indexName, filter, projection, effectiveSelect, limit == null ? null : limit.intValue(),
                Boolean.TRUE.equals(consistent), segment == null ? 0 : segment.intValue(),
                total == null ? 1 : total.intValue(), start, capacity);
    }
}
