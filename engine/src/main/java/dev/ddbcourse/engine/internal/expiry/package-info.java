/**
 * Time to Live expiry: a sweep deletes the items whose TTL attribute holds a Number of epoch seconds
 * earlier than the engine clock, through the one write path (indexes updated, a REMOVE change recorded
 * with DynamoDB's service as its origin, no capacity charged). Until a sweep runs, reads still return
 * expired items, as DynamoDB's do.
 */
package dev.ddbcourse.engine.internal.expiry;
