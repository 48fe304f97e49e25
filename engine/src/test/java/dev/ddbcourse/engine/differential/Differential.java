package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.differential.Servers.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.opentest4j.AssertionFailedError;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * One scenario run against a reference server and the engine: every request goes to both, the
 * outcomes are compared, and every mismatch is kept (later steps still run) and reported at the end.
 */
final class Differential {
    private static final Pattern ARN = Pattern.compile("\\{\\{arn:([^}]+)}}");
    private static final int MAX_PAGES = 200;
    private static final int MAX_IN_MESSAGE = 3;

    private final String scenario;
    private final Side reference;
    private final Side ours;
    private final List<String> mismatches = new ArrayList<>();
    private int steps;

    Differential(String scenario, Side reference, Side ours) {
        this.scenario = scenario;
        this.reference = reference;
        this.ours = ours;
        MismatchLog.startRun();
    }

    /** A scenario compared with dynalite: responses and error messages alike. */
    static Differential againstDynalite(String scenario) {
        Side reference = Servers.dynalite();
        return new Differential(scenario, reference, Servers.oursAgainst(reference));
    }

    /** A scenario compared with moto, for what dynalite lacks: use {@link Compare#BEHAVIOUR}. */
    static Differential againstMoto(String scenario) {
        Side reference = Servers.moto();
        return new Differential(scenario, reference, Servers.oursAgainst(reference));
    }

    /** Sends one request (lenient JSON; {@code {{arn:TABLE}}} is each server's own ARN) to both. */
    ObjectNode send(String operation, String json, Compare... options) {
        steps++;
        ObjectNode theirs = timed(reference, operation, json);
        ObjectNode mine = timed(ours, operation, json);
        compare(operation + " " + json, theirs, mine, Compare.set(options));
        return mine;
    }

    /**
     * Set-up: CreateTable on both, then waits until the table and its indexes are ACTIVE. Only a
     * failure on either side counts as a mismatch; TableOperationsDifferentialTest compares the
     * descriptions themselves.
     */
    void createTable(String json) {
        steps++;
        ObjectNode theirs = Outcome.of(reference.client(), "CreateTable", SdkJson.parse(json));
        ObjectNode mine = Outcome.of(ours.client(), "CreateTable", SdkJson.parse(json));
        if (theirs.has("Error") || mine.has("Error")) compare("CreateTable (set-up) " + json, theirs, mine, Set.of());
        awaitActive(SdkJson.parse(json).path("TableName").asText());
    }

    /**
     * A Query or Scan followed page by page through LastEvaluatedKey, each server with its own
     * keys; all pages are compared.
     */
    void pages(String operation, String json, Compare... options) {
        steps++;
        compare(operation + " (every page) " + json,
                allPages(reference, operation, json), allPages(ours, operation, json), Compare.set(options));
    }

    /**
     * A Scan read to the end on each server: the items in the order they came (both servers order a table by
     * DynamoDB's key hash), total counts and the number of pages. With TotalSegments, every segment is read
     * and each segment's items compared.
     */
    void scanAll(String json) {
        steps++;
        compare("Scan (to the end) " + json, scanSummary(reference, json), scanSummary(ours, json), Set.of());
    }

    void awaitActive(String table) {
        for (Side side : List.of(reference, ours)) {
            for (int attempt = 0; attempt < 200; attempt++) {
                DescribeTableResponse described;
                try {
                    described = side.client().describeTable(b -> b.tableName(table));
                } catch (ResourceNotFoundException gone) {
                    break; // creation failed on this side: that mismatch is already recorded
                }
                var t = described.table();
                boolean active = t.tableStatus() == TableStatus.ACTIVE
                        && t.globalSecondaryIndexes().stream().allMatch(i -> i.indexStatus() == IndexStatus.ACTIVE);
                if (active) break;
                sleep(25);
            }
        }
    }

    void awaitGone(String table) {
        for (Side side : List.of(reference, ours)) {
            for (int attempt = 0; attempt < 200; attempt++) {
                try {
                    side.client().describeTable(b -> b.tableName(table));
                } catch (ResourceNotFoundException gone) {
                    break;
                }
                sleep(25);
            }
        }
    }

    /**
     * Fails with the scenario's mismatches (the first few in the message, every one in
     * target/differential-mismatches.txt).
     */
    void assertAgree() {
        if (mismatches.isEmpty()) return;
        log();
        throw new AssertionFailedError(summary(MAX_IN_MESSAGE));
    }

    /** Prints and logs the mismatches without failing (set-up whose failure must not hide the tests). */
    void reportWithoutFailing() {
        if (mismatches.isEmpty()) return;
        log();
        System.out.println(summary(MAX_IN_MESSAGE));
    }

