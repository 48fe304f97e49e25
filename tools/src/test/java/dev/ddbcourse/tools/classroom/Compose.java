package dev.ddbcourse.tools.classroom;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** docker-compose.yml as data: services with {@code extends} resolved the way Compose merges them. */
final class Compose {
    /** The repository root: where docker-compose.yml sits, above the module Maven runs in. */
    static final Path ROOT = findRoot();

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final JsonNode services;

    private Compose(JsonNode document) {
        this.services = document.path("services");
    }

    static Compose load() {
        try {
            return new Compose(YAML.readTree(ROOT.resolve("docker-compose.yml").toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Set<String> serviceNames() {
        Set<String> names = new LinkedHashSet<>();
        services.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /**
     * A service as Compose runs it: an {@code extends} base merged with the service's own keys
     * (mappings merged key by key, sequences such as ports and depends_on concatenated, scalars
     * overridden). Same-file extends only, which is all this file uses.
     */
    ObjectNode service(String name) {
        JsonNode own = services.get(name);
        if (own == null) throw new AssertionError("docker-compose.yml has no service " + name);
        ObjectNode result = own.deepCopy();
        JsonNode extended = own.path("extends");
        if (!extended.isMissingNode()) {
            String base = extended.isTextual() ? extended.asText() : extended.path("service").asText();
            result = merge(service(base), result);
            result.remove("extends");
        }
        return result;
    }

    /** The service's environment as a name -> value map (mapping or KEY=VALUE list form). */
    Map<String, String> environment(String service) {
        Map<String, String> env = new LinkedHashMap<>();
        JsonNode node = service(service).path("environment");
        if (node.isObject()) node.fields().forEachRemaining(e -> env.put(e.getKey(), e.getValue().asText()));
        else node.forEach(entry -> {
            String[] kv = entry.asText().split("=", 2);
            env.put(kv[0], kv.length > 1 ? kv[1] : "");
        });
        return env;
    }

    /** Container ports the service publishes on the host, as "host:container" strings. */
    Set<String> ports(String service) {
        Set<String> ports = new LinkedHashSet<>();
        service(service).path("ports").forEach(p -> ports.add(p.asText()));
        return ports;
    }

    Set<String> strings(String service, String key) {
        Set<String> values = new LinkedHashSet<>();
        JsonNode node = service(service).path(key);
        if (node.isObject()) node.fieldNames().forEachRemaining(values::add);
        else node.forEach(v -> values.add(v.asText()));
        return values;
    }

    private static ObjectNode merge(ObjectNode base, ObjectNode own) {
        ObjectNode result = base.deepCopy();
        own.fields().forEachRemaining(e -> {
            JsonNode mine = e.getValue(), theirs = result.get(e.getKey());
            if (mine.isObject() && theirs instanceof ObjectNode t) result.set(e.getKey(), merge(t, (ObjectNode) mine));
            else if (mine.isArray() && theirs instanceof ArrayNode t) result.set(e.getKey(), t.deepCopy().addAll((ArrayNode) mine));
            else result.set(e.getKey(), mine);
        });
        return result;
    }

    private static Path findRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("docker-compose.yml")) && Files.exists(p.resolve("pom.xml"))) return p;
        }
        throw new IllegalStateException("no docker-compose.yml above " + Path.of("").toAbsolutePath());
    }
}
