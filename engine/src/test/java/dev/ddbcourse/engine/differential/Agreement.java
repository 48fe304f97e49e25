package dev.ddbcourse.engine.differential;

import java.util.Map;
import java.util.TreeMap;

/**
 * The tally behind the figure the test run prints: how many compared cases agree with each
 * reference, how many differ in a way {@link KnownDifferences} allows, and how many differ.
 */
final class Agreement {
    private static final Map<String, int[]> BY_REFERENCE = new TreeMap<>();

    private Agreement() {}

    enum Verdict { AGREE, KNOWN_DIFFERENCE, DIFFER }

    static synchronized void count(String reference, Verdict verdict) {
        BY_REFERENCE.computeIfAbsent(reference, r -> new int[3])[verdict.ordinal()]++;
    }

    /** One line per reference, e.g. "differential: 1203 of 1250 cases agree with dynalite (40 known differences, 7 differ)". */
    static synchronized String report() {
        StringBuilder out = new StringBuilder();
        BY_REFERENCE.forEach((reference, n) -> out.append(String.format(
                "differential: %d of %d cases agree with %s (%d known, allow-listed differences; %d differ)%n",
                n[0], n[0] + n[1] + n[2], reference, n[1], n[2])));
        return out.toString();
    }

    static synchronized boolean any() {
        return !BY_REFERENCE.isEmpty();
    }
}
