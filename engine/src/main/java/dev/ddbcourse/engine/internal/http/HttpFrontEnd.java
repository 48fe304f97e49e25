package dev.ddbcourse.engine.internal.http;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.util.concurrent.ImmediateEventExecutor;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.HttpContentDecompressor;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.util.concurrent.DefaultThreadFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.channels.ServerSocketChannel;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Netty's HTTP/1.1 codec on host:port, serving one router. Netty reads what the JDK server drops
 * without an answer (chunked trailers, hundreds of headers) and answers malformed or oversized
 * requests with a 4xx status line. All threads are daemons, so an engine never keeps a JVM alive.
 */
public final class HttpFrontEnd implements AutoCloseable {
    /** DynamoDB's request size limit; larger bodies get 413. */
    static final int MAX_REQUEST_BYTES = 16 * 1024 * 1024;
    /** Request line and all header lines together; more gets 414 / 431. */
    private static final int MAX_REQUEST_LINE = 16 * 1024;
    private static final int MAX_HEADER_BYTES = 64 * 1024;

    static {
        // Netty 4.1 uses sun.misc.Unsafe, whose memory methods JDK 24+ warns about on stderr: in a
        // lesson's output that warning would be noise. Without Unsafe Netty works the same, a little slower.
        if (Runtime.version().feature() >= 24 && System.getProperty("io.netty.noUnsafe") == null) {
            System.setProperty("io.netty.noUnsafe", "true");
        }
    }

    private final ServerSocketChannel socket;
    private final URI endpoint;
    private final Thread starting;
    private volatile EventLoopGroup io;
    private volatile Channel listener;
    /** Every open connection, closed before the threads stop (else Netty logs events it can no longer deliver). */
    private final ChannelGroup connections = new DefaultChannelGroup(ImmediateEventExecutor.INSTANCE);

    /**
     * Binds the port at once (so the endpoint is usable when this returns) and loads Netty on a
     * daemon thread meanwhile: connections wait in the backlog until it accepts them, which keeps
     * the engine's start short while a lesson is still building its SDK client.
     */
    public HttpFrontEnd(String host, int port, Router router) {
        this(host, port, new SharedRouter(router));
    }

    /** Serves each request with the router of its access key (null when the request has none). */
    public HttpFrontEnd(String host, int port, Function<String, Router> routerForAccessKey) {
        try {
            socket = ServerSocketChannel.open();
            socket.bind(new InetSocketAddress(host, port), 128);
            int bound = ((InetSocketAddress) socket.getLocalAddress()).getPort();
            String shownHost = host.contains(":") ? "[" + host + "]" : host;
            endpoint = URI.create("http://" + shownHost + ":" + bound);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on " + host + ":" + port, e);
        }
        starting = new Thread(() -> serve(routerForAccessKey), "ddb-engine-start");
        starting.setDaemon(true);
        starting.start();
    }

    private void serve(Function<String, Router> routerForAccessKey) {
        try {
            io = new NioEventLoopGroup(2, new DefaultThreadFactory("ddb-engine-io", true));
            listener = new ServerBootstrap()
                    .group(io)
                    .channelFactory(() -> new NioServerSocketChannel(socket))
                    .childOption(ChannelOption.TCP_NODELAY, true)
                    .childHandler(new Pipeline(new RequestHandler(routerForAccessKey), connections))
                    .register() // the socket is bound already: registering starts accepting
                    .syncUninterruptibly()
                    .channel();
        } catch (RuntimeException | Error e) {
            Logger.getLogger(HttpFrontEnd.class.getName()).log(Level.SEVERE, "the engine's HTTP server did not start", e);
            closeQuietly();
        }
    }

    /** Each connection: HTTP codec, request-body decompression (gzip, deflate), one whole request, the protocol. */
    private static final class Pipeline extends ChannelInitializer<SocketChannel> {
        private final RequestHandler protocol;
        private final ChannelGroup connections;

        Pipeline(RequestHandler protocol, ChannelGroup connections) {
            this.protocol = protocol;
            this.connections = connections;
        }

        @Override
        protected void initChannel(SocketChannel channel) {
            connections.add(channel);
            ChannelPipeline p = channel.pipeline();
            p.addLast(new HttpServerCodec(new HttpDecoderConfig()
                    .setMaxInitialLineLength(MAX_REQUEST_LINE)
                    .setMaxHeaderSize(MAX_HEADER_BYTES)
                    .setMaxChunkSize(64 * 1024)));
            p.addLast(new HttpContentDecompressor());
            p.addLast(new Aggregator());
            p.addLast(new NettyExchange(protocol));
        }
    }

    /** Whole requests up to DynamoDB's size limit; a larger one gets 413 and a gentle close. */
    private static final class Aggregator extends HttpObjectAggregator {
        Aggregator() { super(MAX_REQUEST_BYTES); }

        @Override
        protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) {
            NettyExchange.write(ctx, RequestHandler.malformed(413), false);
        }
    }

    private record SharedRouter(Router router) implements Function<String, Router> {
        @Override
        public Router apply(String accessKey) { return router; }
    }

    public URI endpoint() {
        return endpoint;
    }

    @Override
    public void close() {
        boolean interrupted = false;
        while (starting.isAlive()) {
            try {
                starting.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (listener != null) listener.close().syncUninterruptibly();
        closeQuietly();
        connections.close().awaitUninterruptibly(1, TimeUnit.SECONDS);
        if (io != null) io.shutdownGracefully(0, 1, TimeUnit.SECONDS).awaitUninterruptibly(2, TimeUnit.SECONDS);
        if (interrupted) Thread.currentThread().interrupt();
    }

    private void closeQuietly() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing a listening socket has nothing to report
        }
    }
}
