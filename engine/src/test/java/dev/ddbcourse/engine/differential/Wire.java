package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Requests sent as raw HTTP, for what the SDK cannot send (a member of the wrong JSON type, a bad
 * header): the outcome is {@code {"Status", "Body", "Headers"}}, the body parsed when it is JSON.
 */
final class Wire {
    /** A syntactically complete (never verified) AWS Signature V4 header. */
    static final String AUTHORIZATION = "AWS4-HMAC-SHA256 Credential=differential/20250101/us-east-1/dynamodb/aws4_request, "
            + "SignedHeaders=host;x-amz-date;x-amz-target, Signature=0000";
    /** Response headers compared; the others (dates, ids, lengths, connection) differ by nature. */
    private static final List<String> COMPARED_HEADERS = List.of("content-type", "x-amz-crc32", "access-control-allow-origin",
            "access-control-allow-headers", "access-control-allow-methods", "access-control-max-age");
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private Wire() {}

    /** A signed-looking DynamoDB request: POST with the JSON 1.0 content type, target and Authorization. */
    static ObjectNode call(URI endpoint, String operation, String body) {
        return send(endpoint, "POST", Map.of("Content-Type", "application/x-amz-json-1.0",
                "X-Amz-Target", "DynamoDB_20120810." + operation, "Authorization", AUTHORIZATION,
                "X-Amz-Date", "20250101T000000Z"), body);
    }

    static ObjectNode send(URI endpoint, String method, Map<String, String> headers, String body) {
        return send(endpoint, "/", method, headers, body);
    }

    /** A request to {@code path} (which may carry a query string). */
    static ObjectNode send(URI endpoint, String path, String method, Map<String, String> headers, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(endpoint.resolve(path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        headers.forEach(b::header);
        ObjectNode outcome = JsonNodeFactory.instance.objectNode();
        try {
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            outcome.put("Status", r.statusCode());
            outcome.set("Body", parsed(r.body()));
            ObjectNode shown = outcome.putObject("Headers");
            for (String name : COMPARED_HEADERS) r.headers().firstValue(name).ifPresent(v -> shown.put(name, v));
        } catch (java.io.IOException e) {
            outcome.put("Status", "no answer: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return outcome;
    }

    private static JsonNode parsed(String body) {
        try {
            return body.isEmpty() ? JsonNodeFactory.instance.textNode("") : Json.MAPPER.readTree(body);
        } catch (Exception notJson) {
            return JsonNodeFactory.instance.textNode(body);
        }
    }

    /** The engine's strict mapper is not visible here; a plain one reads both servers' bodies alike. */
    private static final class Json {
        static final com.fasterxml.jackson.databind.ObjectMapper MAPPER = new com.fasterxml.jackson.databind.ObjectMapper();
    }
}
