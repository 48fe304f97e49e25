package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Malformed requests by the hundred thousand, over loopback (seeded, so a failure can be replayed):
 * broken JSON, members of the wrong type, expression token soup, huge and deeply nested values,
 * and raw HTTP that is not HTTP. Every one must get a status line and no 5xx; afterwards the
 * server still answers and the seeded table is unchanged. Writes go to a scratch table only.
 */
class FuzzTest {
    private static final long SEED = Long.getLong("fuzz.seed", 20251201L);
    private static final int JSON_REQUESTS = Integer.getInteger("fuzz.json", 100_000);
    private static final int RAW_REQUESTS = Integer.getInteger("fuzz.raw", 4_000);
    private static final int WORKERS = 4;
    private static final String AUTH = "AWS4-HMAC-SHA256 Credential=fuzz/20250101/us-east-1/dynamodb/aws4_request, "
            + "SignedHeaders=host, Signature=0";

    /** Valid requests the mutations start from: reads on the seeded table, writes on the scratch one. */
    private static final String[][] TEMPLATES = {
            {"GetItem", "{\"TableName\":\"fuzz-seed\",\"Key\":{\"pk\":{\"S\":\"p1\"},\"sk\":{\"N\":\"1\"}},\"ProjectionExpression\":\"#a, b[0].c\",\"ExpressionAttributeNames\":{\"#a\":\"a\"}}"},
            {"Query", "{\"TableName\":\"fuzz-seed\",\"KeyConditionExpression\":\"pk = :p AND sk BETWEEN :a AND :b\",\"FilterExpression\":\"attribute_exists(a) OR size(b) > :n\",\"ExpressionAttributeValues\":{\":p\":{\"S\":\"p1\"},\":a\":{\"N\":\"0\"},\":b\":{\"N\":\"9\"},\":n\":{\"N\":\"1\"}},\"Limit\":3,\"ScanIndexForward\":false}"},
            {"Query", "{\"TableName\":\"fuzz-seed\",\"KeyConditions\":{\"pk\":{\"ComparisonOperator\":\"EQ\",\"AttributeValueList\":[{\"S\":\"p1\"}]}},\"QueryFilter\":{\"a\":{\"ComparisonOperator\":\"NOT_NULL\"}},\"AttributesToGet\":[\"a\"]}"},
            {"Scan", "{\"TableName\":\"fuzz-seed\",\"Segment\":1,\"TotalSegments\":3,\"ExclusiveStartKey\":{\"pk\":{\"S\":\"p2\"},\"sk\":{\"N\":\"2\"}},\"ScanFilter\":{\"a\":{\"ComparisonOperator\":\"BEGINS_WITH\",\"AttributeValueList\":[{\"S\":\"x\"}]}}}"},
            {"Scan", "{\"TableName\":\"fuzz-seed\",\"IndexName\":\"byA\",\"Select\":\"COUNT\",\"FilterExpression\":\"contains(#b, :v) AND NOT a IN (:v, :w)\",\"ExpressionAttributeNames\":{\"#b\":\"b\"},\"ExpressionAttributeValues\":{\":v\":{\"S\":\"x\"},\":w\":{\"NS\":[\"1\",\"2\"]}}}"},
            {"BatchGetItem", "{\"RequestItems\":{\"fuzz-seed\":{\"Keys\":[{\"pk\":{\"S\":\"p1\"},\"sk\":{\"N\":\"1\"}},{\"pk\":{\"S\":\"p2\"},\"sk\":{\"N\":\"2\"}}],\"ConsistentRead\":true}}}"},
            {"TransactGetItems", "{\"TransactItems\":[{\"Get\":{\"TableName\":\"fuzz-seed\",\"Key\":{\"pk\":{\"S\":\"p1\"},\"sk\":{\"N\":\"1\"}}}}]}"},
            {"DescribeTable", "{\"TableName\":\"fuzz-seed\"}"},
            {"ListTables", "{\"Limit\":5,\"ExclusiveStartTableName\":\"fuzz-a\"}"},
            {"PutItem", "{\"TableName\":\"fuzz-scratch\",\"Item\":{\"pk\":{\"S\":\"x\"},\"sk\":{\"N\":\"1\"},\"m\":{\"M\":{\"l\":{\"L\":[{\"B\":\"AQ==\"},{\"NULL\":true},{\"BOOL\":false}]}}},\"ss\":{\"SS\":[\"a\",\"b\"]}},\"ConditionExpression\":\"attribute_not_exists(pk) OR #m.l[1] = :n\",\"ExpressionAttributeNames\":{\"#m\":\"m\"},\"ExpressionAttributeValues\":{\":n\":{\"NULL\":true}},\"ReturnValues\":\"ALL_OLD\"}"},
            {"UpdateItem", "{\"TableName\":\"fuzz-scratch\",\"Key\":{\"pk\":{\"S\":\"x\"},\"sk\":{\"N\":\"1\"}},\"UpdateExpression\":\"SET a = if_not_exists(a, :z) + :one, l = list_append(:l, l) REMOVE b[2] ADD s :s DELETE ss :ss\",\"ExpressionAttributeValues\":{\":z\":{\"N\":\"0\"},\":one\":{\"N\":\"1\"},\":l\":{\"L\":[]},\":s\":{\"SS\":[\"q\"]},\":ss\":{\"SS\":[\"a\"]}},\"ReturnValues\":\"UPDATED_NEW\"}"},
            {"UpdateItem", "{\"TableName\":\"fuzz-scratch\",\"Key\":{\"pk\":{\"S\":\"x\"},\"sk\":{\"N\":\"2\"}},\"AttributeUpdates\":{\"a\":{\"Action\":\"ADD\",\"Value\":{\"N\":\"1\"}},\"b\":{\"Action\":\"DELETE\"}},\"Expected\":{\"c\":{\"Exists\":false}}}"},
            {"DeleteItem", "{\"TableName\":\"fuzz-scratch\",\"Key\":{\"pk\":{\"S\":\"x\"},\"sk\":{\"N\":\"3\"}},\"ConditionExpression\":\"size(a) < :n\",\"ExpressionAttributeValues\":{\":n\":{\"N\":\"3\"}}}"},
            {"BatchWriteItem", "{\"RequestItems\":{\"fuzz-scratch\":[{\"PutRequest\":{\"Item\":{\"pk\":{\"S\":\"y\"},\"sk\":{\"N\":\"1\"}}}},{\"DeleteRequest\":{\"Key\":{\"pk\":{\"S\":\"y\"},\"sk\":{\"N\":\"2\"}}}}]}}"},
            {"TransactWriteItems", "{\"TransactItems\":[{\"Put\":{\"TableName\":\"fuzz-scratch\",\"Item\":{\"pk\":{\"S\":\"t\"},\"sk\":{\"N\":\"1\"}}}},{\"ConditionCheck\":{\"TableName\":\"fuzz-scratch\",\"Key\":{\"pk\":{\"S\":\"t\"},\"sk\":{\"N\":\"2\"}},\"ConditionExpression\":\"attribute_not_exists(pk)\"}}],\"ClientRequestToken\":\"tok\"}"},
            {"CreateTable", "{\"TableName\":\"fuzz-new\",\"AttributeDefinitions\":[{\"AttributeName\":\"k\",\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"k\",\"KeyType\":\"HASH\"}],\"BillingMode\":\"PAY_PER_REQUEST\",\"Tags\":[{\"Key\":\"a\",\"Value\":\"b\"}]}"},
            {"UpdateTable", "{\"TableName\":\"fuzz-scratch\",\"BillingMode\":\"PROVISIONED\",\"ProvisionedThroughput\":{\"ReadCapacityUnits\":1,\"WriteCapacityUnits\":1}}"},
            {"TagResource", "{\"ResourceArn\":\"arn:aws:dynamodb:us-east-1:000000000000:table/fuzz-scratch\",\"Tags\":[{\"Key\":\"k\",\"Value\":\"v\"}]}"},
    };
    private static final String[] EXPRESSION_TOKENS = {"a", "#a", ":v", "b.c", "l[0]", "l[99999999999]", "=", "<>", "<", "<=",
            ">", ">=", "AND", "OR", "NOT", "BETWEEN", "IN", "(", ")", ",", "SET", "REMOVE", "ADD", "DELETE", "+", "-",
            "attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains", "size",
            "if_not_exists", "list_append", "pk", "sk", ".", "[", "]", "#", ":", "\"", "'", "\u0000", "\uD83D\uDE00"};
    private static final String[] JSON_VALUES = {"null", "true", "false", "0", "-1", "1e400", "99999999999999999999", "1.5",
            "\"\"", "\"x\"", "[]", "{}", "[null]", "{\"S\":1}", "{\"N\":\"x\"}", "{\"B\":\"!!\"}", "{\"SS\":[]}",
            "{\"NS\":[\"1\",\"1\"]}", "{\"M\":{\"a\":{}}}", "{\"L\":[{\"L\":[]}]}", "{\"NULL\":false}", "{\"S\":\"a\",\"N\":\"1\"}"};

