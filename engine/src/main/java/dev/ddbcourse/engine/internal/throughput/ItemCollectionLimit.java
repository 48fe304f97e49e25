package dev.ddbcourse.engine.internal.throughput;

import dev.ddbcourse.engine.EngineSwitches;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.StoredItem;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.WriteOutcome;
import dev.ddbcourse.engine.internal.writes.ItemWriter;

import java.util.List;

/**
 * The write path's gate for DynamoDB's item-collection limit: in a table with local secondary indexes,
 * the items of one partition key value and their LSI entries may not pass 10 GB (lowered by the switch
 * for tests). A write that would grow a collection past it is refused; shrinking writes always pass.
 */
public final class ItemCollectionLimit implements ItemWriter.Gate {
    private final EngineSwitches switches;

    public ItemCollectionLimit(EngineSwitches switches) {
        this.switches = switches;
    }

    @Override
    public void admit(List<ItemWriter.Planned> writes) {
        for (ItemWriter.Planned p : writes) {
            TableDef def = p.table().def();
            if (def.localIndexes().isEmpty() || !p.applied().writes()) continue;
            WriteOutcome o = p.outcome();
            if (o.after() == null) continue;
            long growth = size(o.after()) - size(o.before());
            for (IndexDef lsi : def.localIndexes()) {
                WriteOutcome.IndexChange change = o.indexChanges().get(lsi.name());
                if (change != null) growth += size(change.after()) - size(change.before());
            }
            if (growth <= 0) continue;
            AttributeValue hash = o.after().attributes().get(def.key().hashName());
            if (bytes(p.table(), hash) + growth > switches.itemCollectionLimitBytes()) {
                throw DynamoDbError.itemCollectionSizeLimitExceeded(Messages.ITEM_COLLECTION_TOO_LARGE);
            }
        }
    }

    /** The size of one item collection: its items and their LSI entries. Callers hold the table's lock. */
    public static long bytes(Table table, AttributeValue hash) {
        long total = 0;
        for (StoredItem item : table.partition(null, hash).values()) total += item.size();
        for (IndexDef lsi : table.def().localIndexes()) {
            for (StoredItem entry : table.partition(lsi.name(), hash).values()) total += entry.size();
        }
        return total;
    }

    private static long size(StoredItem item) {
        return item == null ? 0 : item.size();
    }
}
