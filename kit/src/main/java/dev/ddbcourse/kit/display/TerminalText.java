package dev.ddbcourse.kit.display;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lesson markdown as terminal text: {@code #} headings underlined with {@code =}, {@code ##}
 * with {@code -}, deeper ones in capitals; paragraphs, bullets and quotes wrapped at 90
 * columns; code blocks indented as they are; tables aligned; {@code **bold**} markers and link
 * targets simplified. Deliberately small: lesson text uses little markdown.
 */
public final class TerminalText {
    public static final int WIDTH = 90;

    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern BULLET = Pattern.compile("^(\\s*)([-*+]|\\d+[.)])\\s+(.*)$");
    private static final Pattern QUOTE = Pattern.compile("^\\s*>\\s?(.*)$");
    private static final Pattern LINK = Pattern.compile("\\[([^]]+)]\\(([^)]+)\\)");
    private static final Pattern RULE = Pattern.compile("^\\s*([-*_])(\\s*\\1){2,}\\s*$");

    private TerminalText() {}

    /** A lesson's code cell as the terminal shows it before its output: a ruled block, highlighted when {@code colour}. */
    public static String code(String source, boolean colour) {
        var out = new StringBuilder();
        String rule = "-".repeat(8);
        out.append(colour ? Colour.paint(Colour.GREY, rule + " code " + rule) : rule + " code " + rule).append('\n');
        for (String line : (colour ? Colour.java(source) : source).split("\n", -1)) out.append("  ").append(line).append('\n');
        out.append(colour ? Colour.paint(Colour.GREY, "-".repeat(22)) : "-".repeat(22)).append('\n');
        return out.toString();
    }

    public static String render(String markdown) {
        List<String> blocks = new ArrayList<>();
        List<String> lines = markdown.strip().lines().toList();
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.isBlank()) {
                i++;
            } else if (line.strip().startsWith("```mermaid")) {
                // A terminal cannot draw it: point to where it is drawn, not at its raw source.
                i++;
                while (i < lines.size() && !lines.get(i).strip().startsWith("```")) i++;
                i++;
                blocks.add("    [diagram: drawn in this lesson's notebook, notebooks/; ./course jupyter opens it]");
            } else if (line.strip().startsWith("```")) {
                StringBuilder code = new StringBuilder();
                i++;
                while (i < lines.size() && !lines.get(i).strip().startsWith("```")) {
                    code.append(code.length() == 0 ? "" : "\n").append("    ").append(lines.get(i));
                    i++;
                }
                i++;
                blocks.add(code.toString());
            } else if (HEADING.matcher(line).matches()) {
                blocks.add(heading(line));
                i++;
            } else if (RULE.matcher(line).matches()) {
                blocks.add("-".repeat(WIDTH));
                i++;
            } else if (line.strip().startsWith("|")) {
                List<String> table = new ArrayList<>();
                while (i < lines.size() && lines.get(i).strip().startsWith("|")) table.add(lines.get(i++));
                blocks.add(table(table));
            } else if (BULLET.matcher(line).matches()) {
                List<String> items = new ArrayList<>();
                while (i < lines.size() && !lines.get(i).isBlank() && !HEADING.matcher(lines.get(i)).matches()) {
                    Matcher bullet = BULLET.matcher(lines.get(i));
                    if (bullet.matches()) {
                        items.add(bullet.group(1).replace("\t", "    ") + bullet.group(2) + " " + bullet.group(3).strip());
                    } else {
                        int last = items.size() - 1;
                        items.set(last, items.get(last) + " " + lines.get(i).strip());
                    }
                    i++;
                }
                blocks.add(String.join("\n", items.stream().map(TerminalText::bullet).toList()));
            } else if (QUOTE.matcher(line).matches()) {
                StringBuilder quote = new StringBuilder();
                while (i < lines.size() && QUOTE.matcher(lines.get(i)).matches()) {
                    Matcher m = QUOTE.matcher(lines.get(i++));
                    m.matches();
                    quote.append(' ').append(m.group(1).strip());
                }
                blocks.add(wrap(inline(quote.toString().strip()), "  | ", "  | "));
            } else {
                StringBuilder paragraph = new StringBuilder();
                while (i < lines.size() && startsParagraphText(lines.get(i))) {
                    paragraph.append(' ').append(lines.get(i++).strip());
                }
                blocks.add(wrap(inline(paragraph.toString().strip()), "", ""));
            }
        }
        return String.join("\n\n", blocks);
    }

    private static boolean startsParagraphText(String line) {
        return !line.isBlank() && !HEADING.matcher(line).matches() && !BULLET.matcher(line).matches()
                && !line.strip().startsWith("```") && !line.strip().startsWith("|") && !QUOTE.matcher(line).matches();
    }

    private static String heading(String line) {
        Matcher m = HEADING.matcher(line);
        m.matches();
        String text = inline(m.group(2));
        return switch (m.group(1).length()) {
            case 1 -> text + "\n" + "=".repeat(text.length());
            case 2 -> text + "\n" + "-".repeat(text.length());
            default -> text.toUpperCase(Locale.ROOT);
        };
    }

    private static String bullet(String item) {
        Matcher m = BULLET.matcher(item);
        m.matches();
        String first = m.group(1) + m.group(2) + " ";
        return wrap(inline(m.group(3)), first, " ".repeat(first.length()));
    }

    /** Markdown table rows aligned into columns; the |---| separator becomes a dashed line. */
    private static String table(List<String> rows) {
        List<List<String>> cells = new ArrayList<>();
        List<Integer> widths = new ArrayList<>();
        int separatorRow = -1;
        for (String row : rows) {
            String trimmed = row.strip();
            trimmed = trimmed.substring(1, trimmed.endsWith("|") && trimmed.length() > 1 ? trimmed.length() - 1 : trimmed.length());
            List<String> parts = new ArrayList<>();
            for (String part : trimmed.split("\\|", -1)) parts.add(inline(part.strip()));
            if (parts.stream().allMatch(p -> p.matches(":?-{2,}:?"))) {
                separatorRow = cells.size();
                continue;
            }
            for (int c = 0; c < parts.size(); c++) {
                if (widths.size() <= c) widths.add(0);
                widths.set(c, Math.max(widths.get(c), parts.get(c).length()));
            }
            cells.add(parts);
        }
        List<String> out = new ArrayList<>();
        for (int r = 0; r < cells.size(); r++) {
            if (r == separatorRow) out.add(separator(widths));
            out.add(row(cells.get(r), widths));
        }
        return String.join("\n", out);
    }

    private static String row(List<String> cells, List<Integer> widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < widths.size(); c++) {
            String cell = c < cells.size() ? cells.get(c) : "";
            if (c > 0) line.append(" | ");
            line.append(cell).append(" ".repeat(widths.get(c) - cell.length()));
        }
        return line.toString().stripTrailing();
    }

    private static String separator(List<Integer> widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < widths.size(); c++) {
            if (c > 0) line.append("-+-");
            line.append("-".repeat(widths.get(c)));
        }
        return line.toString();
    }

    /** Emphasis markers dropped, links as "text (url)"; inline code keeps its backticks. */
    private static String inline(String text) {
        return LINK.matcher(text).replaceAll("$1 ($2)").replace("**", "").replace("__", "");
    }

    /** Greedy word wrap at {@link #WIDTH}; a word longer than a line stays whole. */
    static String wrap(String text, String firstIndent, String nextIndent) {
        StringBuilder out = new StringBuilder(firstIndent);
        int lineLength = firstIndent.length();
        boolean lineHasWord = false;
        for (String word : text.split("\\s+")) {
            if (word.isEmpty()) continue;
            if (lineHasWord && lineLength + 1 + word.length() > WIDTH) {
                out.append('\n').append(nextIndent);
                lineLength = nextIndent.length();
                lineHasWord = false;
            }
            if (lineHasWord) {
                out.append(' ');
                lineLength++;
            }
            out.append(word);
            lineLength += word.length();
            lineHasWord = true;
        }
        return out.toString();
    }
}
