package dev.ddbcourse.engine.internal.streams;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.validation.RequestReader;

import java.util.List;

/** ListStreams: the readable streams (of one table), oldest first, Limit per page (default 100). */
final class ListStreams implements Operation<ListStreams.Request> {
    record Request(String tableName, int limit, String exclusiveStartStreamArn) {}

    private final Streams streams;

    ListStreams(Streams streams) { this.streams = streams; }

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String table = r.string("TableName");
        Long limit = r.integer("Limit");
        String start = r.string("ExclusiveStartStreamArn");
        r.name("tableName", table, false);
        r.atLeast("limit", limit, 1);
        r.atMost("limit", limit, 100);
        if (start != null) r.length("exclusiveStartStreamArn", start, start.length(), 37, 1024);
        r.throwIfViolations();
        if (start != null && !Streams.isStreamArn(start)) throw DynamoDbError.validation(Messages.invalidStreamArn(start));
        return new Request(table, limit == null ? 100 : limit.intValue(), start);
    }

    @Override
    public ObjectNode execute(Request request) {
        List<Stream> all = streams.list(request.tableName());
        int from = 0;
        if (request.exclusiveStartStreamArn() != null) {
            for (int i = 0; i < all.size(); i++) if (all.get(i).arn.equals(request.exclusiveStartStreamArn())) from = i + 1;
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode list = out.putArray("Streams");
        int to = Math.min(all.size(), from + request.limit());
        for (Stream s : all.subList(from, to)) {
            list.addObject().put("StreamArn", s.arn).put("TableName", s.tableName).put("StreamLabel", s.label);
        }
        if (to < all.size()) out.put("LastEvaluatedStreamArn", all.get(to - 1).arn);
        return out;
    }
}
