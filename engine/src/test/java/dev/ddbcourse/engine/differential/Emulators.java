package dev.ddbcourse.engine.differential;

import java.nio.file.Files;
import java.nio.file.Path;
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

    /** engine/src/test/differential, from the module directory (Maven) or the repository root (IDE). */
    public static Path installDir() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
        Path dir = module.resolve("src/test/differential");
        if (!Files.isDirectory(dir)) dir = module.resolve("engine/src/test/differential");
        return dir.toAbsolutePath();
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
