package dev.ddbcourse.engine.differential;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The servers the differential tests talk to, each started once per test JVM and stopped when it
 * exits: the engine, dynalite and moto. An emulator that is not installed makes its tests
 * skipped or failed, as {@link Emulators} decides.
 */
final class Servers {
    private static Side engine;
    private static Side dynalite;
    private static Side moto;
    private static RuntimeException dynaliteFailure;
    private static RuntimeException motoFailure;
    private static final Map<String, Side> TWINS = new HashMap<>();

    private Servers() {}

    /** A server under test: its name in reports, its endpoint and an SDK client pointed at it. */
    record Side(String name, URI endpoint, DynamoDbClient client) {}

    /**
     * The engine in this JVM, or with {@code DIFFERENTIAL_ENGINE_ENDPOINT=http://host:port} one already
     * running there (e.g. an older build, to compare figures before and after a change).
     */
    static synchronized Side engine() {
        if (engine == null) {
            String external = System.getenv("DIFFERENTIAL_ENGINE_ENDPOINT");
            if (external != null) {
                engine = side("engine", URI.create(external), () -> { });
            } else {
                EmbeddedDynamoDb db = EmbeddedDynamoDb.start();
                engine = side("engine", db.endpoint(), db::close);
            }
        }
        return engine;
    }

    /**
     * What a scenario compares with the reference: the engine, or with {@code DIFFERENTIAL_SELF_CHECK=1}
     * a second instance of the reference itself (the harness check: it must report no mismatch).
     */
    static synchronized Side oursAgainst(Side reference) {
        if (System.getenv("DIFFERENTIAL_SELF_CHECK") == null) return engine();
        Side twin = TWINS.get(reference.name());
        if (twin == null) {
            ExternalServer server = reference.name().equals("moto") ? startMoto("moto-twin") : startDynalite("dynalite-twin");
            twin = side(reference.name() + "-twin", server.endpoint(), server::close);
            TWINS.put(reference.name(), twin);
        }
        return twin;
    }

    static synchronized Side dynalite() {
        if (dynalite == null) {
            if (dynaliteFailure != null) throw dynaliteFailure;
            try {
                ExternalServer server = startDynalite("dynalite");
                dynalite = side("dynalite", server.endpoint(), server::close);
            } catch (RuntimeException e) {
                dynaliteFailure = e;
                throw e;
            }
        }
        return dynalite;
    }

    static synchronized Side moto() {
        if (moto == null) {
            if (motoFailure != null) throw motoFailure;
            try {
                ExternalServer server = startMoto("moto");
                moto = side("moto", server.endpoint(), server::close);
            } catch (RuntimeException e) {
                motoFailure = e;
                throw e;
            }
        }
        return moto;
    }

    private static ExternalServer startDynalite(String name) {
        Path dir = Emulators.installDir();
        Path cli = dir.resolve("node_modules/dynalite/cli.js");
        if (!Files.isRegularFile(cli)) Emulators.unavailable("dynalite is not installed (" + cli + " missing)");
        return ExternalServer.start(name, dir, port -> List.of(
                "node", cli.toString(), "--host", "127.0.0.1", "--port", Integer.toString(port),
                // Tables become ACTIVE at once, as in the engine; the states are still reported.
                "--createTableMs", "0", "--deleteTableMs", "0", "--updateTableMs", "0"));
    }

    private static ExternalServer startMoto(String name) {
        Path dir = Emulators.installDir();
        Path bin = dir.resolve(".venv/bin/moto_server");
        if (!Files.isExecutable(bin)) Emulators.unavailable("moto is not installed (" + bin + " missing)");
        return ExternalServer.start(name, dir, port -> List.of(bin.toString(), "-H", "127.0.0.1", "-p", Integer.toString(port)));
    }

    private static Side side(String name, URI endpoint, Runnable stop) {
        DynamoDbClient client = client(endpoint);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            client.close();
            stop.run();
        }, "stop-" + name));
        return new Side(name, endpoint, client);
    }

    /** No retries: an error must come back as the server sent it, once. A hung server fails the step. */
    static DynamoDbClient client(URI endpoint) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("differential", "differential")))
                .httpClient(UrlConnectionHttpClient.builder().socketTimeout(Duration.ofSeconds(30)).build())
                .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()).apiCallTimeout(Duration.ofSeconds(15)))
                .build();
    }
}
