package dev.ddbcourse.kit.backend;

import java.net.URI;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** Any DynamoDB-compatible URL: the compose service, a standalone engine, DynamoDB Local, LocalStack. */
final class EndpointBackend implements Backend {
    private final URI endpoint;
    private final String accessKey;

    EndpointBackend(URI endpoint, String accessKey) {
        this.endpoint = endpoint;
        this.accessKey = accessKey;
    }

    @Override
    public String description() {
        return "DynamoDB: endpoint " + endpoint;
    }

    @Override
    public void configure(DynamoDbClientBuilder builder) {
        LocalCredentials.configure(builder, endpoint, accessKey);
    }

    /** A standalone course engine has switches; another server answers the control request as unknown. */
    @Override
    public EngineControl control() {
        return new ControlRequests(endpoint, accessKey);
    }

    @Override
    public void close() {}
}
