package dev.ddbcourse.kit.backend;

import dev.ddbcourse.kit.config.Settings;
import dev.ddbcourse.kit.log.RequestLog;
import dev.ddbcourse.kit.log.RequestLogger;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import software.amazon.awssdk.http.urlconnection.UrlConnectionFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The one place a course client is made: the backend chosen by {@link BackendConfig}, the HTTP
 * client the backend asks for (the embedded engine's needs no socket, the others get the URL-connection
 * client, which starts fastest), and the request logger registered on the builder, where a learner
 * reading this can see it.
 */
public final class CourseClient {
    private static Connection shared;

    /**
     * For the local backends: the SDK's default URL-connection client sets up TLS when it is made
     * (the JDK's trust store read and parsed, a fifth of a lesson's start), which plain
     * {@code http://127.0.0.1} never uses. An {@code https} endpoint still gets the JDK's own TLS.
     */
    static final UrlConnectionFactory PLAIN_HTTP = uri -> {
        try {
            HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection();
            connection.setConnectTimeout(2_000); // the SDK's defaults
            connection.setReadTimeout(30_000);
            return connection;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    };

    private CourseClient() {}

    /**
     * The JVM's course client, made on first use from the environment. The first call prints
     * the backend line (not with COURSE_TRANSCRIPT=1). Closed at exit.
     */
    public static synchronized DynamoDbClient shared() {
        if (shared == null) {
            Connection connection = connect(BackendConfig.fromSettings(Settings.current()));
            Runtime.getRuntime().addShutdownHook(new Thread(connection::close, "course-client-close"));
            if (!Settings.transcriptMode()) {
                RequestLog.print(connection.description() + "\n");
            }
            shared = connection;
        }
        return shared.client();
    }

    /** The engine switches of the JVM's backend (starting it if needed). */
    public static synchronized EngineControl sharedControl() {
        shared();
        return shared.control();
    }

    /** A new backend and client for {@code config}; the caller closes it. */
    public static Connection connect(BackendConfig config) {
        ClientWarmUp.start(); // beside the client's build, on the other core
        Backend backend = switch (config.kind()) {
            case EMBEDDED -> new EmbeddedBackend();
            case ENDPOINT -> new EndpointBackend(config.endpoint(), config.accessKey());
            case DOCKER -> new DockerBackend();
            case AWS -> new AwsBackend(config);
        };
        try {
            DynamoDbClientBuilder builder = DynamoDbClient.builder()
                    .httpClient(backend.httpClient())
                    .overrideConfiguration(c -> {
                        c.addExecutionInterceptor(new RequestLogger()); // prints and records each request
                        backend.interceptors().forEach(c::addExecutionInterceptor);
                    });
            backend.configure(builder);
            return new Connection(backend, builder.build());
        } catch (RuntimeException e) {
            backend.close();
            throw e;
        }
    }

    /** A backend and the client pointed at it. */
    public static final class Connection implements AutoCloseable {
        private final Backend backend;
        private final DynamoDbClient client;

        Connection(Backend backend, DynamoDbClient client) {
            this.backend = backend;
            this.client = client;
        }

        public DynamoDbClient client() {
            return client;
        }

        /** The backend's engine switches, or {@link EngineControl#NONE}. */
        public EngineControl control() {
            return backend.control();
        }

        /** The line printed at start, e.g. {@code DynamoDB: embedded engine at http://127.0.0.1:PORT}. */
        public String description() {
            return backend.description();
        }

        @Override
        public void close() {
            client.close();
            backend.close();
        }
    }
}
