package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;

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
}
