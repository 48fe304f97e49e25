package dev.ddbcourse.engine.internal.streams;

import dev.ddbcourse.engine.EngineClock;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.StreamSettings;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableNames;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;
import dev.ddbcourse.engine.internal.writes.ItemWriter;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The streams of one database: which stream each table writes to, and every stream still readable.
 * Told of each item change by the write path (under the table's write lock, so a stream's records are in
 * the order of the writes), it appends a record with the next sequence number.
 */
public final class Streams implements ItemWriter.ChangeListener {
    /** "Stream records are kept for 24 hours" (Developer Guide, DynamoDB Streams). */
    static final long RETENTION_MILLIS = 24L * 60 * 60 * 1000;
    /** Made on the first stream, not at start: a formatter loads java.time's formatting and the JDK's lambda machinery. */
    private static final class Label {
        static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS").withZone(ZoneOffset.UTC);
    }

    private final EngineClock clock;
    private final List<Stream> all = new ArrayList<>();            // in creation order
    private final Map<Table, Stream> current = new java.util.IdentityHashMap<>();
    private long sequence;

    public Streams(EngineClock clock) {
        this.clock = clock;
    }

    /**
     * A sequence number as the API shows it: 21 decimal digits (its minimum length), "100" then the counter,
     * so they also sort as text.
     */
    static String sequenceNumber(long sequence) { return "100" + String.format("%018d", sequence); }

    /** The counter of a sequence number, or -1 when it is not one of this engine's. */
    static long parseSequenceNumber(String text) {
        if (text == null || text.length() != 21 || !text.startsWith("100") || !text.chars().allMatch(Character::isDigit)) return -1;
        return Long.parseLong(text.substring(3));
    }

    /** A stream ARN's form; its table name (group 1) is a plain table name, {@link TableNames#isName}. */
    private static final java.util.regex.Pattern STREAM_ARN =
            java.util.regex.Pattern.compile("arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\\d{12}:table/([^/]+)/stream/[^/]+");

    /** Whether the text has a stream ARN's form: AWS refuses other texts with ValidationException, unknown ones with ResourceNotFoundException. */
    static boolean isStreamArn(String text) {
        java.util.regex.Matcher m = STREAM_ARN.matcher(text);
        return m.matches() && TableNames.isName(m.group(1));
    }

    EngineClock clock() { return clock; }

    /** Starts a new stream for the table (callers checked none is enabled) and shows it in DescribeTable. */
    public synchronized void enable(Table table, String viewType) {
        long now = clock.millis();
        String label = Label.FORMAT.format(Instant.ofEpochMilli(now));
        String arn = table.def().arn() + "/stream/" + label;
        Stream stream = new Stream(arn, label, table.name(), table.def().key(), viewType, now, sequence + 1);
        all.add(stream);
        current.put(table, stream);
        table.stream(new StreamSettings(true, viewType, arn, label));
    }

    /** Closes the table's stream (it stays readable for 24 hours); DescribeTable keeps its ARN and label. */
    public synchronized void disable(Table table) {
        Stream stream = current.remove(table);
        if (stream == null) return;
        stream.disable(clock.millis());
        table.stream(new StreamSettings(false, null, stream.arn, stream.label));
    }

    @Override
    public void changed(Table table, WriteOutcome outcome, ItemWriter.Origin origin) {
        Stream stream;
        long seq;
        synchronized (this) {
            stream = current.get(table);
            if (stream == null) return;
            seq = ++sequence;
            StoredItem before = outcome.before(), after = outcome.after();
            Map<String, AttributeValue> keys = table.def().key().extract((after != null ? after : before).attributes());
            String event = before == null ? "INSERT" : after == null ? "REMOVE" : "MODIFY";
            long now = clock.millis();
            stream.trim(now);
            stream.append(new StreamRecord(seq, now, event, keys, before == null ? null : before.attributes(),
                    after == null ? null : after.attributes(), origin == ItemWriter.Origin.TTL));
        }
    }

    /** The readable streams (of one table when {@code tableName} is not null), oldest first. */
    synchronized List<Stream> list(String tableName) {
        long now = clock.millis();
        all.removeIf(s -> s.expired(now));
        List<Stream> out = new ArrayList<>();
        for (Stream s : all) if (tableName == null || s.tableName.equals(tableName)) out.add(s);
        return out;
    }

    /** The stream with this ARN, or null when there is none (or it expired). */
    synchronized Stream byArn(String arn) {
        for (Stream s : list(null)) if (s.arn.equals(arn)) { s.trim(clock.millis()); return s; }
        return null;
    }

    /** The next sequence number to be given (LATEST iterators start there). */
    synchronized long next() { return sequence + 1; }
}