    @Test
    void malformedRequestsNeverGet5xxOrASilentClose() throws Exception {
        try (EmbeddedDynamoDb db = EmbeddedDynamoDb.start()) {
            URI endpoint = db.endpoint();
            seed(endpoint);
            String before = snapshot(endpoint);
            Tally tally = new Tally();
            long start = System.nanoTime();
            ExecutorService pool = Executors.newFixedThreadPool(WORKERS);
            List<Future<?>> work = new ArrayList<>();
            for (int w = 0; w < WORKERS; w++) {
                long seed = SEED + w;
                work.add(pool.submit(() -> jsonWorker(endpoint, new Random(seed), JSON_REQUESTS / WORKERS, tally)));
                work.add(pool.submit(() -> rawWorker(endpoint, new Random(seed + 100), RAW_REQUESTS / WORKERS, tally)));
            }
            for (Future<?> f : work) f.get(10, TimeUnit.MINUTES);
            pool.shutdown();
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("fuzz: %d malformed requests (%d JSON/types/expressions/sizes, %d raw HTTP) in %.1f s: "
                            + "%d 5xx, %d closed without a status line, statuses %s%n",
                    tally.requests.get(), tally.json.get(), tally.raw.get(), seconds, tally.serverErrors.get(),
                    tally.silentCloses.get(), tally.statuses());
            assertThat(tally.firstProblem).as("first problem").isNull();
            assertThat(tally.serverErrors.get()).isZero();
            assertThat(tally.silentCloses.get()).isZero();
            assertThat(tally.requests.get()).isGreaterThanOrEqualTo(100_000);
            assertThat(snapshot(endpoint)).as("the seeded table after the fuzz").isEqualTo(before);
        }
    }

