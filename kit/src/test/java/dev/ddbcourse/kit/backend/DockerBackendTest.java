package dev.ddbcourse.kit.backend;

import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ddbcourse.kit.backend.BackendConfig.Kind;
import dev.ddbcourse.kit.tables.Tables;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;

/** Runs where Docker is; skipped, with the reason printed in the build log, where it is not. */
class DockerBackendTest {

    private static boolean docker;

    @BeforeAll
    static void lookForDocker() {
        try {
            docker = DockerClientFactory.instance().isDockerAvailable();
        } catch (RuntimeException | LinkageError e) {
            docker = false;
        }
        if (!docker) {
            System.out.println("SKIPPED DockerBackendTest: no Docker engine here, so DynamoDB Local ("
                    + DockerBackend.IMAGE + ") cannot be started by Testcontainers.");
        }
    }

    @BeforeEach
    void needsDocker() {
        assumeTrue(docker, "no Docker engine: the docker backend (" + DockerBackend.IMAGE + ") is not tested here");
    }

    @Test
    void dynamoDbLocalRunsInDockerAndTheCourseTalksToIt() {
        try (CourseClient.Connection connection = CourseClient.connect(new BackendConfig(Kind.DOCKER, null, null))) {
            assertThat(connection.description()).startsWith("DynamoDB: DynamoDB Local (amazon/dynamodb-local:");
            var ddb = connection.client();
            Tables.recreate(ddb, "docker-check");
            ddb.putItem(p -> p.tableName("docker-check").item(item("PK", "A", "SK", "B", "n", 1)));
            assertThat(ddb.getItem(g -> g.tableName("docker-check").key(key("PK", "A", "SK", "B"))).item())
                    .containsEntry("n", dev.ddbcourse.kit.Kit.av(1));
        }
    }
}
