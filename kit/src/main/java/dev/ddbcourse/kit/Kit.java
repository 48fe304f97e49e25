package dev.ddbcourse.kit;

import dev.ddbcourse.kit.backend.CourseClient;
import dev.ddbcourse.kit.check.Answer;
import dev.ddbcourse.kit.backend.LessonSwitches;
import dev.ddbcourse.kit.check.CheckRunner;
import dev.ddbcourse.kit.check.Hints;
import dev.ddbcourse.kit.check.LearnerCell;
import dev.ddbcourse.kit.check.NotYetImplemented;
import dev.ddbcourse.kit.config.Settings;
import dev.ddbcourse.kit.display.Chart;
import dev.ddbcourse.kit.display.JsonLayout;
import dev.ddbcourse.kit.display.JsonTree;
import dev.ddbcourse.kit.display.JupyterDisplay;
import dev.ddbcourse.kit.display.JupyterTables;
import dev.ddbcourse.kit.display.TerminalText;
import dev.ddbcourse.kit.log.RequestLog;
import dev.ddbcourse.kit.tables.Index;
import dev.ddbcourse.kit.tables.TableSnapshot;
import dev.ddbcourse.kit.tables.Tables;
import dev.ddbcourse.kit.values.Attributes;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything a lesson needs, as static methods: {@code import static dev.ddbcourse.kit.Kit.*;}.
 *
 * <p>The signatures are the contract that lessons, exercises and notebooks are written
 * against: change one only together with every lesson that uses it. The work is done in the
 * sub-packages: {@code backend} (which DynamoDB), {@code log} (the request log), {@code display}
 * (show, say, showTable), {@code values}, {@code tables}, {@code check} (exercise checks),
 * {@code course} (course.json). The facade only points down: nothing in those packages uses it.
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
    public static DynamoDbClient client() { return CourseClient.shared(); }

    // ---- story and display ---------------------------------------------------------------

    /** Prints lesson text (markdown) in the terminal; silent when COURSE_TRANSCRIPT=1. */
    public static void say(String markdown) {
        if (Settings.transcriptMode()) return;
        RequestLog.print(TerminalText.render(markdown) + "\n\n");
    }

    /**
     * Prints {@code === title ===}, then {@code value} as pretty JSON (two-space indent), then a
     * blank line. Items (Map of AttributeValue) and M attributes as plain JSON with PK, SK first
     * and the rest sorted; numbers as JSON numbers; lists of scalars inside a list or map on one
     * line. Maps without an order of their own (HashMap, Map.of) are sorted; LinkedHashMap and
     * TreeMap keep theirs; records print their components in order.
     */
    public static void show(String title, Object value) {
        RequestLog.print("=== " + title + " ===\n" + JsonLayout.render(JsonTree.of(value)) + "\n\n");
    }

    /**
     * Shows items as item collections: grouped by partition key (PK), the sort key (SK) next,
     * then the other attributes. An HTML table inside Jupyter, aligned text (headed
     * {@code === title ===}) elsewhere; the text is the HTML's plain alternative too, so a
     * notebook's transcript reads like the script's. Drawn by {@code display.JupyterTables}.
     */
    public static void showTable(String title, List<Map<String, AttributeValue>> items) {
        JupyterTables.showTable(title, items);
    }

    /**
     * Shows an index beside its base table: the same items through the table's keys and through
     * the index's, so the learner sees what the index re-keys and what it leaves out.
     *
     * @param indexSortKey null for an index without a sort key
     */
    public static void showIndex(String title, List<Map<String, AttributeValue>> tableItems, String indexName,
                                 String indexPartitionKey, String indexSortKey, List<Map<String, AttributeValue>> indexItems) {
        JupyterTables.showIndex(title, tableItems, indexName, indexPartitionKey, indexSortKey, indexItems);
    }

    /**
     * Shows a whole table as item collections (see {@link #showTable(String, List)}), titled with
     * its name. The items are read with unlogged Scans: the request log shows the lesson's
     * requests only.
     */
    public static void showTable(String table) {
        var snapshot = TableSnapshot.read(client(), table, null);
        showTable(table, snapshot.items());
    }

    /**
     * Shows a table beside one of its indexes, both read with unlogged Scans (see
     * {@link #showIndex(String, List, String, String, String, List)}).
     */
    public static void showIndex(String table, String indexName) {
        showIndex(table, indexName, Integer.MAX_VALUE);
    }

    /** The same, showing only the table's first {@code tableRows} items (a big table beside a small index). */
    public static void showIndex(String table, String indexName, int tableRows) {
        var base = TableSnapshot.read(client(), table, null);
        var index = TableSnapshot.read(client(), table, indexName);
        var rows = base.items().subList(0, Math.min(tableRows, base.items().size()));
        JupyterTables.showIndex(table + " and its index " + indexName, rows, base.items().size(), indexName,
                index.partitionKey(), index.sortKey(), index.items());
    }

    /**
     * A line chart (numbers on the x axis: table size, seconds, ...). Give it both axes with
     * their units and a series per line, then {@link #chart(Chart)} it:
     * {@code chart(lineChart("Read cost as the table grows", "What to notice.").x("projects",
     * "items").y("read cost", "read request units").series("Query + filter", costs))}.
     */
    public static Chart lineChart(String title, String caption) { return Chart.line(title, caption); }

    /** A bar chart (categories on the x axis, unit optional there; one bar per category and series). */
    public static Chart barChart(String title, String caption) { return Chart.bar(title, caption); }

    /**
     * Shows a chart: in Jupyter a Vega-Lite v5 chart (JupyterLab draws it, no plotting library
     * in the kernel) with the text chart as its text/plain; elsewhere the text chart, labelled,
     * in plain ASCII. Golden transcripts compare the text.
     */
    public static void chart(Chart chart) {
        if (!JupyterDisplay.show(chart.displayData())) RequestLog.print(chart.text());
    }

    // ---- values --------------------------------------------------------------------------

    /**
     * An item from name/value pairs, in order: {@code item("PK", "CUST#c1", "SK", "PROFILE",
     * "total", 42)}. String -> S, Number -> N, Boolean -> BOOL, null -> NULL, Map -> M, List -> L,
     * AttributeValue as is.
     */
    public static Map<String, AttributeValue> item(Object... namesAndValues) { return Attributes.item(namesAndValues); }

    /** Same as {@link #item}, named for keys: {@code key("PK", "USER#42", "SK", "USER#42")}. */
    public static Map<String, AttributeValue> key(Object... namesAndValues) { return Attributes.key(namesAndValues); }

    /** ExpressionAttributeValues: {@code values(":pk", "ORG#42", ":prefix", "MEMBER#")}. */
    public static Map<String, AttributeValue> values(Object... namesAndValues) { return Attributes.values(namesAndValues); }

    /** ExpressionAttributeNames: {@code names("#s", "status")}. */
    public static Map<String, String> names(String... pairs) { return Attributes.names(pairs); }

    /** One Java value as an AttributeValue (rules of {@link #item}). */
    public static AttributeValue av(Object value) { return Attributes.av(value); }

    /** The string (S) or number (N, as text) of an attribute, or null when absent. */
    public static String str(Map<String, AttributeValue> item, String attribute) { return Attributes.str(item, attribute); }

    /** An attribute as plain Java: String, BigDecimal/Long, Boolean, null, Map, List, Set. */
    public static Object plain(AttributeValue value) { return Attributes.plain(value); }

    // ---- tables --------------------------------------------------------------------------

    /** GSI named NAME keyed on NAMEPK / NAMESK, e.g. gsi("GSI1") -> GSI1PK, GSI1SK. */
    public static Index gsi(String name) { return Index.gsi(name); }

    /** GSI on the given string attributes (sortKey may be null). Projection ALL, unless {@code .keysOnly()} or {@code .including(...)}. */
    public static Index gsi(String name, String partitionKey, String sortKey) { return Index.gsi(name, partitionKey, sortKey); }

    /** LSI: same partition key as the table (PK), another sort key. Projection ALL. */
    public static Index lsi(String name, String sortKey) { return Index.lsi(name, sortKey); }

    /**
     * Deletes the table if present, creates it (PK, SK strings; on-demand), waits until active.
     * Not logged. On real AWS the name gets the course prefix.
     */
    public static void recreateTable(String table, Index... indexes) { Tables.recreate(client(), table, indexes); }

    /** Writes items with BatchWriteItem, 25 at a time, NOT logged: lesson set-up. */
    public static void seed(String table, List<Map<String, AttributeValue>> items) { Tables.seed(client(), table, items); }

    /** Writes items with BatchWriteItem, 25 at a time, logged (folded runs). */
    public static void batchPut(String table, List<Map<String, AttributeValue>> items) { Tables.batchPut(client(), table, items); }

    /** Runs requests without logging them (set-up steps that are not the lesson's point). */
    public static void quietly(Runnable requests) { RequestLog.quietly(requests); }

    /**
     * A reader of the table's stream: each {@code read()} prints {@code >>> GetRecords TABLE} and one line per
     * record written since the last read, and returns the records. Close it when done.
     */
    public static dev.ddbcourse.kit.log.StreamReader streamReader(String table) {
        return new dev.ddbcourse.kit.log.StreamReader(client(), table);
    }

    // ---- the engine's clock and TTL sweep ------------------------------------------------------

    /**
     * Moves the course engine's clock forward (embedded: directly; endpoint: by its control request).
     * Returns false, changing nothing and printing what the learner sees there instead, where the backend
     * has no such clock (DynamoDB Local, AWS), so the lesson can skip that step.
     */
    public static boolean advanceClock(java.time.Duration by) { return LessonSwitches.advanceClock(by); }

    /**
     * Stops the course engine's clock: from now on only {@link #advanceClock} moves it, so a replay of
     * requests throttles and lags the same way on every run, however fast the machine sends them.
     * False, with a line saying what happens there instead, where the backend has no such clock.
     */
    public static boolean stopClock() { return LessonSwitches.clockStopped(true); }

    /** Lets the stopped engine clock run on from the time it shows. False where the backend has no such clock. */
    public static boolean runClock() { return LessonSwitches.clockStopped(false); }

    /**
     * Replays traffic second by second on the stopped clock ({@link #stopClock}): for each second from 0 to
     * {@code seconds - 1}, {@code oneSecond} sends that second's requests and returns how many were throttled,
     * then the clock moves on a second. Returns the throttled counts, by second (a chart's series).
     */
    public static Map<Integer, Integer> replaySeconds(int seconds, IntUnaryOperator oneSecond) {
        return LessonSwitches.replaySeconds(seconds, oneSecond);
    }

    /**
     * {@code request.overrideConfiguration(sendOnce())}: the request goes once, without the SDK's own
     * retries, so a throttled request is counted instead of retried (on a stopped clock a retry cannot
     * succeed; on AWS the SDK's retries with backoff are what an application wants).
     */
    public static software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration sendOnce() {
        return dev.ddbcourse.kit.backend.SendOnce.configuration();
    }

    /**
     * Deletes the items whose TTL has passed on the engine clock, now (DynamoDB does it in the background,
     * within days). False, with a line saying what happens there instead, where the backend cannot be told to.
     */
    public static boolean sweepExpiredItems() { return LessonSwitches.sweepExpiredItems(); }

    /**
     * The time on the backend's clock: the course engine's, which {@link #advanceClock} moves; on DynamoDB Local
     * and AWS this computer's. TTL values are epoch seconds of it ({@code clockNow().getEpochSecond() + 60}).
     */
    public static java.time.Instant clockNow() { return CourseClient.sharedControl().now(); }

    /**
     * Two of a table's CloudWatch figures since it was created, from the course engine: the write units its writes
     * consumed ({@code ConsumedWriteCapacityUnits}) and the items TTL deleted ({@code TimeToLiveDeletedItemCount}).
     * Null on DynamoDB Local and AWS (there: CloudWatch's metrics of the table).
     */
    public static Map<String, Object> tableMetrics(String table) { return LessonSwitches.tableMetrics(table); }

    /**
     * Adds a cost line to every logged request from now on ({@code cost:       scanned 5 items,
     * 0.5 read request units}, or RCU/WCU on a provisioned table); the same as running with
     * COURSE_SHOW_COST=1.
     */
    public static void showCost(boolean on) { RequestLog.showCost(on); }

    // ---- exercises -----------------------------------------------------------------------

    /**
     * Switches the course engine's throttling on or off (off by default). False, with a line saying what
     * happens on that backend instead, where it cannot be switched (DynamoDB Local, AWS).
     */
    public static boolean throttling(boolean on) { return LessonSwitches.throttling(on); }

    /** Makes every GSI show base-table writes only this long after they were made. False where unavailable. */
    public static boolean gsiLag(Duration lag) { return LessonSwitches.gsiLag(lag); }

    /** How long new, changed and deleted tables stay CREATING, UPDATING and DELETING. False where unavailable. */
    public static boolean tableStates(Duration creating, Duration updating, Duration deleting) {
        return LessonSwitches.tableStates(creating, updating, deleting);
    }

    /**
     * Lowers (or restores) the size an item collection of a table with local secondary indexes may reach,
     * DynamoDB's 10 GB by default, so a lesson can meet the limit with a few items. False where unavailable.
     */
    public static boolean itemCollectionLimit(long bytes) { return LessonSwitches.itemCollectionLimit(bytes); }

    /**
     * Runs the exercise check of a lesson (by stem, e.g. "08-adjacency"): seeds fresh data,
     * records every request the answer makes, asserts result and access pattern. Prints a
     * pass line, or what was expected, what came back, the requests made and a hint. Never
     * throws. Returns whether it passed.
     */
    public static boolean check(String stem, Answer answer) { return CheckRunner.run(stem, answer, client()); }

    /**
     * Shows the next hint of an exercise ({@code hint("08")}), counted with {@code ./course hint
     * 08} in the checkout's progress file: one more each time.
     */
    public static void hint(String lesson) { RequestLog.print(Hints.next(lesson) + "\n"); }

    /**
     * The first statement of a notebook's exercise cell: the cell is being run. With
     * {@link #exerciseCellCompiled} as its last statement, the check can tell that the cell's
     * latest run did not compile (JShell then keeps the old methods) and say so instead of
     * checking stale code. The generator writes both lines.
     */
    public static void exerciseCellRuns(String stem) { LearnerCell.runs(stem); }

    /** The last statement of a notebook's exercise cell: everything above it compiled. */
    public static void exerciseCellCompiled(String stem) { LearnerCell.compiled(stem); }

    /**
     * Prints a lesson script's code cell before it runs, as a notebook shows it: highlighted on
     * a colour terminal; nothing in Jupyter (the cell is on screen) or with COURSE_TRANSCRIPT=1.
     */
    public static void code(String source) {
        if (Settings.transcriptMode() || JupyterDisplay.available()) return;
        RequestLog.print(TerminalText.code(source, Settings.colour()) + "\n");
    }

    /**
     * What an exercise starter returns until the learner writes the answer:
     * {@code return todo("one Query on the Inverted index");}. The check reports it as "Not yet".
     */
    public static <T> T todo(String whatToDo) { throw new NotYetImplemented(whatToDo); }
}
