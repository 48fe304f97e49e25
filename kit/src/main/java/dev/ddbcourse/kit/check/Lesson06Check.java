package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;

import dev.ddbcourse.kit.tables.Tables;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Lesson 06's exercise: "the texts of the latest 2 messages of room general, newest first",
 * from rooms whose messages have ISO-8601 sort keys and were written out of order. The pattern:
 * one Query on the base table, {@code PK = 'ROOM#general'}, {@code ScanIndexForward(false)},
 * {@code Limit(2)}. It catches: the whole room read and the last two kept in Java (with or
 * without sorting), a Scan, sorting in Java.
 *
 * <p>The answer: {@code check("06-sortable-ids", ddb -> latestMessages(ddb, "general", 2))} where
 * {@code static List<String> latestMessages(DynamoDbClient ddb, String room, int n)} reads table
 * {@code x06-sortable-ids}.
 */
public final class Lesson06Check extends KeyConditionCheck {
    private static final int LATEST = 2;
    private static final Instant BASE = Instant.parse("2026-10-01T00:00:00Z");
    private static final DateTimeFormatter TEXT =
            DateTimeFormatter.ofPattern("MMM d, HH:mm", Locale.ENGLISH).withZone(ZoneOffset.UTC);

    private record Message(String room, int hour, String suffix) {
        /** ISO-8601 UTC with a fixed format, then a suffix that keeps keys unique. */
        String sortKey() {
            return "MSG#" + BASE.plusSeconds(hour * 3600L) + "#" + suffix;
        }

        /** e.g. "Oct 4, 03:00": readable, and unique within a room. */
        String text() {
            return TEXT.format(BASE.plusSeconds(hour * 3600L));
        }
    }

    /** Written out of order; room random has newer messages than any in general. */
    private static final List<Message> MESSAGES = List.of(
            new Message("general", 30, "a41f0c"),
            new Message("general", 2, "0b7d12"),
            new Message("general", 71, "9e3c55"),
            new Message("general", 12, "f0021a"),
            new Message("general", 75, "13ab9e"),
            new Message("general", 49, "c7d810"),
            new Message("general", 5, "5d6e01"),
            new Message("general", 66, "e2f4a7"),
            new Message("random", 90, "77c0de"),
            new Message("random", 80, "1a2b3c"));

    public Lesson06Check() {
        super("read newest first and let DynamoDB stop with Limit(n)", true);
    }

    @Override
    public String stem() {
        return "06-sortable-ids";
    }

    @Override
    public String task() {
        return "the texts of the latest 2 messages of room general, newest first, reading only those 2";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        Tables.seed(ddb, table(), MESSAGES.stream()
                .map(m -> item("PK", "ROOM#" + m.room(), "SK", m.sortKey(), "text", m.text()))
                .toList());
    }

    /** Room general's messages by sort key, descending, the first two. */
    @Override
    protected Object expected() {
        return MESSAGES.stream()
                .filter(m -> m.room().equals("general"))
                .sorted(Comparator.comparing(Message::sortKey).reversed())
                .limit(LATEST)
                .map(Message::text)
                .toList();
    }
}
