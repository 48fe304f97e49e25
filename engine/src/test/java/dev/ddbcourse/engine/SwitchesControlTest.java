package dev.ddbcourse.engine;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** DdbCourseEngine.SetSwitches and DescribeSwitches: what a notebook or the kit sends to an engine it did not start. */
class SwitchesControlTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static EmbeddedDynamoDb engine;

    @BeforeAll
    static void start() { engine = EmbeddedDynamoDb.start(); }

    @AfterAll
    static void stop() { engine.close(); }

    private static HttpResponse<String> control(String action, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(engine.endpoint() + "/"))
                .header("X-Amz-Target", "DdbCourseEngine." + action).header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everythingIsOffByDefault() throws Exception {
        JsonNode all = EngineClockTest.ok(control("DescribeSwitches", "{}"));
        assertThat(all.toString()).isEqualTo("{\"Throttling\":false,\"CreatingSeconds\":0.0,\"UpdatingSeconds\":0.0,"
                + "\"DeletingSeconds\":0.0,\"GsiLagSeconds\":0.0,\"ItemCollectionLimitBytes\":10737418240}");
    }

    @Test
    void setChangesOnlyWhatItNames() throws Exception {
        try {
            JsonNode after = EngineClockTest.ok(control("SetSwitches", "{\"Throttling\": true, \"UpdatingSeconds\": 2.5,"
                    + " \"IndexLag\": {\"TableName\": \"t\", \"IndexName\": \"g\", \"Seconds\": 3}}"));
            assertThat(after.get("Throttling").asBoolean()).isTrue();
            assertThat(after.get("UpdatingSeconds").asDouble()).isEqualTo(2.5);
            assertThat(after.get("CreatingSeconds").asDouble()).isZero();
            assertThat(engine.switches().throttling()).isTrue();
            assertThat(engine.switches().gsiLag("t", "g")).isEqualTo(Duration.ofSeconds(3));
            assertThat(engine.switches().gsiLag("t", "other")).isEqualTo(Duration.ZERO);
        } finally {
            engine.switches().throttling(false).updating(Duration.ZERO);
        }
    }

    @Test
    void badValuesAreRefusedAndChangeNothing() throws Exception {
        EngineClockTest.rejected(control("SetSwitches", "{\"Throttling\": true, \"CreatingSeconds\": -1}"),
                "ValidationException", "Member 'CreatingSeconds' is out of range: -1");
        assertThat(engine.switches().throttling()).isFalse();
        EngineClockTest.rejected(control("SetSwitches", "{\"Throttling\": \"yes\"}"), "SerializationException",
                "Throttling must be true or false");
        EngineClockTest.rejected(control("SetSwitches", "{\"Thottling\": true}"), "ValidationException",
                "Unknown member 'Thottling' (expected: CreatingSeconds, DeletingSeconds, GsiLagSeconds, IndexLag, "
                        + "ItemCollectionLimitBytes, Throttling, UpdatingSeconds)");
    }
}
