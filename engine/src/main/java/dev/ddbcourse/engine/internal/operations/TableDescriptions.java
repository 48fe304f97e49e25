package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.BillingMode;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.OnDemandThroughput;
import dev.ddbcourse.engine.internal.storage.StreamSettings;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.Throughput;
import dev.ddbcourse.engine.internal.storage.WarmThroughput;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DynamoDB's TableDescription for CreateTable, DescribeTable, UpdateTable and DeleteTable. The engine
 * applies changes at once (DescribeTable shows ACTIVE, so waiters return immediately), but the
 * responses of the changing calls show the transition as DynamoDB's do: CREATING, UPDATING with the
 * capacity still in force, DELETING.
 */
final class TableDescriptions {
    private TableDescriptions() {}

    /**
     * CreateTable's answer: the table and its GSIs are CREATING. It shows WarmThroughput only when the request set it
     * (UPDATING then), as DynamoDB's does; DescribeTable adds it (recorded against AWS: ack-api-quirks dynamodb
     * 2026-10-09, DDB-TABLE-033).
     */
    static ObjectNode creating(Table table, boolean warmAsked) {
        ObjectNode d = describe(table, "CREATING");
        if (d.get("GlobalSecondaryIndexes") instanceof ArrayNode gsis) {
            gsis.forEach(g -> ((ObjectNode) g).put("IndexStatus", "CREATING").remove("WarmThroughput"));
        }
        if (!warmAsked) d.remove("WarmThroughput");
        return warming(d, warmAsked);
    }

    /**
     * DeleteTable's answer: the table's name, status, capacity, size, count, ARN, id and billing, without its
     * schema (AttributeDefinitions, KeySchema, the index lists) or creation time, as DynamoDB's answer (the AWS
     * CLI's delete-table example; Alternator's test_table.py, run against AWS, for the indexes) shows it.
     */
    static ObjectNode deleting(Table table) {
        ObjectNode d = describe(table, "DELETING");
        d.remove(List.of("AttributeDefinitions", "KeySchema", "CreationDateTime", "GlobalSecondaryIndexes", "LocalSecondaryIndexes"));
        return d;
    }

    /**
     * UpdateTable's answer, from the descriptions before and after the change: the provisioned capacity and warm
     * throughput shown are the old ones (with the new increase/decrease times, as DynamoDB sets them at once), new
     * GSIs are CREATING (backfill not started), changed ones UPDATING, removed ones DELETING.
     */
    static ObjectNode updating(ObjectNode before, ObjectNode after, boolean throughputAsked, boolean toOnDemand,
                               boolean warmAsked, double now) {
        after.set("WarmThroughput", before.get("WarmThroughput"));
        boolean wasProvisioned = !BillingMode.PAY_PER_REQUEST.name().equals(before.path("BillingModeSummary").path("BillingMode").asText());
        ObjectNode pt = (ObjectNode) after.get("ProvisionedThroughput");
        if (toOnDemand) {
            pt.put("LastDecreaseDateTime", now);
        } else if (throughputAsked && wasProvisioned) {
            oldUnits(pt, (ObjectNode) before.get("ProvisionedThroughput"));
        }
        Map<String, ObjectNode> old = new LinkedHashMap<>();
        if (before.get("GlobalSecondaryIndexes") instanceof ArrayNode gsis) gsis.forEach(g -> old.put(g.get("IndexName").asText(), (ObjectNode) g));
        ArrayNode gsis = after.get("GlobalSecondaryIndexes") instanceof ArrayNode a ? a : JsonNodeFactory.instance.arrayNode();
        for (JsonNode node : gsis) {
            ObjectNode g = (ObjectNode) node;
            ObjectNode was = old.remove(g.get("IndexName").asText());
            if (was == null) {
                g.put("IndexStatus", "CREATING");
                g.put("Backfilling", false);
            } else if (toOnDemand) {
                g.put("IndexStatus", "UPDATING");
                ObjectNode p = ((ObjectNode) was.get("ProvisionedThroughput")).deepCopy();
                p.put("ReadCapacityUnits", 0).put("WriteCapacityUnits", 0);
                g.set("ProvisionedThroughput", p);
            } else if (!g.get("ProvisionedThroughput").equals(was.get("ProvisionedThroughput"))) {
                g.put("IndexStatus", "UPDATING");
                oldUnits((ObjectNode) g.get("ProvisionedThroughput"), (ObjectNode) was.get("ProvisionedThroughput"));
            }
            // A GSI's raised warm throughput shows its old values, UPDATING, with the index ACTIVE (DDB-TABLE-155).
            if (was != null) {
                boolean raised = !g.get("WarmThroughput").equals(was.get("WarmThroughput"));
                g.set("WarmThroughput", raised ? updatingCopy(was.get("WarmThroughput")) : was.get("WarmThroughput"));
            }
        }
        old.values().forEach(g -> gsis.add(g.put("IndexStatus", "DELETING")));
        if (!gsis.isEmpty()) after.set("GlobalSecondaryIndexes", gsis);
        return warming(after, warmAsked);
    }

