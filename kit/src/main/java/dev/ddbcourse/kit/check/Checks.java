package dev.ddbcourse.kit.check;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The registry of exercise checks, by convention rather than by list: the check of lesson
 * {@code NN-name} is the class {@code dev.ddbcourse.kit.check.LessonNNCheck}, and its
 * {@link ExerciseCheck#stem()} must be the stem. Adding a lesson's check is adding that one
 * class; nothing else to edit.
 */
public final class Checks {
    private static final Pattern STEM = Pattern.compile("(\\d{2})-[a-z0-9-]+");

    private Checks() {}

    /** The check of a lesson, if it has one. */
    public static Optional<ExerciseCheck> forStem(String stem) {
        Matcher m = STEM.matcher(stem == null ? "" : stem);
        if (!m.matches()) return Optional.empty();
        String className = Checks.class.getPackageName() + ".Lesson" + m.group(1) + "Check";
        Class<?> type;
        try {
            type = Class.forName(className, true, Checks.class.getClassLoader());
        } catch (ClassNotFoundException none) {
            return Optional.empty();
        }
        if (!ExerciseCheck.class.isAssignableFrom(type)) {
            throw new IllegalStateException(className + " should extend " + ExerciseCheck.class.getSimpleName());
        }
        ExerciseCheck check;
        try {
            check = (ExerciseCheck) type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(className + " needs a public no-argument constructor", e);
        }
        if (!check.stem().equals(stem)) {
            throw new IllegalStateException(className + " checks " + check.stem() + ", not " + stem);
        }
        return Optional.of(check);
    }
}
