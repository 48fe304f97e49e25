package dev.ddbcourse.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code >>>} request blocks of the course's seed text, by lesson number: a block is the
 * {@code >>>} line plus the indented lines right after it; a lesson's blocks are those under its
 * section title ("08 · Adjacency list ...").
 */
final class SeedRequests {
    private SeedRequests() {}

    static final Pattern SECTION = Pattern.compile("^(\\d\\d) · .+$");

    static Map<String, List<String>> parse(String seed) {
        var blocks = new LinkedHashMap<String, List<String>>();
        String lesson = null;
        String[] lines = seed.replace("\r\n", "\n").split("\n");
        for (int i = 0; i < lines.length; i++) {
            Matcher m = SECTION.matcher(lines[i]);
            if (m.matches()) { lesson = m.group(1); continue; }
            if (lesson == null || !lines[i].startsWith(">>> ")) continue;
            var block = new StringBuilder(lines[i].stripTrailing());
            while (i + 1 < lines.length && lines[i + 1].startsWith("    ")) block.append('\n').append(lines[++i].stripTrailing());
            blocks.computeIfAbsent(lesson, k -> new ArrayList<>()).add(block.toString());
        }
        return blocks;
    }

    /**
     * The seed's lesson-10 fold line says "+37 more" BatchWriteItem calls, but the lesson writes
     * 1,000 items 25 at a time: 40 calls, one shown and 39 folded. The count is normalised on
     * both sides so the rest of the block is still compared verbatim.
     */
    static String normaliseFoldCount(String text) {
        return text.replaceAll("\\(\\+\\d+ more BatchWriteItem calls not shown\\)", "(+N more BatchWriteItem calls not shown)");
    }
}
