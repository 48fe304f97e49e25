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
    /**
     * The member that repeats each figure as read or write units. Only transactions report it (paritysuite/
     * dynamodb-conformance tests/tier1/getItem/consumedCapacity.test.ts and tests/tier2/transactions, eu-west-2):
     * single-item and batch operations answer CapacityUnits alone.
     */
    public enum Split {
        READ("ReadCapacityUnits"), WRITE("WriteCapacityUnits");

        private final String member;

        Split(String member) { this.member = member; }
    }

    private final String tableName;
    private final Split split;
    private double table;
    private final Map<String, Double> globalIndexes = new LinkedHashMap<>();
    private final Map<String, Double> localIndexes = new LinkedHashMap<>();

    public ConsumedCapacity(String tableName) {
        this(tableName, null);
    }

    /** A transaction's capacity on one table, its figures also reported as {@code split} units. */
    public ConsumedCapacity(String tableName, Split split) {
        this.tableName = tableName;
        this.split = split;
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
        units(out, total());
        if (mode == ReturnConsumedCapacity.INDEXES) {
            units(out.putObject("Table"), table);
            if (!localIndexes.isEmpty()) {
                ObjectNode l = out.putObject("LocalSecondaryIndexes");
                localIndexes.forEach((name, units) -> units(l.putObject(name), units));
            }
            if (!globalIndexes.isEmpty()) {
                ObjectNode g = out.putObject("GlobalSecondaryIndexes");
                globalIndexes.forEach((name, units) -> units(g.putObject(name), units));
            }
        }
        return out;
    }

    private void units(ObjectNode capacity, double units) {
        capacity.put("CapacityUnits", units);
        if (split != null) capacity.put(split.member, units);
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
