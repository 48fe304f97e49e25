package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ddbcourse.kit.backend.BackendConfig.Kind;
import dev.ddbcourse.kit.config.Settings;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BackendConfigTest {

    private static BackendConfig env(Map<String, String> environment) {
        return BackendConfig.fromSettings(Settings.of(environment, Map.of()));
    }

    @Test
    void theEmbeddedEngineIsTheDefault() {
        assertThat(env(Map.of())).isEqualTo(new BackendConfig(Kind.EMBEDDED, null, null));
        assertThat(env(Map.of("DDB_BACKEND", "  "))).extracting(BackendConfig::kind).isEqualTo(Kind.EMBEDDED);
    }

    @Test
    void theEndpointBackendNeedsAUrl() {
        assertThat(env(Map.of("DDB_BACKEND", "Endpoint", "DDB_ENDPOINT", "http://localhost:8000")))
                .isEqualTo(new BackendConfig(Kind.ENDPOINT, URI.create("http://localhost:8000"), null));
        assertThatThrownBy(() -> env(Map.of("DDB_BACKEND", "endpoint")))
                .hasMessageContaining("DDB_ENDPOINT").hasMessageContaining("http://localhost:8000");
        assertThatThrownBy(() -> env(Map.of("DDB_BACKEND", "endpoint", "DDB_ENDPOINT", "localhost:8000")))
                .hasMessageContaining("should look like http://localhost:8000");
    }

    @Test
    void theEndpointBackendSendsTheAccessKeyItIsGiven() {
        Map<String, String> endpoint = Map.of("DDB_BACKEND", "endpoint", "DDB_ENDPOINT", "http://localhost:8000");
        assertThat(env(endpoint).accessKey()).isEqualTo("course");
        var learner = new java.util.HashMap<>(endpoint);
        learner.put("DDB_ACCESS_KEY", "L3f2a9c");
        assertThat(env(learner).accessKey()).isEqualTo("L3f2a9c");
        learner.put("DDB_ACCESS_KEY", "not/a key");
        assertThatThrownBy(() -> env(learner)).hasMessageContaining("DDB_ACCESS_KEY / -Dddb.access.key must be 1-128 letters and digits");
    }

    @Test
    void dockerNeedsNothingElse() {
        assertThat(env(Map.of("DDB_BACKEND", "docker"))).isEqualTo(new BackendConfig(Kind.DOCKER, null, null));
    }

    @Test
    void awsGetsTheCoursePrefixUnlessAnotherIsGiven() {
        assertThat(env(Map.of("DDB_BACKEND", "aws"))).isEqualTo(new BackendConfig(Kind.AWS, null, "ddbcourse-"));
        assertThat(env(Map.of("DDB_BACKEND", "aws", "DDB_TABLE_PREFIX", "alice-course-")).tablePrefix()).isEqualTo("alice-course-");
        assertThat(env(Map.of("DDB_BACKEND", "aws", "DDB_ENDPOINT", "http://127.0.0.1:4566")).endpoint())
                .isEqualTo(URI.create("http://127.0.0.1:4566"));
        assertThatThrownBy(() -> env(Map.of("DDB_BACKEND", "aws", "DDB_TABLE_PREFIX", "no spaces please")))
                .hasMessageContaining("DDB_TABLE_PREFIX");
    }

    @Test
    void anUnknownBackendNamesTheChoices() {
        assertThatThrownBy(() -> env(Map.of("DDB_BACKEND", "dynamo")))
                .hasMessage("DDB_BACKEND / -Dddb.backend is 'dynamo', which is not a backend: use embedded, endpoint, docker or aws");
    }

    @Test
    void theSystemPropertyWinsOverTheEnvironment() {
        Settings settings = Settings.of(Map.of("DDB_BACKEND", "aws"), Map.of("ddb.backend", "docker"));
        assertThat(BackendConfig.fromSettings(settings).kind()).isEqualTo(Kind.DOCKER);
        assertThat(Settings.of(Map.of("COURSE_SHOW_COST", "1"), Map.of()).isOn(Settings.SHOW_COST)).isTrue();
        assertThat(Settings.of(Map.of("COURSE_SHOW_COST", "0"), Map.of()).isOn(Settings.SHOW_COST)).isFalse();
    }
}
