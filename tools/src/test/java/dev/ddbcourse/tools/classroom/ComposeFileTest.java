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
 * is the folder JupyterLab serves, the exercises are mounted, a token or password is always required
 * and never has a default, ports are published on 127.0.0.1 unless told otherwise, and the images'
 * user is the host's.
 */
class ComposeFileTest {
    /** ${NAME:?message}: Compose refuses to start when NAME is unset or empty. */
    private static final Pattern REQUIRED = Pattern.compile("\\$\\{(\\w+):\\?[^}]+}");
    /** ${SOMETHING_BIND:-127.0.0.1}:HOST_PORT:CONTAINER_PORT */
    private static final Pattern LOOPBACK_PORT = Pattern.compile("\\$\\{[A-Z]+_BIND:-127\\.0\\.0\\.1}:(\\d+):(\\d+)");

    private final Compose compose = Compose.load();

    @Test
    void defaultServicesAndTheEmbeddedProfile() {
        assertThat(compose.serviceNames()).containsExactlyInAnyOrder("dynamodb", "jupyter", "engine", "jupyter-embedded", "classroom");
        // A plain "docker compose up" starts exactly DynamoDB Local and JupyterLab.
        assertThat(compose.service("dynamodb").has("profiles")).isFalse();
        assertThat(compose.service("jupyter").has("profiles")).isFalse();
        assertThat(compose.strings("engine", "profiles")).containsExactly("embedded");
        assertThat(compose.strings("jupyter-embedded", "profiles")).containsExactly("embedded");
        assertThat(compose.strings("classroom", "profiles")).containsExactly("classroom");
    }

    @Test
    void everyPortIsPublishedOnLoopbackUnlessToldOtherwise() {
        for (String service : compose.serviceNames()) {
            for (String port : compose.ports(service)) {
                assertThat(port).as("%s publishes %s", service, port).matches(LOOPBACK_PORT);
            }
        }
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
    void tokenAuthenticationIsAlwaysOnAndHasNoDefault() throws IOException {
        for (String service : List.of("jupyter", "jupyter-embedded")) {
            Matcher m = REQUIRED.matcher(compose.environment(service).getOrDefault("JUPYTER_TOKEN", ""));
            assertThat(m.matches()).as("%s's JUPYTER_TOKEN is required: ${JUPYTER_TOKEN:?...}", service).isTrue();
            assertThat(m.group(1)).isEqualTo("JUPYTER_TOKEN");
        }
        assertThat(readme()).as("the README gives no token").doesNotContainPattern("token=[A-Za-z0-9]");
        String start = Files.readString(Compose.ROOT.resolve("docker/jupyter/start"));
        assertThat(start).contains("if [ -z \"${JUPYTER_TOKEN:-}\" ]").contains("exit 1");
        assertThat(start).doesNotContain("--IdentityProvider.token=''").doesNotContain("--NotebookApp.token=''");
    }

    @Test
    void theClassroomNeedsAWorkshopPasswordAndKeepsItsRoomInAVolume() throws IOException {
        Matcher m = REQUIRED.matcher(compose.environment("classroom").getOrDefault("CLASSROOM_PASSWORD", ""));
        assertThat(m.matches()).as("CLASSROOM_PASSWORD is required: ${CLASSROOM_PASSWORD:?...}").isTrue();
        assertThat(Files.readString(Compose.ROOT.resolve("classroom/room.py"))).contains("os.environ.get(\"CLASSROOM_PASSWORD\"");
        Dockerfile classroom = Dockerfile.read(Compose.ROOT.resolve("docker/classroom/Dockerfile"));
        List<String> cmd = classroom.last("CMD").words();
        assertThat(cmd.get(0)).isEqualTo("classroom/start");
        assertThat(Compose.ROOT.resolve("classroom/start")).isExecutable();
        assertThat(containerPorts("classroom")).containsExactly(Integer.parseInt(DockerfilesTest.argumentAfter(cmd, "--port")));
        assertThat(classroom.last("EXPOSE").arguments()).isEqualTo(DockerfilesTest.argumentAfter(cmd, "--port"));
        // The volume is the room's default folder (room.py: build/classroom under the checkout).
        String[] volume = compose.strings("classroom", "volumes").iterator().next().split(":");
        assertThat(volume[1]).isEqualTo(classroom.last("WORKDIR").arguments() + "/build/classroom");
        assertThat(Files.readString(Compose.ROOT.resolve("classroom/room.py"))).contains("ROOT / \"build\" / \"classroom\"");
    }

    @Test
    void theJupyterImagesUserIsTheHostsWhenComposeIsToldIt() {
        var args = compose.service("jupyter").path("build").path("args");
        assertThat(args.path("LEARNER_UID").asText()).isEqualTo("${LEARNER_UID:-1000}");
        assertThat(args.path("LEARNER_GID").asText()).isEqualTo("${LEARNER_GID:-1000}");
        Dockerfile jupyter = DockerfilesTest.jupyter();
        assertThat(jupyter.all("ARG")).extracting(Dockerfile.Instruction::arguments).contains("LEARNER_UID=1000", "LEARNER_GID=1000");
        assertThat(jupyter.all("RUN")).anyMatch(r -> r.arguments().contains("useradd --create-home --uid \"$LEARNER_UID\" --gid \"$LEARNER_GID\""));
    }

    @Test
    void jupyterPublishesTheServerPort() throws IOException {
        String start = Files.readString(Compose.ROOT.resolve("docker/jupyter/start"));
        Matcher port = Pattern.compile("--port=(\\d+)").matcher(start);
        assertThat(port.find()).isTrue();
        assertThat(compose.ports("jupyter")).containsExactly("${JUPYTER_BIND:-127.0.0.1}:" + port.group(1) + ":" + port.group(1));
        assertThat(DockerfilesTest.jupyter().last("EXPOSE").arguments()).isEqualTo(port.group(1));
    }

    @Test
    void notebooksAndExercisesAreMountedFromTheRepositoryWhereTheContainerReadsThem() throws IOException {
        String start = Files.readString(Compose.ROOT.resolve("docker/jupyter/start"));
        Matcher root = Pattern.compile("--ServerApp.root_dir=(\\S+)").matcher(start);
        assertThat(root.find()).as("start sets JupyterLab's root_dir").isTrue();
        assertThat(compose.strings("jupyter", "volumes")).hasSize(2);
        String[] volume = compose.strings("jupyter", "volumes").iterator().next().split(":");
        assertThat(compose.strings("jupyter", "volumes")).contains("./exercises:"
                + DockerfilesTest.jupyter().last("WORKDIR").arguments() + "/exercises");
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
