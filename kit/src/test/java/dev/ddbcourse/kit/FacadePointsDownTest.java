package dev.ddbcourse.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Kit is a facade that only points down: no class in its sub-packages uses it (CONTRIBUTING.md, Packages). */
class FacadePointsDownTest {
    private static final Path SOURCES = Path.of("src/main/java/dev/ddbcourse/kit");
    private static final Pattern USES_KIT = Pattern.compile("\\bdev\\.ddbcourse\\.kit\\.Kit\\b");

    @Test
    void noSubPackageUsesKit() throws IOException {
        assertThat(usersOfKit(SOURCES)).as("classes that should call the package owning the method instead").isEmpty();
    }

    @Test
    void theCheckFindsAUse(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Kit.java"), "package dev.ddbcourse.kit; public final class Kit {}");
        Files.createDirectories(dir.resolve("check"));
        Files.writeString(dir.resolve("check/Broken.java"), "import static dev.ddbcourse.kit.Kit.item;\nclass Broken {}");
        assertThat(usersOfKit(dir)).containsExactly("check/Broken.java");
    }

    private static List<String> usersOfKit(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java") && !f.equals(root.resolve("Kit.java")))
                    .filter(f -> {
                        try {
                            return USES_KIT.matcher(Files.readString(f)).find();
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    })
                    .map(f -> root.relativize(f).toString().replace('\\', '/')).sorted().toList();
        }
    }
}
