/**
 * One class per DynamoDB operation, each an {@link dev.ddbcourse.engine.internal.operations.Operation}: a
 * validate step (the operation's class in {@code internal.validation}) and an execute step against the
 * storage under the right locks, run in that order by the router.
 * {@link dev.ddbcourse.engine.internal.operations.Operations} lists them once, by name.
 */
package dev.ddbcourse.engine.internal.operations;