    // ---- the JSON layer: one keep-alive connection per worker ----

    private static void jsonWorker(URI endpoint, Random random, int count, Tally tally) {
        Connection connection = null;
        for (int i = 0; i < count; i++) {
            String[] template = TEMPLATES[random.nextInt(TEMPLATES.length)];
            String operation = random.nextInt(20) == 0 ? TEMPLATES[random.nextInt(TEMPLATES.length)][0] : template[0];
            byte[] body = mutate(template[1], random).getBytes(StandardCharsets.UTF_8);
            boolean gzip = random.nextInt(50) == 0;
            String extra = gzip ? "Content-Encoding: gzip\r\n" : "";
            if (gzip && random.nextBoolean()) body = gzip(body);
            byte[] request = request(operation, body, extra);
            try {
                if (connection == null) connection = new Connection(endpoint);
                Answer answer = connection.exchange(request);
                tally.record(answer, "JSON " + operation + " " + new String(body, StandardCharsets.UTF_8));
                if (answer.closes) {
                    connection.close();
                    connection = null;
                }
            } catch (IOException e) {
                tally.silentClose("JSON " + operation + " " + new String(body, StandardCharsets.UTF_8) + ": " + e);
                if (connection != null) connection.close();
                connection = null;
            }
            tally.json.incrementAndGet();
        }
        if (connection != null) connection.close();
    }

