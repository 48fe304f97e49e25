package dev.ddbcourse.kit.backend;

import java.util.List;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** A started backend: it points a client builder at itself and says what it is. */
interface Backend extends AutoCloseable {
    /** The one line printed at start, e.g. {@code DynamoDB: embedded engine at http://127.0.0.1:PORT}. */
    String description();

    /** Endpoint, region, credentials and any backend-specific interceptors. */
    void configure(DynamoDbClientBuilder builder);

    /** How the client reaches it: by default the URL-connection client (it starts fastest) over plain HTTP. */
    default SdkHttpClient httpClient() {
        return UrlConnectionHttpClient.create(CourseClient.PLAIN_HTTP);
    }

    /** Interceptors this backend needs after the request logger (the AWS guard). */
    default List<ExecutionInterceptor> interceptors() {
        return List.of();
    }

    /** The course engine's switches (clock, TTL sweep, behaviours); {@link EngineControl#NONE} where there are none. */
    default EngineControl control() {
        return EngineControl.NONE;
    }

    /** Stops what this backend started (nothing for endpoint and aws). */
    @Override
    void close();
}
