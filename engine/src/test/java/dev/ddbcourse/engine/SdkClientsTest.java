package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The other SDK entry points learners use work unchanged: the async client and the Enhanced Client. */
class SdkClientsTest extends EngineTest {

    @Test
    void asyncClientWithNettyWorks() throws Exception {
        String t = createTable("pk", null);
        try (DynamoDbAsyncClient async = DynamoDbAsyncClient.builder().endpointOverride(engine.endpoint())
                .region(Region.EU_WEST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "y"))).build()) {
            async.putItem(r -> r.tableName(t).item(item("pk", s("a"), "v", n(1)))).get(30, TimeUnit.SECONDS);
            assertThat(async.getItem(r -> r.tableName(t).key(item("pk", s("a")))).get(30, TimeUnit.SECONDS).item())
                    .isEqualTo(item("pk", s("a"), "v", n(1)));
        }
    }

    @Test
    void defaultApacheHttpClientWorks() {
        String t = createTable("pk", null);
        try (var apache = software.amazon.awssdk.services.dynamodb.DynamoDbClient.builder().endpointOverride(engine.endpoint())
                .region(Region.US_WEST_2)
                .httpClient(software.amazon.awssdk.http.apache5.Apache5HttpClient.create())
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "y"))).build()) {
            apache.putItem(r -> r.tableName(t).item(item("pk", s("a"), "big", s("x".repeat(100_000)))));
            assertThat(apache.getItem(r -> r.tableName(t).key(item("pk", s("a")))).item().get("big").s()).hasSize(100_000);
        }
    }

    @DynamoDbBean
    public static class Order {
        private String customer;
        private String orderId;
        private int total;

        @DynamoDbPartitionKey
        public String getCustomer() { return customer; }
        public void setCustomer(String customer) { this.customer = customer; }

        @DynamoDbSortKey
        public String getOrderId() { return orderId; }
        public void setOrderId(String orderId) { this.orderId = orderId; }

        public int getTotal() { return total; }
        public void setTotal(int total) { this.total = total; }

        static Order of(String customer, String id, int total) {
            Order o = new Order();
            o.setCustomer(customer);
            o.setOrderId(id);
            o.setTotal(total);
            return o;
        }
    }

    @Test
    void enhancedClientCreatesWritesAndQueries() {
        DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(ddb).build();
        DynamoDbTable<Order> orders = enhanced.table(uniqueName("orders"), TableSchema.fromBean(Order.class));
        orders.createTable();
        orders.putItem(Order.of("ann", "o2", 20));
        orders.putItem(Order.of("ann", "o1", 10));
        orders.putItem(Order.of("bob", "o1", 99));
        assertThat(orders.getItem(Key.builder().partitionValue("bob").sortValue("o1").build()).getTotal()).isEqualTo(99);
        List<Order> ann = orders.query(QueryConditional.keyEqualTo(k -> k.partitionValue("ann"))).items().stream().toList();
        assertThat(ann).extracting(Order::getOrderId).containsExactly("o1", "o2");
        orders.updateItem(Order.of("ann", "o1", 11));
        assertThat(ddb.getItem(r -> r.tableName(orders.tableName()).key(item("customer", s("ann"), "orderId", s("o1"))))
                .item().get("total")).isEqualTo(n(11));
        orders.deleteItem(Key.builder().partitionValue("ann").sortValue("o2").build());
        assertThat(orders.scan().items().stream().count()).isEqualTo(2);
    }
}
