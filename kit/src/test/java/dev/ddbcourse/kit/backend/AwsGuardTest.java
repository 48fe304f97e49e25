package dev.ddbcourse.kit.backend;

import static dev.ddbcourse.kit.Kit.key;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** The two AWS interceptors on their own: what gets prefixed, what the guard sees in a body. */
class AwsGuardTest {
    private final AwsTableNames names = new AwsTableNames("ddbcourse-");

    private SdkRequest rewritten(SdkRequest request) {
        Context.ModifyRequest context = () -> request;
        return names.modifyRequest(context, new ExecutionAttributes());
    }

    @Test
    void everyTableNameOfARequestGetsThePrefixOnce() {
        var query = (QueryRequest) rewritten(QueryRequest.builder().tableName("p02-access-patterns").build());
        assertThat(query.tableName()).isEqualTo("ddbcourse-p02-access-patterns");
        assertThat(((QueryRequest) rewritten(query)).tableName()).isEqualTo("ddbcourse-p02-access-patterns");

        var batch = (BatchWriteItemRequest) rewritten(BatchWriteItemRequest.builder().requestItems(Map.of("a", List.of(
                WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key("PK", "x")).build()).build()))).build());
        assertThat(batch.requestItems()).containsOnlyKeys("ddbcourse-a");

        var transact = (TransactWriteItemsRequest) rewritten(TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().update(u -> u.tableName("b").key(key("PK", "x")).updateExpression("SET y = :y")).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName("c").key(key("PK", "x")).conditionExpression("x")).build()).build());
        assertThat(transact.transactItems().get(0).update().tableName()).isEqualTo("ddbcourse-b");
        assertThat(transact.transactItems().get(1).conditionCheck().tableName()).isEqualTo("ddbcourse-c");

        var create = (CreateTableRequest) rewritten(CreateTableRequest.builder().tableName("t").build());
        assertThat(create.tableName()).isEqualTo("ddbcourse-t");
        assertThat(create.billingMode().toString()).isEqualTo("PAY_PER_REQUEST");
    }

    @Test
    void pointInTimeRecoveryRequestsGetThePrefix() {
        var describe = (DescribeContinuousBackupsRequest) rewritten(
                DescribeContinuousBackupsRequest.builder().tableName("p26-backups").build());
        assertThat(describe.tableName()).isEqualTo("ddbcourse-p26-backups");
        var update = (UpdateContinuousBackupsRequest) rewritten(UpdateContinuousBackupsRequest.builder().tableName("p26-backups")
                .pointInTimeRecoverySpecification(s -> s.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(7)).build());
        assertThat(update.tableName()).isEqualTo("ddbcourse-p26-backups");
        assertThat(update.pointInTimeRecoverySpecification().recoveryPeriodInDays()).isEqualTo(7);
        assertThat(((UpdateContinuousBackupsRequest) rewritten(update)).tableName()).isEqualTo("ddbcourse-p26-backups");
    }

    @Test
    void theGuardFindsTableNamesAnywhereInTheBody() throws Exception {
        ObjectMapper json = new ObjectMapper();
        assertThat(AwsGuard.tablesNamedIn(json.readTree("""
                {"TransactItems": [
                  {"Put": {"TableName": "ddbcourse-a", "Item": {"TableName": {"S": "not a table"}}}},
                  {"Delete": {"TableName": "arn:aws:dynamodb:eu-west-1:1:table/victim", "Key": {}}}
                ]}"""))).containsExactly("ddbcourse-a", "victim");
        assertThat(AwsGuard.tablesNamedIn(json.readTree("""
                {"RequestItems": {"ddbcourse-a": [], "other": []}}"""))).containsExactly("ddbcourse-a", "other");
        assertThat(AwsGuard.tablesNamedIn(json.readTree("""
                {"ResourceArn": "arn:aws:dynamodb:eu-west-1:1:table/victim/backup/01", "ExclusiveStartTableName": "x"}""")))
                .containsExactly("victim");
        assertThat(AwsGuard.tableOf("plain")).isEqualTo("plain");
    }
}
