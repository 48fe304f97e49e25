package dev.ddbcourse.engine.internal.streams;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * What a shard iterator string carries: the stream, the shard, the next sequence number to read, and when
 * it was made ("a shard iterator expires 15 minutes after it is returned", API reference, GetShardIterator).
 */
record ShardIterator(String streamArn, String shardId, long next, long issuedMillis) {
    static final long LIFETIME_MILLIS = 15 * 60 * 1000;

    String encode() {
        String text = streamArn + "\n" + shardId + "\n" + next + "\n" + issuedMillis;
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    static ShardIterator decode(String text) {
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8).split("\n");
            if (parts.length != 4) throw DynamoDbError.validation(Messages.INVALID_ITERATOR);
            return new ShardIterator(parts[0], parts[1], Long.parseLong(parts[2]), Long.parseLong(parts[3]));
        } catch (IllegalArgumentException e) {
            throw DynamoDbError.validation(Messages.INVALID_ITERATOR);
        }
    }
}
