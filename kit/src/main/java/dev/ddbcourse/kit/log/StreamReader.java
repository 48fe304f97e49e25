package dev.ddbcourse.kit.log;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads a table's stream for a lesson, from its oldest record on: each {@link #read()} returns the records
 * written since the last one and prints them in the request log's style, {@code >>> GetRecords TABLE} and one
 * line per record ({@code INSERT {PK: 'A'}  new: {PK: 'A', n: 1}}). The Streams client is made from the course
 * client's endpoint, region and credentials, so it reads the same backend.
 */
public final class StreamReader implements AutoCloseable {
    private final String table;
    private final DynamoDbStreamsClient streams;
    private final String streamArn;
    private String iterator;

    public StreamReader(DynamoDbClient ddb, String table) {
        this.table = table;
        var config = ddb.serviceClientConfiguration();
        var builder = DynamoDbStreamsClient.builder().region(config.region()).credentialsProvider(config.credentialsProvider());
        config.endpointOverride().ifPresent(builder::endpointOverride);
        this.streams = builder.build();
        this.streamArn = RequestLog.quietly(() -> ddb.describeTable(b -> b.tableName(table)).table().latestStreamArn());
        if (streamArn == null) throw new IllegalStateException("table " + table + " has no stream: create it with a StreamSpecification");
    }

    /** The records written since the last read (all of them the first time), printed. */
    public List<Record> read() {
        if (iterator == null) {
            String shard = streams.describeStream(b -> b.streamArn(streamArn)).streamDescription().shards().get(0).shardId();
            iterator = streams.getShardIterator(b -> b.streamArn(streamArn).shardId(shard)
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        }
        List<Record> records = new ArrayList<>();
        while (iterator != null) {
            String current = iterator;
            var page = streams.getRecords(b -> b.shardIterator(current));
            records.addAll(page.records());
            if (page.nextShardIterator() != null) iterator = page.nextShardIterator();
            if (page.records().isEmpty() || page.nextShardIterator() == null) break;
        }
        List<String> lines = new ArrayList<>();
        lines.add(">>> GetRecords " + table);
        if (records.isEmpty()) lines.add("    (no new records)");
        for (Record r : records) lines.add("    " + line(r));
        RequestLog.printBlock("GetRecords", lines);
        return records;
    }

    /** {@code MODIFY {PK: 'A'}  old: {...}  new: {...}}, and {@code (TTL)} for a deletion by DynamoDB's TTL. */
    static String line(Record r) {
        var d = r.dynamodb();
        StringBuilder s = new StringBuilder(r.eventNameAsString()).append(' ').append(ValueText.item(d.keys()));
        if (d.hasOldImage()) s.append("  old: ").append(ValueText.item(d.oldImage()));
        if (d.hasNewImage()) s.append("  new: ").append(ValueText.item(d.newImage()));
        if (r.userIdentity() != null && "dynamodb.amazonaws.com".equals(r.userIdentity().principalId())) s.append("  (TTL)");
        return s.toString();
    }

    @Override
    public void close() {
        streams.close();
    }
}
