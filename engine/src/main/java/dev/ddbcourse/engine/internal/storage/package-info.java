/**
 * Tables in memory: per table a map of partitions (ordered by a hash of the partition key, so scans have
 * a stable order and parallel-scan segments are hash ranges), each partition sorted by sort key, and each
 * secondary index kept the same way and updated on every write. One read-write lock per table makes
 * single-item writes atomic; transactions lock their tables in name order.
 */
package dev.ddbcourse.engine.internal.storage;
