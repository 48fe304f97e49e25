package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import dev.ddbcourse.engine.WireRequest;
import dev.ddbcourse.engine.WireResponse;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.MustWait;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An engine bug (any Throwable an operation throws, Errors included, or an answer that cannot be written) is
 * DynamoDB's HTTP 500 InternalServerError, never a closed connection: over a socket (on the I/O thread and on
 * the thread a waiting request is handed to) and in process. Test-only operations, registered with the Router
 * under a prefix of their own, throw what a bug would.
 */
class InternalErrorTest {
    private static final String PREFIX = "InternalErrorTest.";
    private static final String BODY_500 =
            "{\"__type\":\"com.amazonaws.dynamodb.v20120810#InternalServerError\",\"message\":\"Internal server error\"}";
    private static HttpFrontEnd server;

    /** What each test operation throws (or, for Unwritable, answers), by name. */
    private static final Map<String, Supplier<ObjectNode>> FAULTS = new LinkedHashMap<>();

    static {
        FAULTS.put("NoSuchMethod", () -> { throw new NoSuchMethodError("a library of the wrong version"); });
        FAULTS.put("Assertion", () -> { throw new AssertionError("an engine invariant broken"); });
        FAULTS.put("OutOfMemory", () -> { throw new OutOfMemoryError("simulated"); });
        FAULTS.put("StackOverflow", () -> { throw new StackOverflowError(); });
        FAULTS.put("IllegalState", () -> { throw new IllegalStateException("an engine bug"); });
        FAULTS.put("InInitializer", () -> { throw new ExceptionInInitializerError(new IllegalStateException("static")); });
        // Jackson cannot write a bare Object: the answer itself fails, after the operation returned.
        FAULTS.put("Unwritable", () -> {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            out.set("Oops", new POJONode(new Object()));
            return out;
        });
        // Asks to wait first (on the I/O thread), so the fault is thrown on the thread it is handed to.
        FAULTS.put("WaitThenAssertion", () -> {
            MustWait.unlessMayWait();
            throw new AssertionError("an engine invariant broken after waiting");
        });
        // A checked exception no operation declares, thrown all the same (as a library's sneaky throw would).
        FAULTS.put("Interrupted", () -> InternalErrorTest.<RuntimeException>sneaky(new InterruptedException("sneaked")));
        FAULTS.put("Ok", JsonNodeFactory.instance::objectNode);
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> ObjectNode sneaky(Throwable t) throws T {
        throw (T) t;
    }

    /** One test operation: validation passes, execute runs its fault. */
    private record Faulty(Supplier<ObjectNode> fault) implements Operation<ObjectNode> {
        @Override
        public ObjectNode validate(ObjectNode json) { return json; }

        @Override
        public ObjectNode execute(ObjectNode request) { return fault.get(); }
    }

    @BeforeAll
    static void start() {
        Function<String, Operation<?>> catalog = name -> FAULTS.containsKey(name) ? new Faulty(FAULTS.get(name)) : null;
        server = new HttpFrontEnd("127.0.0.1", 0, new Router(Map.of(PREFIX, catalog)));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"NoSuchMethod", "Assertion", "OutOfMemory", "StackOverflow", "IllegalState", "InInitializer",
            "Unwritable", "WaitThenAssertion"})
    void overASocketA500AndTheConnectionStaysUsable(String fault) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.endpoint().getPort())) {
            socket.setSoTimeout(10_000);
            for (int i = 0; i < 2; i++) { // the same connection answers again after a 500
                Raw r = exchange(socket, fault);
                assertThat(r.statusLine).as(fault).isEqualTo("HTTP/1.1 500 Internal Server Error");
                assertThat(r.headers).containsEntry("content-type", "application/x-amz-json-1.0");
                assertThat(r.headers).doesNotContainEntry("connection", "close");
                assertThat(r.body).isEqualTo(BODY_500);
                assertThat(Json.parseOrNull(r.body.getBytes(StandardCharsets.UTF_8))).isNotNull();
            }
            Raw ok = exchange(socket, "Ok");
            assertThat(ok.statusLine).isEqualTo("HTTP/1.1 200 OK");
            assertThat(ok.body).isEqualTo("{}");
        }
        try (Socket fresh = new Socket("127.0.0.1", server.endpoint().getPort())) { // and the server serves on
            fresh.setSoTimeout(10_000);
            assertThat(exchange(fresh, "Ok").statusLine).isEqualTo("HTTP/1.1 200 OK");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"NoSuchMethod", "Assertion", "OutOfMemory", "StackOverflow", "IllegalState", "InInitializer",
            "Unwritable", "WaitThenAssertion"})
    void inProcessA500(String fault) {
        WireResponse r = server.answer(request(fault, "application/x-amz-json-1.0"));
        assertThat(r.status()).as(fault).isEqualTo(500);
        assertThat(new String(r.body(), StandardCharsets.UTF_8)).isEqualTo(BODY_500);
        assertThat(r.headers()).containsEntry("Content-Type", "application/x-amz-json-1.0");
        assertThat(r.headers().get("x-amzn-RequestId")).hasSize(52);
        JsonNode parsed = Json.parseOrNull(r.body());
        assertThat(parsed.get("__type").asText()).isEqualTo("com.amazonaws.dynamodb.v20120810#InternalServerError");
        assertThat(server.answer(request("Ok", "application/x-amz-json-1.0")).status()).isEqualTo(200);
    }

    /** An InterruptedException is a 500 too, and the thread stays interrupted (whoever interrupted it meant it). */
    @Test
    void anInterruptIsKept() {
        try {
            WireResponse r = server.answer(request("Interrupted", "application/x-amz-json-1.0"));
            assertThat(r.status()).isEqualTo(500);
            assertThat(new String(r.body(), StandardCharsets.UTF_8)).isEqualTo(BODY_500);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    /** The 500 made in advance is the JSON the one error writer makes of DynamoDbError.internal. */
    @Test
    void thePrebuiltBodyIsTheErrorWritersOwn() {
        byte[] written = Json.write(ErrorBodies.toJson(DynamoDbError.internal(Messages.INTERNAL_SERVER_ERROR)));
        assertThat(new String(ErrorBodies.InternalServerError.BODY, StandardCharsets.UTF_8))
                .isEqualTo(new String(written, StandardCharsets.UTF_8)).isEqualTo(BODY_500);
    }

    /** A request in application/json is answered in application/json, a 500 too. */
    @ParameterizedTest
    @ValueSource(strings = {"Assertion", "Unwritable"})
    void theAnswerKeepsTheRequestsContentType(String fault) {
        WireResponse r = server.answer(request(fault, "application/json"));
        assertThat(r.status()).isEqualTo(500);
        assertThat(r.headers()).containsEntry("Content-Type", "application/json");
        assertThat(new String(r.body(), StandardCharsets.UTF_8)).isEqualTo(BODY_500);
    }

    private static WireRequest request(String operation, String contentType) {
        Map<String, String> headers = Map.of("x-amz-target", PREFIX + operation, "content-type", contentType);
        return new WireRequest("POST", "/", name -> headers.get(name.toLowerCase(Locale.ROOT)),
                "{}".getBytes(StandardCharsets.UTF_8));
    }

    private record Raw(String statusLine, Map<String, String> headers, String body) {}

    /** Sends one keep-alive request for the operation on the socket and reads its whole answer. */
    private static Raw exchange(Socket socket, String operation) throws IOException {
        String request = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: " + PREFIX + operation
                + "\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n\r\n{}";
        socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        InputStream in = socket.getInputStream();
        String statusLine = line(in);
        assertThat(statusLine).as("a status line for " + operation + ", not a closed connection").isNotEmpty();
        Map<String, String> headers = new LinkedHashMap<>();
        for (String header = line(in); !header.isEmpty(); header = line(in)) {
            int colon = header.indexOf(':');
            headers.put(header.substring(0, colon).trim().toLowerCase(Locale.ROOT), header.substring(colon + 1).trim());
        }
        byte[] body = in.readNBytes(Integer.parseInt(headers.get("content-length")));
        return new Raw(statusLine, headers, new String(body, StandardCharsets.UTF_8));
    }

    /** One CRLF-ended line without its end; empty at the end of the stream. */
    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int b = in.read(); b >= 0; b = in.read()) {
            if (b == '\n') break;
            if (b != '\r') out.write(b);
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }
}
