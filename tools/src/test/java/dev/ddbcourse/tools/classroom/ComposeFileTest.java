package dev.ddbcourse.tools.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.backend.BackendConfig;
import dev.ddbcourse.kit.config.Settings;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docker-compose.yml cannot run here (no Docker), so it is checked against what the kit reads:
 * the service the kit is pointed at exists on the port it listens on, the environment parses to
 * the endpoint backend, the image is the one the kit's docker backend pins, the notebooks mount
 * is the folder JupyterLab serves, and a token is always required.
 */
class ComposeFileTest {
    private static final Pattern TOKEN = Pattern.compile("\\$\\{JUPYTER_TOKEN:-([^}]+)}");

    private final Compose compose = Compose.load();

    @Test
    void defaultServicesAndTheEmbeddedProfile() {
        assertThat(compose.serviceNames()).containsExactlyInAnyOrder("dynamodb", "jupyter", "engine", "jupyter-embedded");
        // A plain "docker compose up" starts exactly DynamoDB Local and JupyterLab.
        assertThat(compose.service("dynamodb").has("profiles")).isFalse();
        assertThat(compose.service("jupyter").has("profiles")).isFalse();
        assertThat(compose.strings("engine", "profiles")).containsExactly("embedded");
        assertThat(compose.strings("jupyter-embedded", "profiles")).containsExactly("embedded");
    }

    @Test
    void dynamodbIsTheImageTheKitsDockerBackendPins() throws Exception {
        String kitImage = (String) KitConstants.dockerBackend("IMAGE");
        int kitPort = (Integer) KitConstants.dockerBackend("PORT");
        assertThat(compose.service("dynamodb").path("image").asText()).isEqualTo(kitImage);
        assertThat(kitImage).matches("amazon/dynamodb-local:\\d+\\.\\d+\\.\\d+");
        assertThat(compose.strings("dynamodb", "command")).containsExactly("-jar", "DynamoDBLocal.jar", "-inMemory", "-sharedDb");
        assertThat(containerPorts("dynamodb")).containsExactly(kitPort);
    }

    @Test
    void jupyterPointsTheKitAtTheDynamodbService() {
        assertKitReaches("jupyter", "dynamodb");
    }

    @Test
    void embeddedJupyterPointsTheKitAtTheEngineAndNeedsNoDynamoDbLocal() {
        assertKitReaches("jupyter-embedded", "engine");
        assertThat(compose.strings("jupyter-embedded", "depends_on")).containsExactly("engine");
        assertThat(compose.service("jupyter-embedded").path("build")).isEqualTo(compose.service("jupyter").path("build"));
        int enginePort = Integer.parseInt(DockerfilesTest.argumentAfter(DockerfilesTest.engine().last("CMD").words(), "--port"));
        assertThat(containerPorts("engine")).containsExactly(enginePort);
    }

    @Test
    void tokenAuthenticationIsAlwaysOn() throws IOException {
        for (String service : List.of("jupyter", "jupyter-embedded")) {
            Matcher m = TOKEN.matcher(compose.environment(service).getOrDefault("JUPYTER_TOKEN", ""));
            assertThat(m.matches()).as("%s's JUPYTER_TOKEN has a default: ${JUPYTER_TOKEN:-...}", service).isTrue();
            assertThat(m.group(1)).isNotBlank();
            assertThat(readme()).as("the README gives the default token").contains("token=" + m.group(1));
        }
        String start = Files.readString(Compose.ROOT.resolve("docker/jupyter/start"));
        assertThat(start).contains("if [ -z \"${JUPYTER_TOKEN:-}\" ]").contains("exit 1");
        assertThat(start).doesNotContain("--IdentityProvider.token=''").doesNotContain("--NotebookApp.token=''");
    }

    @Test
    void jupyterPublishesTheServerPort() throws IOException {
        String start = Files.readString(Compose.ROOT.resolve("docker/jupyter/start"));
        Matcher port = Pattern.compile("--port=(\\d+)").matcher(start);
        assertThat(port.find()).isTrue();
        assertThat(compose.ports("jupyter")).containsExactly(port.group(1) + ":" + port.group(1));
        assertThat(DockerfilesTest.jupyter().last("EXPOSE").arguments()).isEqualTo(port.group(1));
    }

    @Test
    void notebooksAreMountedFromTheRepositoryWhereJupyterServesThem() throws IOException {
        String start = Files.readString(Compose.ROOT.resolve("docker/jupyter/start"));
        Matcher root = Pattern.compile("--ServerApp.root_dir=(\\S+)").matcher(start);
        assertThat(root.find()).as("start sets JupyterLab's root_dir").isTrue();
        assertThat(compose.strings("jupyter", "volumes")).hasSize(1);
        String[] volume = compose.strings("jupyter", "volumes").iterator().next().split(":");
        Path host = Compose.ROOT.resolve(volume[0]).normalize();
        assertThat(host).isEqualTo(Compose.ROOT.resolve("notebooks"));
        try (var notebooks = Files.list(host)) {
            assertThat(notebooks.map(p -> p.getFileName().toString())).anyMatch(n -> n.endsWith(".ipynb"));
        }
        assertThat(volume[1]).isEqualTo(root.group(1));
        // The kernel spec setup writes points into notebooks/support: the mount must carry it.
        assertThat(host.resolve("support/kernel_launcher.py")).exists();
        assertThat(DockerfilesTest.jupyter().last("WORKDIR").arguments() + "/notebooks").isEqualTo(volume[1]);
    }

    /** The service's environment, read by the kit's own settings code, reaches {@code target}'s port. */
    private void assertKitReaches(String service, String target) {
        Map<String, String> env = compose.environment(service);
        BackendConfig config = BackendConfig.fromSettings(Settings.of(env, Map.of()));
        assertThat(config.kind()).isEqualTo(BackendConfig.Kind.ENDPOINT);
        URI endpoint = config.endpoint();
        assertThat(endpoint.getHost()).as("%s's DDB_ENDPOINT names a service", service).isEqualTo(target);
        assertThat(containerPorts(target)).as("%s listens where %s connects", target, service).contains(endpoint.getPort());
    }

    private List<Integer> containerPorts(String service) {
        return compose.ports(service).stream().map(p -> Integer.parseInt(p.substring(p.lastIndexOf(':') + 1))).toList();
    }

    private static String readme() throws IOException {
        return Files.readString(Compose.ROOT.resolve("README.md"));
    }
}
