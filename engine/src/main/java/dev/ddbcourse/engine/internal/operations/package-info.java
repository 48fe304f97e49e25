/**
 * One class per DynamoDB operation, each an {@link dev.ddbcourse.engine.internal.operations.Operation}: a
 * validate step (the operation's class in {@code internal.validation}) and an execute step, run in that
 * order by the router. Execution begins with the bind step under the table's lock
 * ({@code internal.binding.Binding}: the request against the table's definition), then does the work: for
 * an operation on one table's items {@link dev.ddbcourse.engine.internal.operations.TableOperation} fixes
 * that order and the operation declares {@code bind} and {@code run}; the batch and transaction operations
 * call the same checks on each table's part under that table's lock.
 * {@link dev.ddbcourse.engine.internal.operations.Operations} lists the names once;
 * {@link dev.ddbcourse.engine.internal.operations.Catalog} is every service's catalog (DynamoDB, Streams, control).
 */
package dev.ddbcourse.engine.internal.operations;
