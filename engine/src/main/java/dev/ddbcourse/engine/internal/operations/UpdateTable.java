package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.states.TableStates;
import dev.ddbcourse.engine.internal.storage.BillingMode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.OnDemandThroughput;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.Throughput;
import dev.ddbcourse.engine.internal.storage.WarmThroughput;
import dev.ddbcourse.engine.internal.validation.SseParts;
import dev.ddbcourse.engine.internal.validation.StreamParts;
import dev.ddbcourse.engine.internal.validation.UpdateTableValidation;
import dev.ddbcourse.engine.internal.validation.UpdateTableValidation.IndexUpdate;
import dev.ddbcourse.engine.internal.validation.WarmThroughputParts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * UpdateTable: billing mode and throughput, and GSIs created (filled from existing items at once),
 * updated or deleted. Everything happens under the table's write lock, so DescribeTable shows it ACTIVE
 * at once; the response shows the transition as DynamoDB's does (UPDATING, the old capacity).
 */
final class UpdateTable implements Operation<UpdateTableValidation.Request> {
    private final Database db;

    UpdateTable(Database db) { this.db = db; }

    @Override
    public UpdateTableValidation.Request validate(ObjectNode json) { return UpdateTableValidation.validate(json); }

    @Override
    public ObjectNode execute(UpdateTableValidation.Request request) {
        Table table = db.describe(request.tableName());
        return table.writing(() -> {
            long millis = db.clock().millis();
            table.states().checkUpdatable(table.name(), millis, asked(request));
            ObjectNode before = TableDescriptions.describe(table, "ACTIVE");
            double now = db.clock().epochSeconds();
            java.util.Set<String> gsisBefore = new java.util.HashSet<>();
            table.def().globalIndexes().forEach(g -> gsisBefore.add(g.name()));
            checkStream(table, request.stream());
            ObjectNode sse = request.sse() == null ? null : changeEncryption(table, request.sse());
            if (request.deletionProtection() != null) table.deletionProtection(request.deletionProtection());
            WarmThroughput warm = request.warmThroughput() == null ? null
                    : WarmThroughputParts.raise(request.warmThroughput(), table.warmThroughput(), "table");
            boolean toOnDemand = apply(table, request, now);
            // UpdateTable's answer shows the caps as asked, -1 included (DDB-TABLE-178); DescribeTable the merged ones.
            OnDemandThroughput caps = request.onDemandThroughput() == null || request.onDemandThroughput().none() ? null : table.onDemandThroughput().answering(request.onDemandThroughput());
            if (caps != null) table.onDemandThroughput(table.onDemandThroughput().merge(request.onDemandThroughput()));
            // STANDARD on a table that never set a class stays without one (DDB-TABLE-177, -365)
            if (request.tableClass() != null && (table.tableClass() != null || !request.tableClass().equals("STANDARD"))) {
                table.tableClass(new Table.TableClass(request.tableClass(), now));
            }
            if (warm != null) table.warmThroughput(warm);
            if (request.stream() != null) {
                if (request.stream().enabled()) db.streams().enable(table, request.stream().viewType());
                else db.streams().disable(table);
            }
            // UPDATING (and each new GSI CREATING, backfilling) for the switch's time; zero: ACTIVE at once.
            long until = millis + db.switches().updating().toMillis();
            if (!request.synchronous()) table.states().updating(until, change(request), request.tableClass());
            for (IndexDef g : table.def().globalIndexes()) if (!gsisBefore.contains(g.name())) table.states().indexCreating(g.name(), until);
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            ObjectNode description = TableDescriptions.updating(before, TableDescriptions.describe(table, request.synchronous() ? table.states().status(millis) : "UPDATING"),
                    request.throughput() != null, toOnDemand, warm != null, now);
            if (sse != null) description.set("SSEDescription", sse);
            if (caps != null) description.set("OnDemandThroughput", TableDescriptions.onDemand(caps));
            out.set("TableDescription", description);
            return out;
        });
    }

    /** What the request changes, as an UPDATING table's admission judges it. */
    private static TableStates.Asked asked(UpdateTableValidation.Request r) {
        if (r.throughput() != null || r.billingMode() != null) return TableStates.Asked.THROUGHPUT;
        if (r.stream() != null) return TableStates.Asked.STREAM;
        if (r.tableClass() != null) return TableStates.Asked.TABLE_CLASS;
        if (r.onDemandThroughput() != null && !r.onDemandThroughput().none()) return TableStates.Asked.ON_DEMAND_THROUGHPUT;
        if (r.indexUpdates().isEmpty()) return TableStates.Asked.ADMITTED;
        return r.indexUpdates().stream().allMatch(u -> u.action() == UpdateTableValidation.Action.UPDATE)
                ? TableStates.Asked.INDEX_UPDATE : TableStates.Asked.INDEX_CREATE_OR_DELETE;
    }

