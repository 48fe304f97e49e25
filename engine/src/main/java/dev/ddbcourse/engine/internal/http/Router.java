package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.streams.StreamsApi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Routes {@code X-Amz-Target: <prefix><Name>} to an operation: {@code DynamoDB_20120810.} to DynamoDB's
 * operations, {@code DdbCourseEngine.} to the engine's control actions, and so on per service; then runs it,
 * validate step first, execute step second.
 */
public final class Router {
    public static final String DYNAMODB_PREFIX = "DynamoDB_20120810.";

    /**
     * Whether the target names one of AWS's services on this endpoint (DynamoDB, DynamoDB Streams): those check
     * Authorization and each member's JSON type, and answer an unknown name with a bare type. The engine's own
     * prefixes (control requests) need no Authorization and say which name they did not know.
     */
    static boolean isAws(String target) {
        return target.startsWith(DYNAMODB_PREFIX) || target.startsWith(StreamsApi.TARGET_PREFIX);
    }

    private final Map<String, Function<String, Operation<?>>> services;

    /**
     * @param services per target prefix (with its dot), a catalog giving the operation of a name (null when
     *                 unknown), the same instance each time
     */
    public Router(Map<String, Function<String, Operation<?>>> services) {
        this.services = new LinkedHashMap<>(services);
    }

    /** The operation for a target header, or UnknownOperationException. */
    Operation<?> route(String target) {
        if (target == null) throw DynamoDbError.unknownOperation(null);
        int dot = target.indexOf('.');
        Function<String, Operation<?>> catalog = dot < 0 ? null : services.get(target.substring(0, dot + 1));
        Operation<?> op = catalog == null ? null : catalog.apply(target.substring(dot + 1));
        if (op == null && catalog != null && !isAws(target)) {
            throw DynamoDbError.unknownControlAction(target); // the engine's own API says what it did not know
        }
        if (op == null) throw DynamoDbError.unknownOperation(target);
        return op;
    }

    /** The pipeline: the request checked on its own, then executed against the tables. */
    static <R> ObjectNode run(Operation<R> operation, ObjectNode request) {
        R validated = operation.validate(request);
        return operation.execute(validated);
    }
}
