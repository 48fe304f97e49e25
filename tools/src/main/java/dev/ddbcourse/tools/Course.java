package dev.ddbcourse.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * course.json, the one ordered list of lessons that drives the generator, the runner and the
 * tests. File paths are derived from the stem, never stored.
 */
public record Course(Path root, String title, List<Lesson> lessons) {

    /**
     * One lesson. {@code masks} are regular expressions whose matches are replaced by
     * {@value #MASKED} before a transcript is compared (random suffixes, ULID randomness).
     */
    public record Lesson(String stem, String title, List<String> tables, List<String> hints, List<String> masks) {

        /** "08" for "08-adjacency": the short key learners type. */
        public String number() { return stem.substring(0, 2); }

        public String source() { return "lessons/" + stem + ".java"; }
        public String script() { return "jbang/" + stem + ".java"; }
        public String exercise() { return "exercises/" + stem + ".java"; }
        public String solution() { return "solutions/" + stem + ".java"; }
        public String notebook() { return "notebooks/" + stem + ".ipynb"; }
        public String golden() { return "golden/" + stem + ".txt"; }

        /** The transcript with every mask applied. */
        public String mask(String transcript) {
            String out = transcript;
            for (String mask : masks) out = Pattern.compile(mask).matcher(out).replaceAll(MASKED);
            return out;
        }
    }

    public static final String MASKED = "<masked>";

    public static Course load(Path root) {
        try {
            var json = Json.object(Json.parse(Files.readString(root.resolve("course.json"))));
            var lessons = new ArrayList<Lesson>();
            for (Object o : Json.array(json.get("lessons"))) {
                Map<String, Object> l = Json.object(o);
                String stem = (String) l.get("stem");
                if (stem == null || !stem.matches("\\d\\d-[a-z0-9-]+"))
                    throw new IllegalArgumentException("course.json: a lesson stem must look like 08-adjacency, got " + stem);
                lessons.add(new Lesson(stem, (String) l.get("title"), strings(l.get("tables")),
                        strings(l.get("hints")), strings(l.get("masks"))));
            }
            return new Course(root, (String) json.get("title"), List.copyOf(lessons));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lesson whose number or stem is {@code key} ("8", "08", "08-adjacency"). */
    public Lesson lesson(String key) {
        String k = key.matches("\\d") ? "0" + key : key;
        for (Lesson l : lessons) if (l.number().equals(k) || l.stem().equals(k)) return l;
        throw new IllegalArgumentException("no lesson " + key + " in course.json (try `./course list`)");
    }

    private static List<String> strings(Object value) {
        var out = new ArrayList<String>();
        for (Object o : Json.array(value)) out.add((String) o);
        return List.copyOf(out);
    }
}
