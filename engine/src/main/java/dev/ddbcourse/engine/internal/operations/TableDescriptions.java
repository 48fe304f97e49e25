package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.Throughput;

import java.util.List;

/** DynamoDB's TableDescription for CreateTable, DescribeTable, UpdateTable and DeleteTable. */
final class TableDescriptions {
    private TableDescriptions() {}

    /** Callers hold the table's lock (counts and sizes are read). */
    static ObjectNode describe(Table table, String status) {
        TableDef def = table.def();
        ObjectNode d = JsonNodeFactory.instance.objectNode();
        ArrayNode attrs = d.putArray("AttributeDefinitions");
        def.attributeTypes().forEach((name, type) -> attrs.addObject().put("AttributeName", name).put("AttributeType", type));
        d.put("TableName", def.name());
        d.set("KeySchema", keySchema(def.key()));
        d.put("TableStatus", status);
        d.put("CreationDateTime", def.creationTime());
        d.set("ProvisionedThroughput", throughput(def.throughput()));
        d.put("TableSizeBytes", table.sizeBytes());
        d.put("ItemCount", table.itemCount());
        d.put("TableArn", def.arn());
        d.put("TableId", def.tableId());
        if (def.onDemand() || def.billingModeChangeTime() != null) {
            ObjectNode billing = d.putObject("BillingModeSummary");
            billing.put("BillingMode", def.billingMode());
            if (def.billingModeChangeTime() != null) {
                billing.put("LastUpdateToPayPerRequestDateTime", def.billingModeChangeTime());
            }
        }
        if (!def.localIndexes().isEmpty()) d.set("LocalSecondaryIndexes", indexes(table, def.localIndexes(), false));
        if (!def.globalIndexes().isEmpty()) d.set("GlobalSecondaryIndexes", indexes(table, def.globalIndexes(), true));
        d.put("DeletionProtectionEnabled", false);
        return d;
    }

    private static ArrayNode indexes(Table table, List<IndexDef> defs, boolean global) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (IndexDef index : defs) {
            ObjectNode i = out.addObject();
            i.put("IndexName", index.name());
            i.set("KeySchema", keySchema(index.key()));
            ObjectNode projection = i.putObject("Projection");
            projection.put("ProjectionType", index.projectionType());
            if (!index.nonKeyAttributes().isEmpty()) {
                ArrayNode nonKey = projection.putArray("NonKeyAttributes");
                index.nonKeyAttributes().forEach(nonKey::add);
            }
            if (global) {
                i.put("IndexStatus", "ACTIVE");
                i.set("ProvisionedThroughput", throughput(index.throughput()));
            }
            i.put("IndexSizeBytes", table.indexSizeBytes(index.name()));
            i.put("ItemCount", table.indexItemCount(index.name()));
            i.put("IndexArn", table.def().arn() + "/index/" + index.name());
        }
        return out;
    }

    static ArrayNode keySchema(KeyDef key) {
        ArrayNode ks = JsonNodeFactory.instance.arrayNode();
        ks.addObject().put("AttributeName", key.hashName()).put("KeyType", "HASH");
        if (key.hasRange()) ks.addObject().put("AttributeName", key.rangeName()).put("KeyType", "RANGE");
        return ks;
    }

    private static ObjectNode throughput(Throughput t) {
        ObjectNode pt = JsonNodeFactory.instance.objectNode();
        if (t != null && t.lastIncrease() != null) pt.put("LastIncreaseDateTime", t.lastIncrease());
        if (t != null && t.lastDecrease() != null) pt.put("LastDecreaseDateTime", t.lastDecrease());
        pt.put("NumberOfDecreasesToday", 0);
        pt.put("ReadCapacityUnits", t == null ? 0 : t.read());
        pt.put("WriteCapacityUnits", t == null ? 0 : t.write());
        return pt;
    }
}
