package dev.ddbcourse.engine.internal.streams;

import dev.ddbcourse.engine.internal.storage.KeyDef;

import java.util.ArrayList;
import java.util.List;

/**
 * One table's stream (a new one each time a stream is enabled): one shard of records, open while the
 * stream is enabled and closed when it is disabled. Records older than {@link Streams#RETENTION_MILLIS}
 * are trimmed.
 */
final class Stream {
    final String arn;
    final String label;
    final String tableName;
    final KeyDef key;
    final String viewType;
    final long createdMillis;
    final String shardId;
    final long firstSequence;
    private final List<StreamRecord> records = new ArrayList<>();
    private Long disabledMillis;
    private long lastSequence;     // of the last record, or firstSequence - 1 when none yet
    private long trimmedThrough;   // sequence numbers up to this one were trimmed

    Stream(String arn, String label, String tableName, KeyDef key, String viewType, long createdMillis, long firstSequence) {
        this.arn = arn;
        this.label = label;
        this.tableName = tableName;
        this.key = key;
        this.viewType = viewType;
        this.createdMillis = createdMillis;
        this.firstSequence = firstSequence;
        this.lastSequence = firstSequence - 1;
        this.trimmedThrough = firstSequence - 1;
        this.shardId = String.format("shardId-%020d-%08x", createdMillis, arn.hashCode());
    }

    synchronized void append(StreamRecord record) {
        records.add(record);
        lastSequence = record.sequence();
    }

    synchronized boolean enabled() { return disabledMillis == null; }

    synchronized void disable(long nowMillis) { if (disabledMillis == null) disabledMillis = nowMillis; }

    /** Gone from the API 24 hours after it was disabled. */
    synchronized boolean expired(long nowMillis) {
        return disabledMillis != null && nowMillis - disabledMillis >= Streams.RETENTION_MILLIS;
    }

    synchronized void trim(long nowMillis) {
        while (!records.isEmpty() && nowMillis - records.get(0).createdMillis() >= Streams.RETENTION_MILLIS) {
            trimmedThrough = records.remove(0).sequence();
        }
    }

    /** The first sequence number still readable (trim horizon). */
    synchronized long horizon() { return trimmedThrough + 1; }

    synchronized long lastSequence() { return lastSequence; }

    /** The shard's ending sequence number once closed (null while open or when it never held a record). */
    synchronized String endingSequence() {
        return disabledMillis == null || lastSequence < firstSequence ? null : Streams.sequenceNumber(lastSequence);
    }

    /** Up to {@code limit} records with sequence numbers from {@code from} on. */
    synchronized List<StreamRecord> read(long from, int limit) {
        List<StreamRecord> out = new ArrayList<>();
        for (StreamRecord r : records) {
            if (r.sequence() < from) continue;
            out.add(r);
            if (out.size() == limit) break;
        }
        return out;
    }
}
