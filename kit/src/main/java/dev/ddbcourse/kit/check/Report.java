package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.display.JsonLayout;
import dev.ddbcourse.kit.display.JsonTree;
import dev.ddbcourse.kit.log.RecordedRequest;
import java.util.List;
import java.util.Objects;

/**
 * The text a learner reads after a check: one of passed, not yet, failed. Hints come before
 * answers: an untouched starter is told the question only; a failing check repeats the last
 * hint the learner asked for (or says how to ask for one); the pattern to use is named only
 * after an attempt that took one of its anti-patterns.
 */
final class Report {
    private static final String INDENT = "    ";

    private final ExerciseCheck check;
    private final List<String> hints;
    private final int hintsShown;
    private final String hintCommand;

    /**
     * @param hintsShown how many hints the learner has read (the progress file)
     * @param hintCommand how to ask for the next hint where the check runs ({@code ./course hint 08})
     */
    Report(ExerciseCheck check, List<String> hints, int hintsShown, String hintCommand) {
        this.check = check;
        this.hints = hints;
        this.hintsShown = Math.min(hintsShown, hints.size());
        this.hintCommand = hintCommand;
    }

    Outcome passed(Attempt attempt) {
        StringBuilder out = new StringBuilder();
        out.append("PASSED ").append(headline()).append('\n');
        List<RecordedRequest> requests = attempt.requests();
        if (!requests.isEmpty()) {
            out.append(INDENT).append(requests.size()).append(requests.size() == 1 ? " request: " : " requests: ")
                    .append(String.join("; ", requests.stream().map(RecordedRequest::toString).toList())).append('\n');
        }
        String measured = check.measured();
        if (measured != null) out.append(INDENT).append(measured).append('\n');
        out.append('\n');
        return new Outcome(check.stem(), Outcome.Status.PASSED, out.toString());
    }

    Outcome notYet(String why) {
        StringBuilder out = new StringBuilder();
        out.append("Not yet: ").append(headline()).append('\n');
        out.append(INDENT).append(capitalized(why)).append('\n');
        hint(out, true);
        return new Outcome(check.stem(), Outcome.Status.NOT_YET, out.append('\n').toString());
    }

    /** @param advice what the check says about this error, or null */
    Outcome threw(Attempt attempt, String error, String where, String advice) {
        StringBuilder out = new StringBuilder();
        out.append("FAILED ").append(headline()).append("\n\n");
        // "DynamoDB refused a request: ..." reads as it is; anything else is an exception the code threw
        out.append(INDENT).append(error.startsWith("DynamoDB ") ? "" : "Your code threw ").append(error).append('\n');
        if (where != null) out.append(INDENT).append(INDENT).append(where).append('\n');
        if (advice != null) out.append(INDENT).append(advice).append('\n');
        requests(out, attempt.requests());
        hint(out, true);
        return new Outcome(check.stem(), Outcome.Status.FAILED, out.append('\n').toString());
    }

    Outcome failed(Attempt attempt, Object actual, List<String> problems) {
        StringBuilder out = new StringBuilder();
        out.append("FAILED ").append(headline()).append("\n\n");
        out.append(INDENT).append("Expected:\n").append(indented(json(check.expected()), 2)).append('\n');
        if (Objects.equals(actual, check.expected())) {
            out.append(INDENT).append("Got: the same result, but not the way the pattern asks:\n\n");
        } else {
            out.append(INDENT).append("Got:\n").append(indented(json(actual), 2)).append("\n\n");
        }
        out.append(INDENT).append("What is wrong:\n");
        for (String problem : problems) {
            List<String> lines = problem.lines().toList();
            out.append(INDENT).append("- ").append(lines.get(0)).append('\n');
            lines.stream().skip(1).forEach(l -> out.append(INDENT).append("  ").append(l).append('\n'));
        }
        requests(out, attempt.requests());
        // The pattern is named once the answer took a way it warns against, not before.
        boolean antiPattern = problems.stream().anyMatch(p -> p.startsWith("Anti-pattern"));
        if (antiPattern) out.append('\n').append(INDENT).append("Pattern to use: ").append(check.patternText()).append('\n');
        hint(out, !antiPattern);
        return new Outcome(check.stem(), Outcome.Status.FAILED, out.append('\n').toString());
    }

    /** A problem with the check or the backend, not the learner's answer. */
    Outcome broken(String what) {
        return new Outcome(check.stem(), Outcome.Status.FAILED, "FAILED " + headline() + "\n" + INDENT + what + "\n\n");
    }

    private String headline() {
        return check.stem() + ": " + check.task();
    }

    private void requests(StringBuilder out, List<RecordedRequest> requests) {
        out.append('\n').append(INDENT).append("Requests made (").append(requests.size()).append("):\n");
        if (requests.isEmpty()) out.append(INDENT).append(INDENT).append("(none)\n");
        for (RecordedRequest request : requests) {
            for (String line : request.block()) out.append(INDENT).append(INDENT).append(line).append('\n');
            if (request.error() != null) out.append(INDENT).append(INDENT).append("    error:      ").append(request.error()).append('\n');
        }
    }

    /** The last hint the learner read, or how to read the first / the next one. */
    private void hint(StringBuilder out, boolean blankLine) {
        if (hints.isEmpty()) return;
        if (blankLine) out.append('\n');
        if (hintsShown > 0) {
            out.append(INDENT).append("Hint ").append(hintsShown).append('/').append(hints.size()).append(": ")
                    .append(hints.get(hintsShown - 1)).append('\n');
        }
        if (hintsShown < hints.size() && hintCommand != null) {
            out.append(INDENT).append(hintsShown == 0 ? "Stuck? " : "More: ").append(hintCommand)
                    .append(hintsShown == 0 ? " shows a hint." : " shows the next hint.").append('\n');
        }
    }

    private static String json(Object value) {
        return JsonLayout.render(JsonTree.of(value));
    }

    private static String indented(String text, int levels) {
        String pad = INDENT.repeat(levels);
        return String.join("\n", text.lines().map(l -> pad + l).toList());
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
