package dev.ddbcourse.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A server script of the checkout, in the foreground: {@code ./course jupyter} (JupyterLab,
 * notebooks/support/start) and {@code ./course classroom} (the room's JupyterHub,
 * classroom/start). Each installs what it needs and binds loopback by default.
 */
final class ServerCommand implements Command {
    private final String name;
    private final String script;

    ServerCommand(String name, String script) {
        this.name = name;
        this.script = script;
    }

    @Override public String name() { return name; }

    /** Everything after the command goes to the script (--port 9999, --names FILE, ...). */
    @Override public boolean passesArgumentsOn() { return true; }

    @Override
    public int run(Session session, Args args) {
        Path start = session.root().resolve(script);
        if (!Files.isExecutable(start)) throw new IllegalArgumentException("no " + script + " in this checkout");
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
