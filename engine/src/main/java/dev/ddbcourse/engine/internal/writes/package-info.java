/**
 * The one write path (Alternator's read-modify-write idea): every item write of every operation
 * (PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems, PartiQL through them, TTL
 * deletions) is a {@link dev.ddbcourse.engine.internal.writes.WriteAction} whose {@code apply(existing
 * item)} gives the new item, committed by {@link dev.ddbcourse.engine.internal.writes.ItemWriter}: the one
 * place where the write is planned, charged ({@link dev.ddbcourse.engine.internal.capacity.WriteCost}),
 * admitted, applied to the table and its indexes, and recorded as a change.
 */
package dev.ddbcourse.engine.internal.writes;
