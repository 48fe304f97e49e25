package dev.ddbcourse.kit.course;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * course.json, the one ordered list of lessons that drives the generator, the runner, the
 * checks and the tests; this is its only reader (the notebook support asks {@code ./course dev
 * lessons} and {@code ./course dev mask}). Paths and table names are derived from the stem,
 * never stored. The schema (version {@value #VERSION}):
 *
 * <pre>
 * { "version": 1, "title": "...",
 *   "lessons": [ { "stem": "08-adjacency", "title": "...", "hints": ["...", ...], "masks": ["regex", ...] } ] }
 * </pre>
 *
 * Unknown keys are errors, so a misspelt {@code "hint"} is not silently ignored. JDK only: the
 * runner compiles this package with javac alone.
 */
public record Course(String title, List<Lesson> lessons) {
    public static final int VERSION = 1;
    public static final String FILE = "course.json";

    /** The text a mask puts in place of what it matches. */
    public static final String MASKED = "<masked>";

    private static final Pattern STEM = Pattern.compile("\\d\\d-[a-z0-9-]+");
    private static final Set<String> COURSE_KEYS = Set.of("version", "title", "lessons");
    private static final Set<String> LESSON_KEYS = Set.of("stem", "title", "hints", "masks");

    /**
     * One lesson. {@code masks} are regular expressions whose matches are replaced by
     * {@value #MASKED} before a transcript is compared (random suffixes, ULID randomness).
     */
    public record Lesson(String stem, String title, List<String> hints, List<Pattern> masks) {

        /** "08" for "08-adjacency": the short key learners type. */
        public String number() { return stem.substring(0, 2); }

        /** The table the lesson itself uses, {@code p08-adjacency}. */
        public String table() { return "p" + stem; }

        /** The table the exercise check sets up, {@code x08-adjacency}. */
        public String exerciseTable() { return "x" + stem; }

        public String source() { return "lessons/" + stem + ".java"; }
        public String script() { return "jbang/" + stem + ".java"; }
        public String exercise() { return "exercises/" + stem + ".java"; }
        public String solution() { return "solutions/" + stem + ".java"; }
        public String notebook() { return "notebooks/" + stem + ".ipynb"; }
        public String golden() { return "golden/" + stem + ".txt"; }

        /** The transcript with every mask applied. */
        public String mask(String transcript) {
            String out = transcript;
            for (Pattern mask : masks) out = mask.matcher(out).replaceAll(MASKED);
            return out;
        }

        /** What two transcripts are compared as: line endings unified, trailing blank lines dropped, then masked. */
        public String normalise(String transcript) {
            return mask(transcript.replace("\r\n", "\n").stripTrailing() + "\n");
        }
    }

    /** The course.json of the checkout at {@code root}. */
    public static Course load(Path root) {
        Path file = root.resolve(FILE);
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /**
     * The course a learner's code runs in: the first course.json in {@code start} or above (a
     * checkout, where the learner may run from {@code exercises/}), else the copy packaged in the
     * kit; empty when there is none or it cannot be read.
     */
    public static Optional<Course> find(Path start) {
        var checkout = Checkout.find(start);
        if (checkout.isPresent()) return Optional.of(checkout.get().course());
        try (InputStream packaged = Course.class.getResourceAsStream("/" + FILE)) {
            if (packaged == null) return Optional.empty();
            return Optional.of(parse(new String(packaged.readAllBytes(), StandardCharsets.UTF_8), "the kit's " + FILE));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Parses and validates course.json's text; errors name {@code where}. */
    public static Course parse(String text, String where) {
        Map<String, Object> json;
        try {
            json = Json.object(Json.parse(text));
        } catch (IllegalArgumentException | ClassCastException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
        keys(where, json, COURSE_KEYS);
        Object version = json.get("version");
        if (version == null || !version.toString().equals(String.valueOf(VERSION)))
            throw new IllegalArgumentException(where + ": \"version\" must be " + VERSION + ", got " + version);
        var lessons = new ArrayList<Lesson>();
        for (Object o : Json.array(json.get("lessons"))) {
            if (!(o instanceof Map<?, ?>)) throw new IllegalArgumentException(where + ": each lesson is an object");
            Map<String, Object> l = Json.object(o);
            Object stem = l.get("stem");
            if (!(stem instanceof String s) || !STEM.matcher(s).matches())
                throw new IllegalArgumentException(where + ": a lesson stem must look like 08-adjacency, got " + stem);
            String at = where + ", lesson " + stem;
            keys(at, l, LESSON_KEYS);
            var masks = new ArrayList<Pattern>();
            for (String m : strings(at, "masks", l.get("masks"))) {
                try {
                    masks.add(Pattern.compile(m));
                } catch (PatternSyntaxException e) {
                    throw new IllegalArgumentException(at + ": mask " + m + " is not a regular expression: " + e.getDescription());
                }
            }
            lessons.add(new Lesson(s, string(at, "title", l.get("title")), strings(at, "hints", l.get("hints")), List.copyOf(masks)));
        }
        return new Course(string(where, "title", json.get("title")), List.copyOf(lessons));
    }

    /** The lesson whose number or stem is {@code key} ("8", "08", "08-adjacency"). */
    public Lesson lesson(String key) {
        return find(key).orElseThrow(() -> new IllegalArgumentException("no lesson " + key + " in course.json (try `./course list`)"));
    }

    /** The same, empty when there is no such lesson. */
    public Optional<Lesson> find(String key) {
        String k = key.matches("\\d") ? "0" + key : key;
        for (Lesson l : lessons) if (l.number().equals(k) || l.stem().equals(k)) return Optional.of(l);
        return Optional.empty();
    }

    private static void keys(String where, Map<String, Object> json, Set<String> allowed) {
        for (String key : json.keySet())
            if (!allowed.contains(key)) throw new IllegalArgumentException(where + ": unknown key \"" + key + "\" (allowed: " + String.join(", ", allowed.stream().sorted().toList()) + ")");
    }

    private static String string(String where, String key, Object value) {
        if (value instanceof String s && !s.isBlank()) return s;
        throw new IllegalArgumentException(where + ": \"" + key + "\" must be a non-empty string");
    }

    private static List<String> strings(String where, String key, Object value) {
        if (value == null) return List.of();
        if (!(value instanceof List<?> list)) throw new IllegalArgumentException(where + ": \"" + key + "\" must be a list of strings");
        var out = new ArrayList<String>();
        for (Object o : list) {
            if (!(o instanceof String s)) throw new IllegalArgumentException(where + ": \"" + key + "\" must be a list of strings");
            out.add(s);
        }
        return List.copyOf(out);
    }
}
