package dev.ddbcourse.engine.bench;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.concurrent.DefaultThreadFactory;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * Prints what the throughput model costs (not a unit test; run as engine/README.md's "Benchmarks" says): GetItem requests a second through the AWS SDK client against a server that
 * answers every request with the same canned bytes (the SDK and HTTP alone: Netty's HTTP codec, as the
 * engine's, answering on its I/O thread with the engine's headers, its CRC32 and request id made per answer), against the engine with
 * throttling off (the default) and on, and the in-process start. The engine's share of the canned
 * server's rate is the figure (target: at least 90% with throttling off): the three run in turn within each
 * round and the share is taken per round, so a machine that other work slows down slows all three alike;
 * the median of the rounds' shares is printed.
 */
public final class ThroughputModelBenchmark {
    private static final int REQUESTS = 1_500;
    private static final int ROUNDS = 9;
    private static final byte[] CANNED = "{\"Item\":{\"pk\":{\"S\":\"k17\"},\"payload\":{\"S\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}}}"
            .getBytes(StandardCharsets.UTF_8);

    public static void main(String[] args) throws Exception {
        System.out.println("(figures from a shared, busy machine: compare them with each other, not with other runs)");
        EventLoopGroup cannedThreads = new NioEventLoopGroup(2, new DefaultThreadFactory("canned", true));
        Channel canned = cannedServer(cannedThreads);
        try (EmbeddedDynamoDb off = EmbeddedDynamoDb.start(); EmbeddedDynamoDb on = EmbeddedDynamoDb.builder().throttling(true).start();
             DynamoDbClient cannedClient = client(URI.create("http://127.0.0.1:" + ((InetSocketAddress) canned.localAddress()).getPort()));
             DynamoDbClient offClient = client(off.endpoint()); DynamoDbClient onClient = client(on.endpoint())) {
            seed(offClient);
            seed(onClient);
            double[] c = new double[ROUNDS], e = new double[ROUNDS], t = new double[ROUNDS];
            double[] offShare = new double[ROUNDS], onShare = new double[ROUNDS];
            for (int round = -1; round < ROUNDS; round++) {   // round -1 warms the JIT
                double rc = rate(cannedClient), re = rate(offClient), rt = rate(onClient);
                if (round >= 0) {
                    c[round] = rc;
                    e[round] = re;
                    t[round] = rt;
                    offShare[round] = re / rc;
                    onShare[round] = rt / rc;
                }
            }
            System.out.printf("GetItem through the SDK, %d requests x %d interleaved rounds, medians:%n", REQUESTS, ROUNDS);
            System.out.printf("  canned-response server   %8.0f req/s%n", median(c));
            System.out.printf("  engine, throttling off   %8.0f req/s  (%.0f%% of canned per round; target >= 90%%)%n",
                    median(e), 100 * median(offShare));
            System.out.printf("  engine, throttling on    %8.0f req/s  (%.0f%% of canned per round)%n", median(t), 100 * median(onShare));
        } finally {
            canned.close().syncUninterruptibly();
            cannedThreads.shutdownGracefully().syncUninterruptibly();
        }
        double[] starts = new double[20];
        for (int i = 0; i < starts.length; i++) {
            long t0 = System.nanoTime();
            EmbeddedDynamoDb db = EmbeddedDynamoDb.start();
            starts[i] = (System.nanoTime() - t0) / 1e6;
            db.close();
        }
        System.out.printf("in-process start (warm JVM): median %.2f ms (target < 150 ms; EngineBenchmark also times a fresh JVM)%n",
                median(starts));
    }

    /** One table, 1,000 items over 1,000 keys (no key is read often enough to reach a partition's limit). */
    private static void seed(DynamoDbClient ddb) {
        ddb.createTable(r -> r.tableName("bench").billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")));
        for (int i = 0; i < 1000; i++) {
            int k = i;
            ddb.putItem(r -> r.tableName("bench").item(Map.of("pk", AttributeValue.fromS("k" + k),
                    "payload", AttributeValue.fromS("x".repeat(100)))));
        }
    }

    private static double rate(DynamoDbClient ddb) {
        GetItemRequest[] requests = new GetItemRequest[1000];
        for (int i = 0; i < requests.length; i++) {
            requests[i] = GetItemRequest.builder().tableName("bench").key(Map.of("pk", AttributeValue.fromS("k" + i))).build();
        }
        long t0 = System.nanoTime();
        for (int i = 0; i < REQUESTS; i++) {
            if (!ddb.getItem(requests[i % requests.length]).hasItem()) throw new IllegalStateException("no item");
        }
        return REQUESTS / ((System.nanoTime() - t0) / 1e9);
    }

    /**
     * Answers every request with the same GetItem response. (The JDK's own HttpServer is no baseline:
     * it writes headers and body apart without TCP_NODELAY, so each keep-alive request waited for a
     * delayed ACK, about 20 ms, and a round of 4,000 took minutes: the harness looked hung.)
     */
    private static Channel cannedServer(EventLoopGroup threads) {
        return new ServerBootstrap().group(threads).channel(NioServerSocketChannel.class)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel channel) {
                        channel.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(1 << 20),
                                new SimpleChannelInboundHandler<FullHttpRequest>() {
                                    @Override
                                    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
                                        // What any real server must do per answer: a checksum of the body it sends and a
                                        // request id, with the same headers (and sizes) as the engine's.
                                        CRC32 crc = new CRC32();
                                        crc.update(CANNED);
                                        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                                                HttpResponseStatus.OK, Unpooled.wrappedBuffer(CANNED));
                                        response.headers().set("Server", "Server").set("x-amzn-RequestId", requestId())
                                                .set(HttpHeaderNames.CONTENT_TYPE, "application/x-amz-json-1.0")
                                                .set("x-amz-crc32", Long.toString(crc.getValue()))
                                                .set(HttpHeaderNames.CONTENT_LENGTH, CANNED.length);
                                        ctx.writeAndFlush(response);
                                    }
                                });
                    }
                })
                .bind("127.0.0.1", 0).syncUninterruptibly().channel();
    }

    /** A request id as long as the engine's (52 characters). */
    private static String requestId() {
        char[] id = new char[52];
        java.util.concurrent.ThreadLocalRandom random = java.util.concurrent.ThreadLocalRandom.current();
        for (int i = 0; i < id.length; i++) id[i] = (char) ('A' + random.nextInt(26));
        return new String(id);
    }

    private static DynamoDbClient client(URI endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(1)))
                .build();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
