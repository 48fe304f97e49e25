package dev.ddbcourse.engine.internal.streams;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.validation.RequestReader;

import java.util.List;

/**
 * GetRecords: up to Limit records (default and most 1000) from the iterator's position, and the iterator
 * to read on with; none once a closed shard (disabled stream) has been read to its end.
 */
final class GetRecords implements Operation<GetRecords.Request> {
    record Request(ShardIterator iterator, int limit) {}

    private final Streams streams;

    GetRecords(Streams streams) { this.streams = streams; }

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String iterator = r.string("ShardIterator");
        Long limit = r.integer("Limit");
        r.notNull("shardIterator", iterator);
        if (iterator != null) r.length("shardIterator", iterator, iterator.length(), 1, 2048);
        r.atLeast("limit", limit, 1);
        r.atMost("limit", limit, 1000);
        r.throwIfViolations();
        return new Request(ShardIterator.decode(iterator), limit == null ? 1000 : limit.intValue());
    }

    @Override
    public ObjectNode execute(Request request) {
        ShardIterator it = request.iterator();
        long now = streams.clock().millis();
        if (now - it.issuedMillis() >= ShardIterator.LIFETIME_MILLIS) throw DynamoDbError.expiredIterator(Messages.ITERATOR_EXPIRED);
        Stream s = streams.byArn(it.streamArn());
        if (s == null || !s.shardId.equals(it.shardId())) {
            throw DynamoDbError.resourceNotFound(Messages.streamNotFound(it.streamArn()));
        }
        if (it.next() < s.horizon()) throw DynamoDbError.trimmedDataAccess(Messages.TRIMMED);
        List<StreamRecord> records = s.read(it.next(), request.limit());
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode list = out.putArray("Records");
        for (StreamRecord r : records) list.add(r.toJson(s.viewType));
        long next = records.isEmpty() ? it.next() : records.get(records.size() - 1).sequence() + 1;
        boolean closedAndRead = !s.enabled() && next > s.lastSequence();
        if (!closedAndRead) out.put("NextShardIterator", new ShardIterator(s.arn, s.shardId, next, now).encode());
        return out;
    }
}