    private void log() {
        MismatchLog.append(summary(Integer.MAX_VALUE));
    }

    private String summary(int limit) {
        String shown = String.join("\n", mismatches.subList(0, Math.min(limit, mismatches.size())));
        String more = mismatches.size() > limit
                ? "\n  ... " + (mismatches.size() - limit) + " more in engine/target/differential-mismatches.txt" : "";
        return scenario + ": " + mismatches.size() + " of " + steps + " steps differ\n" + shown + more;
    }

    private void compare(String request, ObjectNode theirs, ObjectNode mine, Set<Compare> options) {
        JsonNode a = Compare.normalize(theirs, options);
        JsonNode b = Compare.normalize(mine, options);
        if (a.equals(b)) {
            Agreement.count(reference.name(), Agreement.Verdict.AGREE);
            return;
        }
        // Where dynalite is known to differ from DynamoDB, the engine follows DynamoDB (KnownDifferences).
        if (reference.name().equals("dynalite") && KnownDifferences.reason(request, theirs, mine) != null) {
            Agreement.count(reference.name(), Agreement.Verdict.KNOWN_DIFFERENCE);
            return;
        }
        Agreement.count(reference.name(), Agreement.Verdict.DIFFER);
        mismatches.add("  [" + steps + "] " + Printing.shorten(request) + "\n"
                + "      first difference at " + Printing.firstDifference(a, b, "") + "\n"
                + "      " + pad(reference.name()) + Printing.shorten(a.toString()) + "\n"
                + "      " + pad(ours.name()) + Printing.shorten(b.toString()));
    }

    /** One request to one side; a slow one is printed, so the suite stays fast (dynalite's parser can crawl). */
    private static ObjectNode timed(Side side, String operation, String json) {
        long start = System.nanoTime();
        ObjectNode outcome = Outcome.of(side.client(), operation, SdkJson.parse(resolve(side, json)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (millis > 1000) System.out.println("SLOW (" + millis + " ms on " + side.name() + "): " + operation + " " + Printing.shorten(json));
        return outcome;
    }

    private static String pad(String name) {
        return String.format("%-10s", name + ":");
    }

    private ObjectNode allPages(Side side, String operation, String json) {
        ArrayNode pages = JsonNodeFactory.instance.arrayNode();
        ObjectNode request = (ObjectNode) SdkJson.parse(resolve(side, json));
        for (int page = 0; page < MAX_PAGES; page++) {
            ObjectNode outcome = Outcome.of(side.client(), operation, request);
            pages.add(outcome);
            JsonNode last = outcome.path("Response").get("LastEvaluatedKey");
            if (last == null || last.isEmpty()) break;
            request.set("ExclusiveStartKey", last);
        }
        ObjectNode result = JsonNodeFactory.instance.objectNode();
        result.set("Pages", pages);
        return result;
    }

    private ObjectNode scanSummary(Side side, String json) {
        ObjectNode request = (ObjectNode) SdkJson.parse(resolve(side, json));
        int segments = request.path("TotalSegments").asInt(1);
        ArrayNode bySegment = JsonNodeFactory.instance.arrayNode();
        ObjectNode summary = JsonNodeFactory.instance.objectNode();
        long count = 0, scanned = 0, pages = 0;
        for (int segment = 0; segment < segments; segment++) {
            if (request.has("TotalSegments")) request.put("Segment", segment);
            request.remove("ExclusiveStartKey");
            ArrayNode items = bySegment.addArray();
            for (int page = 0; page < MAX_PAGES; page++) {
                ObjectNode outcome = Outcome.of(side.client(), "Scan", request);
                JsonNode response = outcome.get("Response");
                if (response == null) {
                    summary.set("Error", outcome.get("Error"));
                    return summary;
                }
                pages++;
                count += response.path("Count").asLong();
                scanned += response.path("ScannedCount").asLong();
                response.path("Items").forEach(items::add);
                JsonNode last = response.get("LastEvaluatedKey");
                if (last == null || last.isEmpty()) break;
                request.set("ExclusiveStartKey", last);
            }
        }
        summary.set("Segments", bySegment);
        summary.put("Count", count);
        summary.put("ScannedCount", scanned);
        summary.put("Pages", pages);
        return summary;
    }

    private static String resolve(Side side, String json) {
        Matcher m = ARN.matcher(json);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String table = m.group(1);
            String arn;
            try {
                arn = side.client().describeTable(b -> b.tableName(table)).table().tableArn();
            } catch (RuntimeException e) {
                arn = "arn:aws:dynamodb:us-east-1:000000000000:table/" + table;
            }
            m.appendReplacement(out, Matcher.quoteReplacement(arn));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
