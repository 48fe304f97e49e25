package dev.ddbcourse.kit;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything a lesson needs, as static methods: {@code import static dev.ddbcourse.kit.Kit.*;}.
 *
 * <p>SIGNATURE SKELETON: the bodies are being implemented; the signatures are the contract that
 * lessons, exercises and notebooks are written against. Change a signature only together with
 * every lesson that uses it.
 */
public final class Kit {
    private Kit() {}

    // ---- backend -------------------------------------------------------------------------

    /**
     * The course's client: one per JVM, request logger installed, backend chosen by
     * {@code DDB_BACKEND} / {@code -Dddb.backend} (embedded | docker | endpoint | aws). On first
     * call prints one line, e.g. {@code DynamoDB: embedded engine at http://127.0.0.1:PORT}
     * (not printed when COURSE_TRANSCRIPT=1).
     */
    public static DynamoDbClient client() { throw new UnsupportedOperationException("TODO"); }

    // ---- story and display ---------------------------------------------------------------

    /** Prints lesson text (markdown) in the terminal; silent when COURSE_TRANSCRIPT=1. */
    public static void say(String markdown) { throw new UnsupportedOperationException("TODO"); }

    /**
     * Prints {@code === title ===} then {@code value} as pretty JSON: items (Map of
     * AttributeValue) as plain JSON with key attributes first then the rest sorted; lists,
     * strings, numbers, maps as they are. Nested lists of scalars print on one line.
     */
    public static void show(String title, Object value) { throw new UnsupportedOperationException("TODO"); }

    /**
     * Shows items as an item collection: an HTML table grouped by partition key in Jupyter,
     * plain text elsewhere. Not part of the golden transcript unless printed as text.
     */
    public static void showTable(String title, List<Map<String, AttributeValue>> items) { throw new UnsupportedOperationException("TODO"); }

    // ---- values --------------------------------------------------------------------------

    /**
     * An item from name/value pairs, in order: {@code item("PK", "CUST#c1", "SK", "PROFILE",
     * "total", 42)}. String -> S, Number -> N, Boolean -> BOOL, null -> NULL, Map -> M, List -> L,
     * AttributeValue as is.
     */
    public static Map<String, AttributeValue> item(Object... namesAndValues) { throw new UnsupportedOperationException("TODO"); }

    /** Same as {@link #item}, named for keys: {@code key("PK", "USER#42", "SK", "USER#42")}. */
    public static Map<String, AttributeValue> key(Object... namesAndValues) { throw new UnsupportedOperationException("TODO"); }

    /** ExpressionAttributeValues: {@code values(":pk", "ORG#42", ":prefix", "MEMBER#")}. */
    public static Map<String, AttributeValue> values(Object... namesAndValues) { throw new UnsupportedOperationException("TODO"); }

    /** ExpressionAttributeNames: {@code names("#s", "status")}. */
    public static Map<String, String> names(String... pairs) { throw new UnsupportedOperationException("TODO"); }

    /** One Java value as an AttributeValue (rules of {@link #item}). */
    public static AttributeValue av(Object value) { throw new UnsupportedOperationException("TODO"); }

    /** The string (S) or number (N, as text) of an attribute, or null when absent. */
    public static String str(Map<String, AttributeValue> item, String attribute) { throw new UnsupportedOperationException("TODO"); }

    /** An attribute as plain Java: String, BigDecimal/Long, Boolean, null, Map, List, Set. */
    public static Object plain(AttributeValue value) { throw new UnsupportedOperationException("TODO"); }

    // ---- tables --------------------------------------------------------------------------

    /** A secondary index declaration for {@link #recreateTable}. */
    public record Index(String name, boolean global, String partitionKey, String sortKey) {}

    /** GSI named NAME keyed on NAMEPK / NAMESK, e.g. gsi("GSI1") -> GSI1PK, GSI1SK. */
    public static Index gsi(String name) { return new Index(name, true, name + "PK", name + "SK"); }

    /** GSI on the given string attributes (sortKey may be null). Projection ALL. */
    public static Index gsi(String name, String partitionKey, String sortKey) { return new Index(name, true, partitionKey, sortKey); }

    /** LSI: same partition key as the table (PK), another sort key. Projection ALL. */
    public static Index lsi(String name, String sortKey) { return new Index(name, false, "PK", sortKey); }

    /**
     * Deletes the table if present, creates it (PK, SK strings; on-demand), waits until active.
     * Not logged. On real AWS the name gets the course prefix.
     */
    public static void recreateTable(String table, Index... indexes) { throw new UnsupportedOperationException("TODO"); }

    /** Writes items with BatchWriteItem, 25 at a time, NOT logged: lesson set-up. */
    public static void seed(String table, List<Map<String, AttributeValue>> items) { throw new UnsupportedOperationException("TODO"); }

    /** Writes items with BatchWriteItem, 25 at a time, logged (folded runs). */
    public static void batchPut(String table, List<Map<String, AttributeValue>> items) { throw new UnsupportedOperationException("TODO"); }

    /** Runs requests without logging them (set-up steps that are not the lesson's point). */
    public static void quietly(Runnable requests) { throw new UnsupportedOperationException("TODO"); }

    // ---- exercises -----------------------------------------------------------------------

    /** A learner's answer: gets the course client, returns what the exercise asks for. */
    @FunctionalInterface
    public interface Answer {
        Object apply(DynamoDbClient ddb) throws Exception;
    }

    /**
     * Runs the exercise check of a lesson (by stem, e.g. "08-adjacency"): seeds fresh data,
     * records every request the answer makes, asserts result and access pattern. Prints a
     * pass line, or what was expected, what came back, the requests made and a hint. Never
     * throws. Returns whether it passed.
     */
    public static boolean check(String stem, Answer answer) { throw new UnsupportedOperationException("TODO"); }
}
