package dev.ddbcourse.engine.internal.streams;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.validation.RequestReader;

import java.util.List;

/**
 * GetShardIterator: TRIM_HORIZON (the oldest record kept), LATEST (only records written from now on),
 * AT_SEQUENCE_NUMBER and AFTER_SEQUENCE_NUMBER (TrimmedDataAccessException when that record was trimmed).
 */
final class GetShardIterator implements Operation<GetShardIterator.Request> {
    record Request(String streamArn, String shardId, String type, String sequenceNumber) {}

    private final Streams streams;

    GetShardIterator(Streams streams) { this.streams = streams; }

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String arn = r.string("StreamArn");
        String shard = r.string("ShardId");
        String type = r.string("ShardIteratorType");
        String seq = r.string("SequenceNumber");
        r.notNull("streamArn", arn);
        if (arn != null) r.length("streamArn", arn, arn.length(), 37, 1024);
        r.notNull("shardId", shard);
        if (shard != null) r.length("shardId", shard, shard.length(), 28, 65);
        r.notNull("shardIteratorType", type);
        r.oneOf("shardIteratorType", type, List.of("TRIM_HORIZON", "LATEST", "AT_SEQUENCE_NUMBER", "AFTER_SEQUENCE_NUMBER"));
        if (seq != null) r.length("sequenceNumber", seq, seq.length(), 21, 40);
        r.throwIfViolations();
        boolean positioned = type.endsWith("SEQUENCE_NUMBER");
        if (!Streams.isStreamArn(arn)) throw DynamoDbError.validation(Messages.invalidStreamArn(arn));
        if (positioned && seq == null) throw DynamoDbError.validation(Messages.SEQUENCE_NUMBER_REQUIRED);
        if (!positioned && seq != null) throw DynamoDbError.validation(Messages.SEQUENCE_NUMBER_NOT_ALLOWED);
        return new Request(arn, shard, type, positioned ? seq : null);
    }

    @Override
    public ObjectNode execute(Request request) {
        Stream s = streams.byArn(request.streamArn());
        if (s == null) throw DynamoDbError.resourceNotFound(Messages.streamNotFound(request.streamArn()));
        if (!s.shardId.equals(request.shardId())) {
            throw DynamoDbError.resourceNotFound(Messages.shardNotFound(request.shardId(), request.streamArn()));
        }
        long next = switch (request.type()) {
            case "TRIM_HORIZON" -> s.horizon();
            case "LATEST" -> s.enabled() ? streams.next() : s.lastSequence() + 1;
            default -> {
                long seq = Streams.parseSequenceNumber(request.sequenceNumber());
                // The shard's StartingSequenceNumber is a valid position even before the shard holds a record.
                if (seq < s.firstSequence || seq > Math.max(s.firstSequence, s.lastSequence())) {
                    throw DynamoDbError.validation(Messages.invalidSequenceNumber(request.sequenceNumber()));
                }
                if (seq < s.horizon()) throw DynamoDbError.trimmedDataAccess(Messages.TRIMMED);
                yield request.type().equals("AT_SEQUENCE_NUMBER") ? seq : seq + 1;
            }
        };
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("ShardIterator", new ShardIterator(s.arn, s.shardId, next, streams.clock().millis()).encode());
        return out;
    }
}