    /** The change an UPDATING window is for. */
    private static TableStates.Change change(UpdateTableValidation.Request r) {
        if (r.billingMode() != null) return TableStates.Change.BILLING_MODE;
        if (r.throughput() != null) return TableStates.Change.THROUGHPUT;
        if (r.stream() != null) return TableStates.Change.STREAM;
        return r.tableClass() != null ? TableStates.Change.TABLE_CLASS : TableStates.Change.OTHER;
    }

    /** Enabling needs no enabled stream, disabling an enabled one (checked before anything changes). */
    private static void checkStream(Table table, StreamParts.Spec spec) {
        if (spec == null) return;
        boolean enabled = table.stream().enabled();
        if (spec.enabled() && enabled) throw DynamoDbError.validation(Messages.streamAlreadyEnabled(table.name()));
        if (!spec.enabled() && !enabled) throw DynamoDbError.validation(Messages.streamNotEnabled(table.name()));
    }

    /**
     * Moves the table to the key asked for, or back to the AWS owned key (no SSEDescription), and gives the answer's
     * SSEDescription: UPDATING with the old key, a bare stub when there was none (ack-api-quirks dynamodb 2026-10-09,
     * recorded against AWS: DDB-TABLE-079, -082, -140, -371). The same key named by its ARN is refused.
     */
    private static ObjectNode changeEncryption(Table table, SseParts.Spec spec) {
        String current = table.kmsKeyArn();
        if (!spec.kms()) {
            if (current == null) throw DynamoDbError.validation(Messages.SSE_ALREADY_DEFAULT);
            table.kmsKeyArn(null);
        } else {
            if (spec.keyId() != null && spec.keyId().equals(current)) throw DynamoDbError.validation(Messages.SSE_SAME_KEY);
            table.kmsKeyArn(Database.kmsKeyArn(spec.keyId()));
        }
        return TableDescriptions.sse("UPDATING", current);
    }

