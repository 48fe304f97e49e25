package dev.ddbcourse.engine;

import java.util.function.Function;

/**
 * One HTTP request as the engine's protocol reads it, whatever carried it: the HTTP server, or a
 * client in the same JVM calling {@link EmbeddedDynamoDb#answer(WireRequest)}.
 *
 * @param uri    the request target, e.g. {@code /} or {@code /?X-Amz-Credential=...}
 * @param header a header's value by name (case-insensitive), or null when absent
 * @param body   the body, already decompressed
 */
public record WireRequest(String method, String uri, Function<String, String> header, byte[] body) {}
