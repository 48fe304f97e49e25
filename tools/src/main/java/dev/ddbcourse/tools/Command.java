package dev.ddbcourse.tools;

import java.util.Set;

/** One {@code ./course} command (rustlings' one module per command). {@link Runner} lists them. */
interface Command {
    /** The word after {@code ./course}. */
    String name();

    /** Flags it accepts ({@code --force}). */
    default Set<String> flags() { return Set.of(); }

    /** Options it accepts, each followed by a value ({@code --only 08}). */
    default Set<String> options() { return Set.of(); }

    /** True when every argument goes on to another program as it is, unparsed. */
    default boolean passesArgumentsOn() { return false; }

    /** Runs it; the result is the process's exit code. */
    int run(Session session, Args args);
}
