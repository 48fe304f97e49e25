package dev.ddbcourse.kit.tables;

import dev.ddbcourse.kit.Kit.Index;
import dev.ddbcourse.kit.log.RequestLog;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Lesson set-up: (re)creating tables and writing items in batches. Creating and deleting are
 * control-plane calls, which the request log never shows.
 */
public final class Tables {
    /** DynamoDB's limit of items per BatchWriteItem. */
    public static final int BATCH_SIZE = 25;

    /** Bounds for waiting on table status and on unprocessed items (AWS can take a minute). */
    private static final int MAX_POLLS = 600;
    private static final int MAX_BATCH_RETRIES = 10;

    private Tables() {}

    /** Deletes {@code table} if present, creates it (PK, SK strings; on-demand; each index projecting what it declares, ALL by default), waits until active. */
    public static void recreate(DynamoDbClient ddb, String table, Index... indexes) {
        delete(ddb, table);
        TableDescription created = ddb.createTable(b -> {
            b.tableName(table)
                    .billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(attributeDefinitions(indexes))
                    .keySchema(key("PK", "SK"));
            List<GlobalSecondaryIndex> gsis = new ArrayList<>();
            List<LocalSecondaryIndex> lsis = new ArrayList<>();
            for (Index index : indexes) {
                Projection projection = projection(index);
                if (index.global()) {
                    gsis.add(GlobalSecondaryIndex.builder().indexName(index.name())
                            .keySchema(key(index.partitionKey(), index.sortKey())).projection(projection).build());
                } else {
                    lsis.add(LocalSecondaryIndex.builder().indexName(index.name())
                            .keySchema(key(index.partitionKey(), index.sortKey())).projection(projection).build());
                }
            }
            if (!gsis.isEmpty()) b.globalSecondaryIndexes(gsis);
            if (!lsis.isEmpty()) b.localSecondaryIndexes(lsis);
        }).tableDescription();
        if (!isActive(created)) waitUntilActive(ddb, table);
    }

    /**
     * Deletes the request's table if present, creates it as the request says and waits until it and
     * its indexes are active: for checks that create a table the learner designed.
     */
    public static void create(DynamoDbClient ddb, CreateTableRequest request) {
        delete(ddb, request.tableName());
        if (!isActive(ddb.createTable(request).tableDescription())) waitUntilActive(ddb, request.tableName());
    }

    /** Deletes {@code table} and waits until it is gone; does nothing if it does not exist. */
    public static void delete(DynamoDbClient ddb, String table) {
        try {
            ddb.deleteTable(b -> b.tableName(table));
        } catch (ResourceNotFoundException absent) {
            return;
        }
        for (int poll = 0; poll < MAX_POLLS; poll++) {
            try {
                ddb.describeTable(b -> b.tableName(table));
            } catch (ResourceNotFoundException gone) {
                return;
            }
            pause(poll);
        }
        throw new IllegalStateException("Table " + table + " is still being deleted; try again in a minute");
    }

    /** Writes items with BatchWriteItem, 25 per call, retrying unprocessed items. Not logged. */
    public static void seed(DynamoDbClient ddb, String table, List<Map<String, AttributeValue>> items) {
        RequestLog.quietly(() -> batchPut(ddb, table, items));
    }

    /** Writes items with BatchWriteItem, 25 per call, retrying unprocessed items. Logged (a run of calls folds). */
    public static void batchPut(DynamoDbClient ddb, String table, List<Map<String, AttributeValue>> items) {
        for (int from = 0; from < items.size(); from += BATCH_SIZE) {
            List<WriteRequest> writes = items.subList(from, Math.min(from + BATCH_SIZE, items.size())).stream()
                    .map(item -> WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build())
                    .toList();
            Map<String, List<WriteRequest>> pending = Map.of(table, writes);
            for (int attempt = 0; !pending.isEmpty(); attempt++) {
                if (attempt == MAX_BATCH_RETRIES) {
                    throw new IllegalStateException("DynamoDB kept " + pending.get(table).size()
                            + " items unprocessed after " + MAX_BATCH_RETRIES + " retries");
                }
                if (attempt > 0) pause(attempt);
                Map<String, List<WriteRequest>> requestItems = pending;
                BatchWriteItemResponse response = ddb.batchWriteItem(b -> b.requestItems(requestItems));
                pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
            }
        }
    }

    private static Projection projection(Index index) {
        if (index.include() == null) return Projection.builder().projectionType(ProjectionType.ALL).build();
        if (index.include().isEmpty()) return Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build();
        return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(index.include()).build();
    }

    private static List<AttributeDefinition> attributeDefinitions(Index... indexes) {
        Set<String> names = new LinkedHashSet<>(List.of("PK", "SK"));
        for (Index index : indexes) {
            names.add(index.partitionKey());
            if (index.sortKey() != null) names.add(index.sortKey());
        }
        return names.stream()
                .map(n -> AttributeDefinition.builder().attributeName(n).attributeType(ScalarAttributeType.S).build())
                .toList();
    }

    private static List<KeySchemaElement> key(String partitionKey, String sortKey) {
        List<KeySchemaElement> key = new ArrayList<>();
        key.add(KeySchemaElement.builder().attributeName(partitionKey).keyType(KeyType.HASH).build());
        if (sortKey != null) key.add(KeySchemaElement.builder().attributeName(sortKey).keyType(KeyType.RANGE).build());
        return key;
    }

    private static void waitUntilActive(DynamoDbClient ddb, String table) {
        for (int poll = 0; poll < MAX_POLLS; poll++) {
            if (isActive(ddb.describeTable(b -> b.tableName(table)).table())) return;
            pause(poll);
        }
        throw new IllegalStateException("Table " + table + " did not become ACTIVE; try again in a minute");
    }

    private static boolean isActive(TableDescription table) {
        return table.tableStatus() == TableStatus.ACTIVE
                && table.globalSecondaryIndexes().stream().allMatch(g -> g.indexStatus() == null || g.indexStatus() == IndexStatus.ACTIVE);
    }

    /** Short pauses first (local backends answer at once), then one second (AWS). */
    private static void pause(int poll) {
        try {
            Thread.sleep(poll < 10 ? 20L * (poll + 1) : 1000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for DynamoDB", e);
        }
    }
}
