package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;

/** The one place a {@link DynamoDbError} becomes DynamoDB's JSON error body. */
final class ErrorBodies {
    private ErrorBodies() {}

    static ObjectNode toJson(DynamoDbError error) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.put("__type", error.kind().type);
        if (!error.reasons().isEmpty()) {
            ArrayNode reasons = body.putArray("CancellationReasons");
            for (DynamoDbError.CancellationReason r : error.reasons()) {
                ObjectNode reason = reasons.addObject();
                if (r.item() != null) reason.set("Item", r.item());
                reason.put("Code", r.code());
                if (r.message() != null) reason.put("Message", r.message());
            }
        }
        if (error.getMessage() != null) body.put(error.kind().messageKey, error.getMessage());
        if (error.item() != null) body.set("Item", error.item());
        if (error.details() != null) body.setAll(error.details());
        return body;
    }
}
