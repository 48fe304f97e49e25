package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Course.Lesson;
import dev.ddbcourse.kit.course.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Set;

/**
 * {@code ./course dev ...}, for authors and the notebook support:
 * <pre>
 * dev check                       the course's own checks ({@link DevCheck})
 * dev lessons                     course.json as the notebook support needs it (JSON, paths derived)
 * dev mask STEM [--normalise]     stdin: a JSON list of texts; stdout: the same with the lesson's
 *                                 masks applied (normalised first with --normalise), so the
 *                                 masks run under one regex engine, Java's
 * </pre>
 * Both take {@code --course FILE} to read another course file than the checkout's (the
 * notebook tests' fixture).
 */
final class DevCommand implements Command {
    @Override public String name() { return "dev"; }
    @Override public Set<String> flags() { return Set.of("--normalise"); }
    @Override public Set<String> options() { return Set.of("--course"); }

    @Override
    public int run(Session session, Args args) {
        String what = args.first() == null ? "" : args.first();
        return switch (what) {
            case "check" -> new DevCheck(session.root(), session.out()).run();
            case "lessons" -> lessons(session, course(session, args));
            case "mask" -> mask(session, args);
            default -> throw new IllegalArgumentException("usage: ./course dev check | dev lessons | dev mask STEM [--normalise] [--course FILE]");
        };
    }

    private static Course course(Session session, Args args) {
        return args.option("--course") == null ? session.course() : load(session.root().resolve(args.option("--course")));
    }

    private static int lessons(Session session, Course course) {
        var lessons = new ArrayList<Object>();
        for (Lesson l : course.lessons()) {
            var o = new LinkedHashMap<String, Object>();
            o.put("stem", l.stem());
            o.put("number", l.number());
            o.put("title", l.title());
            for (var path : new String[][] {{"source", l.source()}, {"script", l.script()}, {"exercise", l.exercise()},
                    {"solution", l.solution()}, {"notebook", l.notebook()}, {"golden", l.golden()}}) {
                o.put(path[0], path[1]);
            }
            lessons.add(o);
        }
        var out = new LinkedHashMap<String, Object>();
        out.put("title", course.title());
        out.put("lessons", lessons);
        session.out().print(Json.write(out));
        return 0;
    }

    private static int mask(Session session, Args args) {
        if (args.positional().size() != 2) throw new IllegalArgumentException("usage: ./course dev mask STEM [--normalise] [--course FILE]");
        Lesson lesson = course(session, args).lesson(args.positional().get(1));
        String input;
        try {
            input = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        var texts = new ArrayList<Object>();
        for (Object o : Json.array(Json.parse(input))) {
            String text = (String) o;
            texts.add(args.has("--normalise") ? lesson.normalise(text) : lesson.mask(text));
        }
        session.out().print(Json.write(texts));
        return 0;
    }

    private static Course load(Path file) {
        try {
            return Course.parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
