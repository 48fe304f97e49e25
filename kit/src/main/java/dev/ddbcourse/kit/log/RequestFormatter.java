package dev.ddbcourse.kit.log;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A data-plane request as the learner reads it in the log:
 *
 * <pre>
 * &gt;&gt;&gt; Query p02-access-patterns
 *     key:        (PK = 'CUST#c1' AND begins_with(SK, 'ORDER#'))
 *     ScanIndexForward: False
 * </pre>
 *
 * Labels are padded to 12 columns; placeholders are substituted. Line order: key, item,
 * IndexName, Limit, ScanIndexForward, update, condition, filter, projection, then the rarer
 * options.
 */
final class RequestFormatter {
    private RequestFormatter() {}

    /**
     * The operations the log shows: the data plane, and UpdateTimeToLive (switching TTL on is a step of the
     * lessons that use it). Other control-plane calls (CreateTable, ...) are not logged.
     */
    static final List<String> DATA_PLANE = List.of("GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan",
            "BatchGetItem", "BatchWriteItem", "TransactGetItems", "TransactWriteItems",
            "ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction", "UpdateTimeToLive");

    /** An UpdateTable with GlobalSecondaryIndexUpdates: the one control-plane call the log shows, a lesson's point when made. */
    static boolean changesIndexes(SdkRequest request) {
        return request instanceof UpdateTableRequest r && r.hasGlobalSecondaryIndexUpdates();
    }

    /** How many keys of a BatchGetItem are listed before the rest is summarised. */
    private static final int LISTED_KEYS = 10;

