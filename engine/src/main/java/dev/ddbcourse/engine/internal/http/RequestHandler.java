package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.CRC32;

/**
 * DynamoDB's wire protocol over one HTTP exchange: checks method, content type, JSON and target,
 * runs the operation, and answers with DynamoDB's headers. Bad input gets a 4xx, never a 500.
 */
final class RequestHandler implements HttpHandler {
    private static final int MAX_REQUEST_BYTES = 16 * 1024 * 1024;
    private static final String JSON_1_0 = "application/x-amz-json-1.0";
    private static final byte[] UNKNOWN_OPERATION_XML = "<UnknownOperationException/>\n".getBytes(StandardCharsets.US_ASCII);
    private static final char[] ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();

    /** The router of the request's access key: always the same one unless each key has its own database. */
    private final Function<String, Router> routerForAccessKey;

    RequestHandler(Function<String, Router> routerForAccessKey) {
        this.routerForAccessKey = routerForAccessKey;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body = readBody(exchange.getRequestBody());
            exchange.getResponseHeaders().set("x-amzn-RequestId", requestId());
            if (body == null) {
                exchange.sendResponseHeaders(413, -1);
                return;
            }
            String contentType = mediaType(exchange.getRequestHeaders().getFirst("Content-Type"));
            boolean json = JSON_1_0.equals(contentType) || "application/json".equals(contentType);
            if (!"POST".equalsIgnoreCase(exchange.getRequestMethod()) || (body.length > 0 && !json)) {
                // What DynamoDB answers to anything that is not its JSON protocol.
                send(exchange, 404, UNKNOWN_OPERATION_XML, null);
                return;
            }
            String responseType = json && !JSON_1_0.equals(contentType) ? "application/json" : JSON_1_0;
            ObjectNode response;
            int status = 200;
            try {
                Router router = routerForAccessKey.apply(
                        AccessKeyDatabases.accessKeyOf(exchange.getRequestHeaders().getFirst("Authorization")));
                response = execute(router, exchange.getRequestHeaders().getFirst("X-Amz-Target"), body);
            } catch (DynamoDbError e) {
                status = e.status();
                response = ErrorBodies.toJson(e);
            } catch (RuntimeException | StackOverflowError e) {
                // Looked up only now: logging costs start-up time and is needed only for engine bugs.
                Logger.getLogger(RequestHandler.class.getName()).log(Level.SEVERE, "engine bug while handling a request", e);
                DynamoDbError internal = DynamoDbError.internal("Internal server error");
                status = internal.status();
                response = ErrorBodies.toJson(internal);
            }
            send(exchange, status, Json.write(response), responseType);
        }
    }

    private static ObjectNode execute(Router router, String target, byte[] body) {
        JsonNode parsed = body.length == 0 ? null : Json.parseOrNull(body);
        if (body.length > 0 && parsed == null) throw DynamoDbError.serialization(Messages.BODY_NOT_JSON);
        Operation<?> operation = router.route(target);
        if (parsed == null) throw DynamoDbError.serialization(Messages.BODY_NOT_OBJECT);
        if (parsed.isArray()) throw DynamoDbError.serialization(Messages.LIST_NOT_EXPECTED);
        if (!parsed.isObject()) throw DynamoDbError.serialization(Messages.BODY_NOT_OBJECT);
        return Router.run(operation, (ObjectNode) parsed);
    }

    private static void send(HttpExchange exchange, int status, byte[] bytes, String contentType) throws IOException {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        if (contentType != null) exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.getResponseHeaders().set("x-amz-crc32", Long.toString(crc.getValue()));
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    /** The body, or null when it exceeds DynamoDB's request size limit. */
    private static byte[] readBody(InputStream in) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        byte[] chunk = new byte[16 * 1024];
        for (int n; (n = in.read(chunk)) > 0; ) {
            if (buffer.size() + n > MAX_REQUEST_BYTES) {
                in.transferTo(OutputStream.nullOutputStream());
                return null;
            }
            buffer.write(chunk, 0, n);
        }
        return buffer.toByteArray();
    }

    private static String mediaType(String header) {
        if (header == null) return null;
        int semi = header.indexOf(';');
        return (semi < 0 ? header : header.substring(0, semi)).trim().toLowerCase();
    }

    /** DynamoDB's request ids are 52 upper-case letters and digits (not secret: a fast random will do). */
    private static String requestId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        char[] id = new char[52];
        for (int i = 0; i < id.length; i++) id[i] = ID_CHARS[random.nextInt(ID_CHARS.length)];
        return new String(id);
    }
}
