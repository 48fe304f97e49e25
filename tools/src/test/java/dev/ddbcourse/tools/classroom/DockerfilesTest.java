package dev.ddbcourse.tools.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The images docker-compose.yml builds: what they copy exists, what they run is what the repo
 * provides (the notebook set-up script, the engine's standalone jar and its options), and their
 * build context leaves out build output and local environments.
 */
class DockerfilesTest {
    private final Compose compose = Compose.load();

    static Dockerfile jupyter() {
        return Dockerfile.read(Compose.ROOT.resolve("docker/jupyter/Dockerfile"));
    }

    static Dockerfile engine() {
        return Dockerfile.read(Compose.ROOT.resolve("docker/engine/Dockerfile"));
    }

    /** The word after {@code option} in a command line. */
    static String argumentAfter(List<String> words, String option) {
        int i = words.indexOf(option);
        assertThat(i).as("%s in %s", option, words).isBetween(0, words.size() - 2);
        return words.get(i + 1);
    }

    @Test
    void everyBuiltServiceHasItsDockerfileAndContextAndEveryCopySourceExists() {
        for (String service : compose.serviceNames()) {
            var build = compose.service(service).path("build");
            if (build.isMissingNode()) continue;
            Path context = Compose.ROOT.resolve(build.path("context").asText()).normalize();
            Path file = context.resolve(build.path("dockerfile").asText());
            assertThat(file).as("%s's Dockerfile", service).isRegularFile();
            for (var copy : Dockerfile.read(file).all("COPY")) {
                List<String> words = copy.words();
                if (words.stream().anyMatch(w -> w.startsWith("--from="))) continue;
                List<String> sources = words.stream().filter(w -> !w.startsWith("--")).toList();
                for (String source : sources.subList(0, sources.size() - 1)) {
                    assertThat(context.resolve(source)).as("%s: COPY %s", file, source).exists();
                }
            }
        }
    }

    @Test
    void buildContextsLeaveOutBuildOutputAndLocalEnvironments() throws IOException {
        for (String image : List.of("jupyter", "engine", "classroom")) {
            List<String> ignored = Files.readAllLines(Compose.ROOT.resolve("docker/" + image + "/Dockerfile.dockerignore"));
            assertThat(ignored).as(image).contains(".git", "**/target", "**/node_modules", "**/.venv", "build");
        }
    }

    @Test
    void jupyterImageIsAJdk17WithTheNotebookSetupAndStartsTheTokenScript() {
        Dockerfile jupyter = jupyter();
        assertThat(jupyter.last("FROM").arguments()).matches("eclipse-temurin:17[^ ]*-jdk[^ ]*");
        assertThat(jupyter.all("RUN")).anyMatch(r -> r.arguments().startsWith("notebooks/support/setup"));
        assertThat(Compose.ROOT.resolve("notebooks/support/setup")).isExecutable();
        assertThat(Compose.ROOT.resolve("docker/jupyter/start")).isExecutable();
        List<String> copyStart = jupyter.all("COPY").stream().map(Dockerfile.Instruction::words)
                .filter(w -> w.contains("docker/jupyter/start")).findFirst().orElseThrow();
        String installedAs = copyStart.get(copyStart.size() - 1);
        assertThat(jupyter.last("CMD").words()).containsExactly(Path.of(installedAs).getFileName().toString());
        assertThat(installedAs).startsWith("/usr/local/bin/");
        assertThat(jupyter.last("USER").arguments()).isNotEqualTo("root");
    }

    @Test
    void engineImageRunsTheStandaloneJarOnAllInterfaces() throws IOException {
        Dockerfile engine = engine();
        String pom = Files.readString(Compose.ROOT.resolve("engine/pom.xml"));
        assertThat(pom).contains("<shadedClassifierName>standalone</shadedClassifierName>")
                .contains("<mainClass>dev.ddbcourse.engine.EmbeddedDynamoDb</mainClass>");
        assertThat(engine.all("RUN")).anyMatch(r -> r.arguments().contains("-pl engine package")
                && r.arguments().contains("engine/target/engine-*-standalone.jar"));
        assertThat(engine.last("FROM").arguments()).matches("eclipse-temurin:17[^ ]*");
        assertThat(engine.last("ENTRYPOINT").words()).containsExactly("java", "-jar", "/opt/engine/engine.jar");
        List<String> options = engine.last("CMD").words();
        assertThat(argumentAfter(options, "--host")).isEqualTo("0.0.0.0");
        assertThat(engine.last("EXPOSE").arguments()).isEqualTo(argumentAfter(options, "--port"));
        // The options are the engine's own: its main() documents them.
        String main = Files.readString(Compose.ROOT.resolve("engine/src/main/java/dev/ddbcourse/engine/EmbeddedDynamoDb.java"));
        assertThat(main).contains("--port").contains("--host");
    }
}
