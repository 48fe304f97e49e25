package dev.ddbcourse.kit.log;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Each request the seed logs, built the way a Java lesson builds it, printed as the seed prints it. */
class RequestFormatterTest {

    private static String text(SdkRequest request) {
        return String.join("\n", RequestFormatter.lines(request));
    }

    @Test
    void getItemShowsTheKeyWithPkAndSkFirst() {
        // seed 02: key given SK first, printed PK first
        assertThat(text(GetItemRequest.builder().tableName("p02-access-patterns")
                .key(key("SK", "PROFILE", "PK", "CUST#c1")).build())).isEqualTo("""
                >>> GetItem p02-access-patterns
                    key:        {PK: 'CUST#c1', SK: 'PROFILE'}""");
    }

    /** A 3 KB description or a compressed blob would bury the request: long values are cut, with their length. */
    @Test
    void longStringsAndBinariesAreCutWithTheirLength() {
        var item = item("PK", "ORDER#1", "SK", "ORDER", "lines", "x".repeat(2800),
                "blob", software.amazon.awssdk.core.SdkBytes.fromByteArray(new byte[100]));
        assertThat(text(PutItemRequest.builder().tableName("t").item(item).build())).isEqualTo("""
                >>> PutItem t
                    item:       {PK: 'ORDER#1', SK: 'ORDER', lines: '%s...' (2800 chars), blob: b'%s...' (100 bytes)}"""
                .formatted("x".repeat(40), "A".repeat(40)));
    }

    @Test
    void queryWithASortKeyConditionIsParenthesisedAndScanIndexForwardFalseShown() {
        assertThat(text(QueryRequest.builder().tableName("p02-access-patterns")
                .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
                .expressionAttributeValues(values(":pk", "CUST#c1", ":prefix", "ORDER#"))
                .scanIndexForward(false).build())).isEqualTo("""
                >>> Query p02-access-patterns
                    key:        (PK = 'CUST#c1' AND begins_with(SK, 'ORDER#'))
                    ScanIndexForward: False""");
    }

    @Test
    void aPartitionOnlyKeyConditionIsNotParenthesisedAndTheIndexFollowsTheKey() {
        assertThat(text(QueryRequest.builder().tableName("p02-access-patterns").indexName("GSI1")
                .keyConditionExpression("GSI1PK = :id").expressionAttributeValues(values(":id", "ORDER#o3")).build()))
                .isEqualTo("""
                        >>> Query p02-access-patterns
                            key:        GSI1PK = 'ORDER#o3'
                            IndexName:  GSI1""");
        // seed 08: the names come from #placeholders; spacing and keyword case are normalised
        assertThat(text(QueryRequest.builder().tableName("p08-adjacency").indexName("Inverted")
                .keyConditionExpression("#sk=:c  and   BEGINS_WITH ( #pk , :s )")
                .expressionAttributeNames(names("#sk", "SK", "#pk", "PK"))
                .expressionAttributeValues(values(":c", "COURSE#db101", ":s", "STUDENT#")).build()))
                .isEqualTo("""
                        >>> Query p08-adjacency
                            key:        (SK = 'COURSE#db101' AND begins_with(PK, 'STUDENT#'))
                            IndexName:  Inverted""");
    }

    @Test
    void betweenAndLimitAreShownAsInTheSeed() {
        // seed 05 and 06
        assertThat(text(QueryRequest.builder().tableName("p05-composite-sk")
                .keyConditionExpression("PK = :pk AND SK BETWEEN :from AND :to")
                .expressionAttributeValues(values(":pk", "DEVICE#d1", ":from", "READING#2026-10-05", ":to", "READING#2026-10-31"))
                .build())).isEqualTo("""
                >>> Query p05-composite-sk
                    key:        (PK = 'DEVICE#d1' AND SK BETWEEN 'READING#2026-10-05' AND 'READING#2026-10-31')""");
        assertThat(text(QueryRequest.builder().tableName("p06-sortable-ids")
                .keyConditionExpression("PK = :pk").expressionAttributeValues(values(":pk", "ROOM#general"))
                .scanIndexForward(false).limit(3).build())).isEqualTo("""
                >>> Query p06-sortable-ids
                    key:        PK = 'ROOM#general'
                    Limit:      3
                    ScanIndexForward: False""");
    }

