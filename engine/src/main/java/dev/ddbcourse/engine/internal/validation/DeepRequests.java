package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.function.Supplier;

/**
 * Requests nested past JSON depth 128 (a value of about 62 levels or more), which DynamoDB reads differently: the
 * single-item operations answer in the older bare form (no "1 validation error detected: " envelope), and
 * TransactWriteItems reports a value past the nesting limit only when nothing else in the request is wrong.
 * Source: paritysuite/dynamodb-conformance tests/tier3/validation-ordering/deepRequests.test.ts (against AWS;
 * 40 levels answer as any request, 63 and 100 this way).
 */
public final class DeepRequests {
    private DeepRequests() {}

    static final int MAX_JSON_DEPTH = 128;

    /** Whether objects and arrays nest more than 128 deep in {@code json} (the request itself is depth 1). */
    public static boolean isDeep(JsonNode json) {
        Deque<JsonNode> nodes = new ArrayDeque<>();
        Deque<Integer> depths = new ArrayDeque<>();
        nodes.push(json);
        depths.push(1);
        while (!nodes.isEmpty()) {
            JsonNode node = nodes.pop();
            int depth = depths.pop();
            if (!node.isContainerNode()) continue;
            if (depth > MAX_JSON_DEPTH) return true;
            for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
                nodes.push(it.next());
                depths.push(depth + 1);
            }
        }
        return false;
    }

    /**
     * Runs {@code step}; when a deep request fails on the nesting limit, runs it again without that limit so that
     * any other fault is reported first, and the nesting error only when there is none.
     */
    public static <R> R nestingLast(JsonNode json, Supplier<R> step) {
        try {
            return step.get();
        } catch (DynamoDbError e) {
            if (!AttributeValueJson.NESTING_TOO_DEEP.equals(e.getMessage()) || !isDeep(json)) throw e;
            AttributeValueJson.withoutNestingLimit(step);
            throw e;
        }
    }
}