    private static byte[] request(String operation, byte[] body, String extraHeaders) {
        String head = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-amz-json-1.0\r\n"
                + "X-Amz-Target: DynamoDB_20120810." + operation + "\r\nAuthorization: " + AUTH + "\r\n"
                + "X-Amz-Date: 20250101T000000Z\r\n" + extraHeaders + "Content-Length: " + body.length + "\r\n\r\n";
        return concat(head.getBytes(StandardCharsets.ISO_8859_1), body);
    }

    /** One of several kinds of damage to a valid request body. */
    static String mutate(String json, Random random) {
        switch (random.nextInt(9)) {
            case 0: { // truncate
                return json.substring(0, random.nextInt(json.length()));
            }
            case 1: { // random characters in random places
                StringBuilder s = new StringBuilder(json);
                String damage = "{}[]\":,\\0aZ-.e \u00e9\uFFFF";
                for (int n = 1 + random.nextInt(4); n > 0; n--) {
                    s.setCharAt(random.nextInt(s.length()), damage.charAt(random.nextInt(damage.length())));
                }
                return s.toString();
            }
            case 2: { // a member value replaced by a JSON value of another type
                int colon = nthIndex(json, ':', random);
                if (colon < 0) return json;
                int end = valueEnd(json, colon + 1);
                return json.substring(0, colon + 1) + JSON_VALUES[random.nextInt(JSON_VALUES.length)] + json.substring(end);
            }
            case 3: { // an expression of random tokens
                StringBuilder expr = new StringBuilder();
                for (int n = random.nextInt(12); n > 0; n--) expr.append(EXPRESSION_TOKENS[random.nextInt(EXPRESSION_TOKENS.length)]).append(' ');
                String member = new String[] {"KeyConditionExpression", "FilterExpression", "ConditionExpression",
                        "UpdateExpression", "ProjectionExpression"}[random.nextInt(5)];
                return "{" + "\"" + member + "\":\"" + expr.toString().replace("\\", "\\\\").replace("\"", "\\\"")
                        + "\"," + json.substring(1);
            }
            case 4: { // size: a long string or a huge number
                // Mostly a few kilobytes; one in a hundred near DynamoDB's 400 KB item limit.
                int length = random.nextInt(100) == 0 ? 350_000 + random.nextInt(100_000) : 1 + random.nextInt(4_000);
                String big = (random.nextBoolean() ? "x" : "9").repeat(length);
                return json.replaceFirst("\"p1\"|\"x\"|\"fuzz-seed\"|\"a\"", "\"" + big + "\"");
            }
            case 5: { // deep nesting of lists or maps
                int depth = 1 + random.nextInt(random.nextInt(10) == 0 ? 3_000 : 40);
                String open = random.nextBoolean() ? "{\"L\":[" : "{\"M\":{\"a\":";
                String close = open.startsWith("{\"L") ? "]}" : "}}";
                return json.replaceFirst("\\{\"S\":\"p1\"}|\\{\"N\":\"1\"}", open.repeat(depth) + "{\"S\":\"z\"}" + close.repeat(depth));
            }
            case 6: { // duplicated, swapped or emptied members
                return random.nextBoolean() ? json.replaceFirst(",", "," + json.substring(1, json.length() - 1) + ",")
                        : json.replaceAll("\\[[^\\[\\]]*]", random.nextBoolean() ? "[]" : "null");
            }
            case 7: { // not an object at all
                return new String[] {"", " ", "null", "[]", "[" + json + "]", "\"" + json + "\"", "1", json + json, "\u0000",
                        json.replace('"', '\'')}[random.nextInt(10)];
            }
            default: { // a number that is not one
                return json.replaceFirst("\"N\":\"[0-9]+\"", "\"N\":\"" + new String[] {"", " 1", "1e126", "1e-131", "+1",
                        "0x10", "1" + "0".repeat(40), "NaN", "-0", ".5", "5.", "1e", "--1"}[random.nextInt(13)] + "\"");
            }
        }
    }

