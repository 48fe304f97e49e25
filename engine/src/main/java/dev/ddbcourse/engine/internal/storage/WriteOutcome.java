package dev.ddbcourse.engine.internal.storage;

import java.util.Map;

/**
 * What one item write changed: the item before and after (null when absent) and, per secondary index,
 * the entry before and after. Capacity is computed from this.
 */
public record WriteOutcome(StoredItem before, StoredItem after, Map<String, IndexChange> indexChanges) {

    /** One index's entry before and after a write; {@code keyChanged} when the entry moved. */
    public record IndexChange(StoredItem before, StoredItem after, boolean keyChanged) {}
}
