package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.util.concurrent.atomic.AtomicReference;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** The course's own engine, started in this JVM on a free port. */
final class EmbeddedBackend implements Backend {
    private final EmbeddedDynamoDb engine = startAsDaemon();

    /**
     * Starts the engine from a daemon thread. The JDK's HTTP server creates its dispatcher
     * thread in start(), and a new thread inherits daemon status from its creator: started from
     * main, the dispatcher would keep the JVM alive after the lesson ends, and the shutdown hook
     * that closes the engine would never run.
     */
    private static EmbeddedDynamoDb startAsDaemon() {
        AtomicReference<Object> started = new AtomicReference<>();
        Thread starter = new Thread(() -> {
            try {
                started.set(EmbeddedDynamoDb.start());
            } catch (RuntimeException | Error e) {
                started.set(e);
            }
        }, "embedded-engine-start");
        starter.setDaemon(true);
        starter.start();
        try {
            starter.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while starting the embedded engine", e);
        }
        if (started.get() instanceof EmbeddedDynamoDb engine) return engine;
        if (started.get() instanceof RuntimeException e) throw e;
        throw (Error) started.get();
    }

    @Override
    public String description() {
        return "DynamoDB: embedded engine at " + engine.endpoint();
    }

    @Override
    public void configure(DynamoDbClientBuilder builder) {
        LocalCredentials.configure(builder, engine.endpoint());
    }

    @Override
    public void close() {
        engine.close();
    }
}
