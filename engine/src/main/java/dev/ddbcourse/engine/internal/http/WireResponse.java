package dev.ddbcourse.engine.internal.http;

import java.util.Map;

/** One HTTP answer: status, headers in the order sent (Content-Length is added by the server) and body. */
record WireResponse(int status, Map<String, String> headers, byte[] body) {}
