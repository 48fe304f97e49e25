package dev.ddbcourse.engine;

import java.util.Map;

/** One HTTP answer: status, headers in the order sent (the HTTP server adds Content-Length) and body. */
public record WireResponse(int status, Map<String, String> headers, byte[] body) {}
