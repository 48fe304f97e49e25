package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.tools.LessonSource.Cell;
import dev.ddbcourse.tools.LessonSource.Kind;
import dev.ddbcourse.tools.LessonSource.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the three JBang scripts of a lesson: the lesson ({@code jbang/}), the exercise with the
 * starter ({@code exercises/}) and the exercise with the solution ({@code solutions/}).
 *
 * <p>Markdown cells become {@code say("""...""")}, code cells the body of {@code main},
 * declaration and exercise cells static members. The class is package-private because a file
 * named {@code 08-adjacency.java} cannot hold a public class.
 */
final class ScriptWriter {
    private static final String BODY = " ".repeat(8), MEMBER = " ".repeat(4);

    /** Imports every script and notebook starts with; a lesson adds its own with `import` lines. */
    static final List<String> IMPORTS = List.of(
            "import static dev.ddbcourse.kit.Kit.*;",
            "import dev.ddbcourse.kit.Kit;",
            "import java.util.*;",
            "import java.util.function.*;",
            "import java.util.stream.*;",
            // Single-type imports win over the on-demand ones: the SDK model package also has a Stream.
            "import java.util.stream.Stream;",
            "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
            "import software.amazon.awssdk.services.dynamodb.model.*;");

    /**
     * A lesson is a short run: a C1-only JIT, the serial GC and a class-data archive (//CDS) start
     * it fastest. JVM warnings go to stderr (the CDS dump warns about JDK-generated classes), so
     * stdout stays the transcript.
     */
    static final String JVM_OPTIONS =
            "//RUNTIME_OPTIONS -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:disable -Xlog:all=warning:stderr -Xlog:cds*=error:stderr\n//CDS\n";

    private final Versions versions;

    ScriptWriter(Versions versions) { this.versions = versions; }

    String lesson(Lesson lesson, LessonSource source) {
        var main = new ArrayList<String>();
        var members = new ArrayList<String>();
        for (Cell cell : source.cells()) {
            switch (cell.kind()) {
                case MARKDOWN -> {
                    String text = source.lessonText(cell);
                    if (!text.isEmpty()) main.add(say(text));
                }
                case CODE -> {
                    // The cell's source first, as a notebook shows it (not in transcripts).
                    main.add(call("code", cell.text()));
                    main.add(indent(cell.text(), BODY));
                }
                case DECLARATIONS -> members.add(indent(cell.text(), MEMBER));
                case EXERCISE, CHECK -> { } // the exercise has its own file
            }
        }
        if (source.hasExercise()) {
            main.add(say(statement(source) + "\n\nOpen `" + lesson.exercise()
                    + "`, replace the TODO, then run `./course check " + lesson.number() + "`."));
        }
        return file(lesson, "Lesson", "(The lesson.)", source, main, members);
    }

    String exercise(Lesson lesson, LessonSource source, Variant variant) {
        var main = new ArrayList<String>();
        main.add(say(statement(source)));
        String[] check = LessonSource.checkCall(lesson.source(), source.checkCell());
        if (!check[0].isEmpty()) main.add(indent(check[0], BODY));
        // The check prints what passed or what is missing; the exit code tells the runner.
        main.add(BODY + "System.exit(" + check[1] + " ? 0 : 1);");
        var members = new ArrayList<String>();
        for (Cell cell : source.cells()) {
            if (cell.kind() == Kind.DECLARATIONS) members.add(indent(cell.text(), MEMBER));
            if (cell.kind() == Kind.EXERCISE) members.add(indent(cell.text(variant), MEMBER));
        }
        return variant == Variant.STARTER
                ? file(lesson, "Exercise", null, source, main, members)
                : file(lesson, "Solution", "(The reference solution.)", source, main, members);
    }

    private static String statement(LessonSource source) {
        String text = source.exerciseStatement();
        return text.startsWith("#") ? text : "## Exercise\n\n" + text;
    }

    private String file(Lesson lesson, String prefix, String what, LessonSource source, List<String> main, List<String> members) {
        var out = new StringBuilder();
        out.append("///usr/bin/env jbang \"$0\" \"$@\" ; exit $?\n");
        out.append("// ").append(prefix.equals("Exercise") ? Generate.exerciseNotice(lesson) : Generate.notice(lesson) + " " + what).append('\n');
        out.append(versions.header());
        // The kit and the engine have main methods too: name the script's.
        out.append("//MAIN ").append(prefix).append(lesson.number()).append('\n');
        out.append(JVM_OPTIONS);
        out.append('\n');
        for (String i : IMPORTS) out.append(i).append('\n');
        for (String i : source.imports()) if (!IMPORTS.contains(i)) out.append(i).append('\n');
        out.append('\n');
        out.append("class ").append(prefix).append(lesson.number()).append(" {\n\n");
        out.append(MEMBER).append("public static void main(String[] args) throws Exception {\n");
        out.append(String.join("\n\n", main)).append('\n');
        out.append(MEMBER).append("}\n");
        for (String m : members) out.append('\n').append(m).append('\n');
        out.append("}\n");
        return out.toString();
    }

    /** A markdown text as a {@code say} call with a text block, escaped so it prints verbatim. */
    static String say(String markdown) {
        return call("say", markdown);
    }

    /** {@code method("""text""")} with a text block, escaped so the text arrives verbatim. */
    static String call(String method, String text) {
        String escaped = text.replace("\\", "\\\\").replace("\"\"\"", "\"\"\\\"");
        var out = new StringBuilder(BODY).append(method).append("(\"\"\"\n");
        for (String line : escaped.split("\n", -1)) {
            // A text block strips trailing spaces; \s keeps a markdown hard line break.
            String kept = line.endsWith("  ") ? line.stripTrailing() + "\\s\\s" : line;
            out.append(kept.isEmpty() ? "" : BODY + "    " + kept).append('\n');
        }
        return out.append(BODY).append("    \"\"\");").toString();
    }

    static String indent(String code, String by) {
        var out = new ArrayList<String>();
        for (String line : code.split("\n", -1)) out.add(line.isEmpty() ? "" : by + line);
        return String.join("\n", out);
    }
}
