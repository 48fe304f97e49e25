package dev.ddbcourse.engine.internal.http;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Routes {@code X-Amz-Target: <prefix><Name>} to a handler: {@code DynamoDB_20120810.} to DynamoDB's
 * operations, {@code DdbCourseEngine.} to the engine's control actions, and so on per service.
 */
public final class Router {
    public static final String DYNAMODB_PREFIX = "DynamoDB_20120810.";

    private final Map<String, Function<String, Operation>> services;
    private final Map<String, Operation> made = new ConcurrentHashMap<>();

    /**
     * @param services per target prefix (with its dot), a catalog that makes the handler of a name (null when
     *                 unknown); each handler is made once, when first asked for
     */
    public Router(Map<String, Function<String, Operation>> services) {
        this.services = new LinkedHashMap<>(services);
    }

    /** The handler for a target header, or UnknownOperationException. */
    Operation route(String target) {
        if (target == null) throw DynamoDbError.unknownOperation(null);
        Operation op = made.get(target);
        if (op != null) return op;
        int dot = target.indexOf('.');
        Function<String, Operation> catalog = dot < 0 ? null : services.get(target.substring(0, dot + 1));
        if (catalog == null) throw DynamoDbError.unknownOperation(target);
        op = catalog.apply(target.substring(dot + 1));
        if (op == null) throw DynamoDbError.unknownOperation(target);
        Operation first = made.putIfAbsent(target, op);
        return first != null ? first : op; // one instance per operation (some keep state, e.g. idempotency tokens)
    }
}
