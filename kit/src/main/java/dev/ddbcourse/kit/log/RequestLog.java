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
 * recording (always). It is also the kit's one output sink ({@link #print}): everything the kit
 * prints goes through here, in order.
 *
 * <p>Inside {@link #folding} (what {@code Kit.batchPut} runs in), a run of identical
 * BatchWriteItem calls folds into its first block and one {@code ... (+N more BatchWriteItem
 * calls not shown)} line, printed when the run ends, before folding returns: nothing is left
 * pending, so no printer has to close a run, and in a notebook the line lands in the cell
 * that made the calls.
 *
 * <p>One per JVM, like the client. Lessons are single-threaded; the methods are synchronized
 * so that a stray thread cannot interleave blocks.
 */
public final class RequestLog {
    private static final String FOLDED = "BatchWriteItem";

    private static final AtomicInteger muted = new AtomicInteger();
    private static int folding;
    private static final AtomicInteger offTheRecord = new AtomicInteger();
    private static volatile boolean showCost = Settings.current().isOn(Settings.SHOW_COST);
    private static Recording recording;

    /** The BatchWriteItem block printed last, while identical calls keep coming; else null. */
    private static List<String> foldedBlock;
    private static int foldedRun;

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

    /**
     * Runs requests that are neither printed nor recorded: what an exercise check does while the
     * answer runs (another writer it lets in between the answer's requests), not the answer's own.
     */
    public static void offTheRecord(Runnable requests) {
        offTheRecord.incrementAndGet();
        try {
            quietly(requests);
        } finally {
            offTheRecord.decrementAndGet();
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

    /** Prints {@code text} as it is (add the line break yourself): the kit's one way to the terminal. */
    public static synchronized void print(String text) {
        PrintStream out = System.out;
        out.print(text);
        out.flush();
    }

    /** Runs {@code requests} with identical BatchWriteItem calls folded; the run is closed before it returns. Nests. */
    public static void folding(Runnable requests) {
        synchronized (RequestLog.class) {
            folding++;
        }
        try {
            requests.run();
        } finally {
            synchronized (RequestLog.class) {
                if (--folding == 0) endRun();
            }
        }
    }

    /** Ends a folded run: {@code ... (+N more ...)} when there was more than one call, then the blank line that closes the block. */
    private static void endRun() {
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
        if (recording != null && offTheRecord.get() == 0) recording.add(request);
    }

    private static void print(String operation, List<String> block, String extraLine) {
        if (isMuted()) return;
        boolean folds = folding > 0 && operation.equals(FOLDED);
        if (folds && block.equals(foldedBlock)) {
            foldedRun++;
            return;
        }
        endRun();
        PrintStream out = System.out;
        block.forEach(out::println);
        if (extraLine != null) out.println(extraLine);
        if (folds) {
            foldedBlock = new ArrayList<>(block);
            foldedRun = 1;
        } else {
            out.println();
        }
        out.flush();
    }
}
