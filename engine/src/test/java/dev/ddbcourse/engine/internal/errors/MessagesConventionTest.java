package dev.ddbcourse.engine.internal.errors;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Holds the engine's message convention: every text an error carries is written in {@link Messages}, so no
 * source outside {@code internal.errors} passes a text (a literal with a space; codes such as "DuplicateItem" are no
 * texts) to an error factory, to {@code Messages.invalid} or as a constraint rule. (The expression language's diagnostics are the one
 * exception, documented in the errors package: the resolver and parsers build them where they find them.)
 */
class MessagesConventionTest {
    private static final Path SOURCES = Path.of("src/main/java/dev/ddbcourse/engine");
    private static final Pattern INLINE = Pattern.compile(
            "(DynamoDbError\\.\\w+|Messages\\.invalid)\\(\\s*\"[^\"]* |violate\\([^;]*\"Member ");

    @Test
    void no_error_text_outside_messages() throws IOException {
        assertThat(inlineTexts(SOURCES)).as("texts to move into errors/Messages").isEmpty();
    }

    @Test
    void the_check_finds_an_inline_text(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Broken.java"),
                "class Broken { void f() { throw DynamoDbError.validation(\"Some text\"); } }");
        assertThat(inlineTexts(dir)).hasSize(1);
    }

    private static List<String> inlineTexts(Path root) throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                if (file.toString().contains("/internal/errors/")) continue;
                String source = Files.readString(file).replaceAll("\\s*\\n\\s*", " ");
                Matcher m = INLINE.matcher(source);
                while (m.find()) found.add(root.relativize(file) + ": " + source.substring(m.start(), Math.min(source.length(), m.end() + 40)));
            }
        }
        return found;
    }
}
