package dev.ddbcourse.engine.internal.http;

import dev.ddbcourse.engine.internal.storage.MustWait;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.ImmediateEventExecutor;

import java.nio.channels.ServerSocketChannel;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Netty's side of the front end: its I/O threads, the channel accepting on the bound socket, every open
 * connection. Only the start thread makes one, so start() never waits for Netty's classes to load.
 */
final class NettyServer {
    /** Request line and all header lines together; more gets 414 / 431. */
    private static final int MAX_REQUEST_LINE = 16 * 1024;
    private static final int MAX_HEADER_BYTES = 64 * 1024;

    /** Closed before the threads stop (else Netty logs events it can no longer deliver). */
    private final ChannelGroup connections = new DefaultChannelGroup(ImmediateEventExecutor.INSTANCE);
    private volatile EventLoopGroup io;
    /** Threads for the rare request that must wait (see {@link NettyExchange}); made only when one is needed. */
    private final ExecutorService waiting = Executors.newCachedThreadPool(new DefaultThreadFactory("ddb-engine-wait", true));
    private volatile Channel listener;

    /** Starts accepting on the bound socket; what it made before a failure is undone by {@link #close()}. */
    void start(ServerSocketChannel socket, RequestHandler protocol) {
        io = new NioEventLoopGroup(2, new IoThreads());
        listener = new ServerBootstrap()
                .group(io)
                .channelFactory(() -> new NioServerSocketChannel(socket))
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new Pipeline(protocol, waiting, connections))
                .register() // the socket is bound already: registering starts accepting
                .syncUninterruptibly()
                .channel();
    }

    /** The I/O threads serve many connections, so each is marked once, as it starts, as one that must not wait. */
    private static final class IoThreads extends DefaultThreadFactory {
        IoThreads() {
            super("ddb-engine-io", true);
        }

        @Override
        protected Thread newThread(Runnable task, String name) {
            return super.newThread(() -> {
                MustWait.refuseOnThisThread();
                task.run();
            }, name);
        }
    }

    void close() {
        if (listener != null) listener.close().syncUninterruptibly();
        connections.close().awaitUninterruptibly(1, TimeUnit.SECONDS);
        if (io != null) io.shutdownGracefully(0, 1, TimeUnit.SECONDS).awaitUninterruptibly(2, TimeUnit.SECONDS);
        waiting.shutdownNow();
    }

    /** Each connection: HTTP codec, one whole request, the protocol ({@link NettyExchange} decodes a compressed body). */
    private static final class Pipeline extends ChannelInitializer<SocketChannel> {
        private final RequestHandler protocol;
        private final Executor waiting;
        private final ChannelGroup connections;

        Pipeline(RequestHandler protocol, Executor waiting, ChannelGroup connections) {
            this.protocol = protocol;
            this.waiting = waiting;
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
            p.addLast(new Aggregator());
            p.addLast(new NettyExchange(protocol, waiting));
        }
    }

    /** Whole requests up to DynamoDB's size limit; a larger one gets 413 and a gentle close. */
    private static final class Aggregator extends HttpObjectAggregator {
        Aggregator() { super(HttpFrontEnd.MAX_REQUEST_BYTES); }

        @Override
        protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) {
            NettyExchange.write(ctx, RequestHandler.malformed(413), false);
        }
    }
}
