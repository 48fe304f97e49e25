package dev.ddbcourse.engine.differential;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Collects every mismatch of a run in target/differential-mismatches.txt, the list to fix from. */
final class MismatchLog {
    private static final Path FILE = Path.of("target", "differential-mismatches.txt");
    private static boolean started;

    private MismatchLog() {}

    /** Empties the file left by an earlier run; idempotent within one run. */
    static synchronized void startRun() {
        if (started) return;
        started = true;
        try {
            Files.deleteIfExists(FILE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static synchronized void append(String report) {
        try {
            Files.createDirectories(FILE.toAbsolutePath().getParent());
            Files.writeString(FILE, report + "\n\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
