package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A table's ARN wherever a request takes a TableName (storage/TableNames has the rule and its sources): the API
 * reference's "You can also provide the Amazon Resource Name (ARN) of the table in this parameter", what live
 * DynamoDB was recorded answering for other accounts, regions and resource types, and what answers echo.
 */
class TableArnTest extends EngineTest {
    private static final String PREFIX = "arn:aws:dynamodb:us-east-1:000000000000:table/";

    private static String arnOf(String table) {
        return ddb.describeTable(b -> b.tableName(table)).table().tableArn();
    }

    private static Map<String, AttributeValue> key(String pk) {
        return Map.of("pk", s(pk));
    }

    @Test
    void theArnOfATableIsItsDescribeTableArnOfTheEnginesAccountAndRegion() {
        String table = createTable("pk", null);
        assertThat(arnOf(table)).isEqualTo(PREFIX + table);
    }

    @Test
    void itemOperationsTakeTheArnAndConsumedCapacityEchoesIt() {
        String table = createTable("pk", null);
        String arn = arnOf(table);
        var put = ddb.putItem(b -> b.tableName(arn).item(item("pk", s("a"), "v", n(1)))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(put.consumedCapacity().tableName()).isEqualTo(arn);
        var get = ddb.getItem(b -> b.tableName(arn).key(key("a")).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(get.item()).containsEntry("v", n(1));
        assertThat(get.consumedCapacity().tableName()).isEqualTo(arn);
        assertThat(ddb.getItem(b -> b.tableName(table).key(key("a")).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL))
                .consumedCapacity().tableName()).isEqualTo(table);
        var update = ddb.updateItem(b -> b.tableName(arn).key(key("a")).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", n(2))).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(update.consumedCapacity().tableName()).isEqualTo(arn);
        var query = ddb.query(b -> b.tableName(arn).keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", s("a"))).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(query.items()).hasSize(1);
        assertThat(query.consumedCapacity().tableName()).isEqualTo(arn);
        var scan = ddb.scan(b -> b.tableName(arn).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(scan.items()).extracting(i -> i.get("v")).containsExactly(n(2));
        assertThat(scan.consumedCapacity().tableName()).isEqualTo(arn);
        var delete = ddb.deleteItem(b -> b.tableName(arn).key(key("a")).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(delete.consumedCapacity().tableName()).isEqualTo(arn);
        assertThat(ddb.getItem(b -> b.tableName(table).key(key("a"))).hasItem()).isFalse();
    }

    @Test
    void batchesAreKeyedByTheArnAsGiven() {
        String table = createTable("pk", null);
        String arn = arnOf(table);
        BatchWriteItemResponse written = ddb.batchWriteItem(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .requestItems(Map.of(arn, List.of(
                        WriteRequest.builder().putRequest(PutRequest.builder().item(item("pk", s("a"))).build()).build(),
                        WriteRequest.builder().putRequest(PutRequest.builder().item(item("pk", s("b"))).build()).build()))));
        assertThat(written.consumedCapacity()).extracting(ConsumedCapacity::tableName).containsExactly(arn);
        assertThat(written.unprocessedItems()).isEmpty();
        BatchGetItemResponse read = ddb.batchGetItem(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .requestItems(Map.of(arn, KeysAndAttributes.builder().keys(key("a"), key("b")).build())));
        assertThat(read.responses()).containsOnlyKeys(arn);
        assertThat(read.responses().get(arn)).hasSize(2);
        assertThat(read.consumedCapacity()).extracting(ConsumedCapacity::tableName).containsExactly(arn);
    }

    @Test
    void batchWriteItemCollectionMetricsAreKeyedByTheArnAsGiven() {
        String table = uniqueName("lsi");
        ddb.createTable(b -> b.tableName(table).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S),
                        a -> a.attributeName("sk").attributeType(ScalarAttributeType.S),
                        a -> a.attributeName("l").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH"), k -> k.attributeName("sk").keyType("RANGE"))
                .localSecondaryIndexes(l -> l.indexName("byL").projection(p -> p.projectionType("KEYS_ONLY"))
                        .keySchema(k -> k.attributeName("pk").keyType("HASH"), k -> k.attributeName("l").keyType("RANGE"))));
        String arn = arnOf(table);
        var written = ddb.batchWriteItem(b -> b.returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE)
                .requestItems(Map.of(arn, List.of(WriteRequest.builder().putRequest(PutRequest.builder()
                        .item(item("pk", s("a"), "sk", s("1"), "l", s("x"))).build()).build()))));
        assertThat(written.itemCollectionMetrics()).containsOnlyKeys(arn);
    }

    @Test
    void transactionsTakeTheArnAndTheSameItemByNameAndByArnIsOneItem() {
        String table = createTable("pk", null);
        String arn = arnOf(table);
        var written = ddb.transactWriteItems(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(arn).item(item("pk", s("a")))).build(),
                TransactWriteItem.builder().put(p -> p.tableName(table).item(item("pk", s("b")))).build()));
        assertThat(written.consumedCapacity()).extracting(ConsumedCapacity::tableName).containsExactly(arn);
        var read = ddb.transactGetItems(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).transactItems(
                TransactGetItem.builder().get(g -> g.tableName(arn).key(key("a"))).build()));
        assertThat(read.responses().get(0).item()).containsEntry("pk", s("a"));
        assertThat(read.consumedCapacity()).extracting(ConsumedCapacity::tableName).containsExactly(arn);
        expectValidation("Transaction request cannot include multiple operations on one item", () -> ddb.transactWriteItems(b -> b
                .transactItems(TransactWriteItem.builder().put(p -> p.tableName(arn).item(item("pk", s("c")))).build(),
                        TransactWriteItem.builder().delete(d -> d.tableName(table).key(key("c"))).build())));
    }

