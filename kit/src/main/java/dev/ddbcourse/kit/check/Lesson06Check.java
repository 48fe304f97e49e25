package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.tables.Tables;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Lesson 06's exercise: "scrolling back in a chat: the texts of the 3 messages of room general
 * sent just before 3 October 12:00, newest first", from rooms whose messages have ISO-8601 sort
 * keys (the lesson's format) and were written out of order. The pattern: one Query on the base
 * table, {@code PK = 'ROOM#general' AND SK < 'MSG#2026-10-03T12:00:00.000+00:00'},
 * {@code ScanIndexForward(false)}, {@code Limit(3)}. It catches: the whole room (or everything
 * before the instant) read and cut in Java, the instant compared in Java or in a
 * FilterExpression, reading forwards and reversing, a Scan.
 *
 * <p>The answer: {@code check("06-sortable-ids", ddb -> messagesBefore(ddb, "general",
 * "2026-10-03T12:00:00.000+00:00", 3))} where {@code static List<String>
 * messagesBefore(DynamoDbClient ddb, String room, String before, int n)} reads table
 * {@code x06-sortable-ids}.
 */
public final class Lesson06Check extends KeyConditionCheck {
    private static final int N = 3;
    private static final Instant BASE = Instant.parse("2026-10-01T00:00:00Z");
    /** The lesson's key format: one format, always UTC. */
    static final DateTimeFormatter ISO =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSxxx").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter TEXT =
            DateTimeFormatter.ofPattern("MMM d, HH:mm", Locale.ENGLISH).withZone(ZoneOffset.UTC);
    /** 3 October, 12:00 UTC: hour 60 after BASE. */
    static final String BEFORE = ISO.format(BASE.plusSeconds(60 * 3600L));

    private record Message(String room, int hour, String suffix) {
        Instant sentAt() {
            return BASE.plusSeconds(hour * 3600L);
        }

        /** ISO-8601 UTC in the lesson's format, then a suffix that keeps keys unique. */
        String sortKey() {
            return "MSG#" + ISO.format(sentAt()) + "#" + suffix;
        }

        /** e.g. "Oct 4, 03:00": readable, and unique within a room. */
        String text() {
            return TEXT.format(sentAt());
        }
    }

    /** Written out of order; five of general's messages are older than BEFORE, room random has some too. */
    private static final List<Message> MESSAGES = List.of(
            new Message("general", 30, "a41f0c"),
            new Message("general", 2, "0b7d12"),
            new Message("general", 71, "9e3c55"),
            new Message("general", 12, "f0021a"),
            new Message("general", 75, "13ab9e"),
            new Message("general", 49, "c7d810"),
            new Message("general", 5, "5d6e01"),
            new Message("general", 66, "e2f4a7"),
            new Message("random", 55, "77c0de"),
            new Message("random", 40, "1a2b3c"));

    public Lesson06Check() {
        super("put the instant in the key condition (SK < 'MSG#' + before), read newest first and let DynamoDB"
                + " stop with Limit(n)", true);
    }

    @Override
    public String stem() {
        return "06-sortable-ids";
    }

    @Override
    public String task() {
        return "the texts of the " + N + " messages of room general sent just before " + BEFORE
                + ", newest first, reading only those " + N;
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        Tables.seed(ddb, table(), MESSAGES.stream()
                .map(m -> item("PK", "ROOM#" + m.room(), "SK", m.sortKey(), "text", m.text(),
                        "sentAt", ISO.format(m.sentAt())))
                .toList());
    }

    /** Room general's messages with a sort key below MSG#BEFORE, by sort key descending, the first N. */
    @Override
    protected Object expected() {
        return MESSAGES.stream()
                .filter(m -> m.room().equals("general") && m.sortKey().compareTo("MSG#" + BEFORE) < 0)
                .sorted(Comparator.comparing(Message::sortKey).reversed())
                .limit(N)
                .map(Message::text)
                .toList();
    }
}
