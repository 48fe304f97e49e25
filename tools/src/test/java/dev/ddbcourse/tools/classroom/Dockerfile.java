package dev.ddbcourse.tools.classroom;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A Dockerfile's instructions (keyword and argument text), continuation lines joined, comments dropped. */
record Dockerfile(Path path, List<Instruction> instructions) {

    record Instruction(String keyword, String arguments) {
        /** The arguments as words: exec form (a JSON array) or shell-style split on spaces. */
        List<String> words() {
            if (arguments.startsWith("[")) {
                try {
                    return List.of(new ObjectMapper().readValue(arguments, String[].class));
                } catch (IOException e) {
                    throw new AssertionError("not a JSON array: " + arguments, e);
                }
            }
            return List.of(arguments.trim().split("\\s+"));
        }
    }

    static Dockerfile read(Path path) {
        List<String> lines;
        try {
            lines = Files.readAllLines(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Instruction> instructions = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : lines) {
            String trimmed = line.trim();
            if (trimmed.startsWith("#") || (trimmed.isEmpty() && current.length() == 0)) continue;
            boolean continued = trimmed.endsWith("\\");
            current.append(continued ? trimmed.substring(0, trimmed.length() - 1) : trimmed).append(' ');
            if (!continued) {
                String text = current.toString().trim();
                int space = text.indexOf(' ');
                instructions.add(new Instruction(text.substring(0, space).toUpperCase(), text.substring(space + 1).trim()));
                current.setLength(0);
            }
        }
        return new Dockerfile(path, instructions);
    }

    List<Instruction> all(String keyword) {
        return instructions.stream().filter(i -> i.keyword().equals(keyword)).toList();
    }

    /** The last instruction of a kind (the one in force for CMD, ENTRYPOINT, FROM of the final stage). */
    Instruction last(String keyword) {
        List<Instruction> found = all(keyword);
        if (found.isEmpty()) throw new AssertionError(path + " has no " + keyword);
        return found.get(found.size() - 1);
    }
}
