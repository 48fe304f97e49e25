/**
 * PartiQL for DynamoDB: ExecuteStatement, BatchExecuteStatement and ExecuteTransaction. A statement is
 * lexed and parsed ({@link dev.ddbcourse.engine.internal.partiql.Parser}), then translated into the
 * request of the equivalent operation (Query, Scan, GetItem, PutItem, UpdateItem, DeleteItem, or the
 * transaction operations), which runs it: validation, the write path and capacity are theirs.
 */
package dev.ddbcourse.engine.internal.partiql;
