package dev.ddbcourse.engine.internal.operations;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The router's catalog of one service (DynamoDB, Streams, the engine's control actions): the operation of a
 * name, made on first use and kept (some keep state, e.g. idempotency tokens), null for a name the service
 * does not have. A subclass says how to make one. A class, not a lambda: no invokedynamic bootstrap on the
 * start path.
 */
public abstract class Catalog implements Function<String, Operation<?>> {
    private final Map<String, Operation<?>> made = new ConcurrentHashMap<>();

    /** The operation of {@code name}, new, or null when there is none. */
    protected abstract Operation<?> make(String name);

    @Override
    public final Operation<?> apply(String name) {
        Operation<?> op = made.get(name);
        if (op != null) return op;
        op = make(name);
        if (op == null) return null;
        Operation<?> first = made.putIfAbsent(name, op);
        return first != null ? first : op;
    }
}
