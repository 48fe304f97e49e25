package dev.ddbcourse.engine.internal.throughput;

import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;
import dev.ddbcourse.engine.internal.writes.ItemWriter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The write path's throttling gate: a request's planned writes spend write units on their table's
 * partition and provisioned capacity, and each GSI entry they change on that GSI's (a GSI short of
 * capacity refuses the base-table write that feeds it). An LSI's writes are the table's.
 */
public final class WriteThrottle implements ItemWriter.Gate {
    private final Throttling throttling;

    public WriteThrottle(Throttling throttling) {
        this.throttling = throttling;
    }

    @Override
    public void admit(List<ItemWriter.Planned> writes) {
        if (!throttling.on()) return;
        List<Throttling.Use> uses = new ArrayList<>();
        for (ItemWriter.Planned p : writes) {
            // Every unit a write consumes is drawn: condition checks and failed conditions (which change nothing) and
            // deletes of missing items too; only TTL's free deletions draw none.
            if (p.cost().total() == 0) continue;
            TableDef def = p.table().def();
            WriteOutcome o = p.outcome();
            double tableUnits = p.cost().table();
            for (Map.Entry<String, Double> e : p.cost().indexes().entrySet()) {
                IndexDef index = def.index(e.getKey()).orElse(null);
                if (index == null) continue;
                if (!index.global()) {
                    tableUnits += e.getValue();
                    continue;
                }
                WriteOutcome.IndexChange change = o.indexChanges().get(e.getKey());
                StoredItem entry = change.after() != null ? change.after() : change.before();
                AttributeValue indexPartition = entry == null ? null : index.key().partitionValue(entry.attributes());
                uses.add(new Throttling.Use(def, index.name(), indexPartition, true, e.getValue()));
            }
            if (tableUnits > 0) {
                uses.add(0, new Throttling.Use(def, null, p.action().key().get(def.key().hashName()), true, tableUnits));
            }
        }
        throttling.admit(uses);
    }
}