    static List<String> lines(SdkRequest request) {
        Lines out = new Lines();
        if (request instanceof GetItemRequest r) {
            out.title("GetItem", r.tableName());
            out.add(4, "key", ValueText.item(r.key()));
            ExpressionText x = new ExpressionText(r.expressionAttributeNames(), Map.of());
            out.add(4, "projection", x.substitute(r.projectionExpression()));
            out.add(4, "ConsistentRead", bool(r.consistentRead(), true));
        } else if (request instanceof PutItemRequest r) {
            out.title("PutItem", r.tableName());
            out.add(4, "item", ValueText.item(r.item()));
            ExpressionText x = new ExpressionText(r.expressionAttributeNames(), r.expressionAttributeValues());
            out.add(4, "condition", x.substitute(r.conditionExpression()));
            out.add(4, "ReturnValues", returnValues(r.returnValuesAsString()));
        } else if (request instanceof UpdateItemRequest r) {
            out.title("UpdateItem", r.tableName());
            out.add(4, "key", ValueText.item(r.key()));
            ExpressionText x = new ExpressionText(r.expressionAttributeNames(), r.expressionAttributeValues());
            out.add(4, "update", x.substitute(r.updateExpression()));
            out.add(4, "condition", x.substitute(r.conditionExpression()));
            out.add(4, "ReturnValues", returnValues(r.returnValuesAsString()));
        } else if (request instanceof DeleteItemRequest r) {
            out.title("DeleteItem", r.tableName());
            out.add(4, "key", ValueText.item(r.key()));
            ExpressionText x = new ExpressionText(r.expressionAttributeNames(), r.expressionAttributeValues());
            out.add(4, "condition", x.substitute(r.conditionExpression()));
            out.add(4, "ReturnValues", returnValues(r.returnValuesAsString()));
        } else if (request instanceof QueryRequest r) {
            out.title("Query", r.tableName());
            ExpressionText x = new ExpressionText(r.expressionAttributeNames(), r.expressionAttributeValues());
            String key = r.keyConditionExpression() != null
                    ? x.keyCondition(r.keyConditionExpression())
                    : ExpressionText.conditions(r.keyConditions());
            out.add(4, "key", key);
            out.add(4, "IndexName", r.indexName());
            out.add(4, "Limit", r.limit());
            out.add(4, "ScanIndexForward", bool(r.scanIndexForward(), null));
            readOptions(out, x, r.filterExpression(), ExpressionText.conditions(r.queryFilter()),
                    r.projectionExpression(), r.selectAsString(), r.consistentRead(), r.exclusiveStartKey());
        } else if (request instanceof ScanRequest r) {
            out.title("Scan", r.tableName());
            ExpressionText x = new ExpressionText(r.expressionAttributeNames(), r.expressionAttributeValues());
            out.add(4, "IndexName", r.indexName());
            out.add(4, "Limit", r.limit());
            readOptions(out, x, r.filterExpression(), ExpressionText.conditions(r.scanFilter()),
                    r.projectionExpression(), r.selectAsString(), r.consistentRead(), r.exclusiveStartKey());
            if (r.totalSegments() != null) out.add(4, "Segment", r.segment() + " of " + r.totalSegments());
        } else if (request instanceof BatchGetItemRequest r) {
            out.title("BatchGetItem", null);
            r.requestItems().forEach((table, keys) -> batchGet(out, table, keys));
        } else if (request instanceof BatchWriteItemRequest r) {
            out.title("BatchWriteItem", null);
            r.requestItems().forEach((table, writes) -> out.raw(4, table + ": " + batchWrite(writes)));
        } else if (request instanceof TransactGetItemsRequest r) {
            out.title("TransactGetItems", null);
            for (TransactGetItem item : r.transactItems()) {
                var get = item.get();
                out.raw(4, "- Get " + get.tableName());
                out.add(8, "key", ValueText.item(get.key()));
                out.add(8, "projection", new ExpressionText(get.expressionAttributeNames(), Map.of())
                        .substitute(get.projectionExpression()));
            }
        } else if (request instanceof TransactWriteItemsRequest r) {
            out.title("TransactWriteItems", null);
            r.transactItems().forEach(action -> transactWrite(out, action));
        } else if (request instanceof ExecuteStatementRequest r) {
            out.title("ExecuteStatement", null);
            statement(out, 4, r.statement(), r.hasParameters() ? r.parameters() : List.of());
            out.add(4, "Limit", r.limit());
            out.add(4, "ConsistentRead", bool(r.consistentRead(), true));
            if (r.nextToken() != null) out.add(4, "NextToken", "(the next page)");
        } else if (request instanceof BatchExecuteStatementRequest r) {
            out.title("BatchExecuteStatement", null);
            for (BatchStatementRequest b : r.statements()) {
                statement(out, 4, "- " + b.statement(), b.hasParameters() ? b.parameters() : List.of());
            }
        } else if (request instanceof ExecuteTransactionRequest r) {
            out.title("ExecuteTransaction", null);
            for (ParameterizedStatement p : r.transactStatements()) {
                statement(out, 4, "- " + p.statement(), p.hasParameters() ? p.parameters() : List.of());
            }
        } else if (request instanceof UpdateTableRequest r) {
            out.title("UpdateTable", r.tableName());
            r.globalSecondaryIndexUpdates().forEach(update -> indexUpdate(out, update));
        } else if (request instanceof UpdateTimeToLiveRequest r) {
            out.title("UpdateTimeToLive", r.tableName());
            var spec = r.timeToLiveSpecification();
            if (spec != null) out.add(4, "TTL", spec.attributeName() + (Boolean.TRUE.equals(spec.enabled()) ? ", enabled" : ", disabled"));
        } else {
            out.title(request.getClass().getSimpleName().replace("Request", ""), null);
        }
        return out.lines;
    }

    /** {@code create:     GSI ByStatus (status, orderDate), projection ALL}; {@code delete:     GSI ByStatus}. */
    private static void indexUpdate(Lines out, GlobalSecondaryIndexUpdate update) {
        if (update.create() != null) {
            var create = update.create();
            String keys = String.join(", ", create.keySchema().stream().map(KeySchemaElement::attributeName).toList());
            var projection = create.projection();
            String projected = projection == null ? "" : ", projection " + projection.projectionTypeAsString()
                    + (projection.hasNonKeyAttributes() ? " " + projection.nonKeyAttributes() : "");
            out.add(4, "create", "GSI " + create.indexName() + " (" + keys + ")" + projected);
        } else if (update.update() != null) {
            out.add(4, "update", "GSI " + update.update().indexName());
        } else if (update.delete() != null) {
            out.add(4, "delete", "GSI " + update.delete().indexName());
        }
    }

    /** A PartiQL statement as written, then its {@code ?} parameters in order. */
    private static void statement(Lines out, int indent, String text, List<AttributeValue> parameters) {
        out.raw(indent, text);
        if (parameters.isEmpty()) return;
        List<String> values = new ArrayList<>();
        for (AttributeValue v : parameters) values.add(ValueText.of(v));
        out.add(indent + (text.startsWith("- ") ? 2 : 0), "parameters", String.join(", ", values));
    }

