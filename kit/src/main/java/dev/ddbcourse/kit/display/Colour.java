package dev.ddbcourse.kit.display;

import dev.ddbcourse.kit.config.Settings;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** ANSI colour for a terminal, applied only when {@link Settings#colour()} says so (NO_COLOR is honoured). */
public final class Colour {
    private Colour() {}

    public static final String GREEN = "32", RED = "31", YELLOW = "33", BLUE = "34", MAGENTA = "35", CYAN = "36", GREY = "90";

    public static String paint(String code, String text) {
        return "\u001b[" + code + "m" + text + "\u001b[0m";
    }

    /** A check report with its verdict word coloured: PASSED green, FAILED red, Not yet yellow. */
    public static String verdict(String report) {
        for (String[] v : new String[][] {{"PASSED", GREEN}, {"FAILED", RED}, {"Not yet", YELLOW}}) {
            if (report.startsWith(v[0])) return paint("1;" + v[1], v[0]) + report.substring(v[0].length());
        }
        return report;
    }

    private static final Pattern JAVA = Pattern.compile(
            "(?<comment>//[^\\n]*)|(?<string>\"(?:[^\"\\\\\\n]|\\\\.)*\")|(?<number>\\b\\d+(?:\\.\\d+)?[lL]?\\b)"
                    + "|(?<keyword>\\b(?:var|new|return|for|if|else|while|static|final|try|catch|throw|record|class|import|true|false|null|int|long|boolean|void)\\b)");

    /** Java source with comments, strings, numbers and keywords coloured (a lesson's code cells in the terminal). */
    public static String java(String code) {
        Matcher m = JAVA.matcher(code);
        var out = new StringBuilder();
        while (m.find()) {
            String colour = m.group("comment") != null ? GREY : m.group("string") != null ? GREEN
                    : m.group("number") != null ? CYAN : MAGENTA;
            m.appendReplacement(out, Matcher.quoteReplacement(paint(colour, m.group())));
        }
        m.appendTail(out);
        return out.toString();
    }
}
