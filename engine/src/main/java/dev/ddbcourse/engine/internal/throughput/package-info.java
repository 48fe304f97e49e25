/**
 * Throughput and throttling (off unless switched on): token buckets on the engine clock for each
 * partition (3,000 read and 1,000 write units per second, DynamoDB's per-partition limits), and for a
 * provisioned table and each of its GSIs (their ProvisionedThroughput, with up to 300 seconds of unused
 * capacity kept as burst credit). A request that would overdraw a bucket is refused with
 * ProvisionedThroughputExceededException and DynamoDB's throttling reasons.
 */
package dev.ddbcourse.engine.internal.throughput;
