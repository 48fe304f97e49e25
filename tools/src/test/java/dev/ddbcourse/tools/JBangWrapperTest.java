package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.abort;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One lesson end to end through the committed ./jbangw, as a learner runs it: JBang fetched
 * (or taken from PATH) and the script built with its //DEPS and //SOURCES. Skipped, with the
 * reason printed, when JBang cannot be fetched (no network to Maven Central).
 */
class JBangWrapperTest {

    @Test
    void lesson01RunsThroughTheWrapperAndPrintsItsTranscript() {
        var env = Map.of("JBANG_WRAPPER_ONLY", "1");
        var version = Scripts.run(null, Repo.ROOT, "--version", env, null, true);
        if (version.exit() != 0) {
            String reason = "./jbangw cannot fetch or start JBang: " + version.output().strip();
            System.out.println("SKIPPED " + reason);
            abort(reason);
        }
        var lesson = Repo.COURSE.lesson("01");
        var env2 = new java.util.HashMap<>(Transcripts.ENV);
        env2.putAll(env);
        var run = Scripts.run(null, Repo.ROOT, lesson.script(), env2, null, false);
        assertEquals(0, run.exit(), () -> run.output() + run.errors());
        assertNull(Transcripts.difference(lesson, Transcripts.golden(Repo.ROOT, lesson), run.output()));
    }
}
