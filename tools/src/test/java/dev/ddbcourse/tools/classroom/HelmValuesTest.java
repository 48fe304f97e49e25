package dev.ddbcourse.tools.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.ddbcourse.kit.backend.BackendConfig;
import dev.ddbcourse.kit.config.Settings;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * classroom/helm/values.yaml cannot run here (no cluster), so it is checked against what it runs:
 * only keys the Zero to JupyterHub chart's schema defines, the classroom image's user, paths and
 * commands, the kit reaching the engine sidecar, the engine's own options, and no password.
 */
class HelmValuesTest {
    private static final Path VALUES = Compose.ROOT.resolve("classroom/helm/values.yaml");
    // Where each key used sits in the chart's values.schema.yaml (jupyterhub/zero-to-jupyterhub-k8s);
    // hub.config and the container specs under singleuser are free-form there.
    private static final Set<String> CHART_KEYS = Set.of("hub", "hub.config", "singleuser", "singleuser.image",
            "singleuser.image.name", "singleuser.image.tag", "singleuser.uid", "singleuser.fsGid", "singleuser.cmd",
            "singleuser.defaultUrl", "singleuser.storage", "singleuser.storage.capacity", "singleuser.storage.homeMountPath",
            "singleuser.lifecycleHooks", "singleuser.extraEnv", "singleuser.extraContainers", "singleuser.memory",
            "singleuser.memory.guarantee", "singleuser.memory.limit", "singleuser.cpu", "singleuser.cpu.guarantee",
            "singleuser.cpu.limit", "cull", "cull.enabled", "cull.timeout");
    private static final Set<String> FREE_FORM = Set.of("hub.config", "singleuser.lifecycleHooks",
            "singleuser.extraEnv", "singleuser.extraContainers");

    private final JsonNode values = read();
    private final JsonNode singleuser = values.path("singleuser");
    private final Dockerfile image = Dockerfile.read(Compose.ROOT.resolve("docker/classroom/Dockerfile"));

