package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * ClientRequestToken idempotency: for 10 minutes a token answers a repeat of the same request from the
 * first response (without running it again; {@code replay} makes the answer of it) and refuses a different request.
 */
final class IdempotencyTokens {
    static final long WINDOW_MILLIS = 10 * 60 * 1000;

    private record Entry(JsonNode request, ObjectNode response, long expiresAt) {}

    private final Map<String, Entry> entries = new HashMap<>();
    private final Set<String> running = new HashSet<>();
    private final EngineClock clock;

    IdempotencyTokens(EngineClock clock) {
        this.clock = clock;
    }

    /**
     * Runs {@code action} once per token and request; a repeat gets {@code replay} of the first response. The same token while its first request still runs is
     * refused (TransactionInProgressException); other tokens run meanwhile (the SDK gives every
     * TransactWriteItems a token of its own, so holding a lock here would make all transactions wait in turn).
     */
    ObjectNode once(String token, ObjectNode request, Supplier<ObjectNode> action, UnaryOperator<ObjectNode> replay) {
        JsonNode comparable = withoutCapacityMode(request);
        long now = clock.millis();
        ObjectNode replayed = null;
        synchronized (this) {
            entries.values().removeIf(e -> e.expiresAt() <= now);
            Entry previous = entries.get(token);
            if (previous != null) {
                if (!previous.request().equals(comparable)) {
                    throw DynamoDbError.idempotentParameterMismatch(Messages.IDEMPOTENT_TOKEN_REUSED);
                }
                replayed = previous.response().deepCopy();
            } else if (!running.add(token)) {
                throw DynamoDbError.transactionInProgress();
            }
        }
        // A repeat is answered outside this lock: the answer may read the tables.
        if (replayed != null) return replay.apply(replayed);
        try {
            ObjectNode response = action.get();
            synchronized (this) {
                entries.put(token, new Entry(comparable, response.deepCopy(), now + WINDOW_MILLIS));
            }
            return response;
        } finally {
            synchronized (this) {
                running.remove(token);
            }
        }
    }

    /** ReturnConsumedCapacity does not make a request different. */
    private static JsonNode withoutCapacityMode(ObjectNode request) {
        ObjectNode copy = request.deepCopy();
        copy.remove("ReturnConsumedCapacity");
        return copy;
    }
}
