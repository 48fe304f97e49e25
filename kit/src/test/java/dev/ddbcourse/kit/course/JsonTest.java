package dev.ddbcourse.kit.course;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonTest {

    static final String SAMPLE = "{\"b\": [1, 2.50, -3e2, true, null, []], \"a\": {\"z\": \"é \\\"q\\\" \\\\ \\n\\t\\u0001\", \"y\": {}}}";

    @Test
    void writesWhatJupyterWrites() {
        assertEquals("""
                {
                 "a": {
                  "y": {},
                  "z": "é \\"q\\" \\\\ \\n\\t\\u0001"
                 },
                 "b": [
                  1,
                  2.50,
                  -3e2,
                  true,
                  null,
                  []
                 ]
                }
                """, Json.write(Json.parse(SAMPLE)));
    }

    @Test
    void roundTripsByteForByte() {
        String once = Json.write(Json.parse(SAMPLE));
        assertEquals(once, Json.write(Json.parse(once)));
    }

    @Test
    void matchesPythonJsonDumpsWhenPythonIsThere(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("in.json");
        Files.writeString(in, "{\"k\": [\"ü\", \"tab\\there\", {\"n\": 10, \"m\": [[], {}]}], \"e\": \"\"}");
        Process python;
        try {
            python = new ProcessBuilder("python3", "-c",
                    "import json,sys; d=json.load(open(sys.argv[1])); sys.stdout.buffer.write((json.dumps(d, sort_keys=True, indent=1, ensure_ascii=False)+'\\n').encode())",
                    in.toString()).start();
        } catch (IOException e) {
            assumeTrue(false, "python3 not available: " + e.getMessage());
            return;
        }
        assumeTrue(python.waitFor(30, TimeUnit.SECONDS), "python3 did not answer");
        String expected = new String(python.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(expected, Json.write(Json.parse(Files.readString(in))));
    }

    @Test
    void keepsInsertionOrderWhenReadingAndTypes() {
        Map<String, Object> o = Json.object(Json.parse("{\"z\": 1, \"a\": [\"x\"]}"));
        assertEquals(List.of("z", "a"), List.copyOf(o.keySet()));
        assertEquals(new Json.Num("1"), o.get("z"));
        assertEquals(List.of("x"), o.get("a"));
    }

    @Test
    void rejectsBrokenJsonWithTheLine() {
        var e = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\n\"a\": [1,\n}"));
        assertEquals("JSON line 3: unexpected '}'", e.getMessage());
    }
}
