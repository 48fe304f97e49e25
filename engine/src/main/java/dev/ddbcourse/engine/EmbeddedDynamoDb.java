package dev.ddbcourse.engine;

import java.net.URI;

/**
 * A DynamoDB-compatible server in this JVM, speaking DynamoDB's JSON wire protocol so the
 * unmodified AWS SDK talks to it.
 *
 * <pre>{@code
 * try (var db = EmbeddedDynamoDb.start()) {           // 127.0.0.1, a free port
 *     DynamoDbClient ddb = DynamoDbClient.builder().endpointOverride(db.endpoint())...
 * }
 * }</pre>
 *
 * <p>SIGNATURE SKELETON: being implemented; the public API below is the contract.
 */
public final class EmbeddedDynamoDb implements AutoCloseable {

    /** Starts on 127.0.0.1 and a random free port. */
    public static EmbeddedDynamoDb start() { return builder().start(); }

    public static Builder builder() { return new Builder(); }

    /** The URL to give the SDK's endpointOverride, e.g. http://127.0.0.1:54321. */
    public URI endpoint() { throw new UnsupportedOperationException("TODO"); }

    /** Stops the server and drops all tables. */
    @Override
    public void close() { throw new UnsupportedOperationException("TODO"); }

    /** Standalone: {@code java -jar engine.jar [--port 8000] [--host 127.0.0.1]}. */
    public static void main(String[] args) { throw new UnsupportedOperationException("TODO"); }

    public static final class Builder {
        private String host = "127.0.0.1";
        private int port = 0;

        public Builder host(String host) { this.host = host; return this; }

        /** 0 (the default) picks a free port. */
        public Builder port(int port) { this.port = port; return this; }

        public EmbeddedDynamoDb start() { throw new UnsupportedOperationException("TODO"); }
    }
}
