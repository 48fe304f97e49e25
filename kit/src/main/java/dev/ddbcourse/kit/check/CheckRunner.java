package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.config.Settings;
import dev.ddbcourse.kit.course.Checkout;
import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.display.JupyterDisplay;
import java.nio.file.Path;
import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.log.Recording;
import dev.ddbcourse.kit.log.RequestLog;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Runs a learner's answer against an exercise check: sets up fresh data (quietly), runs the
 * answer with every request recorded and none printed, then asserts result and access pattern
 * with AssertJ. Never throws: whatever the answer does, the learner gets a report.
 */
public final class CheckRunner {
    private CheckRunner() {}

    /**
     * {@code Kit.check}: evaluates on {@code ddb}, shows the report (as HTML with a plain-text
     * alternative in Jupyter), returns whether it passed. A pass in a notebook is recorded in
     * the checkout's progress file, where {@code ./course list} sees it.
     */
    public static boolean run(String stem, Answer answer, DynamoDbClient ddb) {
        Outcome outcome;
        try {
            outcome = evaluate(stem, answer, ddb);
        } catch (RuntimeException | LinkageError e) {
            outcome = new Outcome(stem, Outcome.Status.FAILED, "Could not run the check of " + stem + ": "
                    + LearnerCode.describe(e) + "\n\n");
        }
        Verdict.show(outcome);
        if (JupyterDisplay.available()) NotebookProgress.record(stem, outcome.passed());
        return outcome.passed();
    }

    /** The verdict on {@code answer}, using {@code ddb}; prints nothing. */
    public static Outcome evaluate(String stem, Answer answer, DynamoDbClient ddb) {
        Optional<ExerciseCheck> check = Checks.forStem(stem);
        if (check.isEmpty()) {
            return new Outcome(stem, Outcome.Status.FAILED, "There is no exercise check for '" + stem
                    + "'. The stems look like 08-adjacency (see course.json).\n\n");
        }
        return evaluate(check.get(), answer, ddb);
    }

    public static Outcome evaluate(ExerciseCheck check, Answer answer, DynamoDbClient ddb) {
        return evaluate(check, answer, ddb, new Report(check, hints(check.stem()), hintsShown(check.stem()), hintCommand(check.stem())));
    }

    /** The verdict, reported with the given hints and progress (the tests pass their own). */
    static Outcome evaluate(ExerciseCheck check, Answer answer, DynamoDbClient ddb, Report report) {
        if (LearnerCell.didNotCompile(check.stem())) {
            String error = CellLines.firstError().map(e -> " (" + e + ")").orElse("");
            return report.notYet("your exercise cell did not compile when you last ran it, so its old code is still"
                    + " defined. Fix the error shown under that cell" + error + ", run it again, then this check");
        }
        try {
            RequestLog.quietly(() -> check.setUp(ddb));
        } catch (RuntimeException e) {
            RequestLog.quietly(() -> check.tearDown(ddb));
            return report.broken("Could not set up the exercise data: " + LearnerCode.describe(e));
        }
        try {
            return judge(check, answer, ddb, report);
        } finally {
            RequestLog.quietly(() -> check.tearDown(ddb));
        }
    }

