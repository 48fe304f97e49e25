package dev.ddbcourse.kit.testing;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What code prints on System.out while it runs: the kit's tests of what a learner sees. */
public final class Printed {
    private Printed() {}

    /** Runs {@code action} with System.out captured (UTF-8) and put back afterwards, even if it throws. */
    public static String by(Runnable action) {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
