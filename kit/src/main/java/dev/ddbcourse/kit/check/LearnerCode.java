package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.log.RequestLog;
import java.security.CodeSource;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/** An exception from the learner's answer in one readable line, plus where in their code it came from. */
final class LearnerCode {
    private static final List<String> NOT_LEARNER = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
            "software.amazon.", "dev.ddbcourse.engine.", "org.assertj.", "org.junit.", "com.fasterxml.");

    /** A quoted qualified name in a helpful NullPointerException message: {@code "java.util.Map.get(Object)"}. */
    private static final Pattern QUALIFIED = Pattern.compile("\"(?:[a-z_][\\w]*\\.)+([A-Z][^\"]*)\"");
    /** javac's name for a lambda body: {@code lambda$gradesIn$2}. */
    private static final Pattern LAMBDA = Pattern.compile("^lambda\\$(.+)\\$\\d+$");

    private LearnerCode() {}

    /** {@code ValidationException: Query condition missed key schema element: PK}, no stack trace. */
    static String describe(Throwable error) {
        Throwable cause = unwrap(error);
        if (cause instanceof AwsServiceException aws && aws.awsErrorDetails() != null) {
            return "DynamoDB refused a request: " + RequestLog.errorText(aws);
        }
        String message = cause.getMessage() == null ? "" : ": " + cause.getMessage().lines().findFirst().orElse("");
        if (cause instanceof NullPointerException) message = QUALIFIED.matcher(message).replaceAll("$1");
        return cause.getClass().getSimpleName() + message;
    }

    /**
     * {@code at line 41 of 02-access-patterns.java, in pendingOrders}: the first frame in the
     * learner's own code (a lambda named by the method it is written in), or null.
     */
    static String where(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            for (StackTraceElement frame : t.getStackTrace()) {
                if (isLearnerCode(frame.getClassName())) {
                    String method = LAMBDA.matcher(frame.getMethodName()).replaceAll("$1");
                    if (frame.getClassName().contains("$JShell$")) {
                        // A notebook cell: JShell's class for the method numbers lines its own way.
                        return CellLines.of(frame).map(l -> "at " + l.where() + ", in " + method + ": " + l.text())
                                .orElse("in " + method + ", in your exercise cell");
                    }
                    String file = frame.getFileName() == null ? "your code" : frame.getFileName();
                    String line = frame.getLineNumber() > 0 ? "line " + frame.getLineNumber() + " of " : "";
                    return "at " + line + file + ", in " + method;
                }
            }
        }
        return null;
    }

    /** Unchecked wrappers (UncheckedIOException, CompletionException...) hide the real error. */
    static Throwable unwrap(Throwable error) {
        Throwable t = error;
        while (t.getCause() != null && t.getCause() != t && (t.getClass().getName().startsWith("java.")
                && t.getMessage() != null && t.getMessage().equals(t.getCause().toString()))) {
            t = t.getCause();
        }
        return t;
    }

    static boolean isLearnerCode(String className) {
        for (String prefix : NOT_LEARNER) if (className.startsWith(prefix)) return false;
        return !isKitClass(className);
    }

    /** Classes loaded from the kit's own jar or folder; the learner's code comes from somewhere else. */
    private static boolean isKitClass(String className) {
        if (!className.startsWith("dev.ddbcourse.kit.")) return false;
        try {
            Class<?> type = Class.forName(className, false, LearnerCode.class.getClassLoader());
            return Objects.equals(location(type), location(LearnerCode.class));
        } catch (ClassNotFoundException | LinkageError elsewhere) {
            return false;
        }
    }

    private static Object location(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        return source == null ? null : source.getLocation();
    }
}