    private static int nthIndex(String s, char c, Random random) {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) == c) at.add(i);
        return at.isEmpty() ? -1 : at.get(random.nextInt(at.size()));
    }

    /** The end of the JSON value starting at {@code from} (approximate: strings and brackets). */
    private static int valueEnd(String s, int from) {
        int depth = 0;
        boolean inString = false;
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (inString) {
                if (c == '\\') i++;
                else if (c == '"') inString = false;
                continue;
            }
            if (c == '"') inString = true;
            else if (c == '{' || c == '[') depth++;
            else if (c == '}' || c == ']') {
                if (depth == 0) return i;
                depth--;
            } else if (c == ',' && depth == 0) return i;
        }
        return s.length();
    }

    // ---- raw HTTP: one fresh connection per request ----

    private static void rawWorker(URI endpoint, Random random, int count, Tally tally) {
        for (int i = 0; i < count; i++) {
            byte[] request = rawRequest(random);
            try (Connection connection = new Connection(endpoint)) {
                Answer answer = connection.exchange(request);
                tally.record(answer, "raw " + printable(request));
            } catch (IOException e) {
                tally.silentClose("raw " + printable(request) + ": " + e);
            }
            tally.raw.incrementAndGet();
        }
    }

    private static byte[] rawRequest(Random random) {
        String target = "X-Amz-Target: DynamoDB_20120810.ListTables\r\nContent-Type: application/x-amz-json-1.0\r\nAuthorization: "
                + AUTH + "\r\nX-Amz-Date: 20250101T000000Z\r\n";
        switch (random.nextInt(12)) {
            case 0: return bytes("POST / HTTP/1.1\r\n" + target + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\nX-Trailer: "
                    + random.nextInt() + "\r\n\r\n");
            case 1: {
                StringBuilder headers = new StringBuilder();
                for (int n = 150 + random.nextInt(2_000); n > 0; n--) headers.append("X-H").append(n).append(": v\r\n");
                return bytes("POST / HTTP/1.1\r\n" + target + headers + "Content-Length: 2\r\n\r\n{}");
            }
            case 2: return bytes("POST / HTTP/1.1\r\n" + target + "X-Big: "
                    + "a".repeat(random.nextInt(20) == 0 ? 1_048_576 : 10_000 + random.nextInt(100_000))
                    + "\r\nContent-Length: 2\r\n\r\n{}");
            case 3: return bytes("POST /" + "p".repeat(random.nextInt(40_000)) + " HTTP/1.1\r\n" + target + "Content-Length: 2\r\n\r\n{}");
            case 4: { // random bytes
                byte[] junk = new byte[1 + random.nextInt(2_000)];
                random.nextBytes(junk);
                return concat(junk, bytes("\r\n\r\n"));
            }
            case 5: return bytes(new String[] {"GET / HTTP/1.1\r\n\r\n", "BREW / HTTP/1.1\r\nContent-Length: 0\r\n\r\n",
                    "POST / HTTP/9.9\r\n\r\n", "POST\r\n\r\n", " / HTTP/1.1\r\n\r\n", "POST / HTTP/1.1\r\nNoColon\r\n\r\n",
                    "POST / HTTP/1.1\r\n: empty\r\n\r\n", "POST / HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
                    "POST / HTTP/1.1\r\nContent-Length: x\r\n\r\n", "POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
                    "OPTIONS / HTTP/1.1\r\nOrigin: x\r\n\r\n", "POST / HTTP/1.0\r\n" + target + "Content-Length: 2\r\n\r\n{}"}[random.nextInt(12)]);
            case 6: return bytes("POST / HTTP/1.1\r\n" + target + "Transfer-Encoding: chunked\r\n\r\n" + new String[] {"zz\r\n{}\r\n0\r\n\r\n",
                    "-1\r\n\r\n", "ffffffffffffffff\r\n{}\r\n0\r\n\r\n", "2;ext=1\r\n{}\r\n0\r\n\r\n", "2\r\n{}0\r\n\r\n"}[random.nextInt(5)]);
            case 7: return concat(bytes("POST / HTTP/1.1\r\n" + target + "Content-Encoding: gzip\r\nContent-Length: 7\r\n\r\n"),
                    new byte[] {31, -117, 8, 0, 1, 2, 3});
            case 8: return bytes("POST / HTTP/1.1\r\n" + target + "Connection: close\r\nContent-Length: 2\r\n\r\n{}");
            case 9: return bytes("POST / HTTP/1.1\r\n" + target + "Expect: 100-continue\r\nContent-Length: 2\r\n\r\n{}");
            case 10: return bytes("POST / HTTP/1.1\r\nX-Amz-Target: \u00ff\u0001\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
            default: return bytes("POST / HTTP/1.1\r\n" + target + "Content-Length: 2\r\n\r\n{}POST / HTTP/1.1\r\n" + target
                    + "Content-Length: 2\r\nConnection: close\r\n\r\n{}"); // pipelined
        }
    }

    // ---- a minimal HTTP/1.1 client that tells a status line from a silent close ----

    /** A response's status and whether the server closes the connection after it. */
    record Answer(int status, boolean closes) {}

    private static final class Connection implements AutoCloseable {
        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;

        Connection(URI endpoint) throws IOException {
            socket = new Socket();
            socket.connect(new InetSocketAddress("127.0.0.1", endpoint.getPort()), 5_000);
            socket.setSoTimeout(30_000);
            in = socket.getInputStream();
            out = socket.getOutputStream();
        }

        /** Sends the bytes and reads one final response (skipping 100 Continue). */
        Answer exchange(byte[] request) throws IOException {
            try {
                out.write(request);
                out.flush();
            } catch (IOException e) {
                // The server may answer (413, 431) and close before reading everything: the answer is what counts.
            }
            while (true) {
                String head = readHead();
                if (head == null) throw new IOException("connection closed without a status line");
                int status = Integer.parseInt(head.substring(9, 12));
                int length = 0;
                boolean closes = false;
                for (String line : head.split("\r\n")) {
                    String lower = line.toLowerCase();
                    if (lower.startsWith("content-length:")) length = Integer.parseInt(line.substring(15).trim());
                    if (lower.startsWith("connection:") && lower.contains("close")) closes = true;
                }
                if (status == 100) continue;
                in.readNBytes(length);
                return new Answer(status, closes);
            }
        }

        private String readHead() throws IOException {
            ByteArrayOutputStream head = new ByteArrayOutputStream();
            int matched = 0;
            for (int b; (b = in.read()) >= 0; ) {
                head.write(b);
                matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
                if (matched == 4) {
                    String text = head.toString(StandardCharsets.ISO_8859_1);
                    return text.startsWith("HTTP/1.") ? text : null;
                }
            }
            return null;
        }

        @Override
        public void close() {
            try {
                socket.close();
            } catch (IOException ignored) {
                // nothing left to do with a socket that will not close
            }
        }
    }

    private static final class Tally {
        final AtomicLong requests = new AtomicLong(), json = new AtomicLong(), raw = new AtomicLong();
        final AtomicLong serverErrors = new AtomicLong(), silentCloses = new AtomicLong();
        final AtomicLong[] byClass = {new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong()};
        volatile String firstProblem;

        void record(Answer answer, String what) {
            requests.incrementAndGet();
            byClass[Math.min(4, answer.status() / 100 - 1)].incrementAndGet();
            if (answer.status() >= 500) {
                serverErrors.incrementAndGet();
                problem(answer.status() + " for " + what);
            }
        }

        void silentClose(String what) {
            requests.incrementAndGet();
            silentCloses.incrementAndGet();
            problem(what);
        }

        private synchronized void problem(String what) {
            if (firstProblem == null) firstProblem = what.length() > 600 ? what.substring(0, 600) + "..." : what;
        }

        String statuses() {
            return "1xx..5xx = [" + byClass[0] + ", " + byClass[1] + ", " + byClass[2] + ", " + byClass[3] + ", " + byClass[4] + "]";
        }
    }

    // ---- set-up and the check that nothing changed ----

    private static void seed(URI endpoint) throws IOException {
        call(endpoint, "CreateTable", "{\"TableName\":\"fuzz-seed\",\"BillingMode\":\"PAY_PER_REQUEST\",\"AttributeDefinitions\":["
                + "{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"},{\"AttributeName\":\"sk\",\"AttributeType\":\"N\"},"
                + "{\"AttributeName\":\"a\",\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"},"
                + "{\"AttributeName\":\"sk\",\"KeyType\":\"RANGE\"}],\"GlobalSecondaryIndexes\":[{\"IndexName\":\"byA\",\"KeySchema\":"
                + "[{\"AttributeName\":\"a\",\"KeyType\":\"HASH\"}],\"Projection\":{\"ProjectionType\":\"ALL\"}}]}");
        call(endpoint, "CreateTable", "{\"TableName\":\"fuzz-scratch\",\"BillingMode\":\"PAY_PER_REQUEST\",\"AttributeDefinitions\":["
                + "{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"},{\"AttributeName\":\"sk\",\"AttributeType\":\"N\"}],"
                + "\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"sk\",\"KeyType\":\"RANGE\"}]}");
        for (int p = 1; p <= 5; p++) {
            for (int s = 1; s <= 6; s++) {
                call(endpoint, "PutItem", "{\"TableName\":\"fuzz-seed\",\"Item\":{\"pk\":{\"S\":\"p" + p + "\"},\"sk\":{\"N\":\"" + s
                        + "\"},\"a\":{\"S\":\"x" + (s % 3) + "\"},\"b\":{\"L\":[{\"M\":{\"c\":{\"N\":\"" + (p * s) + "\"}}},{\"SS\":[\"x\"]}]}}}");
            }
        }
    }

    private static String snapshot(URI endpoint) throws IOException {
        return call(endpoint, "Scan", "{\"TableName\":\"fuzz-seed\",\"ConsistentRead\":true}");
    }

    /** A well-formed request; fails unless it is answered 200. */
    private static String call(URI endpoint, String operation, String json) throws IOException {
        try (Connection c = new Connection(endpoint)) {
            byte[] body = json.getBytes(StandardCharsets.UTF_8);
            c.out.write(request(operation, body, "Connection: close\r\n"));
            c.out.flush();
            byte[] all = c.in.readAllBytes();
            String text = new String(all, StandardCharsets.UTF_8);
            assertThat(text).as(operation + " " + json).startsWith("HTTP/1.1 200");
            return text.substring(text.indexOf("\r\n\r\n") + 4);
        }
    }

    private static byte[] gzip(byte[] body) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
                gz.write(body);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static String printable(byte[] request) {
        String s = new String(request, 0, Math.min(request.length, 300), StandardCharsets.ISO_8859_1);
        return s.replace("\r\n", "\\r\\n");
    }
}
