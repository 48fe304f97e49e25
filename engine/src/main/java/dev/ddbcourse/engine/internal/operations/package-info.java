/**
 * One class per DynamoDB operation, executing an already validated request against the storage under the
 * right locks; {@link dev.ddbcourse.engine.internal.operations.Operations} lists them for the router.
 */
package dev.ddbcourse.engine.internal.operations;
