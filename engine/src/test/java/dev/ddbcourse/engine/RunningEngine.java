package dev.ddbcourse.engine;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;

/**
 * One engine for a test class, started with the options the class needs, and a client for it; both closed
 * after the class's tests. For classes that cannot use {@link EngineTest}'s default engine:
 * {@code @RegisterExtension static final RunningEngine RUNNING = new RunningEngine(b -> b.manualClock(START),
 * (e, c) -> { engine = e; ddb = c; });}
 */
final class RunningEngine implements BeforeAllCallback, AfterAllCallback {
    private final UnaryOperator<EmbeddedDynamoDb.Builder> options;
    private final BiConsumer<EmbeddedDynamoDb, DynamoDbClient> started;
    private EmbeddedDynamoDb engine;
    private DynamoDbClient ddb;

    RunningEngine(UnaryOperator<EmbeddedDynamoDb.Builder> options, BiConsumer<EmbeddedDynamoDb, DynamoDbClient> started) {
        this.options = options;
        this.started = started;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        engine = options.apply(EmbeddedDynamoDb.builder()).start();
        ddb = EngineTest.client(engine);
        started.accept(engine, ddb);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        ddb.close();
        engine.close();
    }
}
