package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

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

    /**
     * The body of DynamoDB's 500 for an engine bug, the JSON {@link #toJson} makes of
     * {@code DynamoDbError.internal(Messages.INTERNAL_SERVER_ERROR)}; made once, by hand rather than by Jackson,
     * so that it can be sent whatever went wrong, an OutOfMemoryError included.
     */
    static final class InternalServerError {
        private InternalServerError() {}

        private static final DynamoDbError.Kind KIND = DynamoDbError.Kind.INTERNAL_SERVER_ERROR;
        static final byte[] BODY = ("{\"__type\":\"" + KIND.type + "\",\"" + KIND.messageKey + "\":\""
                + Messages.INTERNAL_SERVER_ERROR + "\"}").getBytes(StandardCharsets.UTF_8);
        static final String BODY_CRC32 = crc32(BODY);

        private static String crc32(byte[] bytes) {
            CRC32 crc = new CRC32();
            crc.update(bytes);
            return Long.toString(crc.getValue());
        }
    }
}
