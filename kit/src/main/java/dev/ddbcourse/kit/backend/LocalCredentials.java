package dev.ddbcourse.kit.backend;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** Local backends accept any credentials: fixed fake ones and us-east-1, so no AWS setup is read. */
final class LocalCredentials {
    private LocalCredentials() {}

    static void configure(DynamoDbClientBuilder builder, URI endpoint) {
        configure(builder, endpoint, BackendConfig.DEFAULT_ACCESS_KEY);
    }

    /** {@code accessKey} picks the database where an engine keeps one per key (the classroom's does). */
    static void configure(DynamoDbClientBuilder builder, URI endpoint, String accessKey) {
        builder.endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(accessKey, "course")));
    }
}
