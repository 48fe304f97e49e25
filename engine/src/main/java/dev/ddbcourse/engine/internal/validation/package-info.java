/**
 * The validate step: one class per operation turning a request's JSON into a typed request, as DynamoDB checks
 * it: member shapes (SerializationException), declared constraints (reported together), then the operation's
 * rules. It looks at the request alone; checks against a table's definition are the bind step
 * ({@code internal.binding}). Shared pieces: {@code RequestReader},
 * {@link dev.ddbcourse.engine.internal.validation.ExpressionInput} (the bridge to the expression language) and
 * {@code LegacyParameters} (pre-expression parameters rewritten as expressions).
 */
package dev.ddbcourse.engine.internal.validation;
