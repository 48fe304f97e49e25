package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The course's own engine, started in this JVM on a free port. The course client hands it each request
 * directly ({@link InProcessHttpClient}); other clients (the AWS CLI, a notebook's own) use the port.
 */
final class EmbeddedBackend implements Backend {
    // The engine never keeps the JVM alive by itself (it starts the JDK server's dispatcher as a daemon),
    // so a lesson's JVM ends with its main and the shutdown hook closing the engine runs.
    // No background TTL sweep: a lesson sweeps when it says so (sweepExpiredItems()), so its output is the same
    // on every run, and an expired item it reads is still there until then, as on DynamoDB.
    private final EmbeddedDynamoDb engine = EmbeddedDynamoDb.builder().ttlSweepInterval(java.time.Duration.ZERO).start();

    @Override
    public String description() {
        return "DynamoDB: embedded engine at " + engine.endpoint();
    }

    @Override
    public void configure(DynamoDbClientBuilder builder) {
        LocalCredentials.configure(builder, engine.endpoint());
    }

    @Override
    public SdkHttpClient httpClient() {
        return new InProcessHttpClient(engine);
    }

    @Override
    public EngineControl control() {
        return new EmbeddedEngineControl(engine);
    }

    @Override
    public void close() {
        engine.close();
    }
}
