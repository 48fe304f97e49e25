package dev.ddbcourse.engine.differential;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * UpdateTimeToLive / DescribeTimeToLive and Streams compared with moto (dynalite has neither).
 *
 * <p>Where moto differs from DynamoDB's documentation the engine follows the documentation, and the
 * scenario leaves that step out: moto accepts enabling TTL twice and disabling it on another attribute
 * (DynamoDB refuses both with a ValidationException), accepts a second change within the hour (DynamoDB's
 * one change per table per hour), keeps the AttributeName after TTL is disabled, and
 * answers enabling a second stream with ResourceInUseException "Cannot enable stream" where DynamoDB answers a
 * ValidationException, and names a missing table's error "ResourceNotFound" where the API reference says
 * ResourceNotFoundException (TimeToLiveTest checks the engine's). Stream records are compared by what DynamoDB documents for them (event name, keys,
 * images by view type), not by sequence numbers, ids or times, which each server makes its own.
 */
@Tag("differential")
class TtlStreamsDifferentialTest {
    private static final Compare B = Compare.BEHAVIOUR;

    @Test
    void timeToLiveStatesAndErrors() {
        var d = Differential.againstMoto("time to live");
        d.createTable(Tables.hashOnly("ttl-diff", "id", "S"));
        d.send("DescribeTimeToLive", "{TableName:'ttl-diff'}", B);
        d.send("UpdateTimeToLive", "{TableName:'ttl-diff', TimeToLiveSpecification:{AttributeName:'expires', Enabled:true}}", B);
        d.send("DescribeTimeToLive", "{TableName:'ttl-diff'}", B);
        d.assertAgree();
        // Not compared: moto 5.2.5 does not answer TTL errors as DynamoDB documents them. A missing table is
        // "ResourceNotFound" (DynamoDB: ResourceNotFoundException), a missing TimeToLiveSpecification a 500, a missing
        // AttributeName or Enabled "InvalidParameterValue", and it takes an empty or 256-character AttributeName that the
        // API reference's 1..255 constraint refuses (TimeToLiveTest checks the engine against the documented answers).
    }

    @Test
    void streamSpecificationInTheTableDescription() {
        var d = Differential.againstMoto("stream specification");
        d.createTable("""
                {TableName:'streams-diff', BillingMode:'PAY_PER_REQUEST',
                 AttributeDefinitions:[{AttributeName:'id', AttributeType:'S'}],
                 KeySchema:[{AttributeName:'id', KeyType:'HASH'}],
                 StreamSpecification:{StreamEnabled:true, StreamViewType:'NEW_AND_OLD_IMAGES'}}""");
        d.assertAgree();
        // The records each server keeps for the same writes.
        Servers.Side moto = Servers.moto();
        Servers.Side ours = Servers.oursAgainst(moto);
        for (Servers.Side side : List.of(moto, ours)) {
            var c = side.client();
            c.putItem(b -> b.tableName("streams-diff").item(java.util.Map.of("id", s("a"), "v", n("1"))));
            c.updateItem(b -> b.tableName("streams-diff").key(java.util.Map.of("id", s("a"))).updateExpression("SET v = :v")
                    .expressionAttributeValues(java.util.Map.of(":v", n("2"))));
            c.deleteItem(b -> b.tableName("streams-diff").key(java.util.Map.of("id", s("a"))));
        }
        assertThat(records(ours)).isEqualTo(records(moto));
        assertThat(records(ours)).containsExactly(
                "INSERT {id=AttributeValue(S=a)} new={id=AttributeValue(S=a), v=AttributeValue(N=1)} old=null",
                "MODIFY {id=AttributeValue(S=a)} new={id=AttributeValue(S=a), v=AttributeValue(N=2)} "
                        + "old={id=AttributeValue(S=a), v=AttributeValue(N=1)}",
                "REMOVE {id=AttributeValue(S=a)} new=null old={id=AttributeValue(S=a), v=AttributeValue(N=2)}");
        assertThat(errorCode(moto)).isEqualTo(errorCode(ours)).isEqualTo("ResourceNotFoundException");
    }

    private static software.amazon.awssdk.services.dynamodb.model.AttributeValue s(String v) {
        return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(v);
    }

    private static software.amazon.awssdk.services.dynamodb.model.AttributeValue n(String v) {
        return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromN(v);
    }

    private static DynamoDbStreamsClient streams(Servers.Side side) {
        URI endpoint = side.client().serviceClientConfiguration().endpointOverride().orElseThrow();
        return DynamoDbStreamsClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    /** Every record of the table's stream from the trim horizon, as "EVENT keys new=... old=...". */
    private static List<String> records(Servers.Side side) {
        try (DynamoDbStreamsClient streams = streams(side)) {
            String arn = side.client().describeTable(b -> b.tableName("streams-diff")).table().latestStreamArn();
            String shard = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
            String it = streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            List<String> out = new ArrayList<>();
            for (Record r : streams.getRecords(b -> b.shardIterator(it)).records()) {
                var d = r.dynamodb();
                out.add(r.eventNameAsString() + " " + d.keys() + " new=" + (d.hasNewImage() ? new java.util.TreeMap<>(d.newImage()) : null)
                        + " old=" + (d.hasOldImage() ? new java.util.TreeMap<>(d.oldImage()) : null));
            }
            return out;
        }
    }

    private static String errorCode(Servers.Side side) {
        try (DynamoDbStreamsClient streams = streams(side)) {
            streams.describeStream(b -> b.streamArn("arn:aws:dynamodb:us-east-1:000000000000:table/none/stream/2020-01-01T00:00:00.000"));
            return "none";
        } catch (DynamoDbException e) {
            return e.awsErrorDetails().errorCode();
        }
    }
}
