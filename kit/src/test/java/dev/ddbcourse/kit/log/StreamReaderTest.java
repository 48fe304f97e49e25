package dev.ddbcourse.kit.log;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.backend.BackendConfig;
import dev.ddbcourse.kit.backend.BackendConfig.Kind;
import dev.ddbcourse.kit.backend.CourseClient;
import dev.ddbcourse.kit.testing.Printed;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The kit's stream reader prints each new record once, in the request log's style. */
class StreamReaderTest {

    @Test
    void printsTheRecordsWrittenSinceTheLastRead() {
        try (CourseClient.Connection c = CourseClient.connect(new BackendConfig(Kind.EMBEDDED, null, null))) {
            DynamoDbClient ddb = c.client();
            RequestLog.quietly(() -> {
                ddb.createTable(b -> b.tableName("orders").billingMode("PAY_PER_REQUEST")
                        .attributeDefinitions(a -> a.attributeName("PK").attributeType("S"))
                        .keySchema(k -> k.attributeName("PK").keyType("HASH"))
                        .streamSpecification(s -> s.streamEnabled(true).streamViewType("NEW_AND_OLD_IMAGES")));
                ddb.putItem(b -> b.tableName("orders").item(Map.of("PK", AttributeValue.fromS("A"), "n", AttributeValue.fromN("1"))));
                ddb.updateItem(b -> b.tableName("orders").key(Map.of("PK", AttributeValue.fromS("A")))
                        .updateExpression("SET n = :two").expressionAttributeValues(Map.of(":two", AttributeValue.fromN("2"))));
            });
            String out = Printed.by(() -> {
                try (StreamReader reader = new StreamReader(ddb, "orders")) {
                    assertThat(reader.read()).hasSize(2);
                    RequestLog.quietly(() -> ddb.deleteItem(b -> b.tableName("orders").key(Map.of("PK", AttributeValue.fromS("A")))));
                    assertThat(reader.read()).hasSize(1);
                    assertThat(reader.read()).isEmpty();
                }
            });
            assertThat(out.replace("\r", "")).isEqualTo("""
                    >>> GetRecords orders
                        INSERT {PK: 'A'}  new: {PK: 'A', n: 1}
                        MODIFY {PK: 'A'}  old: {PK: 'A', n: 1}  new: {PK: 'A', n: 2}

                    >>> GetRecords orders
                        REMOVE {PK: 'A'}  old: {PK: 'A', n: 2}

                    >>> GetRecords orders
                        (no new records)

                    """);
        }
    }
}
