package dev.ddbcourse.kit.log;

import dev.ddbcourse.kit.config.Settings;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;

/**
 * Where logged requests go: printed to standard output (unless muted) and added to the open
 * recording (always). Also folds a run of identical BatchWriteItem calls into its first block
 * and one {@code ... (+N more BatchWriteItem calls not shown)} line.
 *
 * <p>One per JVM, like the client. Lessons are single-threaded; the methods are synchronized
 * so that a stray thread cannot interleave blocks.
 */
public final class RequestLog {
    private static final String FOLDED = "BatchWriteItem";

    private static final AtomicInteger muted = new AtomicInteger();
    private static volatile boolean showCost = Settings.current().isOn(Settings.SHOW_COST);
    private static Recording recording;

    /** The BatchWriteItem block printed last, while identical calls keep coming; else null. */
    private static List<String> foldedBlock;
    private static int foldedRun;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(RequestLog::flush, "request-log-flush"));
    }

    private RequestLog() {}

    /** Runs requests without printing them (they are still recorded). Nests. */
    public static void quietly(Runnable requests) {
        quietly(() -> {
            requests.run();
            return null;
        });
    }

    /** Same as {@link #quietly(Runnable)}, returning what the requests produced. */
    public static <T> T quietly(Supplier<T> requests) {
        muted.incrementAndGet();
        try {
            return requests.get();
        } finally {
            muted.decrementAndGet();
        }
    }

    public static boolean isMuted() {
        return muted.get() > 0;
    }

    /** Adds a cost line (items scanned, capacity units) to every logged request. */
    public static void showCost(boolean on) {
        showCost = on;
    }

    public static boolean showsCost() {
        return showCost;
    }

    /** Starts recording every data-plane request until the recording is closed. */
    public static synchronized Recording startRecording() {
        recording = new Recording();
        return recording;
    }

    static synchronized void stopRecording(Recording closed) {
        if (recording == closed) recording = null;
    }

    /**
     * Ends a folded BatchWriteItem run: prints {@code ... (+N more ...)} when there was more than
     * one call, then the blank line that closes the block. Call before printing anything else;
     * the kit's own printing does.
     */
    public static synchronized void flush() {
        if (foldedBlock == null) return;
        PrintStream out = System.out;
        if (foldedRun > 1) out.println("    ... (+" + (foldedRun - 1) + " more " + FOLDED + " calls not shown)");
        out.println();
        out.flush();
        foldedBlock = null;
        foldedRun = 0;
    }

    static synchronized void completed(String operation, SdkRequest request, SdkResponse response) {
        completed(operation, request, response, 1);
    }

    /** @param attempts how many times the SDK sent it (more than one: it retried, e.g. after a throttle) */
    static synchronized void completed(String operation, SdkRequest request, SdkResponse response, int attempts) {
        List<String> block = RequestFormatter.lines(request);
        record(RecordedRequest.of(operation, request, response, null, block));
        String cost = showCost ? CostText.of(response) : null;
        print(operation, withRetries(block, attempts), cost == null ? null : "    " + RequestFormatter.label("cost") + cost);
    }

    static synchronized void failed(String operation, SdkRequest request, Throwable error) {
        failed(operation, request, error, 1);
    }

    static synchronized void failed(String operation, SdkRequest request, Throwable error, int attempts) {
        List<String> block = RequestFormatter.lines(request);
        String text = errorText(error);
        record(RecordedRequest.of(operation, request, null, text, block));
        print(operation, withRetries(block, attempts), "    " + RequestFormatter.label("error") + text);
    }

    /** The SDK retries throttled and failed attempts by itself: the log says how often it did. */
    private static List<String> withRetries(List<String> block, int attempts) {
        if (attempts <= 1) return block;
        List<String> out = new ArrayList<>(block);
        int retries = attempts - 1;
        out.add("    " + RequestFormatter.label("retries") + retries + " (the SDK sent it " + attempts
                + " times: the earlier attempts were throttled or failed)");
        return out;
    }

    /** {@code ConditionalCheckFailedException: The conditional request failed}: no request ids. */
    public static String errorText(Throwable error) {
        if (error instanceof AwsServiceException aws && aws.awsErrorDetails() != null
                && aws.awsErrorDetails().errorCode() != null) {
            String message = aws.awsErrorDetails().errorMessage();
            return aws.awsErrorDetails().errorCode() + (message == null ? "" : ": " + message);
        }
        String message = error.getMessage();
        String firstLine = message == null ? "" : ": " + message.lines().findFirst().orElse("");
        return error.getClass().getSimpleName() + firstLine;
    }

    /** Prints a block of the kit's own in the log's style (e.g. a stream's records), unless muted. */
    public static synchronized void printBlock(String operation, List<String> block) {
        print(operation, block, null);
    }

    private static void record(RecordedRequest request) {
        if (recording != null) recording.add(request);
    }

    private static void print(String operation, List<String> block, String extraLine) {
        if (isMuted()) return;
        if (operation.equals(FOLDED) && block.equals(foldedBlock)) {
            foldedRun++;
            return;
        }
        flush();
        PrintStream out = System.out;
        block.forEach(out::println);
        if (extraLine != null) out.println(extraLine);
        if (operation.equals(FOLDED)) {
            foldedBlock = new ArrayList<>(block);
            foldedRun = 1;
        } else {
            out.println();
        }
        out.flush();
    }
}
