package dev.ddbcourse.kit.config;

import java.util.Map;
import java.util.function.Function;

/**
 * Every setting the kit reads, in one place. Each is an environment variable or a system
 * property (the property wins, so {@code -Dddb.backend=docker} overrides the environment for
 * one command).
 *
 * <table>
 * <caption>Settings</caption>
 * <tr><th>environment</th><th>property</th><th>meaning</th></tr>
 * <tr><td>DDB_BACKEND</td><td>ddb.backend</td><td>embedded (default) | endpoint | docker | aws</td></tr>
 * <tr><td>DDB_ENDPOINT</td><td>ddb.endpoint</td><td>URL for the endpoint backend (also an endpoint override for aws)</td></tr>
 * <tr><td>DDB_ACCESS_KEY</td><td>ddb.access.key</td><td>endpoint: the access key sent (default course); the classroom's engine keeps one database per key</td></tr>
 * <tr><td>DDB_TABLE_PREFIX</td><td>ddb.table.prefix</td><td>aws: prefix of every course table (default ddbcourse-)</td></tr>
 * <tr><td>COURSE_TRANSCRIPT</td><td>course.transcript</td><td>1: print requests and results only (golden transcripts)</td></tr>
 * <tr><td>COURSE_SHOW_COST</td><td>course.show.cost</td><td>1: add a cost line to each logged request</td></tr>
 * <tr><td>COURSE_PROGRESS</td><td>course.progress</td><td>0: checks neither read nor record the checkout's
 *     progress (the notebook executor, for outputs that do not depend on a learner)</td></tr>
 * <tr><td>COURSE_REHEARSAL</td><td>course.rehearsal</td><td>0: no rehearsal of a lesson's first requests
 *     beside the client's build (the runner's exercise checks, which end before it would)</td></tr>
 * <tr><td>COURSE_COLOR</td><td>course.color</td><td>1: colour on, 0: off (default: on when the output is a terminal);
 *     NO_COLOR (any value) turns it off</td></tr>
 * </table>
 */
public final class Settings {
    public static final Setting BACKEND = new Setting("DDB_BACKEND", "ddb.backend");
    public static final Setting ENDPOINT = new Setting("DDB_ENDPOINT", "ddb.endpoint");
    public static final Setting ACCESS_KEY = new Setting("DDB_ACCESS_KEY", "ddb.access.key");
    public static final Setting TABLE_PREFIX = new Setting("DDB_TABLE_PREFIX", "ddb.table.prefix");
    public static final Setting TRANSCRIPT = new Setting("COURSE_TRANSCRIPT", "course.transcript");
    public static final Setting SHOW_COST = new Setting("COURSE_SHOW_COST", "course.show.cost");
    public static final Setting COLOR = new Setting("COURSE_COLOR", "course.color");
    public static final Setting PROGRESS = new Setting("COURSE_PROGRESS", "course.progress");
    public static final Setting REHEARSAL = new Setting("COURSE_REHEARSAL", "course.rehearsal");
    public static final Setting NO_COLOR = new Setting("NO_COLOR", "no.color");

    private final Function<String, String> environment;
    private final Function<String, String> properties;

    private Settings(Function<String, String> environment, Function<String, String> properties) {
        this.environment = environment;
        this.properties = properties;
    }

    /** The process's real environment and system properties. */
    public static Settings current() {
        return new Settings(System::getenv, System::getProperty);
    }

    /** Fixed values, for tests: an environment and system properties. */
    public static Settings of(Map<String, String> environment, Map<String, String> properties) {
        return new Settings(environment::get, properties::get);
    }

    /** The value, property first, then environment; null when unset or blank. */
    public String get(Setting setting) {
        String value = properties.apply(setting.property());
        if (value == null || value.isBlank()) value = environment.apply(setting.environment());
        return value == null || value.isBlank() ? null : value.trim();
    }

    public String get(Setting setting, String fallback) {
        String value = get(setting);
        return value == null ? fallback : value;
    }

    /** True for 1, true, yes, on (any case). */
    public boolean isOn(Setting setting) {
        String value = get(setting);
        return value != null && switch (value.toLowerCase()) {
            case "1", "true", "yes", "on" -> true;
            default -> false;
        };
    }

    /** COURSE_TRANSCRIPT=1: the story text and the backend line are not printed. */
    public static boolean transcriptMode() {
        return current().isOn(TRANSCRIPT);
    }

    /** Whether checks read and record the checkout's progress file (COURSE_PROGRESS=0: no). */
    public static boolean progress() {
        return onUnlessOff(PROGRESS);
    }

    /** Whether the kit rehearses a lesson's first requests beside the client's build (COURSE_REHEARSAL=0: no). */
    public static boolean rehearsal() {
        return onUnlessOff(REHEARSAL);
    }

    /** On when unset, else as {@link #isOn} says. */
    private static boolean onUnlessOff(Setting setting) {
        Settings s = current();
        return s.get(setting) == null || s.isOn(setting);
    }

    /**
     * Whether to colour terminal output: never with NO_COLOR (https://no-color.org), nor in
     * transcript mode; COURSE_COLOR=1 forces it (the runner sets it when its own output is a
     * terminal: the exercise's output then reaches one through a pipe); else when the JVM's
     * output is a terminal.
     */
    public static boolean colour() {
        Settings s = current();
        if (s.get(NO_COLOR) != null || s.isOn(TRANSCRIPT)) return false;
        String forced = s.get(COLOR);
        if (forced != null) return s.isOn(COLOR);
        return System.console() != null && !"dumb".equals(System.getenv("TERM"));
    }

    /** One setting: its environment variable and its system property. */
    public record Setting(String environment, String property) {
        @Override
        public String toString() {
            return environment + " / -D" + property;
        }
    }
}
