package dev.ddbcourse.kit.backend;

import java.net.URI;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** Any DynamoDB-compatible URL: the compose service, a standalone engine, DynamoDB Local, LocalStack. */
final class EndpointBackend implements Backend {
    private final URI endpoint;

    EndpointBackend(URI endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public String description() {
        return "DynamoDB: endpoint " + endpoint;
    }

    @Override
    public void configure(DynamoDbClientBuilder builder) {
        LocalCredentials.configure(builder, endpoint);
    }

    @Override
    public EngineControl control() {
        return EngineControl.at(endpoint);
    }

    @Override
    public void close() {}
}
