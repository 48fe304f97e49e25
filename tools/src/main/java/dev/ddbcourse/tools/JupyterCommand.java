package dev.ddbcourse.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code ./course jupyter}: JupyterLab for the course (notebooks/support/start: setup when needed, token on, loopback). */
final class JupyterCommand implements Command {
    @Override public String name() { return "jupyter"; }
    /** Everything after the command goes to JupyterLab (--port 9999, --no-browser, ...). */
    @Override public boolean passesArgumentsOn() { return true; }

    @Override
    public int run(Session session, Args args) {
        Path start = session.root().resolve("notebooks/support/start");
        if (!Files.isExecutable(start)) throw new IllegalArgumentException("no " + session.root().relativize(start) + " in this checkout");
        var command = new ArrayList<String>(List.of(start.toString()));
        command.addAll(args.positional());
        try {
            return new ProcessBuilder(command).directory(session.root().toFile()).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }
}
