package dev.ddbcourse.kit.backend;

import java.net.URI;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.utility.DockerImageName;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * DynamoDB Local in Docker, started by Testcontainers: in memory, one shared database, one
 * container per JVM (every client of the JVM reuses it), stopped at exit. This class is loaded
 * only when the docker backend is chosen, so the other backends never pay for Testcontainers.
 */
final class DockerBackend implements Backend {
    /** Pinned: the same image as docker-compose.yml's dynamodb service. */
    static final String IMAGE = "amazon/dynamodb-local:3.3.0";
    static final int PORT = 8000;

    private static GenericContainer<?> container;

    private final URI endpoint;

    DockerBackend() {
        this.endpoint = endpoint(container());
    }

    private static synchronized GenericContainer<?> container() {
        if (container == null) {
            GenericContainer<?> started = new GenericContainer<>(DockerImageName.parse(IMAGE))
                    .withCommand("-jar", "DynamoDBLocal.jar", "-inMemory", "-sharedDb")
                    .withExposedPorts(PORT);
            try {
                started.start();
            } catch (RuntimeException e) {
                throw new IllegalStateException("The docker backend needs a running Docker (" + e.getMessage()
                        + "). Without Docker, use the default embedded backend: unset DDB_BACKEND.", e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(started::stop, "dynamodb-local-stop"));
            container = started;
        }
        return container;
    }

    private static URI endpoint(GenericContainer<?> running) {
        return URI.create("http://" + running.getHost() + ":" + running.getMappedPort(PORT));
    }

    @Override
    public String description() {
        return "DynamoDB: DynamoDB Local (" + IMAGE + ") in Docker at " + endpoint;
    }

    @Override
    public void configure(DynamoDbClientBuilder builder) {
        LocalCredentials.configure(builder, endpoint);
    }

    /** The container outlives a client: it stops when the JVM exits. */
    @Override
    public void close() {}
}
