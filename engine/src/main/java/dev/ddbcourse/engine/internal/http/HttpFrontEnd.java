package dev.ddbcourse.engine.internal.http;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/** The JDK's HTTP server on host:port with a small pool of daemon threads, serving one router (or one per access key). */
public final class HttpFrontEnd implements AutoCloseable {
    private static final int THREADS = 16;

    static {
        // Without TCP_NODELAY the JDK server's separate header and body writes meet the client's delayed
        // ACK: ~40 ms per request. Read once by the JDK when its first server starts; a user's choice wins.
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
    }

    private final HttpServer server;
    private final ExecutorService executor;
    private final URI endpoint;

    public HttpFrontEnd(String host, int port, Router router) {
        this(host, port, new SharedRouter(router));
    }

    /** Serves each request with the router of its access key (null when the request has none). */
    public HttpFrontEnd(String host, int port, Function<String, Router> routerForAccessKey) {
        try {
            server = HttpServer.create(new InetSocketAddress(host, port), 128);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on " + host + ":" + port, e);
        }
        ThreadPoolExecutor pool = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), new DaemonThreads());
        pool.allowCoreThreadTimeOut(true);
        executor = pool;
        server.setExecutor(executor);
        server.createContext("/", new RequestHandler(routerForAccessKey));
        startAsDaemon(server);
        String shownHost = host.contains(":") ? "[" + host + "]" : host;
        endpoint = URI.create("http://" + shownHost + ":" + server.getAddress().getPort());
    }

    /**
     * The JDK server creates its dispatcher thread in start(), and a thread inherits daemon status from
     * its creator: started from main it would keep the JVM alive. Starting it from a daemon thread
     * makes the engine never hold a JVM open by itself (the standalone main waits on its own).
     */
    private static void startAsDaemon(HttpServer server) {
        if (Thread.currentThread().isDaemon()) {
            server.start();
            return;
        }
        Starter starter = new Starter(server);
        Thread thread = new Thread(starter, "ddb-engine-start");
        thread.setDaemon(true);
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.stop(0);
            throw new IllegalStateException("interrupted while starting the engine", e);
        }
        if (starter.failure != null) throw starter.failure;
    }

    private static final class Starter implements Runnable {
        private final HttpServer server;
        private RuntimeException failure; // read after join(), which orders the write before the read

        Starter(HttpServer server) { this.server = server; }

        @Override
        public void run() {
            try {
                server.start();
            } catch (RuntimeException e) {
                failure = e;
            }
        }
    }

    /** The same router whatever the access key. (A class, not a lambda: faster first start.) */
    private record SharedRouter(Router router) implements Function<String, Router> {
        @Override
        public Router apply(String accessKey) { return router; }
    }

    /** Named daemon threads, so an engine never keeps a JVM alive. (A class, not a lambda: faster first start.) */
    private static final class DaemonThreads implements ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "ddb-engine-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    }

    public URI endpoint() {
        return endpoint;
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
