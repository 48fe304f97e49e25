package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The kit reaches the engine's switches: directly when embedded, by control request at an endpoint. */
class SwitchboardTest {

    @Test
    void theEmbeddedEngineIsSwitchedDirectly() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.start()) {
            Switchboard board = new EngineSwitchboard(engine.switches());
            board.throttling(true);
            board.gsiLag(Duration.ofMillis(1500));
            board.tableStates(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(3));
            board.itemCollectionLimit(4096);
            assertThat(engine.switches().itemCollectionLimitBytes()).isEqualTo(4096);
            assertThat(engine.switches().throttling()).isTrue();
            assertThat(engine.switches().gsiLag()).isEqualTo(Duration.ofMillis(1500));
            assertThat(engine.switches().deleting()).isEqualTo(Duration.ofSeconds(3));
        }
    }

    @Test
    void aStandaloneEngineIsSwitchedByControlRequest() {
        try (EmbeddedDynamoDb engine = EmbeddedDynamoDb.start()) {
            Switchboard board = new EndpointBackend(engine.endpoint(), null).switchboard();
            board.throttling(true);
            board.gsiLag(Duration.ofMillis(250));
            board.tableStates(Duration.ofSeconds(4), Duration.ZERO, Duration.ofMillis(500));
            board.itemCollectionLimit(2048);
            assertThat(engine.switches().itemCollectionLimitBytes()).isEqualTo(2048);
            assertThat(engine.switches().throttling()).isTrue();
            assertThat(engine.switches().gsiLag()).isEqualTo(Duration.ofMillis(250));
            assertThat(engine.switches().creating()).isEqualTo(Duration.ofSeconds(4));
            assertThat(engine.switches().deleting()).isEqualTo(Duration.ofMillis(500));
        }
    }

    @Test
    void anotherServerHasNoSwitches() throws Exception {
        // What DynamoDB Local answers to an operation it does not know.
        HttpServer other = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        byte[] body = "{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}".getBytes(StandardCharsets.UTF_8);
        other.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(400, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        other.start();
        try {
            Switchboard board = new ControlRequestSwitchboard(URI.create("http://127.0.0.1:" + other.getAddress().getPort()));
            assertThatThrownBy(() -> board.throttling(true))
                    .isInstanceOf(ControlRequestSwitchboard.UnavailableSwitch.class)
                    .hasMessageContaining("is not the course's engine");
        } finally {
            other.stop(0);
        }
        assertThat(new DockerBackendStub().switchboard()).isNull();
    }

    /** Backends other than the engine's keep the interface's default: no switchboard. */
    private static final class DockerBackendStub implements Backend {
        @Override public String description() { return "stub"; }
        @Override public void configure(software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder builder) {}
        @Override public void close() {}
    }
}
