package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** Routes {@code X-Amz-Target: DynamoDB_20120810.<Operation>} to the operation's handler. */
public final class Router {
    static final String TARGET_PREFIX = "DynamoDB_20120810.";

    private final Function<String, Operation> catalog;
    private final Map<String, Operation> made = new ConcurrentHashMap<>();

    /** {@code catalog} makes the operation of a name (null when unknown); each is made once, when first asked for. */
    public Router(Function<String, Operation> catalog) {
        this.catalog = catalog;
    }

    /** The handler for a target header, or UnknownOperationException. */
    Operation route(String target) {
        if (target == null || !target.startsWith(TARGET_PREFIX)) throw DynamoDbError.unknownOperation(target);
        String name = target.substring(TARGET_PREFIX.length());
        Operation op = made.get(name);
        if (op == null) {
            op = catalog.apply(name);
            if (op == null) throw DynamoDbError.unknownOperation(target);
            Operation first = made.putIfAbsent(name, op);
            if (first != null) op = first; // one instance per operation (some keep state, e.g. idempotency tokens)
        }
        return op;
    }

    ObjectNode dispatch(String target, ObjectNode request) {
        return route(target).handle(request);
    }
}
