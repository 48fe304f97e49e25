package dev.ddbcourse.kit.course;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** course.json's one reader: the schema, derived values, where a learner's run finds it. */
class CourseTest {
    static final String COURSE = """
            {"version": 1, "title": "T", "lessons": [
              {"stem": "02-access-patterns", "title": "Two", "hints": ["Which GSI is keyed by status?", "Read it backwards."]},
              {"stem": "06-sortable-ids", "title": "Six", "masks": ["(?<=#)[0-9a-f]{6}"]}
            ]}""";

    @Test
    void readsTheLessonsAndDerivesWhatIsNotStored() {
        var course = Course.parse(COURSE, "course.json");
        var two = course.lesson("2");
        assertThat(two.hints()).containsExactly("Which GSI is keyed by status?", "Read it backwards.");
        assertThat(two.table()).isEqualTo("p02-access-patterns");
        assertThat(two.exerciseTable()).isEqualTo("x02-access-patterns");
        assertThat(two.exercise()).isEqualTo("exercises/02-access-patterns.java");
        assertThat(course.lesson("06-sortable-ids").normalise("id #a1b2c3 and #zzzzzz\r\n\n\n")).isEqualTo("id #<masked> and #zzzzzz\n");
    }

    @Test
    void rejectsWhatTheSchemaDoesNotHave() {
        assertThatThrownBy(() -> Course.parse("{\"title\": \"T\", \"lessons\": []}", "c.json"))
                .hasMessage("c.json: \"version\" must be 1, got null");
        assertThatThrownBy(() -> Course.parse("{\"version\": 1, \"title\": \"T\", \"lessons\": [{\"stem\": \"03-x\", \"title\": \"X\", \"hint\": \"h\"}]}", "c.json"))
                .hasMessageStartingWith("c.json, lesson 03-x: unknown key \"hint\"");
        assertThatThrownBy(() -> Course.parse("{\"version\": 1, \"title\": \"T\", \"lessons\": [{\"stem\": \"3-x\", \"title\": \"X\"}]}", "c.json"))
                .hasMessageContaining("a lesson stem must look like 08-adjacency, got 3-x");
        assertThatThrownBy(() -> Course.parse("{\"version\": 1, \"title\": \"T\", \"lessons\": [{\"stem\": \"03-x\", \"title\": \"X\", \"masks\": [\"(\"]}]}", "c.json"))
                .hasMessageContaining("mask ( is not a regular expression");
    }

    @Test
    void aLearnersRunFindsTheNearestCourseJson(@TempDir Path checkout) throws IOException {
        Files.writeString(checkout.resolve("course.json"), COURSE);
        Path exercises = Files.createDirectories(checkout.resolve("exercises"));
        assertThat(Course.find(exercises).orElseThrow().title()).isEqualTo("T");
    }

    @Test
    void awayFromACheckoutThePackagedCourseJsonIsRead(@TempDir Path elsewhere) {
        assertThat(Course.find(elsewhere).orElseThrow().lessons()).extracting(Course.Lesson::stem).contains("02-access-patterns");
    }

    @Test
    void theCheckoutsCourseJsonFollowsTheSchema() {
        Path root = Path.of("").toAbsolutePath();
        while (!Files.exists(root.resolve("pom.xml")) || !Files.exists(root.resolve(Course.FILE))) root = root.getParent();
        assertThat(Course.load(root).lessons()).isNotEmpty();
    }
}
