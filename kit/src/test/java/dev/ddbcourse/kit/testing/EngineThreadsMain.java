package dev.ddbcourse.kit.testing;

import static dev.ddbcourse.kit.Kit.client;
import static dev.ddbcourse.kit.Kit.show;

import java.net.HttpURLConnection;

/**
 * A lesson in miniature that shows whether the embedded engine's HTTP server runs: not after the course
 * client's requests (they are answered in process), yes once something connects to the engine's port.
 * Run in its own JVM by CourseClientProcessTest.
 */
public final class EngineThreadsMain {
    private EngineThreadsMain() {}

    public static void main(String[] args) throws Exception {
        var ddb = client();
        ddb.listTables();
        show("HTTP server running after the course client's requests", httpServerRunning());
        var endpoint = ddb.serviceClientConfiguration().endpointOverride().orElseThrow();
        var connection = (HttpURLConnection) endpoint.resolve("/").toURL().openConnection();
        show("health check over HTTP", connection.getResponseCode());
        show("HTTP server running after a connection", httpServerRunning());
    }

    /** Netty's I/O threads are named after the engine. */
    private static boolean httpServerRunning() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().startsWith("ddb-engine-io"));
    }
}