    private static void oldUnits(ObjectNode now, ObjectNode before) {
        for (String f : List.of("NumberOfDecreasesToday", "ReadCapacityUnits", "WriteCapacityUnits")) now.set(f, before.get(f));
    }

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
        // A table that is or once was on-demand carries its billing mode twice, as DynamoDB's answers do; a table
        // provisioned from the start carries neither.
        if (def.onDemand() || def.billingModeChangeTime() != null) {
            ObjectNode billing = d.putObject("BillingModeSummary").put("BillingMode", def.billingMode().name());
            ObjectNode mode = d.putObject("TableThroughputModeSummary").put("TableThroughputMode", def.billingMode().name());
            if (def.billingModeChangeTime() != null) {
                billing.put("LastUpdateToPayPerRequestDateTime", def.billingModeChangeTime());
                mode.put("LastUpdateToPayPerRequestDateTime", def.billingModeChangeTime());
            }
        }
        if (!def.localIndexes().isEmpty()) d.set("LocalSecondaryIndexes", indexes(table, def.localIndexes(), false));
        if (!def.globalIndexes().isEmpty()) d.set("GlobalSecondaryIndexes", indexes(table, def.globalIndexes(), true));
        StreamSettings stream = table.stream();
        if (stream.enabled()) {
            d.putObject("StreamSpecification").put("StreamEnabled", true).put("StreamViewType", stream.viewType());
        }
        if (stream.latestArn() != null) {
            d.put("LatestStreamLabel", stream.latestLabel());
            d.put("LatestStreamArn", stream.latestArn());
        }
        Table.TableClass tableClass = table.tableClass();
        if (tableClass != null) {
            ObjectNode summary = d.putObject("TableClassSummary").put("TableClass", tableClass.name());
            if (tableClass.lastUpdate() != null) summary.put("LastUpdateDateTime", tableClass.lastUpdate());
        }
        if (table.kmsKeyArn() != null) d.set("SSEDescription", sse("ENABLED", table.kmsKeyArn()));
        if (!table.onDemandThroughput().none()) d.set("OnDemandThroughput", onDemand(table.onDemandThroughput()));
        d.set("WarmThroughput", warm(table.warmThroughput()));
        d.put("DeletionProtectionEnabled", table.deletionProtection());
        return d;
    }

    /**
     * CreateTable's or UpdateTable's answer to a request that set WarmThroughput: UPDATING, as DynamoDB applies a raise
     * asynchronously (Alternator's test_warm_throughput.py, run against AWS); the engine's DescribeTable shows it ACTIVE.
     */
    private static ObjectNode warming(ObjectNode description, boolean asked) {
        if (asked && description.get("WarmThroughput") instanceof ObjectNode warm) {
            description.set("WarmThroughput", updatingCopy(warm));
        }
        return description;
    }

    /** An SSEDescription: a KMS key's, or (no key) the stub UpdateTable answers while it moves off the AWS owned key. */
    static ObjectNode sse(String status, String kmsKeyArn) {
        ObjectNode d = JsonNodeFactory.instance.objectNode().put("Status", status);
        if (kmsKeyArn != null) d.put("SSEType", "KMS").put("KMSMasterKeyArn", kmsKeyArn);
        return d;
    }

    /** An OnDemandThroughput: the units that have a cap (or, in UpdateTable's answer, the -1 that removed one). */
    static ObjectNode onDemand(OnDemandThroughput caps) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        if (caps.read() != null) o.put("MaxReadRequestUnits", caps.read());
        if (caps.write() != null) o.put("MaxWriteRequestUnits", caps.write());
        return o;
    }

    /** A WarmThroughput's values with Status UPDATING. */
    private static ObjectNode updatingCopy(JsonNode warm) {
        return ((ObjectNode) warm).deepCopy().put("Status", "UPDATING");
    }

    private static ObjectNode warm(WarmThroughput w) {
        return JsonNodeFactory.instance.objectNode().put("ReadUnitsPerSecond", w.read()).put("WriteUnitsPerSecond", w.write())
                .put("Status", "ACTIVE");
    }

    private static ArrayNode indexes(Table table, List<IndexDef> defs, boolean global) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (IndexDef index : defs) {
            ObjectNode i = out.addObject();
            i.put("IndexName", index.name());
            i.set("KeySchema", keySchema(index.key()));
            ObjectNode projection = i.putObject("Projection");
            projection.put("ProjectionType", index.projectionType().name());
            if (!index.nonKeyAttributes().isEmpty()) {
                ArrayNode nonKey = projection.putArray("NonKeyAttributes");
                index.nonKeyAttributes().forEach(nonKey::add);
            }
            if (global) {
                i.put("IndexStatus", "ACTIVE");
                i.set("ProvisionedThroughput", throughput(index.throughput()));
                i.set("WarmThroughput", warm(table.warmThroughput(index.name())));
                OnDemandThroughput caps = table.onDemandThroughput(index.name());
                if (!caps.none()) i.set("OnDemandThroughput", onDemand(caps));
            }
            i.put("IndexSizeBytes", table.indexSizeBytes(index.name()));
            i.put("ItemCount", table.indexItemCount(index.name()));
            i.put("IndexArn", table.def().arn() + "/index/" + index.name());
        }
        return out;
    }

    static ArrayNode keySchema(KeyDef key) {
        ArrayNode ks = JsonNodeFactory.instance.arrayNode();
        for (String name : key.hashNames()) ks.addObject().put("AttributeName", name).put("KeyType", "HASH");
        for (String name : key.rangeNames()) ks.addObject().put("AttributeName", name).put("KeyType", "RANGE");
        return ks;
    }

    private static ObjectNode throughput(Throughput t) {
        ObjectNode pt = JsonNodeFactory.instance.objectNode();
        if (t != null && t.lastIncrease() != null) pt.put("LastIncreaseDateTime", t.lastIncrease());
        if (t != null && t.lastDecrease() != null) pt.put("LastDecreaseDateTime", t.lastDecrease());
        pt.put("NumberOfDecreasesToday", t == null ? 0 : t.decreasesToday());
        pt.put("ReadCapacityUnits", t == null ? 0 : t.read());
        pt.put("WriteCapacityUnits", t == null ? 0 : t.write());
        return pt;
    }
}