    private static Outcome judge(ExerciseCheck check, Answer answer, DynamoDbClient ddb, Report report) {

        DynamoDbClient client;
        try {
            client = check.answerClient(ddb);
        } catch (RuntimeException e) {
            return report.broken("Could not set up the exercise data: " + LearnerCode.describe(e));
        }
        Object result = null;
        Throwable error = null;
        List<RecordedRequest> requests;
        try (Recording recording = RequestLog.startRecording()) {
            try {
                result = RequestLog.quietly(() -> {
                    try {
                        return answer.apply(client);
                    } catch (Exception e) {
                        throw new AnswerThrew(e);
                    }
                });
            } catch (AnswerThrew e) {
                error = e.getCause();
            } catch (RuntimeException | StackOverflowError | NoClassDefFoundError | AssertionError e) {
                error = e;
            }
            requests = recording.requests();
        }
        Attempt attempt = new Attempt(result, error, requests, ddb);

        if (error instanceof NotYetImplemented todo) return report.notYet("the answer is still a TODO: " + todo.getMessage());
        if (error != null && isStarter(error)) return report.notYet("the answer still throws " + LearnerCode.describe(error));
        if (error != null) {
            return report.threw(attempt, LearnerCode.describe(error), LearnerCode.where(error), check.adviceOn(error));
        }
        if (requests.isEmpty() && isEmpty(result)) {
            return report.notYet("the answer made no requests and returned " + (result == null ? "nothing" : "an empty result"));
        }

        CollectedAssertions softly = new CollectedAssertions();
        Object actual;
        try {
            actual = RequestLog.quietly(() -> check.actual(attempt));
            RequestLog.quietly(() -> check.verify(attempt, actual, softly));
        } catch (NotYetImplemented todo) {
            // a design answer's parts run inside the check: one still a TODO means the starter
            return report.notYet("the answer is still a TODO: " + todo.getMessage());
        } catch (RuntimeException e) {
            return report.broken("The check of " + check.stem() + " itself failed: " + LearnerCode.describe(e));
        }
        List<String> problems = softly.messages();
        return problems.isEmpty() ? report.passed(attempt) : report.failed(attempt, actual, problems);
    }

    /** The lesson's hints from the course.json the learner runs in (see {@link Course#find}). */
    static List<String> hints(String stem) {
        return Course.find(Path.of("")).flatMap(c -> c.find(stem)).map(Course.Lesson::hints).orElse(List.of());
    }

    /** How many hints the learner has read, from the checkout's progress file (0 away from a checkout). */
    static int hintsShown(String stem) {
        if (!Settings.progress()) return 0;
        try {
            return Checkout.find(Path.of("")).map(c -> c.progress().hintsShown(stem.substring(0, 2))).orElse(0);
        } catch (RuntimeException unreadable) {
            return 0;
        }
    }

    /** How the learner asks for the next hint where this check runs. */
    static String hintCommand(String stem) {
        return JupyterDisplay.available() ? "hint(\"" + stem.substring(0, 2) + "\") in a cell" : "./course hint " + stem.substring(0, 2);
    }

    /**
     * An untouched starter: {@code Kit.todo(...)} / {@link NotYetImplemented}, or an
     * UnsupportedOperationException thrown by the learner's own code (not one from a JDK
     * collection the answer misused).
     */
    private static boolean isStarter(Throwable error) {
        if (error instanceof NotYetImplemented) return true;
        if (!(error instanceof UnsupportedOperationException)) return false;
        StackTraceElement[] stack = error.getStackTrace();
        return stack.length == 0 || LearnerCode.isLearnerCode(stack[0].getClassName());
    }

    private static boolean isEmpty(Object result) {
        return result == null
                || result instanceof Collection<?> c && c.isEmpty()
                || result instanceof Map<?, ?> m && m.isEmpty()
                || result instanceof CharSequence s && s.length() == 0
                || result instanceof Optional<?> o && o.isEmpty();
    }

    /**
     * Soft assertions whose messages are kept as AssertJ wrote them: {@code errorsCollected()}
     * would add the check's own source line to each, which means nothing to a learner.
     */
    private static final class CollectedAssertions extends SoftAssertions {
        private final List<String> messages = new ArrayList<>();

        @Override
        public void collectAssertionError(AssertionError error) {
            messages.add(error.getMessage() == null ? error.toString() : error.getMessage().strip());
            super.collectAssertionError(error);
        }

        List<String> messages() {
            return List.copyOf(messages);
        }
    }

    /** Carries a checked exception out of the quiet block. */
    private static final class AnswerThrew extends RuntimeException {
        AnswerThrew(Exception cause) {
            super(cause);
        }
    }
}
