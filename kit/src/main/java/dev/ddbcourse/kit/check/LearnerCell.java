package dev.ddbcourse.kit.check;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the kit knows about the learner's notebook cells: whether the exercise cell's latest run
 * compiled (its first and last statements report in), and that run's text when the kernel tells.
 */
public final class LearnerCell {
    private LearnerCell() {}

    /** Stem -> whether the exercise cell's latest run reached its last statement. */
    private static final Map<String, Boolean> COMPILED = new ConcurrentHashMap<>();

    /** The exercise cell's text as last run, when the kernel hands it over (see {@link CellLines}). */
    private static volatile String source;

    public static void runs(String stem) {
        COMPILED.put(stem, false);
        source = CellLines.runningCell();
    }

    static String source() { return source; }

    public static void compiled(String stem) { COMPILED.put(stem, true); }

    /** True when the exercise cell was run and its latest run stopped before its end: a compile error. */
    static boolean didNotCompile(String stem) {
        return Boolean.FALSE.equals(COMPILED.get(stem));
    }
}
