package dev.ddbcourse.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** README.md: the two fresh-machine commands on top, a row per lesson, no dead local link. */
class ReadmeTest {
    static String readme() throws IOException { return Files.readString(Repo.ROOT.resolve("README.md")); }

    @Test
    void startsWithTheTwoCommands() throws IOException {
        String top = readme().substring(0, 400);
        assertTrue(top.contains("./jbangw jbang/08-adjacency.java"), top);
        assertTrue(top.contains("./test "), top);
        assertTrue(Files.isExecutable(Repo.ROOT.resolve("jbangw")));
    }

    @Test
    void listsEveryLessonWithItsTitleAndFiles() throws IOException {
        String readme = readme();
        for (var lesson : Repo.COURSE.lessons()) {
            String row = readme.lines().filter(l -> l.startsWith("| " + lesson.number() + " |")).findFirst().orElse("");
            assertTrue(row.contains("| " + lesson.title() + " |"), "README row for " + lesson.stem() + ": " + row);
            assertTrue(row.contains("(" + lesson.script() + ")") && row.contains("(" + lesson.notebook() + ")"), row);
            assertEquals(Files.exists(Repo.ROOT.resolve(lesson.exercise())), row.contains("(" + lesson.exercise() + ")"), row);
        }
    }

    @Test
    void localLinksPointAtFiles() throws IOException {
        Matcher m = Pattern.compile("\\]\\(([^)#:]+)\\)").matcher(readme());
        while (m.find()) assertTrue(Files.exists(Repo.ROOT.resolve(m.group(1))), "README links to a missing " + m.group(1));
    }
}
