package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** The course's own engine, started in this JVM on a free port. */
final class EmbeddedBackend implements Backend {
    // The engine never keeps the JVM alive by itself (it starts the JDK server's dispatcher as a daemon),
    // so a lesson's JVM ends with its main and the shutdown hook closing the engine runs.
    private final EmbeddedDynamoDb engine = EmbeddedDynamoDb.start();

    @Override
    public String description() {
        return "DynamoDB: embedded engine at " + engine.endpoint();
    }

    @Override
    public void configure(DynamoDbClientBuilder builder) {
        LocalCredentials.configure(builder, engine.endpoint());
    }

    @Override
    public Switchboard switchboard() {
        return new EngineSwitchboard(engine.switches());
    }

    @Override
    public void close() {
        engine.close();
    }
}
