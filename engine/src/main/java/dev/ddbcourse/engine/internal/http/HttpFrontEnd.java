package dev.ddbcourse.engine.internal.http;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.channels.ServerSocketChannel;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Netty's HTTP/1.1 codec on host:port, serving one router. Netty reads what the JDK server drops
 * without an answer (chunked trailers, hundreds of headers) and answers malformed or oversized
 * requests with a 4xx status line. All threads are daemons, so an engine never keeps a JVM alive.
 * This class names no Netty type: the caller's thread binds the port and never loads Netty.
 */
public final class HttpFrontEnd implements AutoCloseable {
    /** DynamoDB's request size limit; larger bodies get 413. */
    static final int MAX_REQUEST_BYTES = 16 * 1024 * 1024;

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
    private volatile NettyServer netty;

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
        starting = new Thread(new Start(routerForAccessKey), "ddb-engine-start");
        starting.setDaemon(true);
        starting.start();
    }

    /** The start thread's work. (A class, not a lambda: the first lambda of a JVM costs start-up time.) */
    private final class Start implements Runnable {
        private final Function<String, Router> routerForAccessKey;

        Start(Function<String, Router> routerForAccessKey) { this.routerForAccessKey = routerForAccessKey; }

        @Override
        public void run() {
            try {
                NettyServer server = new NettyServer();
                netty = server;
                server.start(socket, new RequestHandler(routerForAccessKey));
            } catch (RuntimeException | Error e) {
                Logger.getLogger(HttpFrontEnd.class.getName()).log(Level.SEVERE, "the engine's HTTP server did not start", e);
                closeQuietly();
            }
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
        NettyServer server = netty;
        if (server != null) server.close();
        closeQuietly();
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
