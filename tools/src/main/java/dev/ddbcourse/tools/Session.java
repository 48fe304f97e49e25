package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Course.Lesson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What every command works with: the checkout, its course, and the terminal. */
record Session(Path root, Course course, PrintStream out, BufferedReader in) {

    /** The lessons that have an exercise file, in course order. */
    List<Lesson> exercises() {
        var list = new ArrayList<Lesson>();
        for (Lesson l : course.lessons()) if (Files.exists(root.resolve(l.exercise()))) list.add(l);
        return list;
    }

    /** The lesson named by the first argument, which must have an exercise. */
    Lesson exercise(String command, Args args) {
        if (args.first() == null) throw new IllegalArgumentException("which lesson? e.g. ./course " + command + " 08");
        Lesson lesson = course.lesson(args.first());
        if (!Files.exists(root.resolve(lesson.exercise())))
            throw new IllegalArgumentException("lesson " + lesson.number() + " has no exercise (" + lesson.exercise() + ")");
        return lesson;
    }

    /** A line from the terminal, or null at its end. */
    String readLine() {
        try {
            return in.readLine();
        } catch (IOException e) {
            return null;
        }
    }
}
