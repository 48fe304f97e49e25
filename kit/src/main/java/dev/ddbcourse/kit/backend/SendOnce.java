package dev.ddbcourse.kit.backend;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * A request sent once, without the SDK's own retries: for replays on the engine clock, where a
 * throttled request is retried with real pauses while the clock (moved only by the lesson) stands
 * still, so no retry can succeed. A request-level plugin, so the course client stays as it is.
 */
public final class SendOnce {
    private static final AwsRequestOverrideConfiguration ONCE = AwsRequestOverrideConfiguration.builder()
            .addPlugin(config -> {
                var dynamo = (DynamoDbServiceClientConfiguration.Builder) config;
                ClientOverrideConfiguration now = dynamo.overrideConfiguration();
                ClientOverrideConfiguration.Builder changed = now == null ? ClientOverrideConfiguration.builder() : now.toBuilder();
                dynamo.overrideConfiguration(changed.retryStrategy(AwsRetryStrategy.doNotRetry()).build());
            })
            .build();

    private SendOnce() {}

    /** {@code request.overrideConfiguration(SendOnce.configuration())}: one attempt, no retry. */
    public static AwsRequestOverrideConfiguration configuration() {
        return ONCE;
    }

    /**
     * {@code real}, sending every request once: for a check that hands a learner's code a client on the
     * stopped engine clock. The SDK's consumer-builder methods build the request and come back through
     * the request method (all of them are the interface's default methods), so every call is covered.
     */
    public static DynamoDbClient client(DynamoDbClient real) {
        InvocationHandler handler = (proxy, method, args) -> {
            if (args != null && args.length == 1 && args[0] instanceof java.util.function.Consumer<?>) {
                return InvocationHandler.invokeDefault(proxy, method, args);   // builds the request, calls the method below
            }
            if (args != null && args.length == 1 && args[0] instanceof DynamoDbRequest request) {
                args = new Object[] {request.toBuilder().overrideConfiguration(ONCE).build()};
            }
            try {
                return method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, handler);
    }
}
