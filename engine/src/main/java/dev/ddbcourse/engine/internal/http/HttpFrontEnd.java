package dev.ddbcourse.engine.internal.http;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import dev.ddbcourse.engine.WireRequest;
import dev.ddbcourse.engine.WireResponse;

/**
 * Netty's HTTP/1.1 codec on host:port, serving one router. Netty reads what the JDK server drops
 * without an answer (chunked trailers, hundreds of headers) and answers malformed or oversized
 * requests with a 4xx status line. All threads are daemons, so an engine never keeps a JVM alive.
 * This class names no Netty type: the caller's thread binds the port and never loads Netty. A
 * client in the same JVM may skip HTTP altogether ({@link #answer(WireRequest)}); Netty then
 * starts only if something connects to the port.
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
    private final RequestHandler protocol;
    private final Thread starting;
    private volatile NettyServer netty;
    private volatile boolean closed;
    /** What the start thread waits on until the first connection; woken by {@link #close()}. */
    private volatile Selector waiting;

    /**
     * Binds the port at once (so the endpoint is usable when this returns); a daemon thread loads
     * and starts Netty when the first connection arrives, which waits in the backlog meanwhile. So
     * an engine whose only client is in this JVM ({@link #answer(WireRequest)}) never loads Netty,
     * and a lesson's start does not share its two cores with Netty's.
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
        protocol = new RequestHandler(routerForAccessKey);
        starting = new Thread(new Start(), "ddb-engine-start");
        starting.setDaemon(true);
        starting.start();
    }

    /** The start thread's work. (A class, not a lambda: the first lambda of a JVM costs start-up time.) */
    private final class Start implements Runnable {
        @Override
        public void run() {
            try {
                if (!firstConnection()) return;
                NettyServer server = new NettyServer();
                netty = server;
                server.start(socket, protocol);
            } catch (IOException | RuntimeException | Error e) {
                if (closed) return; // closed while waiting: nothing to report
                Logger.getLogger(HttpFrontEnd.class.getName()).log(Level.SEVERE, "the engine's HTTP server did not start", e);
                closeQuietly();
            }
        }

        /** Waits until a client connects (true) or the front end closes (false); the connection stays in the backlog. */
        private boolean firstConnection() throws IOException {
            try (Selector selector = Selector.open()) {
                waiting = selector;
                socket.configureBlocking(false);
                socket.register(selector, SelectionKey.OP_ACCEPT);
                while (!closed) {
                    if (selector.select() > 0) return true;
                }
                return false;
            }
        }
    }

    /**
     * Answers one request as the HTTP server would, without a socket: for a client in this JVM, whose
     * requests then skip both HTTP stacks. The same protocol and the same answers; the server adds only
     * Content-Length (and closes the connection where the protocol says so). Never throws: the protocol turns an
     * engine bug into DynamoDB's 500 ({@link RequestHandler#handle}), and its one escape, MustWait, is thrown only
     * on the HTTP server's I/O threads.
     */
    public WireResponse answer(WireRequest request) {
        return protocol.handle(request);
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
        closed = true;
        Selector selector = waiting;
        if (selector != null) selector.wakeup();
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
