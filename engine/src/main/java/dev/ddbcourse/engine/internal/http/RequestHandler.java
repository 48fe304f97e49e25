package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.WireRequest;
import dev.ddbcourse.engine.WireResponse;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.MustWait;
import dev.ddbcourse.engine.internal.validation.TypeCheck;

import io.netty.handler.codec.http.QueryStringDecoder;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.CRC32;

/**
 * DynamoDB's wire protocol over one HTTP request, in DynamoDB's order: method and content type,
 * CORS, JSON, target, Authorization header, then the operation. Bad input gets a 4xx, never a 500.
 * Knows no HTTP server: {@link NettyExchange} hands it each request.
 */
final class RequestHandler {
    private static final String JSON_1_0 = "application/x-amz-json-1.0";
    private static final String DEFAULT_REGION = "us-east-1";
    private static final byte[] UNKNOWN_OPERATION_XML = "<UnknownOperationException/>\n".getBytes(StandardCharsets.US_ASCII);
    private static final char[] ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();

    /** The router of the request's access key: always the same one unless each key has its own database. */
    private final Function<String, Router> routerForAccessKey;

    RequestHandler(Function<String, Router> routerForAccessKey) {
        this.routerForAccessKey = routerForAccessKey;
    }

    /**
     * The answer to one request, whatever happens: an engine bug (any Throwable, Errors included, thrown by an
     * operation or while its answer is written) is DynamoDB's 500 InternalServerError, never an exception for the
     * HTTP server (which would have to close the connection). Only {@link MustWait} escapes: not an answer yet.
     */
    WireResponse handle(WireRequest request) {
        try {
            return respond(request);
        } catch (MustWait e) {
            throw e;
        } catch (Throwable bug) {
            return internalError(bug);
        }
    }