    @Test
    void tableOperationsTakeTheArnAndAnswerTheName() {
        String table = createTable("pk", null);
        String arn = arnOf(table);
        var described = ddb.describeTable(b -> b.tableName(arn)).table();
        assertThat(described.tableName()).isEqualTo(table);
        assertThat(described.tableArn()).isEqualTo(arn);
        ddb.updateTimeToLive(b -> b.tableName(arn).timeToLiveSpecification(t -> t.enabled(true).attributeName("exp")));
        assertThat(ddb.describeTimeToLive(b -> b.tableName(arn)).timeToLiveDescription().attributeName()).isEqualTo("exp");
        ddb.updateContinuousBackups(b -> b.tableName(arn).pointInTimeRecoverySpecification(s -> s.pointInTimeRecoveryEnabled(true)));
        assertThat(ddb.describeContinuousBackups(b -> b.tableName(arn)).continuousBackupsDescription()
                .pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString()).isEqualTo("ENABLED");
        assertThat(ddb.updateTable(b -> b.tableName(arn).deletionProtectionEnabled(false)).tableDescription().tableName())
                .isEqualTo(table);
        assertThat(ddb.deleteTable(b -> b.tableName(arn)).tableDescription().tableName()).isEqualTo(table);
        assertThat(ddb.listTables().tableNames()).doesNotContain(table);
    }

