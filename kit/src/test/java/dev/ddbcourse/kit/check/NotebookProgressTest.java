package dev.ddbcourse.kit.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.course.Progress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A notebook's check records its verdict in the checkout's progress file, the runner's format. */
class NotebookProgressTest {

    @Test
    void aPassIsRecordedAndALaterNotebookFailureTakesOnlyANotebookPassBack(@TempDir Path checkout) throws IOException {
        Files.writeString(checkout.resolve("course.json"), "{\"version\": 1, \"title\": \"T\", \"lessons\": [{\"stem\": \"08-x\", \"title\": \"X\"}]}");
        Path notebooks = Files.createDirectories(checkout.resolve("notebooks")); // the kernel's working directory
        NotebookProgress.record(notebooks, "08-x", true);
        assertThat(Files.readString(checkout.resolve(Progress.FILE))).contains("\npassed 08 notebook\n");
        NotebookProgress.record(notebooks, "08-x", false);
        assertThat(Progress.load(checkout).passed).isEmpty();

        var progress = Progress.load(checkout);
        progress.passed.put("08", "0123abcd");  // a pass of the exercise file, recorded by the runner
        progress.save();
        NotebookProgress.record(notebooks, "08-x", false);
        assertThat(Progress.load(checkout).passed).containsEntry("08", "0123abcd");
    }
}
