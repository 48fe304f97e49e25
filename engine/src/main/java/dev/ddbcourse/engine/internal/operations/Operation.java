package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One operation as the router runs it, in two declared steps: {@link #validate} reads and checks the
 * request alone (shape, rules, expressions parsed and resolved; no table is looked at), then
 * {@link #execute} binds it to its table(s) and does the work. Both throw
 * {@link dev.ddbcourse.engine.internal.errors.DynamoDbError} for anything DynamoDB reports as an error.
 *
 * @param <R> the validated request
 */
public interface Operation<R> {
    R validate(ObjectNode json);

    ObjectNode execute(R request);

    /** Both steps, for callers inside the engine (PartiQL runs its statements as operations). */
    default ObjectNode handle(ObjectNode json) {
        return execute(validate(json));
    }
}