    private static JsonNode read() {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(VALUES.toFile());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void everyKeyIsOneTheChartDefines() {
        List<String> keys = new ArrayList<>();
        collect(values, "", keys);
        assertThat(CHART_KEYS).containsAll(keys);
    }

    @Test
    void learnersRunTheClassroomImageAsItsUserWithItsHubServer() throws IOException {
        String workdir = image.last("WORKDIR").arguments();
        assertThat(singleuser.path("cmd").asText()).isEqualTo(workdir + "/.venv/bin/jupyterhub-singleuser");
        assertThat(image.all("RUN")).anyMatch(r -> r.arguments().startsWith("classroom/setup"));
        assertThat(Files.readString(Compose.ROOT.resolve("classroom/requirements.txt"))).contains("jupyterhub==");
        assertThat(singleuser.path("uid").asText()).isEqualTo(arg("LEARNER_UID"));
        assertThat(singleuser.path("storage").path("homeMountPath").asText()).isEqualTo("/home/learner");
        assertThat(values.path("hub").path("config").path("Spawner").path("notebook_dir").asText()).isEqualTo("/home/learner");
        assertThat(image.all("RUN")).anyMatch(r -> r.arguments().contains("useradd --create-home --uid \"$LEARNER_UID\" learner"));
    }

    @Test
    void theFirstStartCopiesTheCourseWhereTheDefaultUrlLeads() throws IOException {
        List<String> hook = new ArrayList<>();
        singleuser.path("lifecycleHooks").path("postStart").path("exec").path("command").forEach(w -> hook.add(w.asText()));
        String workdir = image.last("WORKDIR").arguments();
        assertThat(hook).hasSize(4);
        assertThat(hook.get(0)).isEqualTo(workdir + "/.venv/bin/python");
        assertThat(hook.get(1)).isEqualTo(workdir + "/classroom/workspaces.py");
        assertThat(Files.readString(Compose.ROOT.resolve("classroom/workspaces.py"))).contains("python workspaces.py copy DIR");
        assertThat(hook.subList(2, 4)).containsExactly("copy", "/home/learner/course");
        assertThat(singleuser.path("defaultUrl").asText()).isEqualTo("/lab/tree/course/notebooks");
    }

    @Test
    void theKitInEachServerReachesItsEngineSidecar() throws IOException {
        Map<String, String> env = new LinkedHashMap<>();
        singleuser.path("extraEnv").fields().forEachRemaining(e -> env.put(e.getKey(), e.getValue().asText()));
        BackendConfig config = BackendConfig.fromSettings(Settings.of(env, Map.of()));
        assertThat(config.kind()).isEqualTo(BackendConfig.Kind.ENDPOINT);
        URI endpoint = config.endpoint();
        assertThat(endpoint.getHost()).as("a sidecar shares the pod's loopback").isEqualTo("127.0.0.1");

        JsonNode sidecar = singleuser.path("extraContainers").get(0);
        assertThat(sidecar.path("image").asText())
                .isEqualTo(singleuser.path("image").path("name").asText() + ":" + singleuser.path("image").path("tag").asText());
        List<String> command = new ArrayList<>();
        sidecar.path("command").forEach(w -> command.add(w.asText()));
        assertThat(command).contains("dev.ddbcourse.engine.EmbeddedDynamoDb");
        assertThat(DockerfilesTest.argumentAfter(command, "-cp")).isEqualTo(image.last("WORKDIR").arguments() + "/build/kernel-classpath/*");
        assertThat(Files.readString(Compose.ROOT.resolve("notebooks/support/setup"))).contains("build/kernel-classpath");
        assertThat(DockerfilesTest.argumentAfter(command, "--port")).isEqualTo(String.valueOf(endpoint.getPort()));
        assertThat(DockerfilesTest.argumentAfter(command, "--host")).isEqualTo("127.0.0.1");
        String main = Files.readString(Compose.ROOT.resolve("engine/src/main/java/dev/ddbcourse/engine/EmbeddedDynamoDb.java"));
        assertThat(main).contains("\"--port\"").contains("\"--host\"");
    }

    @Test
    void theLearnersJvmsGetTheOptionsTheOneMachineRoomGivesThem() throws IOException {
        Matcher options = Pattern.compile("KERNEL_JAVA_OPTIONS = \"([^\"]+)\"")
                .matcher(Files.readString(Compose.ROOT.resolve("classroom/spawner.py")));
        assertThat(options.find()).isTrue();
        assertThat(singleuser.path("extraEnv").path("JDK_JAVA_OPTIONS").asText()).isEqualTo(options.group(1));
    }

    @Test
    void signingInUsesTheWorkshopPasswordGivenAtInstallNeverOneInTheFile() throws IOException {
        JsonNode config = values.path("hub").path("config");
        assertThat(config.path("JupyterHub").path("authenticator_class").asText()).isEqualTo("shared-password");
        assertThat(config.path("SharedPasswordAuthenticator").isMissingNode()).isTrue();
        assertThat(Files.readString(VALUES).toLowerCase()).doesNotContain("password:");
        String steps = Files.readString(Compose.ROOT.resolve("classroom/helm/README.md"));
        assertThat(steps).contains("--set hub.config.SharedPasswordAuthenticator.user_password=")
                .contains("--set hub.config.SharedPasswordAuthenticator.admin_password=")
                .contains("--values classroom/helm/values.yaml")
                .contains("docker build -f docker/classroom/Dockerfile");
    }

    private String arg(String name) {
        return image.all("ARG").stream().map(Dockerfile.Instruction::arguments)
                .filter(a -> a.startsWith(name + "=")).findFirst().orElseThrow().substring(name.length() + 1);
    }

    private static void collect(JsonNode node, String path, List<String> keys) {
        if (!node.isObject()) return;
        node.fields().forEachRemaining(e -> {
            String key = path.isEmpty() ? e.getKey() : path + "." + e.getKey();
            keys.add(key);
            if (!FREE_FORM.contains(key)) collect(e.getValue(), key, keys);
        });
    }
}
