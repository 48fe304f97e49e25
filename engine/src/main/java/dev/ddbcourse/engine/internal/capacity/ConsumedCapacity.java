package dev.ddbcourse.engine.internal.capacity;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.ReturnConsumedCapacity;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Capacity one request consumed on one table and its indexes, reported as DynamoDB's ConsumedCapacity
 * for ReturnConsumedCapacity TOTAL (table name and total) or INDEXES (also per table and index).
 */
public final class ConsumedCapacity {
    private final String tableName;
    private double table;
    private final Map<String, Double> globalIndexes = new LinkedHashMap<>();
    private final Map<String, Double> localIndexes = new LinkedHashMap<>();

    public ConsumedCapacity(String tableName) {
        this.tableName = tableName;
    }

    public String tableName() { return tableName; }

    public void addTable(double units) { table += units; }

    public void addIndex(TableDef def, String indexName, double units) {
        boolean global = def.index(indexName).map(i -> i.global()).orElse(true);
        (global ? globalIndexes : localIndexes).merge(indexName, units, Double::sum);
    }

    /** Charges one item write to the table and every index it touched. */
    public void addWrite(TableDef def, WriteCost cost) {
        addTable(cost.table());
        cost.indexes().forEach((index, units) -> addIndex(def, index, units));
    }

    public double total() {
        double total = table;
        for (double v : globalIndexes.values()) total += v;
        for (double v : localIndexes.values()) total += v;
        return total;
    }

    /** The ConsumedCapacity JSON, or null when the mode is NONE. */
    public ObjectNode toJson(ReturnConsumedCapacity mode) {
        if (mode == ReturnConsumedCapacity.NONE) return null;
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("TableName", tableName);
        out.put("CapacityUnits", total());
        if (mode == ReturnConsumedCapacity.INDEXES) {
            out.putObject("Table").put("CapacityUnits", table);
            if (!localIndexes.isEmpty()) {
                ObjectNode l = out.putObject("LocalSecondaryIndexes");
                localIndexes.forEach((name, units) -> l.putObject(name).put("CapacityUnits", units));
            }
            if (!globalIndexes.isEmpty()) {
                ObjectNode g = out.putObject("GlobalSecondaryIndexes");
                globalIndexes.forEach((name, units) -> g.putObject(name).put("CapacityUnits", units));
            }
        }
        return out;
    }

    /** For multi-table operations: a list of per-table entries, or null when the mode is NONE. */
    public static ArrayNode toJsonList(Collection<ConsumedCapacity> all, ReturnConsumedCapacity mode) {
        if (mode == ReturnConsumedCapacity.NONE) return null;
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (ConsumedCapacity c : all) list.add(c.toJson(mode));
        return list;
    }

    /** Helper so a response gets ConsumedCapacity only when asked for. */
    public void putInto(ObjectNode response, ReturnConsumedCapacity mode) {
        ObjectNode json = toJson(mode);
        if (json != null) response.set("ConsumedCapacity", json);
    }

}
