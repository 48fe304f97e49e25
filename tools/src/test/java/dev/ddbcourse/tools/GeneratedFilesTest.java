package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The committed jbang/, exercises/, solutions/ and notebooks/ are what the lessons generate now. */
class GeneratedFilesTest {

    @Test
    void committedFilesEqualAFreshGeneration(@TempDir Path fresh) throws IOException {
        // Fresh generation into a temp dir; notebooks get the committed ones' outputs (kept for
        // unchanged cells), so outputs are left out of the comparison and sources are not.
        Repo.copyTree(Repo.ROOT.resolve("notebooks"), fresh.resolve("notebooks"));
        var files = Generate.files(Repo.ROOT, fresh, null);
        Generate.write(files, fresh);
        var stale = new ArrayList<String>();
        for (var e : files.entrySet()) {
            Path committed = Repo.ROOT.resolve(e.getKey());
            if (!Files.exists(committed) || !Files.readString(committed).equals(Files.readString(fresh.resolve(e.getKey())))) {
                stale.add(e.getKey());
            }
        }
        assertEquals(List.of(), stale, "stale generated files: run ./course generate");
    }

    @Test
    void everyLessonIsGenerated() {
        var files = Generate.files(Repo.ROOT, null, null);
        for (var lesson : Repo.lessons()) {
            assertTrue(files.containsKey(lesson.script()) && files.containsKey(lesson.notebook()), lesson.stem());
        }
        assertEquals(Repo.COURSE.lessons().size(), Repo.lessons().size(), "every lesson of course.json has a source");
    }

    @Test
    void theRunnersJBangHeaderListsEveryToolsSource() throws IOException {
        // `./jbangw runner` compiles Runner.java with the files its //SOURCES lines name.
        Path dir = Repo.ROOT.resolve(Generate.RUNNER_SCRIPT).getParent();
        var listed = new java.util.TreeSet<String>();
        for (String line : Files.readAllLines(dir.resolve("Runner.java"))) {
            if (line.startsWith("//SOURCES ")) listed.addAll(List.of(line.substring(10).trim().split("\\s+")));
        }
        // The course metadata reader it shares with the kit, by a glob.
        assertTrue(listed.remove("../../../../../../../kit/src/main/java/dev/ddbcourse/kit/course/*.java"), listed.toString());
        var present = new java.util.TreeSet<String>();
        try (Stream<Path> files = Files.list(dir)) {
            files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".java") && !n.equals("Runner.java")).forEach(present::add);
        }
        assertEquals(present, listed);
    }

    @Test
    void theRunnerScriptNeedsNoDependencyToDownload() throws IOException {
        // ./course compiles tools/src/main and the kit's course package with javac alone: no
        // import may leave the JDK.
        Pattern imports = Pattern.compile("(?m)^import\\s+(static\\s+)?([\\w.]+)");
        try (Stream<Path> sources = Stream.concat(Files.walk(Repo.ROOT.resolve("tools/src/main/java")),
                Files.walk(Repo.ROOT.resolve("kit/src/main/java/dev/ddbcourse/kit/course")))) {
            for (Path source : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = imports.matcher(Files.readString(source));
                while (m.find()) {
                    String name = m.group(2);
                    assertTrue(name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("dev.ddbcourse.tools.")
                            || name.startsWith("dev.ddbcourse.kit.course."),
                            source.getFileName() + " imports " + name);
                }
            }
        }
    }
}
