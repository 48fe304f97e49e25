package dev.ddbcourse.engine;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Base of the engine's tests: one engine per test class, reached through the real AWS SDK v2 client. */
public abstract class EngineTest {
    private static final AtomicInteger TABLES = new AtomicInteger();
    protected static EmbeddedDynamoDb engine;
    protected static DynamoDbClient ddb;

    @BeforeAll
    static void startEngine() {
        engine = EmbeddedDynamoDb.start();
        ddb = client(engine);
    }

    @AfterAll
    static void stopEngine() {
        ddb.close();
        engine.close();
    }

    public static DynamoDbClient client(EmbeddedDynamoDb engine) {
        return DynamoDbClient.builder()
                .endpointOverride(engine.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(1)))
                .build();
    }

    /** A fresh table name for each use, so tests do not see each other's data. */
    protected static String uniqueName(String prefix) {
        return prefix + "-" + TABLES.incrementAndGet();
    }

    /** Creates an on-demand table with hash key (and optional range key), each typed "S", "N" or "B". */
    protected static String createTable(String hash, String hashType, String range, String rangeType,
                                        Consumer<CreateTableRequest.Builder> extra) {
        String name = uniqueName("t");
        List<AttributeDefinition> defs = new ArrayList<>();
        List<KeySchemaElement> keys = new ArrayList<>();
        defs.add(AttributeDefinition.builder().attributeName(hash).attributeType(ScalarAttributeType.fromValue(hashType)).build());
        keys.add(KeySchemaElement.builder().attributeName(hash).keyType(KeyType.HASH).build());
        if (range != null) {
            defs.add(AttributeDefinition.builder().attributeName(range).attributeType(ScalarAttributeType.fromValue(rangeType)).build());
            keys.add(KeySchemaElement.builder().attributeName(range).keyType(KeyType.RANGE).build());
        }
        CreateTableRequest.Builder b = CreateTableRequest.builder().tableName(name).attributeDefinitions(defs)
                .keySchema(keys).billingMode(BillingMode.PAY_PER_REQUEST);
        if (extra != null) extra.accept(b);
        ddb.createTable(b.build());
        return name;
    }

    /** Creates an on-demand table keyed on {@code pk} (S) whose unique name is padded to {@code length} characters. */
    protected static String createTableNamed(int length) {
        String prefix = uniqueName("t");
        String name = prefix + "x".repeat(length - prefix.length());
        ddb.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH)));
        return name;
    }

    protected static String createTable(String hash, String range) {
        return createTable(hash, "S", range, "S", null);
    }

    /** A table keyed on {@code pk} (S) with a keys-only GSI {@code byGk} on {@code gk} (S). */
    protected static String createTableWithGsi() {
        return createTable("pk", "S", null, null, b -> b
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("gk").attributeType(ScalarAttributeType.S).build())
                .globalSecondaryIndexes(g -> g.indexName("byGk")
                        .keySchema(KeySchemaElement.builder().attributeName("gk").keyType(KeyType.HASH).build())
                        .projection(p -> p.projectionType("KEYS_ONLY"))));
    }

    /**
     * A table keyed on {@code pk}, {@code sk} (S) whose indexes all key on {@code c} (S), created in the order LSI
     * {@code lsi1}, GSIs {@code gsi2} and {@code gsi1}: which one an error names shows the order indexes are checked in.
     */
    protected static String createTableWithIndexesOnOneAttribute() {
        return createTable("pk", "S", "sk", "S", b -> b
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("sk").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("c").attributeType(ScalarAttributeType.S).build())
                .localSecondaryIndexes(l -> l.indexName("lsi1").projection(p -> p.projectionType("ALL")).keySchema(
                        KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("c").keyType(KeyType.RANGE).build()))
                .globalSecondaryIndexes(
                        g -> g.indexName("gsi2").projection(p -> p.projectionType("ALL"))
                                .keySchema(KeySchemaElement.builder().attributeName("c").keyType(KeyType.HASH).build()),
                        g -> g.indexName("gsi1").projection(p -> p.projectionType("ALL"))
                                .keySchema(KeySchemaElement.builder().attributeName("c").keyType(KeyType.HASH).build())));
    }

    /** The SDK exception a call throws, checked to be a 400 with this type and exact message. */
    protected static <T extends DynamoDbException> T expectError(Class<T> type, String message, Runnable call) {
        T e = catchThrowableOfType(type, call::run);
        assertThat(e).as("expected %s", type.getSimpleName()).isNotNull();
        assertThat(e.statusCode()).isEqualTo(400);
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
        return e;
    }

    protected static void expectValidation(String message, Runnable call) {
        DynamoDbException e = catchThrowableOfType(DynamoDbException.class, call::run);
        assertThat(e).as("expected a ValidationException").isNotNull();
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        assertThat(e.statusCode()).isEqualTo(400);
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
    }

    protected static SdkException anyError(Runnable call) {
        return catchThrowableOfType(SdkException.class, call::run);
    }

    // ---- attribute value shorthands ----

    protected static AttributeValue s(String v) { return AttributeValue.fromS(v); }

    protected static AttributeValue n(String v) { return AttributeValue.fromN(v); }

    protected static AttributeValue n(long v) { return AttributeValue.fromN(Long.toString(v)); }

    /** An item or key from name, value pairs. */
    protected static Map<String, AttributeValue> item(Object... nameValues) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) m.put((String) nameValues[i], (AttributeValue) nameValues[i + 1]);
        return m;
    }
}