    @Test
    void updateSubstitutesNamesAndValues() {
        // seed 10
        assertThat(text(UpdateItemRequest.builder().tableName("p10-sparse-index")
                .key(key("PK", "ORDER#0000", "SK", "ORDER"))
                .updateExpression("SET #s = :closed REMOVE openOrdersPK, openSince")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":closed", "CLOSED")).build())).isEqualTo("""
                >>> UpdateItem p10-sparse-index
                    key:        {PK: 'ORDER#0000', SK: 'ORDER'}
                    update:     SET status = 'CLOSED' REMOVE openOrdersPK, openSince""");
    }

    @Test
    void putItemShowsNestedMapsInTheOrderGiven() {
        // seed 11
        Map<String, Object> addresses = new java.util.LinkedHashMap<>();
        addresses.put("home", Map.of("city", "London"));
        addresses.put("work", Map.of("city", "Leeds"));
        assertThat(text(PutItemRequest.builder().tableName("p11-denormalization")
                .item(item("PK", "CUST#c1", "SK", "ADDRESSES", "addresses", addresses)).build())).isEqualTo("""
                >>> PutItem p11-denormalization
                    item:       {PK: 'CUST#c1', SK: 'ADDRESSES', addresses: {home: {city: 'London'}, work: {city: 'Leeds'}}}""");
    }

    @Test
    void batchWriteIsSummarisedPerTable() {
        // seed 05
        List<WriteRequest> puts = new ArrayList<>();
        for (String day : List.of("01", "10", "20")) {
            puts.add(put(item("PK", "DEVICE#d1", "SK", "READING#2026-10-" + day)));
        }
        puts.add(put(item("PK", "DEVICE#d1", "SK", "READING#2026-11-02")));
        assertThat(text(BatchWriteItemRequest.builder().requestItems(Map.of("p05-composite-sk", puts)).build())).isEqualTo("""
                >>> BatchWriteItem
                    p05-composite-sk: 4 puts, 0 deletes""");
    }

    @Test
    void transactWriteIsListedActionByAction() {
        // seed 11
        List<TransactWriteItem> actions = new ArrayList<>();
        actions.add(TransactWriteItem.builder().update(u -> u.tableName("p11-denormalization")
                .key(key("PK", "CUST#c1", "SK", "PROFILE")).updateExpression("SET #n = :n")
                .expressionAttributeNames(names("#n", "name")).expressionAttributeValues(values(":n", "Carol Smith"))).build());
        actions.add(TransactWriteItem.builder().update(u -> u.tableName("p11-denormalization")
                .key(key("PK", "CUST#c1", "SK", "ORDER#o1")).updateExpression("SET customerName = :n")
                .expressionAttributeValues(values(":n", "Carol Smith"))).build());
        actions.add(TransactWriteItem.builder().put(p -> p.tableName("audit")
                .item(item("PK", "AUDIT#1", "SK", "RENAME", "count", 4)).conditionExpression("attribute_not_exists(PK)")).build());
        actions.add(TransactWriteItem.builder().delete(d -> d.tableName("audit").key(key("PK", "AUDIT#0", "SK", "RENAME"))).build());
        actions.add(TransactWriteItem.builder().conditionCheck(c -> c.tableName("p11-denormalization")
                .key(key("PK", "CUST#c1", "SK", "PROFILE")).conditionExpression("attribute_exists(PK)")).build());
        assertThat(text(TransactWriteItemsRequest.builder().transactItems(actions).build())).isEqualTo("""
                >>> TransactWriteItems
                    - Update p11-denormalization
                        key:        {PK: 'CUST#c1', SK: 'PROFILE'}
                        update:     SET name = 'Carol Smith'
                    - Update p11-denormalization
                        key:        {PK: 'CUST#c1', SK: 'ORDER#o1'}
                        update:     SET customerName = 'Carol Smith'
                    - Put audit
                        item:       {PK: 'AUDIT#1', SK: 'RENAME', count: 4}
                        condition:  attribute_not_exists(PK)
                    - Delete audit
                        key:        {PK: 'AUDIT#0', SK: 'RENAME'}
                    - ConditionCheck p11-denormalization
                        key:        {PK: 'CUST#c1', SK: 'PROFILE'}
                        condition:  attribute_exists(PK)""");
    }

    @Test
    void scanShowsFilterProjectionAndSelectWhenGiven() {
        assertThat(text(ScanRequest.builder().tableName("p10-sparse-index")
                .filterExpression("#s = :open AND total > :min")
                .projectionExpression("PK, #s")
                .expressionAttributeNames(names("#s", "status"))
                .expressionAttributeValues(values(":open", "OPEN", ":min", 10))
                .select("SPECIFIC_ATTRIBUTES").build())).isEqualTo("""
                >>> Scan p10-sparse-index
                    filter:     status = 'OPEN' AND total > 10
                    projection: PK, status
                    Select:     SPECIFIC_ATTRIBUTES""");
        assertThat(text(ScanRequest.builder().tableName("t").select("ALL_ATTRIBUTES").consistentRead(true).build()))
                .isEqualTo(">>> Scan t\n    ConsistentRead: True");
    }

    @Test
    void deleteAndConditionalPutShowTheirCondition() {
        assertThat(text(DeleteItemRequest.builder().tableName("t").key(key("PK", "A", "SK", "B"))
                .conditionExpression("attribute_exists(PK)").returnValues("ALL_OLD").build())).isEqualTo("""
                >>> DeleteItem t
                    key:        {PK: 'A', SK: 'B'}
                    condition:  attribute_exists(PK)
                    ReturnValues: ALL_OLD""");
        assertThat(text(PutItemRequest.builder().tableName("t").item(item("PK", "A", "SK", "B", "n", 1.5, "ok", true, "none", null,
                        "tags", List.of("x", 2), "quote", "it's"))
                .conditionExpression("attribute_not_exists(PK)").build())).isEqualTo("""
                >>> PutItem t
                    item:       {PK: 'A', SK: 'B', n: 1.5, ok: true, none: null, tags: ['x', 2], quote: 'it\\'s'}
                    condition:  attribute_not_exists(PK)""");
    }

    @Test
    void batchGetListsItsKeysPerTable() {
        assertThat(text(BatchGetItemRequest.builder().requestItems(Map.of("p08-adjacency", KeysAndAttributes.builder()
                .keys(key("PK", "STUDENT#ann", "SK", "STUDENT#ann"), key("PK", "STUDENT#ben", "SK", "STUDENT#ben"))
                .projectionExpression("#n").expressionAttributeNames(names("#n", "name")).build())).build()))
                .isEqualTo("""
                        >>> BatchGetItem
                            p08-adjacency: 2 keys
                                {PK: 'STUDENT#ann', SK: 'STUDENT#ann'}
                                {PK: 'STUDENT#ben', SK: 'STUDENT#ben'}
                                projection: name""");
    }

    @Test
    void legacyKeyConditionsAreShownInTheSameForm() {
        Map<String, Condition> conditions = new java.util.LinkedHashMap<>();
        conditions.put("PK", Condition.builder().comparisonOperator(ComparisonOperator.EQ).attributeValueList(AttributeValue.fromS("ORG#42")).build());
        conditions.put("SK", Condition.builder().comparisonOperator(ComparisonOperator.BEGINS_WITH).attributeValueList(AttributeValue.fromS("MEMBER#")).build());
        assertThat(text(QueryRequest.builder().tableName("p03-key-prefixes").keyConditions(conditions).build()))
                .isEqualTo(">>> Query p03-key-prefixes\n    key:        (PK = 'ORG#42' AND begins_with(SK, 'MEMBER#'))");
    }

    @Test
    void anExpressionThatIsNotAKeyConditionIsStillSubstituted() {
        ExpressionText x = new ExpressionText(names("#a", "status"), values(":v", "X"));
        assertThat(x.keyCondition("#a IN (:v)")).isEqualTo("status IN ('X')");
        assertThat(x.substitute("  SET   #a = :v,\n  other = :missing ")).isEqualTo("SET status = 'X', other = :missing");
        assertThat(RequestFormatter.label("key")).isEqualTo("key:        ");
        assertThat(RequestFormatter.label("ScanIndexForward")).isEqualTo("ScanIndexForward: ");
    }

    @Test
    void partiQlStatementsArePrintedAsWrittenWithTheirParameters() {
        assertThat(text(ExecuteStatementRequest.builder()
                .statement("SELECT * FROM \"p14\" WHERE PK = ?").parameters(AttributeValue.fromS("CUST#c1")).limit(5).build()))
                .isEqualTo("""
                        >>> ExecuteStatement
                            SELECT * FROM "p14" WHERE PK = ?
                            parameters: 'CUST#c1'
                            Limit:      5""");
        assertThat(text(BatchExecuteStatementRequest.builder().statements(
                BatchStatementRequest.builder().statement("INSERT INTO \"p14\" VALUE {'PK': 'a'}").build(),
                BatchStatementRequest.builder().statement("DELETE FROM \"p14\" WHERE PK = ?")
                        .parameters(AttributeValue.fromN("7")).build()).build()))
                .isEqualTo("""
                        >>> BatchExecuteStatement
                            - INSERT INTO "p14" VALUE {'PK': 'a'}
                            - DELETE FROM "p14" WHERE PK = ?
                              parameters: 7""");
    }

    private static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    }

    @Test
    void updateTimeToLiveNamesTheAttributeAndTheChange() {
        assertThat(text(UpdateTimeToLiveRequest.builder().tableName("p14-ttl")
                .timeToLiveSpecification(t -> t.attributeName("expiresAt").enabled(true)).build()))
                .isEqualTo(">>> UpdateTimeToLive p14-ttl\n    TTL:        expiresAt, enabled");
        assertThat(RequestFormatter.DATA_PLANE).contains("UpdateTimeToLive").doesNotContain("DescribeTimeToLive", "CreateTable");
    }
}
