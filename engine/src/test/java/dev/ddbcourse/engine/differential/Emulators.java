package dev.ddbcourse.engine.differential;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Where {@code engine/src/test/differential/install} puts the reference tools (dynalite, moto's
 * server, the AWS CLI), and what a test does when one is missing: skip with the reason printed,
 * or fail when {@code CI=true} or {@code REQUIRE_EMULATORS=1}.
 */
public final class Emulators {
    /** Installs them all; the reason printed for a skip names it. */
    public static final String INSTALL_SCRIPT = "engine/src/test/differential/install";

    private static boolean skipPrinted;

    private Emulators() {}

    /** Written by ./test, which runs the install while Maven builds: it holds ./test's process id. */
    static final String INSTALLING_MARKER = ".installing";

    /** The longest a test waits for an install that is still running. */
    private static final Duration INSTALL_WAIT = Duration.ofMinutes(20);

    /**
     * engine/src/test/differential, from the module directory (Maven) or the repository root (IDE),
     * once no install of the tools is running there.
     */
    public static Path installDir() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
        Path dir = module.resolve("src/test/differential");
        if (!Files.isDirectory(dir)) dir = module.resolve("engine/src/test/differential");
        awaitInstall(dir.toAbsolutePath());
        return dir.toAbsolutePath();
    }

    /**
     * While ./test's background install runs (its marker is there and names a live process), waits
     * for it: the tests then find the tools installed, or missing if the install failed.
     */
    static synchronized void awaitInstall(Path dir) {
        Path marker = dir.resolve(INSTALLING_MARKER);
        long began = System.nanoTime(), deadline = began + INSTALL_WAIT.toNanos();
        boolean said = false;
        while (installing(marker) && System.nanoTime() < deadline) {
            if (!said) System.out.println("waiting for the reference tools' install (" + INSTALL_SCRIPT + ", run by ./test) ...");
            said = true;
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        if (said) System.out.printf("waited %.1f s for the reference tools' install%n", (System.nanoTime() - began) / 1e9);
    }

    private static boolean installing(Path marker) {
        try {
            long pid = Long.parseLong(Files.readString(marker).strip());
            return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        } catch (IOException | NumberFormatException gone) {
            return false;
        }
    }

    /** Missing tools fail the run where they must be present, and skip it elsewhere. */
    static boolean required() {
        return "true".equalsIgnoreCase(System.getenv("CI")) || "1".equals(System.getenv("REQUIRE_EMULATORS"));
    }

    /** Skips (or fails, where required) the calling test: {@code reason} says what is missing. */
    public static void unavailable(String reason) {
        String full = reason + "; run " + INSTALL_SCRIPT;
        if (required()) {
            Assertions.fail(full + " (required because CI=true or REQUIRE_EMULATORS=1)");
        }
        synchronized (Emulators.class) {
            if (!skipPrinted) System.out.println("SKIPPED tests needing the reference tools: " + full);
            skipPrinted = true;
        }
        Assumptions.abort(full);
    }
}
