package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;

import java.util.Map;

/** Routes {@code X-Amz-Target: DynamoDB_20120810.<Operation>} to the operation's handler. */
public final class Router {
    static final String TARGET_PREFIX = "DynamoDB_20120810.";

    private final Map<String, Operation> operations;

    public Router(Map<String, Operation> operations) {
        this.operations = Map.copyOf(operations);
    }

    /** The handler for a target header, or UnknownOperationException. */
    Operation route(String target) {
        if (target == null || !target.startsWith(TARGET_PREFIX)) throw DynamoDbError.unknownOperation();
        Operation op = operations.get(target.substring(TARGET_PREFIX.length()));
        if (op == null) throw DynamoDbError.unknownOperation();
        return op;
    }

    ObjectNode dispatch(String target, ObjectNode request) {
        return route(target).handle(request);
    }
}
