package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.BillingMode;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.OnDemandThroughput;
import dev.ddbcourse.engine.internal.storage.Throughput;
import dev.ddbcourse.engine.internal.storage.WarmThroughput;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * UpdateTable: billing mode, throughput and GSI create/update/delete. Rules that need the table
 * (index exists, attribute types) are checked by the operation with {@link #newIndex}.
 */
public final class UpdateTableValidation {
    private UpdateTableValidation() {}

    public enum Action { CREATE, UPDATE, DELETE }

    /** {@code warm}: an Update's WarmThroughput, null when it has none. */
    public record IndexUpdate(Action action, String indexName, SchemaParts.ParsedIndex create, Throughput throughput,
                              WarmThroughput warm, OnDemandThroughput onDemand) {}

    public record Request(String tableName, BillingMode billingMode, Throughput throughput,
                          Map<String, String> attributeDefinitions, boolean hasAttributeDefinitions,
                          List<IndexUpdate> indexUpdates, StreamParts.Spec stream, String tableClass,
                          WarmThroughput warmThroughput, OnDemandThroughput onDemandThroughput, boolean synchronous,
                          SseParts.Spec sse, Boolean deletionProtection) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String tableName = r.string("TableName");
        String billingMode = r.string("BillingMode");
        Throughput throughput = SchemaParts.throughput(r, r.structure("ProvisionedThroughput"), "provisionedThroughput");
        ArrayNode defsJson = r.list("AttributeDefinitions");
        Map<String, String> defs = defsJson == null ? Map.of() : SchemaParts.attributeDefinitions(r, defsJson);
        ArrayNode updatesJson = r.list("GlobalSecondaryIndexUpdates");
        StreamParts.Spec stream = StreamParts.read(r);
        SseParts.Spec sse = SseParts.read(r);
        boolean otherUpdate = r.has("StreamSpecification") || r.has("SSESpecification") || r.has("ReplicaUpdates")
                || r.has("TableClass") || r.has("DeletionProtectionEnabled") || r.has("OnDemandThroughput")
                || r.has("WarmThroughput");
        List<IndexUpdate> updates = new ArrayList<>();
        boolean twoActionsInOne = false;
        if (updatesJson != null) {
            int i = 1;
            for (JsonNode n : updatesJson) {
                ObjectNode u = RequestReader.asStructure(n);
                String path = "globalSecondaryIndexUpdates." + i + ".member";
                if (u != null) {
                    updates.add(update(r, u, path));
                    int actions = 0;
                    for (String a : List.of("Create", "Update", "Delete")) if (RequestReader.asStructure(u.get(a)) != null) actions++;
                    twoActionsInOne |= actions > 1;
                }
                i++;
            }
        }
        r.tableNameOfControlPlane(tableName);
        r.oneOf("billingMode", billingMode, BillingMode.NAMES);
        r.throwIfViolations();
        StreamParts.check(stream, false);
        SseParts.check(sse);
        String tableClass = TableClassParts.read(r);
        WarmThroughput warm = WarmThroughputParts.read(r);
        OnDemandThroughput onDemandThroughput = OnDemandThroughputParts.check(r, true, false);

        if (throughput == null && billingMode == null && updates.isEmpty() && !otherUpdate) {
            throw DynamoDbError.validation(Messages.UPDATE_TABLE_NOTHING);
        }
        // An empty list counts as none above, but is refused next to a change (DDB-TABLE-359).
        if (updatesJson != null && updatesJson.isEmpty()) throw DynamoDbError.validation(Messages.INDEX_UPDATES_EMPTY);
        SchemaParts.throughputBounds(throughput, "");
        if (twoActionsInOne) throw DynamoDbError.validation(Messages.INDEX_UPDATE_TWO_ACTIONS);
        Set<String> names = new HashSet<>();
        for (IndexUpdate u : updates) {
            if (u == null) {
                throw DynamoDbError.validation(Messages.INDEX_UPDATE_EMPTY);
            }
            if (!names.add(u.indexName())) {
                throw DynamoDbError.validation(Messages.twoUpdatesOfIndex(u.indexName()));
            }
            SchemaParts.throughputBounds(u.throughput(), " for index " + u.indexName());
        }
        // after each index update's own checks (DDB-TABLE-457: an empty GSI WarmThroughput is named before TableClass)
        checkOneChange(r, throughput, billingMode, updates, stream, tableClass, warm);
        BillingMode mode = billingMode == null ? null : BillingMode.valueOf(billingMode);
        // WarmThroughput, OnDemandThroughput (also a GSI's warm throughput) and the like change with the table ACTIVE
        // (recorded against AWS: ack-api-quirks dynamodb 2026-10-09, DDB-TABLE-059, -155, -179, -410).
        boolean synchronous = mode == null && throughput == null && stream == null && tableClass == null
                && !r.has("ReplicaUpdates") && updates.stream().allMatch(u -> u.action() == Action.UPDATE && u.throughput() == null);
        return new Request(tableName, mode, throughput, defs, defsJson != null, updates, stream, tableClass, warm,
                onDemandThroughput, synchronous, sse, r.bool("DeletionProtectionEnabled"));
    }

    /**
     * UpdateTable makes one change at a time (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-174,
     * -382, -433, -456): SSE, TableClass, DeletionProtection and WarmThroughput each alone, OnDemandThroughput at most
     * with BillingMode (named in the order SSE, TableClass, DeletionProtection, OnDemandThroughput, WarmThroughput), a
     * stream not with provisioned capacity, an index created or deleted with neither. An empty WarmThroughput or OnDemandThroughput counts as none.
     */
    private static void checkOneChange(RequestReader r, Throughput throughput, String billingMode, List<IndexUpdate> updates,
                                       StreamParts.Spec stream, String tableClass, WarmThroughput warm) {
        boolean hasWarm = warm != null && (warm.read() != null || warm.write() != null);
        ObjectNode odt = r.structure("OnDemandThroughput");
        boolean hasOnDemand = odt != null && !odt.isEmpty();
        boolean createsOrDeletes = updates.stream().anyMatch(u -> u != null && u.action() != Action.UPDATE);
        int changes = 0;
        for (boolean change : new boolean[] {throughput != null, billingMode != null, !updates.isEmpty(), stream != null,
                r.has("SSESpecification"), tableClass != null, r.has("DeletionProtectionEnabled"), hasWarm, hasOnDemand}) {
            if (change) changes++;
        }
        if (changes > 1) {
            if (r.has("SSESpecification")) throw DynamoDbError.validation(Messages.onlyOperation("Server-Side Encryption modification"));
            if (tableClass != null) throw DynamoDbError.validation(Messages.onlyOperation("TableClass modification"));
            if (r.has("DeletionProtectionEnabled")) throw DynamoDbError.validation(Messages.onlyOperation("DeletionProtection modification"));
            if (hasOnDemand && changes > (billingMode == null ? 1 : 2)) {
                throw DynamoDbError.validation(Messages.ON_DEMAND_THROUGHPUT_ONLY_WITH_BILLING_MODE);
            }
            if (hasWarm) {
                throw DynamoDbError.validation(createsOrDeletes ? Messages.INDEX_CREATE_WITH_WARM_THROUGHPUT
                        : Messages.onlyOperation("WarmThroughput"));
            }
        }
        if (hasOnDemand && changes > (billingMode == null ? 1 : 2)) {
            throw DynamoDbError.validation(Messages.ON_DEMAND_THROUGHPUT_ONLY_WITH_BILLING_MODE);
        }
        if (stream != null && (throughput != null || BillingMode.PROVISIONED.name().equals(billingMode))) {
            throw DynamoDbError.validation(Messages.STREAM_WITH_IOPS);
        }
        if (createsOrDeletes && stream != null) throw DynamoDbError.validation(Messages.INDEX_WITH_STREAM);
        if (createsOrDeletes && throughput != null) throw DynamoDbError.validation(Messages.INDEX_WITH_IOPS);
    }

    /** Null when the member has none of Create, Update, Delete. */
    private static IndexUpdate update(RequestReader r, ObjectNode u, String path) {
        ObjectNode create = RequestReader.asStructure(u.get("Create"));
        ObjectNode update = RequestReader.asStructure(u.get("Update"));
        ObjectNode delete = RequestReader.asStructure(u.get("Delete"));
        if (update != null) {
            String name = RequestReader.asString(update.get("IndexName"));
            ObjectNode ptJson = RequestReader.asStructure(update.get("ProvisionedThroughput"));
            Throughput t = SchemaParts.throughput(r, ptJson, path + ".update.provisionedThroughput");
            r.name(path + ".update.indexName", name, true);
            WarmThroughput warm = WarmThroughputParts.read(RequestReader.asStructure(update.get("WarmThroughput")));
            OnDemandThroughput odt = OnDemandThroughputParts.units(RequestReader.asStructure(update.get("OnDemandThroughput")),
                    false, "index : " + name);
            return new IndexUpdate(Action.UPDATE, name, null, t, warm, odt);
        }
        if (create != null) {
            SchemaParts.ParsedIndex p = SchemaParts.index(r, create, path + ".create", true);
            return new IndexUpdate(Action.CREATE, p.name(), p, p.throughput(), null, null);
        }
        if (delete != null) {
            String name = RequestReader.asString(delete.get("IndexName"));
            r.name(path + ".delete.indexName", name, true);
            return new IndexUpdate(Action.DELETE, name, null, null, null, null);
        }
        return null;
    }

    /**
     * A new GSI may not give one of its key attributes another type than the table's schema has (other
     * AttributeDefinitions that differ are ignored, as DynamoDB ignores them).
     */
    public static void checkNotRedefined(IndexUpdate u, TableDef def, Map<String, String> requested) {
        for (SchemaParts.KeyElement k : u.create().keySchema()) {
            String before = def.attributeTypes().get(k.name());
            String now = requested.get(k.name());
            if (before == null || now == null || before.equals(now)) continue;
            KeyDef existing = def.key().isKeyAttribute(k.name()) ? def.key()
                    : def.indexes().stream().map(IndexDef::key).filter(key -> key.isKeyAttribute(k.name())).findFirst().orElse(def.key());
            List<String> elements = new ArrayList<>();
            for (String name : existing.hashNames()) elements.add(schemaElement(name, existing.typeOf(name), "HASH"));
            for (String name : existing.rangeNames()) elements.add(schemaElement(name, existing.typeOf(name), "RANGE"));
            List<String> created = new ArrayList<>();
            for (SchemaParts.KeyElement e : u.create().keySchema()) {
                created.add(schemaElement(e.name(), requested.getOrDefault(e.name(), def.attributeTypes().get(e.name())), e.keyType()));
            }
            throw DynamoDbError.validation(Messages.attributeRedefined("Schema:[" + String.join(", ", elements) + "]",
                    "Schema:[" + String.join(", ", created) + "]"));
        }
    }

    private static String schemaElement(String name, String type, String keyType) {
        return "SchemaElement: key{" + name + ":" + type + ":" + keyType + "}";
    }

    /**
     * The rules for a GSI created on an existing table. Its key attributes are defined by the request's own
     * AttributeDefinitions, a table key's too: the table's definitions do not count (AWS refuses such a request:
     * paritysuite/dynamodb-conformance tests/tier2/updateTable/gsi.test.ts, eu-west-2).
     */
    public static IndexDef newIndex(IndexUpdate u, Map<String, String> requested, boolean onDemand) {
        SchemaParts.checkIndex(u.create(), requested);
        if (onDemand && u.throughput() != null) {
            throw DynamoDbError.validation(Messages.onDemandIndexWithThroughput(u.indexName()));
        }
        if (!onDemand && u.throughput() == null) {
            throw DynamoDbError.validation(Messages.indexNeedsThroughput(u.indexName()));
        }
        return SchemaParts.indexDef(u.create(), true, requested, onDemand ? Throughput.ON_DEMAND : u.throughput());
    }

    /** The table's indexes and the ones created keep within 100 projected NonKeyAttributes in all. */
    public static void checkProjectedTotal(List<IndexDef> existing, List<IndexDef> created) {
        int total = 0;
        for (IndexDef i : existing) total += i.nonKeyAttributes().size();
        for (IndexDef i : created) total += i.nonKeyAttributes().size();
        SchemaParts.checkProjectedTotal(total);
    }
}
