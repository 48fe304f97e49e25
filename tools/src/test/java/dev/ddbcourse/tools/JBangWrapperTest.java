package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.abort;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Lesson 01 end to end through the committed ./jbangw, as a learner runs it: on the kit built
 * once (./course launch compiles the script alone against build/course-kit/kit.jar), and with
 * JBANGW_NO_KIT=1 as JBang builds it from its //DEPS and //SOURCES. Skipped, with the reason
 * printed, when JBang cannot be fetched (no network to Maven Central).
 */
class JBangWrapperTest {
    private static final Map<String, String> WRAPPER_ONLY = Map.of("JBANG_WRAPPER_ONLY", "1");

    @BeforeAll
    static void jbangStarts() {
        var version = Scripts.run(null, Repo.ROOT, "--version", WRAPPER_ONLY, null, true);
        if (version.exit() != 0) {
            String reason = "./jbangw cannot fetch or start JBang: " + version.output().strip();
            System.out.println("SKIPPED " + reason);
            abort(reason);
        }
    }

    private static Scripts.Result lesson01(Map<String, String> extra) {
        var lesson = Repo.COURSE.lesson("01");
        var env = new HashMap<>(Transcripts.ENV);
        env.putAll(WRAPPER_ONLY);
        env.putAll(extra);
        var run = Scripts.run(null, Repo.ROOT, lesson.script(), env, null, false);
        assertEquals(0, run.exit(), () -> run.output() + run.errors());
        assertNull(Transcripts.difference(lesson, Transcripts.golden(Repo.ROOT, lesson), run.output()));
        return run;
    }

    @Test
    void lesson01RunsOnTheBuiltKitWithoutJBangCompilingTheKit() throws Exception {
        Path folder = Repo.ROOT.resolve(CourseKit.DIR).resolve("scripts").resolve("jbang_01-intro.java");
        Path compiled = folder.resolve(".compiled");
        Files.deleteIfExists(compiled);
        var run = lesson01(Map.of("JBANGW_NO_CACHE", "1"));
        assertTrue(Files.exists(compiled), "./jbangw did not compile the lesson through ./course launch");
        assertFalse(run.errors().contains("[jbang] Building jar"), run.errors());
        // That first run made the lesson's class-data archive, and moved it into place.
        assertTrue(Files.exists(folder.resolve("script.jsa")), "no class-data archive after the first run");
        // Again: the command kept by ./jbangw runs directly, on the archive (no JVM warning about it),
        // and the lesson is not compiled again.
        var before = Files.getLastModifiedTime(compiled);
        assertEquals("", lesson01(Map.of()).errors().strip());
        assertEquals("", lesson01(Map.of()).errors().strip());
        assertEquals(before, Files.getLastModifiedTime(compiled));
        // Where ./jbangw keeps commands (as it works that out).
        String wrapper = System.getenv("JBANG_WRAPPER_HOME") != null ? System.getenv("JBANG_WRAPPER_HOME")
                : (System.getenv("JBANG_DIR") != null ? System.getenv("JBANG_DIR") : System.getProperty("user.home") + "/.jbang") + "/wrapper";
        try (var kept = Files.list(Path.of(wrapper, "kit-commands"))) {
            assertTrue(kept.filter(f -> f.toString().endsWith(".sh")).anyMatch(f -> read(f).contains(folder.resolve("script.jsa").toString())),
                    "no kept command runs lesson 01 on its archive");
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    @Test
    void anExerciseThatDoesNotCompileShowsJavacsLinesAndNothingAboutJBang() throws Exception {
        Path folder = Files.createDirectories(Repo.ROOT.resolve("build/test-launch/exercises"));
        Path broken = folder.resolve("08-adjacency.java");
        String exercise = Files.readString(Repo.ROOT.resolve("exercises/08-adjacency.java")).replace("../kit/", "../../../kit/")
                .replace("../engine/", "../../../engine/").replace("../course.json", "../../../course.json");
        Files.writeString(broken, exercise.replace("return Map.of();", "return Map.of()"));
        var run = Scripts.run(null, Repo.ROOT, broken.toString(), WRAPPER_ONLY, null, true);
        assertEquals(1, run.exit(), run.output());
        assertTrue(run.output().contains("08-adjacency.java:") && run.output().contains("error: ';' expected"), run.output());
        assertTrue(run.output().contains("Exercise 08 does not compile"), run.output());
        assertFalse(run.output().contains("jbang") || run.output().contains("JBang"), run.output());
    }

    @Test
    void lesson01RunsThroughJBangFromItsSourcesWithNoKit() {
        lesson01(Map.of("JBANGW_NO_KIT", "1"));
    }
}
