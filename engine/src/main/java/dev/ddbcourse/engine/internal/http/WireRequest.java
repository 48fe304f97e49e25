package dev.ddbcourse.engine.internal.http;

import java.util.function.Function;

/**
 * One HTTP request as the protocol reads it, whatever server received it.
 *
 * @param header a header's value by name (case-insensitive), or null when absent
 * @param body   the body, already decompressed
 */
record WireRequest(String method, String uri, Function<String, String> header, byte[] body) {}
