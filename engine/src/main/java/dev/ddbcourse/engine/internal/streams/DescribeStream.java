package dev.ddbcourse.engine.internal.streams;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.validation.RequestReader;

/** DescribeStream: status, view type, key schema and the one shard of a stream (none after ExclusiveStartShardId). */
final class DescribeStream implements Operation<DescribeStream.Request> {
    record Request(String streamArn, String exclusiveStartShardId) {}

    private final Streams streams;

    DescribeStream(Streams streams) { this.streams = streams; }

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String arn = r.string("StreamArn");
        Long limit = r.integer("Limit");
        String startShard = r.string("ExclusiveStartShardId");
        r.notNull("streamArn", arn);
        if (arn != null) r.length("streamArn", arn, arn.length(), 37, 1024);
        r.atLeast("limit", limit, 1);
        r.atMost("limit", limit, 100);
        if (startShard != null) r.length("exclusiveStartShardId", startShard, startShard.length(), 28, 65);
        r.throwIfViolations();
        if (!Streams.isStreamArn(arn)) throw DynamoDbError.validation(Messages.invalidStreamArn(arn));
        return new Request(arn, startShard);
    }

    @Override
    public ObjectNode execute(Request request) {
        Stream s = streams.byArn(request.streamArn());
        if (s == null) throw DynamoDbError.resourceNotFound(Messages.streamNotFound(request.streamArn()));
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ObjectNode d = out.putObject("StreamDescription");
        d.put("StreamArn", s.arn);
        d.put("StreamLabel", s.label);
        d.put("StreamStatus", s.enabled() ? "ENABLED" : "DISABLED");
        d.put("StreamViewType", s.viewType);
        d.put("CreationRequestDateTime", s.createdMillis / 1000.0);
        d.put("TableName", s.tableName);
        ArrayNode keys = d.putArray("KeySchema");
        KeyDef k = s.key;
        keys.addObject().put("AttributeName", k.hashName()).put("KeyType", "HASH");
        if (k.hasRange()) keys.addObject().put("AttributeName", k.rangeName()).put("KeyType", "RANGE");
        ArrayNode shards = d.putArray("Shards");
        // Shards are listed in ShardId order; those up to ExclusiveStartShardId (known or not) are left out.
        String after = request.exclusiveStartShardId();
        if (after != null && s.shardId.compareTo(after) <= 0) return out;
        ObjectNode shard = shards.addObject();
        shard.put("ShardId", s.shardId);
        ObjectNode range = shard.putObject("SequenceNumberRange");
        range.put("StartingSequenceNumber", Streams.sequenceNumber(s.firstSequence));
        String ending = s.endingSequence();
        if (ending != null) range.put("EndingSequenceNumber", ending);
        return out;
    }
}