    /** Applies the update (the table is usable at once); true when the table went from provisioned to on demand. */
    private static boolean apply(Table table, UpdateTableValidation.Request request, double now) {
        TableDef def = table.def();
        BillingMode mode = request.billingMode() == null ? def.billingMode() : request.billingMode();
        boolean onDemand = mode == BillingMode.PAY_PER_REQUEST;
        if (onDemand && request.throughput() != null) {
            throw DynamoDbError.validation(request.billingMode() == null ? Messages.ON_DEMAND_WITH_THROUGHPUT
                    : Messages.SWITCH_TO_ON_DEMAND_WITH_THROUGHPUT);
        }
        // BillingMode PROVISIONED needs ProvisionedThroughput, also on a provisioned table (DDB-TABLE-057).
        if (!onDemand && request.billingMode() != null && request.throughput() == null) {
            throw DynamoDbError.validation(Messages.PROVISIONED_NEEDS_THROUGHPUT);
        }
        if (!onDemand && request.onDemandThroughput() != null) {
            throw DynamoDbError.validation(Messages.ON_DEMAND_THROUGHPUT_ON_PROVISIONED_UPDATE);
        }
        // Check every index update before changing anything.
        Map<String, String> types = new LinkedHashMap<>(def.attributeTypes());
        request.attributeDefinitions().forEach(types::putIfAbsent);
        // One GSI created or deleted per request (Updates of throughput may be several).
        if (request.indexUpdates().stream().filter(u -> u.action() != UpdateTableValidation.Action.UPDATE).count() > 1) {
            throw DynamoDbError.limitExceeded(Messages.ONE_ONLINE_INDEX_CHANGE);
        }
        List<IndexDef> created = new ArrayList<>();
        for (IndexUpdate u : request.indexUpdates()) {
            boolean exists = def.index(u.indexName()).isPresent();
            switch (u.action()) {
                case CREATE -> {
                    if (exists) throw DynamoDbError.validation(Messages.indexExists(u.indexName()));
                    if (!request.hasAttributeDefinitions()) {
                        throw DynamoDbError.validation(Messages.CREATE_INDEX_WITHOUT_DEFINITIONS);
                    }
                    UpdateTableValidation.checkNotRedefined(u, def, request.attributeDefinitions());
                    created.add(UpdateTableValidation.newIndex(u, request.attributeDefinitions(), onDemand));
                }
                case UPDATE, DELETE -> {
                    // An LSI's name is an index DynamoDB knows, so deleting it is refused as invalid, not as not found
                    // (Alternator's test_gsi_updatetable.py::test_gsi_delete_with_lsi, run against AWS). An Update of an
                    // LSI keeps the not-found answer: no source records DynamoDB's answer to it.
                    if (exists && u.action() == UpdateTableValidation.Action.DELETE && !def.index(u.indexName()).get().global()) {
                        throw DynamoDbError.validation(Messages.deleteLocalIndex(u.indexName()));
                    }
                    if (!exists || !def.index(u.indexName()).get().global()) {
                        throw DynamoDbError.resourceNotFound(Messages.indexNotFoundForUpdate(u.indexName()));
                    }
                    // An on-demand table's GSI takes WarmThroughput alone (recorded against AWS: ack-api-quirks dynamodb
                    // 2026-10-09, DDB-TABLE-155).
                    if (u.action() == UpdateTableValidation.Action.UPDATE && onDemand && u.throughput() != null) {
                        throw DynamoDbError.validation(Messages.onDemandIndexUpdateWithThroughput(u.indexName()));
                    }
                    if (u.action() == UpdateTableValidation.Action.UPDATE && onDemand && u.warm() == null && u.onDemand() == null) {
                        throw DynamoDbError.validation(Messages.onDemandIndexUpdateNothing(u.indexName()));
                    }
                    if (u.action() == UpdateTableValidation.Action.UPDATE && !onDemand && u.onDemand() != null) {
                        throw DynamoDbError.validation(Messages.ON_DEMAND_THROUGHPUT_ON_PROVISIONED_UPDATE);
                    }
                }
            }
        }
        UpdateTableValidation.checkProjectedTotal(def.indexes(), created);
        Map<String, WarmThroughput> warm = new LinkedHashMap<>();
        for (IndexUpdate u : request.indexUpdates()) {
            if (u.warm() != null) {
                warm.put(u.indexName(), WarmThroughputParts.raise(u.warm(), table.warmThroughput(u.indexName()), "index " + u.indexName()));
            }
        }
        boolean toOnDemand = onDemand && !def.onDemand();
        if (request.billingMode() != null || request.throughput() != null) {
            Throughput current = def.throughput();
            Throughput next = current;
            if (onDemand) {
                next = def.onDemand() ? current : Throughput.ON_DEMAND.onDemandFrom(current);
            } else if (request.throughput() != null) {
                Throughput asked = request.throughput();
                if (!def.onDemand() && asked.read() == current.read() && asked.write() == current.write()) {
                    throw DynamoDbError.validation(Messages.throughputUnchanged(current.read(), asked.read(),
                            current.write(), asked.write()));
                }
                next = asked.changedFrom(current, now);
            }
            Double changed = onDemand && !def.onDemand() ? Double.valueOf(now) : def.billingModeChangeTime();
            table.redefine(def.withBilling(mode, next, changed));
            if (onDemand != def.onDemand()) {
                List<IndexDef> gsis = new ArrayList<>();
                for (IndexDef g : table.def().globalIndexes()) {
                    gsis.add(g.withThroughput(onDemand ? Throughput.ON_DEMAND.changedFrom(g.throughput(), now) : next));
                }
                table.redefine(table.def().withGlobalIndexes(gsis, table.def().attributeTypes()));
            }
        }
        for (IndexUpdate u : request.indexUpdates()) {
            switch (u.action()) {
                case CREATE -> {
                    IndexDef index = created.remove(0);
                    table.addGlobalIndex(index, usedTypes(table.def(), types, index));
                }
                case DELETE -> {
                    table.removeGlobalIndex(u.indexName());
                    table.redefine(table.def().withGlobalIndexes(table.def().globalIndexes(),
                            usedTypes(table.def(), types, null)));
                }
                case UPDATE -> {
                    if (u.warm() != null) table.warmThroughput(u.indexName(), warm.get(u.indexName()));
                    if (u.onDemand() != null) table.onDemandThroughput(u.indexName(), table.onDemandThroughput(u.indexName()).merge(u.onDemand()));
                    if (u.throughput() == null) continue;
                    List<IndexDef> gsis = new ArrayList<>();
                    for (IndexDef g : table.def().globalIndexes()) {
                        gsis.add(g.name().equals(u.indexName()) ? g.withThroughput(u.throughput().changedFrom(g.throughput(), now)) : g);
                    }
                    table.redefine(table.def().withGlobalIndexes(gsis, table.def().attributeTypes()));
                }
            }
        }
        return toOnDemand;
    }

    /** AttributeDefinitions as DynamoDB keeps them: only attributes some key uses. */
    private static Map<String, String> usedTypes(TableDef def, Map<String, String> types, IndexDef extra) {
        Set<String> used = new LinkedHashSet<>(def.key().names());
        for (IndexDef i : def.indexes()) used.addAll(i.key().names());
        if (extra != null) used.addAll(extra.key().names());
        Map<String, String> out = new LinkedHashMap<>();
        types.forEach((name, type) -> {
            if (used.contains(name)) out.put(name, type);
        });
        return out;
    }
}
