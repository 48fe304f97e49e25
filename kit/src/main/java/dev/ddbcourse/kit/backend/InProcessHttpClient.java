package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import dev.ddbcourse.engine.WireRequest;
import dev.ddbcourse.engine.WireResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.utils.http.SdkHttpUtils;

/**
 * The SDK's HTTP client for the engine in this JVM: each request, already signed, goes straight to
 * {@link EmbeddedDynamoDb#answer(WireRequest)} instead of through a socket, so a lesson loads neither
 * an HTTP client nor the engine's HTTP server (a fifth of a warm lesson's CPU). Everything above
 * the transport is the SDK's as on any backend: marshalling, signing, interceptors (the request
 * log), retries, the CRC32 check. What HTTP adds on the way is added here too: Host on the request,
 * Content-Length on the answer. The engine still listens on its endpoint for other clients.
 */
final class InProcessHttpClient implements SdkHttpClient {
    private final EmbeddedDynamoDb engine;

    InProcessHttpClient(EmbeddedDynamoDb engine) {
        this.engine = engine;
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        return new Exchange(engine, request);
    }

    @Override
    public String clientName() {
        return "InProcess";
    }

    @Override
    public void close() {
        // the engine is the backend's to close
    }

    /** One request's exchange. (A class, not a lambda: the first lambdas of a JVM cost start-up time.) */
    private static final class Exchange implements ExecutableHttpRequest {
        private final EmbeddedDynamoDb engine;
        private final HttpExecuteRequest request;

        Exchange(EmbeddedDynamoDb engine, HttpExecuteRequest request) {
            this.engine = engine;
            this.request = request;
        }

        @Override
        public HttpExecuteResponse call() throws IOException {
            SdkHttpRequest http = request.httpRequest();
            URI uri = http.getUri();
            String target = (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
                    + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
            byte[] body;
            if (request.contentStreamProvider().isPresent()) {
                try (InputStream in = request.contentStreamProvider().get().newStream()) {
                    body = in.readAllBytes();
                }
            } else {
                body = new byte[0];
            }
            WireResponse answer;
            try {
                answer = engine.answer(new WireRequest(http.method().name(), target, new Headers(http), body));
            } catch (RuntimeException | Error bug) {
                // Over HTTP the connection would close without an answer: the SDK sees the same kind of failure.
                throw new IOException("the embedded engine failed to answer", bug);
            }
            SdkHttpResponse.Builder response = SdkHttpResponse.builder().statusCode(answer.status());
            for (Map.Entry<String, String> header : answer.headers().entrySet()) {
                response.putHeader(header.getKey(), header.getValue());
            }
            response.putHeader("Content-Length", Integer.toString(answer.body().length));
            return HttpExecuteResponse.builder()
                    .response(response.build())
                    .responseBody(AbortableInputStream.create(new ByteArrayInputStream(answer.body())))
                    .build();
        }

        @Override
        public void abort() {
            // answered synchronously: nothing in flight to abort
        }
    }

    /** The request's headers by name, ignoring case, with the Host header an HTTP client would send. */
    private record Headers(SdkHttpRequest http) implements Function<String, String> {
        @Override
        public String apply(String name) {
            var value = http.firstMatchingHeader(name);
            if (value.isPresent()) return value.get();
            if (!"Host".equalsIgnoreCase(name)) return null;
            return SdkHttpUtils.isUsingStandardPort(http.protocol(), http.port()) ? http.host() : http.host() + ":" + http.port();
        }
    }
}
