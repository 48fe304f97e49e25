package dev.ddbcourse.kit.testing;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import dev.ddbcourse.kit.backend.BackendConfig;
import dev.ddbcourse.kit.config.Settings;
import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DynamoDB the kit's tests talk to: the backend the environment chooses (the embedded
 * engine by default; DDB_BACKEND=endpoint DDB_ENDPOINT=... for another engine).
 */
public final class TestDynamo {
    private static URI endpoint;

    private TestDynamo() {}

    /**
     * A local endpoint, for tests that need their own client (posing as AWS, looking behind the
     * guard): DDB_ENDPOINT when the environment chooses the endpoint backend, else an embedded
     * engine started for the tests.
     */
    public static synchronized URI localEndpoint() {
        if (endpoint == null) {
            BackendConfig config = BackendConfig.fromSettings(Settings.current());
            if (config.kind() == BackendConfig.Kind.ENDPOINT) {
                endpoint = config.endpoint();
            } else {
                EmbeddedDynamoDb engine = EmbeddedDynamoDb.start();
                Runtime.getRuntime().addShutdownHook(new Thread(engine::close));
                endpoint = engine.endpoint();
            }
        }
        return endpoint;
    }

    /** A client on {@link #localEndpoint()} with nothing installed: no log, no guard. */
    public static DynamoDbClient plainClient() {
        return DynamoDbClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .endpointOverride(localEndpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .build();
    }
}
