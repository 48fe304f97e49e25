package dev.ddbcourse.kit.display;

import dev.ddbcourse.kit.log.RequestLog;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What {@code Kit.showTable} and {@code Kit.showIndex} do: item collections as HTML tables in a
 * Jupyter kernel, as aligned text elsewhere. The text starts with {@code === title ===} and ends
 * with a blank line like {@code Kit.show}, and is also the HTML's text/plain alternative, so a notebook's outputs read
 * as the script's.
 */
public final class JupyterTables {
    private JupyterTables() {}

    /** Items of a course table (keys PK, SK), grouped by partition. */
    public static void showTable(String title, List<Map<String, AttributeValue>> items) {
        var table = JupyterItemTable.of(title, items);
        show(table.html(), heading(title) + table.text() + "\n");
    }

    /**
     * An index beside its base table: the same items seen through the table's keys (PK, SK) and
     * through the index's, so the learner sees what the index re-keys, and what it leaves out.
     *
     * @param indexSortKey null for an index without a sort key
     */
    public static void showIndex(String title, List<Map<String, AttributeValue>> tableItems, String indexName,
                                 String indexPartitionKey, String indexSortKey, List<Map<String, AttributeValue>> indexItems) {
        showIndex(title, tableItems, tableItems.size(), indexName, indexPartitionKey, indexSortKey, indexItems);
    }

    /**
     * The same, when {@code tableItems} are only the first rows of a table of {@code tableSize}
     * items (a big table beside a small index): the table is labelled "first N of SIZE items".
     */
    public static void showIndex(String title, List<Map<String, AttributeValue>> tableItems, int tableSize, String indexName,
                                 String indexPartitionKey, String indexSortKey, List<Map<String, AttributeValue>> indexItems) {
        var base = JupyterItemTable.of("Table", tableItems);
        var index = new JupyterItemTable("Index " + indexName, indexPartitionKey, indexSortKey, indexItems);
        String part = tableItems.size() < tableSize ? ", " + JupyterItemTable.count(tableItems.size(), tableSize) : "";
        String text = heading(title)
                + "Table (" + keys(base) + ")" + part + "\n" + base.text() + "\n"
                + "Index " + indexName + " (" + keys(index) + ")\n" + index.text() + "\n";
        String html = "<div class=\"ddbcourse-index-view\"><div style=\"font-weight:bold;margin:4px 0\">"
                + JupyterItemTable.escape(title) + "</div>"
                + "<div style=\"display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start\">"
                + "<div>" + base.html(tableSize) + "</div><div>" + index.html() + "</div></div></div>";
        show(html, text);
    }

    static void show(String html, String text) {
        if (!JupyterDisplay.show(html, text)) RequestLog.print(text);
    }

    private static String heading(String title) {
        return "=== " + title + " ===\n";
    }

    private static String keys(JupyterItemTable table) {
        return table.sortKey() == null ? table.partitionKey() : table.partitionKey() + ", " + table.sortKey();
    }
}
