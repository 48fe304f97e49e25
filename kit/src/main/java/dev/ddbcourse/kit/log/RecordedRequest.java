package dev.ddbcourse.kit.log;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * One data-plane request the learner's code made, as the exercise checks see it.
 *
 * @param operation DynamoDB's name for it: Query, Scan, GetItem, ...
 * @param tables the tables it touched, as the learner named them (one for single-table calls)
 * @param index the IndexName of a Query or Scan, else null
 * @param keyCondition the key condition as the log prints it, else null
 * @param filter the FilterExpression (or legacy filter) as the log prints it, else null
 * @param select the Select of a Query or Scan when set, else null
 * @param returned how many items came back (null when the call failed)
 * @param scanned how many items a Query or Scan read before filtering (else null)
 * @param error the error code and message when the call failed, else null
 * @param block the request exactly as the log prints it
 * @param request the SDK request, for checks that need more
 * @param response the SDK response (null when the call failed)
 */
public record RecordedRequest(String operation, List<String> tables, String index, String keyCondition,
                              String filter, String select, Integer returned, Integer scanned, String error,
                              List<String> block, SdkRequest request, SdkResponse response) {

    static RecordedRequest of(String operation, SdkRequest request, SdkResponse response, String error, List<String> block) {
        String index = null;
        String key = null;
        String filter = null;
        String select = null;
        Integer scanned = null;
        ExpressionText x;
        if (request instanceof QueryRequest q) {
            x = new ExpressionText(q.expressionAttributeNames(), q.expressionAttributeValues());
            index = q.indexName();
            key = q.keyConditionExpression() != null ? x.keyCondition(q.keyConditionExpression())
                    : ExpressionText.conditions(q.keyConditions());
            filter = q.filterExpression() != null ? x.substitute(q.filterExpression()) : ExpressionText.conditions(q.queryFilter());
            select = q.selectAsString();
        } else if (request instanceof ScanRequest s) {
            x = new ExpressionText(s.expressionAttributeNames(), s.expressionAttributeValues());
            index = s.indexName();
            filter = s.filterExpression() != null ? x.substitute(s.filterExpression()) : ExpressionText.conditions(s.scanFilter());
            select = s.selectAsString();
        }
        if (response instanceof QueryResponse q) scanned = q.scannedCount();
        if (response instanceof ScanResponse s) scanned = s.scannedCount();
        return new RecordedRequest(operation, tables(request), index, key, filter, select, returned(response), scanned,
                error, List.copyOf(block), request, response);
    }

    /** The one table of a single-table call, else the first table touched (null for none). */
    public String table() {
        return tables.isEmpty() ? null : tables.get(0);
    }

    public boolean isScan() {
        return operation.equals("Scan");
    }

    public boolean hasFilter() {
        return filter != null;
    }

    public boolean failed() {
        return error != null;
    }

    /** The request as the log prints it, one line per element joined by newlines. */
    public String text() {
        return String.join("\n", block);
    }

    /** One line: {@code Query x08-adjacency (index Inverted) key: ... filter: ...}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(operation);
        if (!tables.isEmpty()) s.append(' ').append(String.join(", ", tables));
        if (index != null) s.append(" (index ").append(index).append(')');
        if (keyCondition != null) s.append(" key: ").append(keyCondition);
        if (filter != null) s.append(" filter: ").append(filter);
        if (error != null) s.append(" -> error ").append(error);
        return s.toString();
    }

    private static List<String> tables(SdkRequest request) {
        Set<String> tables = new LinkedHashSet<>();
        if (request instanceof BatchGetItemRequest r) {
            tables.addAll(r.requestItems().keySet());
        } else if (request instanceof BatchWriteItemRequest r) {
            tables.addAll(r.requestItems().keySet());
        } else if (request instanceof TransactGetItemsRequest r) {
            r.transactItems().forEach(i -> tables.add(i.get().tableName()));
        } else if (request instanceof TransactWriteItemsRequest r) {
            r.transactItems().forEach(i -> {
                if (i.put() != null) tables.add(i.put().tableName());
                if (i.update() != null) tables.add(i.update().tableName());
                if (i.delete() != null) tables.add(i.delete().tableName());
                if (i.conditionCheck() != null) tables.add(i.conditionCheck().tableName());
            });
        } else {
            request.getValueForField("TableName", String.class).ifPresent(tables::add);
        }
        return new ArrayList<>(tables);
    }

    private static Integer returned(SdkResponse response) {
        if (response instanceof QueryResponse q) return q.count();
        if (response instanceof ScanResponse s) return s.count();
        if (response instanceof GetItemResponse g) return g.hasItem() && !g.item().isEmpty() ? 1 : 0;
        if (response instanceof BatchGetItemResponse b) return b.responses().values().stream().mapToInt(List::size).sum();
        if (response instanceof TransactGetItemsResponse t) {
            return (int) t.responses().stream().filter(r -> r.hasItem() && !r.item().isEmpty()).count();
        }
        return null;
    }
}
