package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code databasePerAccessKey}: one engine, one database per access key (DynamoDB Local without
 * {@code -sharedDb}), so two learners can both create the lesson's table under its own name.
 */
class DatabasePerAccessKeyTest {

    @Test
    void eachAccessKeySeesOnlyItsOwnTablesUnderTheSameNames() {
        try (var engine = EmbeddedDynamoDb.builder().databasePerAccessKey(true).start();
             var alice = client(engine.endpoint(), "alice");
             var bob = client(engine.endpoint(), "bob");
             var aliceAgain = client(engine.endpoint(), "alice")) {
            createTable(alice, "p08-adjacency");
            createTable(bob, "p08-adjacency");
            alice.putItem(r -> r.tableName("p08-adjacency").item(Map.of("PK", s("STUDENT#1"), "owner", s("alice"))));
            bob.putItem(r -> r.tableName("p08-adjacency").item(Map.of("PK", s("STUDENT#1"), "owner", s("bob"))));

            assertThat(owner(alice)).isEqualTo("alice");
            assertThat(owner(bob)).isEqualTo("bob");
            assertThat(owner(aliceAgain)).as("a second client with the same key reaches the same database").isEqualTo("alice");

            createTable(alice, "only-alice");
            assertThat(alice.listTables().tableNames()).containsExactly("only-alice", "p08-adjacency");
            assertThat(bob.listTables().tableNames()).containsExactly("p08-adjacency");
            assertThatThrownBy(() -> bob.describeTable(r -> r.tableName("only-alice")))
                    .isInstanceOf(ResourceNotFoundException.class);

            bob.deleteTable(r -> r.tableName("p08-adjacency"));
            assertThat(owner(alice)).as("bob's delete leaves alice's table alone").isEqualTo("alice");
        }
    }

    @Test
    void byDefaultEveryAccessKeySharesOneDatabase() {
        try (var engine = EmbeddedDynamoDb.start();
             var alice = client(engine.endpoint(), "alice");
             var bob = client(engine.endpoint(), "bob")) {
            createTable(alice, "shared");
            assertThat(bob.listTables().tableNames()).containsExactly("shared");
        }
    }

    @Test
    void standaloneFlagTurnsItOn() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), EmbeddedDynamoDb.class.getName(),
                "--port", "0", "--database-per-access-key")
                .redirectErrorStream(true).start();
        try {
            String line = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertThat(line).contains("listening on http://127.0.0.1:");
            URI endpoint = URI.create(line.substring(line.indexOf("http://")));
            try (var alice = client(endpoint, "alice"); var bob = client(endpoint, "bob")) {
                createTable(alice, "p10-sparse");
                assertThat(bob.listTables().tableNames()).isEmpty();
                assertThat(alice.listTables().tableNames()).containsExactly("p10-sparse");
            }
        } finally {
            process.destroy();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
    }

    private static DynamoDbClient client(URI endpoint, String accessKey) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(accessKey, "secret")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    private static void createTable(DynamoDbClient ddb, String name) {
        ddb.createTable(r -> r.tableName(name)
                .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH))
                .billingMode("PAY_PER_REQUEST"));
    }

    private static String owner(DynamoDbClient ddb) {
        return ddb.getItem(r -> r.tableName("p08-adjacency").key(Map.of("PK", s("STUDENT#1")))).item().get("owner").s();
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }
}
