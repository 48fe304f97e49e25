/**
 * DynamoDB Streams: {@link dev.ddbcourse.engine.internal.streams.Streams} listens to the one write path
 * and appends a record for every item change of a table whose stream is enabled, in write order, with
 * strictly increasing sequence numbers; the Streams API (target prefix {@code DynamoDBStreams_20120810.}:
 * ListStreams, DescribeStream, GetShardIterator, GetRecords) reads them. Each stream has one shard; records
 * are kept 24 hours on the engine clock.
 */
package dev.ddbcourse.engine.internal.streams;
