/**
 * DynamoDB's wire protocol: the HTTP server ({@link dev.ddbcourse.engine.internal.http.HttpFrontEnd} on
 * Netty's HTTP/1.1 codec),
 * request checks and routing by {@code X-Amz-Target} ({@link dev.ddbcourse.engine.internal.http.Router}),
 * response headers (CRC32, request id), and the one place an error becomes DynamoDB's JSON
 * ({@code ErrorBodies}). Bad input gets a 4xx; a 500 means an engine bug.
 */
package dev.ddbcourse.engine.internal.http;
