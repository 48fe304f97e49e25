package dev.ddbcourse.kit.backend;

import dev.ddbcourse.kit.log.RequestLog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * On real AWS, the lessons' table names become the course's: {@code p02-access-patterns} is
 * sent as {@code ddbcourse-p02-access-patterns}, and batch responses keyed by table come back
 * under the name the lesson used. New tables are always on-demand, and the first CreateTable
 * prints a one-line cost notice. Requests this class does not know are left alone: the
 * {@link AwsGuard} after it refuses them if they name a table without the prefix.
 */
final class AwsTableNames implements ExecutionInterceptor {
    /** One notice per client: the course makes one client per JVM. */
    private final AtomicBoolean costNoticePrinted = new AtomicBoolean();

    private final String prefix;

    AwsTableNames(String prefix) {
        this.prefix = prefix;
    }

    String prefixed(String table) {
        if (table == null || table.startsWith("arn:") || table.startsWith(prefix)) return table;
        return prefix + table;
    }

    String asWritten(String table) {
        return table != null && table.startsWith(prefix) ? table.substring(prefix.length()) : table;
    }

    @Override
    public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        if (request instanceof GetItemRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof PutItemRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof UpdateItemRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof DeleteItemRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof QueryRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof ScanRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof BatchGetItemRequest r) return r.toBuilder().requestItems(renameKeys(r.requestItems(), true)).build();
        if (request instanceof BatchWriteItemRequest r) return r.toBuilder().requestItems(renameKeys(r.requestItems(), true)).build();
        if (request instanceof TransactGetItemsRequest r) {
            return r.toBuilder().transactItems(r.transactItems().stream().map(this::prefixed).toList()).build();
        }
        if (request instanceof TransactWriteItemsRequest r) {
            return r.toBuilder().transactItems(r.transactItems().stream().map(this::prefixed).toList()).build();
        }
        if (request instanceof CreateTableRequest r) return onDemand(r.toBuilder().tableName(prefixed(r.tableName())).build());
        if (request instanceof DeleteTableRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof DescribeTableRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof UpdateTableRequest r) return stayOnDemand(r.toBuilder().tableName(prefixed(r.tableName())).build());
        if (request instanceof DescribeTimeToLiveRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof UpdateTimeToLiveRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof DescribeContinuousBackupsRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        if (request instanceof UpdateContinuousBackupsRequest r) return r.toBuilder().tableName(prefixed(r.tableName())).build();
        return request;
    }

    /** Batch responses are keyed by table: give them back under the names the code asked for. */
    @Override
    public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes attributes) {
        SdkResponse response = context.response();
        if (response instanceof BatchGetItemResponse r) {
            return r.toBuilder().responses(renameKeys(r.responses(), false))
                    .unprocessedKeys(renameKeys(r.unprocessedKeys(), false)).build();
        }
        if (response instanceof BatchWriteItemResponse r) {
            return r.toBuilder().unprocessedItems(renameKeys(r.unprocessedItems(), false)).build();
        }
        return response;
    }

    private TransactGetItem prefixed(TransactGetItem item) {
        return item.get() == null ? item
                : item.toBuilder().get(item.get().toBuilder().tableName(prefixed(item.get().tableName())).build()).build();
    }

    private TransactWriteItem prefixed(TransactWriteItem item) {
        TransactWriteItem.Builder b = item.toBuilder();
        if (item.put() != null) b.put(item.put().toBuilder().tableName(prefixed(item.put().tableName())).build());
        if (item.update() != null) b.update(item.update().toBuilder().tableName(prefixed(item.update().tableName())).build());
        if (item.delete() != null) b.delete(item.delete().toBuilder().tableName(prefixed(item.delete().tableName())).build());
        if (item.conditionCheck() != null) {
            b.conditionCheck(item.conditionCheck().toBuilder().tableName(prefixed(item.conditionCheck().tableName())).build());
        }
        return b.build();
    }

    private <V> Map<String, V> renameKeys(Map<String, V> byTable, boolean addPrefix) {
        if (byTable == null) return null;
        Map<String, V> renamed = new LinkedHashMap<>();
        byTable.forEach((table, value) -> renamed.put(addPrefix ? prefixed(table) : asWritten(table), value));
        return renamed;
    }

    private CreateTableRequest onDemand(CreateTableRequest r) {
        if (costNoticePrinted.compareAndSet(false, true)) {
            RequestLog.print("AWS: creating " + r.tableName() + " on-demand (pay per request; storage is billed while it"
                    + " exists). Delete every " + prefix + "* table afterwards with: " + AwsCleanup.COMMAND + "\n");
        }
        List<GlobalSecondaryIndex> gsis = r.hasGlobalSecondaryIndexes()
                ? r.globalSecondaryIndexes().stream().map(g -> g.toBuilder().provisionedThroughput((ProvisionedThroughput) null).build())
                        .toList()
                : null;
        CreateTableRequest.Builder b = r.toBuilder()
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .provisionedThroughput((ProvisionedThroughput) null);
        if (gsis != null) b.globalSecondaryIndexes(gsis);
        return b.build();
    }

    private UpdateTableRequest stayOnDemand(UpdateTableRequest r) {
        if (r.billingMode() == BillingMode.PROVISIONED || r.provisionedThroughput() != null) {
            throw new AwsGuard.RefusedException("The course keeps its AWS tables on-demand: UpdateTable to provisioned"
                    + " capacity on " + r.tableName() + " refused");
        }
        return r;
    }
}
