package dev.ddbcourse.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dependency versions of the generated JBang headers, read from the parent pom.xml's
 * properties: the single place versions are pinned.
 */
record Versions(String awsSdk, String jackson, String assertj, String testcontainers, String lucene, String slf4j) {

    static Versions read(Path root) {
        try {
            String pom = Files.readString(root.resolve("pom.xml"));
            return new Versions(property(pom, "awssdk.version"), property(pom, "jackson.version"),
                    property(pom, "assertj.version"), property(pom, "testcontainers.version"),
                    property(pom, "lucene.version"), optionalProperty(pom, "slf4j.version"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String property(String pom, String name) {
        String value = optionalProperty(pom, name);
        if (value == null) throw new IllegalStateException("pom.xml has no <" + name + "> property");
        return value;
    }

    private static String optionalProperty(String pom, String name) {
        Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">\\s*([^<\\s]+)\\s*</").matcher(pom);
        return m.find() ? m.group(1) : null;
    }

    /** The JBang directives after line 1 and the generated-file notice. */
    String header() {
        return dependencies()
                + "//SOURCES ../kit/src/main/java/**/*.java\n"
                + "//SOURCES ../engine/src/main/java/**/*.java\n"
                // The checks' hints, for a script run from outside the checkout (the kit looks
                // for course.json from the working directory up, then on the classpath).
                + "//FILES course.json=../course.json\n";
    }

    /** The Java version and the libraries: what the kit needs besides its own sources. */
    String dependencies() {
        return "//JAVA 17+\n"
                + "//DEPS software.amazon.awssdk:bom:" + awsSdk + "@pom\n"
                + "//DEPS software.amazon.awssdk:dynamodb\n"
                + "//DEPS software.amazon.awssdk:dynamodb-enhanced\n"
                + "//DEPS software.amazon.awssdk:url-connection-client\n"
                + "//DEPS com.fasterxml.jackson.core:jackson-databind:" + jackson + "\n"
                + "//DEPS org.assertj:assertj-core:" + assertj + "\n"
                + "//DEPS org.testcontainers:testcontainers:" + testcontainers + "\n"
                // Lesson 15's search index (the kit's check of it too).
                + "//DEPS org.apache.lucene:lucene-core:" + lucene + "\n"
                // The SDK logs through SLF4J; with no binding it prints a 3-line warning on every run.
                + (slf4j == null ? "" : "//DEPS org.slf4j:slf4j-nop:" + slf4j + "\n");
    }
}
