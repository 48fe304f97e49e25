package dev.ddbcourse.kit.display;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items drawn as item collections, the way NoSQL Workbench's visualizer draws a table: one group
 * per partition key value (in the order the partitions first appear), its items in the order
 * given (a Query's sort-key order), the partition key cell spanning the group, then the sort key,
 * then each other attribute as its own cell labelled with its name.
 *
 * <p>{@link #html()} is what a notebook shows (with the caption and the item count);
 * {@link #text()} is the same table for a terminal and the HTML's text/plain alternative. Both are
 * deterministic: attributes other than the keys are sorted by name.
 *
 * @param caption      what the table shows, e.g. "p08-adjacency" or "Index Inverted"
 * @param partitionKey the attribute the items are grouped by (PK for the course tables)
 * @param sortKey      the sort key attribute, or null when there is none
 */
public record JupyterItemTable(String caption, String partitionKey, String sortKey, List<Map<String, AttributeValue>> items) {

    /** A course table: keyed on PK and SK. */
    public static JupyterItemTable of(String caption, List<Map<String, AttributeValue>> items) {
        return new JupyterItemTable(caption, "PK", "SK", items);
    }

    public JupyterItemTable {
        items = List.copyOf(items);
    }

    /** The items grouped by partition key value, partitions in order of first appearance. */
    public Map<String, List<Map<String, AttributeValue>>> partitions() {
        Map<String, List<Map<String, AttributeValue>>> groups = new LinkedHashMap<>();
        for (var item : items) groups.computeIfAbsent(cell(item.get(partitionKey)), k -> new ArrayList<>()).add(item);
        return groups;
    }

    /** The item's attributes other than the keys, sorted by name. */
    public List<String> otherAttributes(Map<String, AttributeValue> item) {
        var names = new TreeSet<>(item.keySet());
        names.remove(partitionKey);
        if (sortKey != null) names.remove(sortKey);
        return List.copyOf(names);
    }

    /** One attribute value as a table cell: strings as they are, other values as compact JSON. */
    public static String cell(AttributeValue value) {
        if (value == null) return "";
        JsonNode node = JsonTree.of(value);
        return node.isTextual() ? node.textValue() : node.toString();
    }

    // ---- text -----------------------------------------------------------------------------

    /** Aligned columns, the partition key written once per group (the caption is the caller's). */
    public String text() {
        var rows = new ArrayList<String[]>();
        rows.add(new String[] {partitionKey, sortKey == null ? "" : sortKey, "attributes"});
        for (var partition : partitions().entrySet()) {
            boolean first = true;
            for (var item : partition.getValue()) {
                var attributes = new ArrayList<String>();
                for (String name : otherAttributes(item)) attributes.add(name + ": " + cell(item.get(name)));
                rows.add(new String[] {first ? partition.getKey() : "", sortKey == null ? "" : cell(item.get(sortKey)),
                        String.join(", ", attributes)});
                first = false;
            }
        }
        int pkWidth = 0, skWidth = 0;
        for (String[] row : rows) {
            pkWidth = Math.max(pkWidth, row[0].length());
            skWidth = Math.max(skWidth, row[1].length());
        }
        var lines = new ArrayList<String>();
        int width = 0;
        for (String[] row : rows) {
            String line = (pad(row[0], pkWidth) + "  " + (sortKey == null ? "" : pad(row[1], skWidth) + "  ") + row[2]).stripTrailing();
            lines.add(line);
            width = Math.max(width, line.length());
        }
        lines.add(1, "-".repeat(width));
        return String.join("\n", lines) + "\n";
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }

    // ---- HTML -----------------------------------------------------------------------------

    private static final String TABLE = "border-collapse:collapse;margin:0 0 1em 0;font-size:12px";
    private static final String HEAD = "text-align:left;padding:4px 8px;border:1px solid #c4c9d0;background:#eef1f5";
    private static final String PARTITION = "text-align:left;vertical-align:top;padding:4px 8px;border:1px solid #c4c9d0;"
            + "background:#e3ecfa;font-weight:bold;white-space:nowrap";
    private static final String SORT = "text-align:left;vertical-align:top;padding:4px 8px;border:1px solid #c4c9d0;"
            + "background:#f3f7fd;white-space:nowrap";
    private static final String ATTRIBUTE = "text-align:left;vertical-align:top;padding:2px 8px;border:1px solid #e1e4e8;"
            + "background:#fff";
    private static final String NAME = "color:#6a737d;font-size:10px";

    /** An HTML table (class {@code ddbcourse-items}), styled inline so it needs no stylesheet. */
    public String html() {
        return html(items.size());
    }

    /** The same, captioned "first N of {@code total} items" when the items are the first rows of a bigger table. */
    public String html(int total) {
        int width = 0;
        for (var item : items) width = Math.max(width, otherAttributes(item).size());
        var out = new StringBuilder();
        out.append("<table class=\"ddbcourse-items\" style=\"").append(TABLE).append("\">");
        out.append("<caption style=\"text-align:left;font-weight:bold;padding:2px 0\">").append(escape(caption))
                .append(" <span style=\"font-weight:normal;color:#6a737d\">(").append(count(items.size(), total))
                .append(")</span></caption>");
        out.append("<thead><tr>");
        out.append("<th style=\"").append(HEAD).append("\">").append(escape(partitionKey)).append("<br><small>partition key</small></th>");
        if (sortKey != null) {
            out.append("<th style=\"").append(HEAD).append("\">").append(escape(sortKey)).append("<br><small>sort key</small></th>");
        }
        if (width > 0) out.append("<th style=\"").append(HEAD).append("\" colspan=\"").append(width).append("\">attributes</th>");
        out.append("</tr></thead><tbody>");
        for (var partition : partitions().entrySet()) {
            boolean first = true;
            for (var item : partition.getValue()) {
                out.append("<tr>");
                if (first) {
                    out.append("<td class=\"ddbcourse-partition\" style=\"").append(PARTITION).append("\" rowspan=\"")
                            .append(partition.getValue().size()).append("\">").append(escape(partition.getKey())).append("</td>");
                    first = false;
                }
                if (sortKey != null) {
                    out.append("<td style=\"").append(SORT).append("\">").append(escape(cell(item.get(sortKey)))).append("</td>");
                }
                var names = otherAttributes(item);
                for (String name : names) {
                    out.append("<td style=\"").append(ATTRIBUTE).append("\"><span style=\"").append(NAME).append("\">")
                            .append(escape(name)).append("</span><br>").append(escape(cell(item.get(name)))).append("</td>");
                }
                if (names.size() < width) {
                    out.append("<td style=\"").append(ATTRIBUTE).append("\" colspan=\"").append(width - names.size()).append("\"></td>");
                }
                out.append("</tr>");
            }
        }
        if (items.isEmpty()) {
            out.append("<tr><td style=\"").append(ATTRIBUTE).append("\" colspan=\"").append(sortKey == null ? 1 : 2)
                    .append("\"><i>no items</i></td></tr>");
        }
        out.append("</tbody></table>");
        return out.toString();
    }

    /** "3 items", "1 item", or "first 4 of 1000 items" when only part of the table is shown. */
    static String count(int shown, int total) {
        if (shown < total) return "first " + shown + " of " + total + " items";
        return shown + (shown == 1 ? " item" : " items");
    }

    public static String escape(String text) {
        var out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
