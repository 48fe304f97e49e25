package dev.ddbcourse.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * The learner's progress, {@code .course-progress} (git-ignored): which exercises passed (with
 * the SHA-256 of the file that passed, so an edit since is re-checked) and how many hints each
 * lesson has shown. A few lines of text, like rustlings' state file.
 */
final class Progress {
    static final String FILE = ".course-progress";
    private static final String HEADER = "# DON'T EDIT: the course runner's progress. Delete it to start over.";

    private final Path file;
    final Map<String, String> passed = new TreeMap<>();
    final Map<String, Integer> hints = new TreeMap<>();

    private Progress(Path file) { this.file = file; }

    static Progress load(Path root) {
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

    void save() {
        var out = new StringBuilder(HEADER).append('\n');
        passed.forEach((n, sha) -> out.append("passed ").append(n).append(' ').append(sha).append('\n'));
        hints.forEach((n, count) -> out.append("hints ").append(n).append(' ').append(count).append('\n'));
        try {
            Files.writeString(file, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
