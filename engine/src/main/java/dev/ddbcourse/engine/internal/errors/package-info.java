/**
 * The engine's single error type, {@link dev.ddbcourse.engine.internal.errors.DynamoDbError} (one factory
 * per DynamoDB error kind), and {@link dev.ddbcourse.engine.internal.errors.Messages}, the message texts.
 *
 * <p>The convention: every text an error carries is written in {@code Messages}, a constant for a fixed text
 * and a method for one with parts, grouped by area; a throw site names it and holds no literal
 * ({@code MessagesConventionTest} fails on one). The one exception is the expression language's diagnostics
 * (what follows "Invalid ConditionExpression: "), which {@code expressions.Resolver} and the lexers and
 * parsers build where they find the fault, from its parts (operator, operand, token) and grouped by the
 * order DynamoDB reports them in: split from its check, such a text would be harder to read, not easier.
 */
package dev.ddbcourse.engine.internal.errors;