    /** CreateTable's TableName takes an ARN too (API reference: "You can also provide the ... ARN"): the table is NAME. */
    @Test
    void createTableWithAnArnCreatesTheNamedTable() {
        String table = uniqueName("created");
        var created = ddb.createTable(b -> b.tableName(PREFIX + table).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH"))).tableDescription();
        assertThat(created.tableName()).isEqualTo(table);
        assertThat(created.tableArn()).isEqualTo(PREFIX + table);
        assertThat(ddb.listTables().tableNames()).contains(table);
    }

    @Test
    void theArnOfAMissingTableGetsTheOperationsNotFoundNamingTheTable() {
        String arn = PREFIX + "no-such-table";
        expectError(ResourceNotFoundException.class, "Requested resource not found", () -> ddb.getItem(b -> b.tableName(arn).key(key("a"))));
        expectError(ResourceNotFoundException.class, "Requested resource not found: Table: no-such-table not found",
                () -> ddb.describeTable(b -> b.tableName(arn)));
        expectError(TableNotFoundException.class, "Table not found: no-such-table",
                () -> ddb.describeContinuousBackups(b -> b.tableName(arn)));
    }

    @Test
    void anotherAccountIsAccessDenied() {
        String table = createTable("pk", null);
        String arn = "arn:aws:dynamodb:us-east-1:123456789012:table/" + table;
        DynamoDbException e = catchThrowableOfType(DynamoDbException.class, () -> ddb.getItem(b -> b.tableName(arn).key(key("a"))));
        assertThat(e).isNotNull();
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("AccessDeniedException");
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Access is denied");
        assertThat(catchThrowableOfType(DynamoDbException.class, () -> ddb.describeTable(b -> b.tableName(arn)))
                .awsErrorDetails().errorCode()).isEqualTo("AccessDeniedException");
    }

    @Test
    void anotherRegionIsAValidationError() {
        String table = createTable("pk", null);
        String arn = "arn:aws:dynamodb:eu-west-1:000000000000:table/" + table;
        expectValidation("1 validation error detected: Invalid AWS region in '" + arn + "'",
                () -> ddb.describeTable(b -> b.tableName(arn)));
        expectValidation("1 validation error detected: Invalid AWS region in '" + arn + "'",
                () -> ddb.putItem(b -> b.tableName(arn).item(item("pk", s("a")))));
        expectValidation("1 validation error detected: Invalid AWS region in '" + arn + "'",
                () -> ddb.batchGetItem(b -> b.requestItems(Map.of(arn, KeysAndAttributes.builder().keys(key("a")).build()))));
    }

    @Test
    void indexStreamAndMalformedArnsAreValidationErrors() {
        String table = createTable("pk", null);
        String format = "Valid ARN format is 'arn:<awsPartition>:<vendor>:<region>:<subscriber>:resourceType/resourceName', where"
                + " Resource name must have length less than or equal to 255, Resource name must have length greater than or"
                + " equal to 3, Resource name must satisfy regular expression pattern: [a-zA-Z0-9_.-]+";
        for (String arn : List.of(PREFIX + table + "/index/byGk", PREFIX + table + "/stream/2024-01-01T00:00:00.000",
                "arn:aws:dynamodb:us-east-1:000000000000:table", PREFIX + "ab", "arn:")) {
            expectValidation("1 validation error detected: Value '" + arn + "' at 'tableName' failed to satisfy constraint: " + format,
                    () -> ddb.getItem(b -> b.tableName(arn).key(key("a"))));
        }
        String stream = "arn:aws:dynamodb:us-east-1:000000000000:stream/" + table;
        expectValidation("1 validation error detected: Invalid resource type in '" + stream + "'",
                () -> ddb.describeTable(b -> b.tableName(stream)));
        String other = "arn:aws-cn:dynamodb:us-east-1:000000000000:table/" + table;
        expectValidation("1 validation error detected: Invalid AWS partition in '" + other + "'",
                () -> ddb.describeTable(b -> b.tableName(other)));
        String transact = PREFIX + table + "/index/byGk";
        expectValidation("1 validation error detected: Value '" + transact + "' at 'transactItems.1.member.put.tableName' failed to"
                + " satisfy constraint: " + format, () -> ddb.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(p -> p.tableName(transact).item(item("pk", s("a")))).build())));
    }

    /** An ARN's table name is 3 to 255 characters (the format text): 255 names the table, 256 is malformed. */
    @Test
    void anArnsTableNameOf255CharactersIsServedAnd256IsMalformed() {
        String longest = createTableNamed(255);
        ddb.putItem(b -> b.tableName(PREFIX + longest).item(item("pk", s("a"))));
        assertThat(ddb.getItem(b -> b.tableName(longest).key(key("a"))).hasItem()).isTrue();
        String tooLong = PREFIX + longest + "x";
        expectValidation("1 validation error detected: Value '" + tooLong + "' at 'tableName' failed to satisfy constraint: Valid ARN"
                + " format is 'arn:<awsPartition>:<vendor>:<region>:<subscriber>:resourceType/resourceName', where Resource name must"
                + " have length less than or equal to 255, Resource name must have length greater than or equal to 3, Resource name"
                + " must satisfy regular expression pattern: [a-zA-Z0-9_.-]+", () -> ddb.getItem(b -> b.tableName(tooLong).key(key("a"))));
    }

    /** The constraints come first: an ARN's own checks run once the request's members pass them. */
    @Test
    void constraintViolationsAreReportedBeforeTheArnsChecks() {
        String arn = "arn:aws:dynamodb:eu-west-1:000000000000:table/whatever";
        expectValidation("1 validation error detected: Value null at 'key' failed to satisfy constraint: Member must not be null",
                () -> ddb.getItem(b -> b.tableName(arn)));
    }

    /**
     * Plain names keep their rules (pattern, 3 to 255: live DynamoDB's PutItem answers recorded by
     * paritysuite/dynamodb-conformance tests/tier3/error-messages/putItem.test.ts), but the member's own length is
     * 1 to 1024 (the API reference): an empty name is "length greater than or equal to 1", as recorded there (an item
     * write that gives its item or key words it the newer way: PutItemTest), and a name over 1024 characters "less than
     * or equal to 1024".
     */
    @Test
    void plainNamesKeepTheirRulesWithinTheMembersLength() {
        expectValidation("1 validation error detected: Value '' at 'tableName' failed to satisfy constraint: Member must have"
                + " length greater than or equal to 1", () -> ddb.getItem(b -> b.tableName("").key(key("a"))));
        String long256 = "a".repeat(256);
        expectValidation("1 validation error detected: Value '" + long256 + "' at 'tableName' failed to satisfy constraint: Member"
                + " must have length less than or equal to 255", () -> ddb.putItem(b -> b.tableName(long256).item(item("pk", s("a")))));
        String long1025 = "a".repeat(1025);
        expectValidation("1 validation error detected: Value '" + long1025 + "' at 'tableName' failed to satisfy constraint: Member"
                + " must have length less than or equal to 1024", () -> ddb.getItem(b -> b.tableName(long1025).key(key("a"))));
        expectValidation("1 validation error detected: Value 'bad table!@#' at 'tableName' failed to satisfy constraint: Member"
                + " must satisfy regular expression pattern: [a-zA-Z0-9_.-]+", () -> ddb.putItem(b -> b.tableName("bad table!@#")
                        .item(item("pk", s("a")))));
    }
}
