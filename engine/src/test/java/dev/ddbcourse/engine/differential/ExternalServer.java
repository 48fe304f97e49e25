package dev.ddbcourse.engine.differential;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A reference emulator running as a child process on 127.0.0.1 and a free port; its output goes
 * to a log file under target/ so a failed start can say why. Stopped (with its children) by
 * {@link #close()}.
 */
final class ExternalServer implements AutoCloseable {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(30);

    private final String name;
    private final Process process;
    private final int port;

    private ExternalServer(String name, Process process, int port) {
        this.name = name;
        this.process = process;
        this.port = port;
    }

    /**
     * Starts {@code command.apply(port)} in {@code workDir} and waits until the port accepts
     * connections. Tries a few free ports, since another process may take one between the pick
     * and the bind.
     */
    static ExternalServer start(String name, Path workDir, IntFunction<List<String>> command) {
        Path log = Path.of("target", "differential-" + name + ".log").toAbsolutePath();
        String lastFailure = "";
        for (int attempt = 0; attempt < 3; attempt++) {
            int port = freePort();
            Process process;
            try {
                Files.createDirectories(log.getParent());
                process = new ProcessBuilder(new ArrayList<>(command.apply(port)))
                        .directory(workDir.toFile())
                        .redirectErrorStream(true)
                        .redirectOutput(log.toFile())
                        .start();
            } catch (IOException e) {
                throw new UncheckedIOException("could not start " + name, e);
            }
            if (awaitListening(process, port)) {
                return new ExternalServer(name, process, port);
            }
            stop(process);
            lastFailure = tail(log);
        }
        throw new IllegalStateException(name + " did not start within " + START_TIMEOUT.toSeconds()
                + " s; its output:\n" + lastFailure);
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + port);
    }

    String name() {
        return name;
    }

    @Override
    public void close() {
        stop(process);
    }

    private static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean awaitListening(Process process, int port) {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline && process.isAlive()) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return true;
            } catch (IOException notYet) {
                sleep(50);
            }
        }
        return false;
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String tail(Path log) {
        try {
            String text = Files.readString(log, StandardCharsets.UTF_8);
            return text.length() > 2000 ? text.substring(text.length() - 2000) : text;
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
