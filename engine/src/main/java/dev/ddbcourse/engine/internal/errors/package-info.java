/**
 * The engine's single error type, {@link dev.ddbcourse.engine.internal.errors.DynamoDbError} (one factory
 * per DynamoDB error kind), and {@link dev.ddbcourse.engine.internal.errors.Messages}, every message text in
 * one place so that differential tests can correct them easily.
 */
package dev.ddbcourse.engine.internal.errors;