    private static void readOptions(Lines out, ExpressionText x, String filter, String legacyFilter, String projection,
                                    String select, Boolean consistentRead, Map<String, AttributeValue> startKey) {
        out.add(4, "filter", filter != null ? x.substitute(filter) : legacyFilter);
        out.add(4, "projection", x.substitute(projection));
        if (select != null && !select.equals("ALL_ATTRIBUTES")) out.add(4, "Select", select);
        out.add(4, "ConsistentRead", bool(consistentRead, true));
        if (startKey != null && !startKey.isEmpty()) out.add(4, "startKey", ValueText.item(startKey));
    }

    private static void batchGet(Lines out, String table, KeysAndAttributes keys) {
        int count = keys.keys().size();
        out.raw(4, table + ": " + count + (count == 1 ? " key" : " keys"));
        keys.keys().stream().limit(LISTED_KEYS).forEach(key -> out.raw(8, ValueText.item(key)));
        if (count > LISTED_KEYS) out.raw(8, "... (+" + (count - LISTED_KEYS) + " more keys)");
        out.add(8, "projection", new ExpressionText(keys.expressionAttributeNames(), Map.of())
                .substitute(keys.projectionExpression()));
    }

    private static String batchWrite(List<WriteRequest> writes) {
        long puts = writes.stream().filter(w -> w.putRequest() != null).count();
        long deletes = writes.stream().filter(w -> w.deleteRequest() != null).count();
        return puts + " puts, " + deletes + " deletes";
    }

    private static void transactWrite(Lines out, TransactWriteItem action) {
        if (action.put() != null) {
            var put = action.put();
            out.raw(4, "- Put " + put.tableName());
            out.add(8, "item", ValueText.item(put.item()));
            out.add(8, "condition", new ExpressionText(put.expressionAttributeNames(), put.expressionAttributeValues())
                    .substitute(put.conditionExpression()));
        } else if (action.update() != null) {
            var update = action.update();
            ExpressionText x = new ExpressionText(update.expressionAttributeNames(), update.expressionAttributeValues());
            out.raw(4, "- Update " + update.tableName());
            out.add(8, "key", ValueText.item(update.key()));
            out.add(8, "update", x.substitute(update.updateExpression()));
            out.add(8, "condition", x.substitute(update.conditionExpression()));
        } else if (action.delete() != null) {
            var delete = action.delete();
            out.raw(4, "- Delete " + delete.tableName());
            out.add(8, "key", ValueText.item(delete.key()));
            out.add(8, "condition", new ExpressionText(delete.expressionAttributeNames(), delete.expressionAttributeValues())
                    .substitute(delete.conditionExpression()));
        } else if (action.conditionCheck() != null) {
            var check = action.conditionCheck();
            out.raw(4, "- ConditionCheck " + check.tableName());
            out.add(8, "key", ValueText.item(check.key()));
            out.add(8, "condition", new ExpressionText(check.expressionAttributeNames(), check.expressionAttributeValues())
                    .substitute(check.conditionExpression()));
        }
    }

    private static String returnValues(String value) {
        return value == null || value.equals("NONE") ? null : value;
    }

    /** Python's spelling, as in the seed ({@code ScanIndexForward: False}); null hides the line. */
    private static String bool(Boolean value, Boolean onlyWhen) {
        if (value == null || (onlyWhen != null && !onlyWhen.equals(value))) return null;
        return value ? "True" : "False";
    }

    /** The block being built; a line whose value is null is left out. */
    private static final class Lines {
        final List<String> lines = new ArrayList<>();

        void title(String operation, String table) {
            lines.add(">>> " + operation + (table == null ? "" : " " + table));
        }

        void add(int indent, String label, Object value) {
            if (value == null) return;
            lines.add(" ".repeat(indent) + label(label) + value);
        }

        void raw(int indent, String text) {
            lines.add(" ".repeat(indent) + text);
        }
    }

    /** {@code key:        } -- the label and colon padded to 12 columns, or one space when longer. */
    static String label(String label) {
        String withColon = label + ":";
        return withColon.length() < 12 ? String.format("%-12s", withColon) : withColon + " ";
    }
}
