package dev.ddbcourse.engine.internal.streams;

import dev.ddbcourse.engine.internal.operations.Catalog;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.function.Function;

/** The DynamoDB Streams API, by the name after {@code DynamoDBStreams_20120810.} in X-Amz-Target. */
public final class StreamsApi {
    public static final String TARGET_PREFIX = "DynamoDBStreams_20120810.";

    private StreamsApi() {}

    public static Function<String, Operation<?>> catalog(Database db) {
        return new StreamsCatalog(db);
    }

    private static final class StreamsCatalog extends Catalog {
        private final Database db;

        StreamsCatalog(Database db) { this.db = db; }

        @Override
        protected Operation<?> make(String name) {
            Streams streams = db.streams();
            return switch (name) {
                case "ListStreams" -> new ListStreams(streams);
                case "DescribeStream" -> new DescribeStream(streams);
                case "GetShardIterator" -> new GetShardIterator(streams);
                case "GetRecords" -> new GetRecords(streams);
                default -> null;
            };
        }
    }
}
