package dev.ddbcourse.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A command's arguments, parsed once for every command: positional words, flags
 * ({@code --force}) and options with a value ({@code --only 08}). Anything the command did not
 * declare is an error, so a typo is never silently ignored.
 */
record Args(List<String> positional, Set<String> flags, Map<String, String> options) {

    static Args parse(String command, List<String> raw, Set<String> flags, Set<String> options) {
        var positional = new ArrayList<String>();
        var seen = new LinkedHashSet<String>();
        var values = new LinkedHashMap<String, String>();
        for (int i = 0; i < raw.size(); i++) {
            String a = raw.get(i);
            if (!a.startsWith("--")) positional.add(a);
            else if (flags.contains(a)) seen.add(a);
            else if (options.contains(a)) {
                if (i + 1 >= raw.size()) throw new IllegalArgumentException(a + " needs a value (./course " + command + ")");
                values.put(a, raw.get(++i));
            } else {
                var known = new ArrayList<String>(flags);
                known.addAll(options);
                throw new IllegalArgumentException("./course " + command + " has no option " + a
                        + (known.isEmpty() ? "" : " (it has " + String.join(", ", known) + ")"));
            }
        }
        return new Args(List.copyOf(positional), Set.copyOf(seen), Map.copyOf(values));
    }

    boolean has(String flag) { return flags.contains(flag); }

    String option(String name) { return options.get(name); }

    /** The first positional word, or null. */
    String first() { return positional.isEmpty() ? null : positional.get(0); }
}
