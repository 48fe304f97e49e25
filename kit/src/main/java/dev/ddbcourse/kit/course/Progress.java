package dev.ddbcourse.kit.course;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * The learner's progress: one small text file per checkout, {@value #FILE} next to course.json
 * (git-ignored), shared by the runner ({@code ./course check}, {@code watch}), the exercise
 * scripts and the notebooks, like rustlings' state file. Its format, line by line:
 *
 * <pre>
 * # DON'T EDIT: the course's progress. Delete it to start over.
 * passed 08 3f1c...e9      exercise 08 passed; SHA-256 of exercises/08-adjacency.java as it passed
 * passed 09 notebook       exercise 09 passed in its notebook (there is no file to compare)
 * hints 08 2               two hints of exercise 08 shown so far
 * </pre>
 *
 * Unknown lines are ignored, so a newer runner's file still reads. Written whole to a temporary
 * file and moved into place, so a reader never sees half a file.
 */
public final class Progress {
    public static final String FILE = ".course-progress";
    /** The value of a pass recorded by a notebook instead of a file's SHA-256. */
    public static final String NOTEBOOK = "notebook";
    private static final String HEADER = "# DON'T EDIT: the course's progress. Delete it to start over.";

    private final Path file;
    /** Lesson number -> SHA-256 of the passing exercise file, or {@link #NOTEBOOK}. */
    public final Map<String, String> passed = new TreeMap<>();
    /** Lesson number -> hints shown. */
    public final Map<String, Integer> hints = new TreeMap<>();

    private Progress(Path file) { this.file = file; }

    /** The progress of the checkout at {@code root} (empty when there is no file yet). */
    public static Progress load(Path root) {
        var p = new Progress(root.resolve(FILE));
        try {
            if (Files.exists(p.file)) {
                for (String line : Files.readAllLines(p.file)) {
                    String[] f = line.strip().split("\\s+");
                    if (f.length == 3 && f[0].equals("passed")) p.passed.put(f[1], f[2]);
                    if (f.length == 3 && f[0].equals("hints") && f[2].matches("\\d+")) p.hints.put(f[1], Integer.parseInt(f[2]));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    public void save() {
        var out = new StringBuilder(HEADER).append('\n');
        passed.forEach((n, sha) -> out.append("passed ").append(n).append(' ').append(sha).append('\n'));
        hints.forEach((n, count) -> out.append("hints ").append(n).append(' ').append(count).append('\n'));
        try {
            Path tmp = file.resolveSibling(FILE + "." + ProcessHandle.current().pid());
            Files.writeString(tmp, out);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many hints of lesson {@code number} were shown. */
    public int hintsShown(String number) {
        return hints.getOrDefault(number, 0);
    }

    public static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
