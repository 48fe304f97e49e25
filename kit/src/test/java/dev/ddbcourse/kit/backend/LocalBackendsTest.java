package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import dev.ddbcourse.kit.backend.BackendConfig.Kind;
import dev.ddbcourse.kit.testing.TestDynamo;
import org.junit.jupiter.api.Test;

class LocalBackendsTest {

    @Test
    void theEmbeddedBackendStartsAnEngineAndSaysWhere() {
        try (CourseClient.Connection connection = CourseClient.connect(new BackendConfig(Kind.EMBEDDED, null, null))) {
            assertThat(connection.description()).matches("DynamoDB: embedded engine at http://127\\.0\\.0\\.1:\\d+");
            assertThat(connection.client().listTables().tableNames()).isEmpty();
        }
    }

    @Test
    void theEndpointBackendUsesTheGivenUrl() {
        try (CourseClient.Connection connection = CourseClient.connect(new BackendConfig(Kind.ENDPOINT, TestDynamo.localEndpoint(), null))) {
            assertThat(connection.description()).isEqualTo("DynamoDB: endpoint " + TestDynamo.localEndpoint());
            assertThat(connection.client().listTables().tableNames()).isNotNull();
        }
    }

    @Test
    void eachAccessKeyReachesItsOwnDatabaseOfAClassroomEngine() {
        try (var engine = EmbeddedDynamoDb.builder().databasePerAccessKey(true).start();
             var alice = CourseClient.connect(new BackendConfig(Kind.ENDPOINT, engine.endpoint(), null, "alice"));
             var bob = CourseClient.connect(new BackendConfig(Kind.ENDPOINT, engine.endpoint(), null, "bob"))) {
            alice.client().createTable(r -> r.tableName("p08-adjacency")
                    .attributeDefinitions(a -> a.attributeName("PK").attributeType("S"))
                    .keySchema(k -> k.attributeName("PK").keyType("HASH")).billingMode("PAY_PER_REQUEST"));
            assertThat(alice.client().listTables().tableNames()).containsExactly("p08-adjacency");
            assertThat(bob.client().listTables().tableNames()).isEmpty();
        }
    }
}