    private WireResponse respond(WireRequest request) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Server", "Server");
        headers.put("x-amzn-RequestId", requestId());
        String origin = request.header().apply("Origin");
        if (origin != null) {
            headers.put("Access-Control-Allow-Origin", "*");
            // The list DynamoDB exposes (quoted in Alternator's CORS support, which copies it)
            headers.put("Access-Control-Expose-Headers", "x-amzn-RequestId,x-amzn-ErrorType,x-amzn-ErrorMessage,Date");
        }
        String method = request.method();
        if ("OPTIONS".equals(method) && origin != null) return preflight(request, headers);
        if ("GET".equals(method) && isRoot(request.uri())) {
            // DynamoDB's health check answer, as load balancers see it.
            String region = regionOf(request);
            return answer(200, headers, ("healthy: dynamodb." + region + ".amazonaws.com ").getBytes(StandardCharsets.US_ASCII), null);
        }
        String contentType = mediaType(request.header().apply("Content-Type"));
        boolean json = JSON_1_0.equals(contentType) || "application/json".equals(contentType);
        if (!"POST".equals(method) || (request.body().length > 0 && !json)) {
            return answer(404, headers, UNKNOWN_OPERATION_XML, null); // anything that is not DynamoDB's JSON protocol
        }
        String responseType = JSON_1_0.equals(contentType) ? JSON_1_0 : "application/json";
        int status = 200;
        byte[] bytes;
        try {
            ObjectNode response = execute(request);
            bytes = response.isEmpty() && EMPTY_ANSWERS.contains(request.header().apply("X-Amz-Target"))
                    ? new byte[0] : Json.write(response);
        } catch (DynamoDbError e) {
            status = e.status();
            bytes = Json.write(ErrorBodies.toJson(e));
        } catch (MustWait e) {
            throw e; // not an answer: the caller runs the request again where it may wait
        } catch (Throwable bug) { // an engine bug, in the operation or in its answer: Errors too (a StackOverflowError, ...)
            report(bug);
            status = 500;
            bytes = INTERNAL_ERROR_BODY.clone();
        }
        String coding = bytes.length < ContentCodings.COMPRESSION_THRESHOLD ? null
                : ContentCodings.responseCoding(request.header().apply("Accept-Encoding"));
        if (coding != null) {
            bytes = ContentCodings.encode(coding, bytes);
            headers.put("Content-Encoding", coding); // x-amz-crc32 is then of the compressed bytes, as SDKs check it
        }
        return answer(status, headers, bytes, responseType);
    }

    /** Made with the protocol, so that sending a 500 needs no class loading and no JSON writer. */
    private static final byte[] INTERNAL_ERROR_BODY = ErrorBodies.InternalServerError.BODY;
    /** The 500 sent when even making a fresh one fails (memory has run out): its request id is the same each time. */
    private static final WireResponse PREBUILT_INTERNAL_ERROR;

    static {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Server", "Server");
        headers.put("x-amzn-RequestId", requestId());
        headers.put("Content-Type", JSON_1_0);
        headers.put("x-amz-crc32", ErrorBodies.InternalServerError.BODY_CRC32);
        PREBUILT_INTERNAL_ERROR = new WireResponse(500, Collections.unmodifiableMap(headers), INTERNAL_ERROR_BODY);
    }

    /**
     * DynamoDB's 500 InternalServerError for an engine bug that escaped the protocol, logged. Never throws: when
     * even a fresh answer cannot be made (an OutOfMemoryError), it is one made in advance.
     */
    static WireResponse internalError(Throwable bug) {
        report(bug);
        return serverError();
    }

    /**
     * A body that does not decode from its Content-Encoding (an unknown coding, broken or empty gzip): a 400
     * SerializationException, as for a body that is not JSON. Live DynamoDB answers these with a 500
     * InternalServerError (Alternator's test_compressed_request.py, run against AWS), which SDKs retry as if the
     * server had failed; the engine keeps its rule that bad input gets a 4xx and never a 500.
     */
    static WireResponse undecodable() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Server", "Server");
        headers.put("x-amzn-RequestId", requestId());
        return answer(400, headers, Json.write(ErrorBodies.toJson(DynamoDbError.serialization(null))), JSON_1_0);
    }

    private static WireResponse serverError() {
        try {
            Map<String, String> headers = new LinkedHashMap<>();
            headers.put("Server", "Server");
            headers.put("x-amzn-RequestId", requestId());
            return answer(500, headers, INTERNAL_ERROR_BODY.clone(), JSON_1_0);
        } catch (Throwable again) {
            return PREBUILT_INTERNAL_ERROR;
        }
    }

    /** Logs an engine bug (if it can: logging may fail as well, e.g. out of memory); an interrupt stays set. */
    private static void report(Throwable bug) {
        if (bug instanceof InterruptedException) Thread.currentThread().interrupt();
        try {
            // Looked up only now: logging costs start-up time and is needed only for engine bugs.
            Logger.getLogger(RequestHandler.class.getName()).log(Level.SEVERE, "engine bug while handling a request", bug);
        } catch (Throwable unreported) {
            // the 500 matters more than the log line
        }
    }

    /** Operations DynamoDB answers with an empty body (Content-Length: 0), not "{}". */
    private static final java.util.Set<String> EMPTY_ANSWERS =
            java.util.Set.of(Router.DYNAMODB_PREFIX + "TagResource", Router.DYNAMODB_PREFIX + "UntagResource");

    /** A request the HTTP codec could not read (status 400, 413, 414 or 431): DynamoDB's XML body for non-protocol requests. */
    static WireResponse malformed(int status) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Server", "Server");
        headers.put("x-amzn-RequestId", requestId());
        return answer(status, headers, UNKNOWN_OPERATION_XML, null);
    }

    private ObjectNode execute(WireRequest request) {
        byte[] body = request.body();
        // DynamoDB's order: a body that is not JSON, the target, the Authorization header, then an empty body.
        JsonNode parsed = body.length == 0 ? null : Json.parseOrNull(body);
        if (body.length > 0 && parsed == null) throw DynamoDbError.serialization(null);
        String target = request.header().apply("X-Amz-Target");
        if (DESCRIBE_ENDPOINTS.equals(target)) {
            checkAuthorization(request);
            return describeEndpoints(request);
        }
        Router router = routerForAccessKey.apply(Authorization.accessKeyId(request.header().apply("Authorization")));
        Operation<?> operation = router.route(target);
        if (Router.isAws(target)) checkAuthorization(request);
        if (parsed == null) throw DynamoDbError.serialization(null);
        if (parsed.isArray()) throw DynamoDbError.serialization(Messages.LIST_NOT_EXPECTED);
        if (!parsed.isObject()) throw DynamoDbError.serialization(null);
        if (Router.isAws(target)) TypeCheck.check(target.substring(target.indexOf('.') + 1), parsed);
        return Router.run(operation, (ObjectNode) parsed);
    }

    private static final String DESCRIBE_ENDPOINTS = Router.DYNAMODB_PREFIX + "DescribeEndpoints";
    /** The query-string parameters of a request signed in its URL, in the order DynamoDB lists the missing ones. */
    private static final List<String> QUERY_SIGNATURE =
            List.of("X-Amz-Algorithm", "X-Amz-Credential", "X-Amz-Signature", "X-Amz-SignedHeaders", "X-Amz-Date");

    /**
     * DescribeEndpoints names the endpoint itself. DynamoDB answers its regional address; the engine
     * answers the address the client reached it at (its Host header), so endpoint discovery stays here.
     */
    private static ObjectNode describeEndpoints(WireRequest request) {
        String host = request.header().apply("Host");
        ObjectNode answer = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        ObjectNode endpoint = answer.putArray("Endpoints").addObject();
        endpoint.put("Address", host == null ? "dynamodb." + DEFAULT_REGION + ".amazonaws.com" : host);
        endpoint.put("CachePeriodInMinutes", 1440);
        return answer;
    }

    /** The header's shape only, as DynamoDB checks it before the signature (which the engine never checks). */
    private static void checkAuthorization(WireRequest request) {
        String header = request.header().apply("Authorization");
        Map<String, List<String>> query = new QueryStringDecoder(request.uri()).parameters();
        if (query.containsKey("X-Amz-Algorithm")) { // signed in the URL (a presigned request)
            if (header != null) throw DynamoDbError.signedTwice();
            List<String> missing = new ArrayList<>();
            for (String name : QUERY_SIGNATURE) {
                if (query.getOrDefault(name, List.of("")).get(0).isEmpty()) missing.add(name);
            }
            if (!missing.isEmpty()) throw DynamoDbError.incompleteSignature(Messages.queryParametersMissing(missing));
            return;
        }
        Authorization auth = Authorization.parse(header);
        if (auth == null) throw DynamoDbError.missingAuthenticationToken();
        boolean hasDate = request.header().apply("X-Amz-Date") != null || request.header().apply("Date") != null;
        String missing = auth.incompleteness(header, hasDate);
        if (!missing.isEmpty()) throw DynamoDbError.incompleteSignature(missing);
    }

    private static WireResponse preflight(WireRequest request, Map<String, String> headers) {
        String allowHeaders = request.header().apply("Access-Control-Request-Headers");
        String allowMethod = request.header().apply("Access-Control-Request-Method");
        if (allowHeaders != null) headers.put("Access-Control-Allow-Headers", allowHeaders);
        if (allowMethod != null) headers.put("Access-Control-Allow-Methods", allowMethod);
        headers.put("Access-Control-Max-Age", "172800");
        return new WireResponse(200, headers, new byte[0]);
    }

    private static String regionOf(WireRequest request) {
        Authorization auth = Authorization.parse(request.header().apply("Authorization"));
        return auth != null && auth.region() != null ? auth.region() : DEFAULT_REGION;
    }

    private static boolean isRoot(String uri) {
        return uri.equals("/") || uri.startsWith("/?") || uri.isEmpty();
    }

    private static WireResponse answer(int status, Map<String, String> headers, byte[] bytes, String contentType) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        if (contentType != null) headers.put("Content-Type", contentType);
        headers.put("x-amz-crc32", Long.toString(crc.getValue()));
        headers.put("Date", HTTP_DATE.format(java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC)));
        return new WireResponse(status, headers, bytes);
    }

    /**
     * HTTP's Date (IMF-fixdate), which DynamoDB sends on every answer, success or error (Alternator's
     * test_http_headers.py::test_config_date_header, run against AWS). The computer's time, not the engine clock:
     * SDKs read it to correct their own clock skew, and a stopped engine clock must not move a client's.
     */
    private static final java.time.format.DateTimeFormatter HTTP_DATE =
            java.time.format.DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", java.util.Locale.US);

    private static String mediaType(String header) {
        if (header == null) return null;
        int semi = header.indexOf(';');
        return (semi < 0 ? header : header.substring(0, semi)).trim().toLowerCase();
    }

    /** DynamoDB's request ids are 52 upper-case letters and digits (not secret: a fast random will do). */
    private static String requestId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        char[] id = new char[52];
        for (int i = 0; i < id.length; i++) id[i] = ID_CHARS[random.nextInt(ID_CHARS.length)];
        return new String(id);
    }
}
