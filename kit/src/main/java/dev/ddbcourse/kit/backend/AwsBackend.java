package dev.ddbcourse.kit.backend;

import java.util.List;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * Real AWS: the default credential chain and region. Two interceptors keep the account safe:
 * {@link AwsTableNames} puts the course prefix on every table name (and makes tables on-demand),
 * {@link AwsGuard} refuses any request that would still touch a table without it.
 */
final class AwsBackend implements Backend {
    private final BackendConfig config;
    private final Region region;

    AwsBackend(BackendConfig config) {
        this.config = config;
        try {
            this.region = new DefaultAwsRegionProviderChain().getRegion();
        } catch (SdkClientException e) {
            throw new IllegalStateException("The aws backend needs a region: set AWS_REGION (or a region in your AWS profile)", e);
        }
    }

    @Override
    public String description() {
        return "DynamoDB: AWS " + region + (config.endpoint() == null ? "" : " via " + config.endpoint())
                + ", course tables prefixed " + config.tablePrefix();
    }

    @Override
    public void configure(DynamoDbClientBuilder builder) {
        builder.region(region).credentialsProvider(DefaultCredentialsProvider.builder().build());
        if (config.endpoint() != null) builder.endpointOverride(config.endpoint());
    }

    /** HTTPS, with the JDK's TLS and trust store. */
    @Override
    public SdkHttpClient httpClient() {
        return UrlConnectionHttpClient.create();
    }

    /** Prefixing first, then the guard checks what will actually be sent. */
    @Override
    public List<ExecutionInterceptor> interceptors() {
        return List.of(new AwsTableNames(config.tablePrefix()), new AwsGuard(config.tablePrefix()));
    }

    @Override
    public void close() {}
}
