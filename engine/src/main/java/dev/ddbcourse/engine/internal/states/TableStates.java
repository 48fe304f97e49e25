package dev.ddbcourse.engine.internal.states;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * When one table stops being CREATING or UPDATING, when it started DELETING, and until when each GSI an
 * UpdateTable added is CREATING (backfilling). Times are engine-clock milliseconds. Thread-safe.
 */
public final class TableStates {
    public static final String ACTIVE = "ACTIVE", CREATING = "CREATING", UPDATING = "UPDATING", DELETING = "DELETING";

    private volatile long creatingUntil;
    private volatile long updatingUntil;
    private volatile long deletingUntil = -1;
    private final Map<String, Long> indexCreatingUntil = new ConcurrentHashMap<>();

    public void creating(long until) { creatingUntil = until; }

    public void updating(long until) { updatingUntil = Math.max(updatingUntil, until); }

    /** A GSI added by UpdateTable: CREATING (backfilling) until {@code until}; the table is UPDATING meanwhile. */
    public void indexCreating(String index, long until) {
        indexCreatingUntil.put(index, until);
        updating(until);
    }

    public void deleting(long until) { deletingUntil = until; }

    /** True once a DELETING table's time is up: it is then gone. */
    public boolean deleted(long now) { return deletingUntil >= 0 && now >= deletingUntil; }

    public String status(long now) {
        if (deletingUntil >= 0) return DELETING;
        if (now < creatingUntil) return CREATING;
        if (now < updatingUntil) return UPDATING;
        return ACTIVE;
    }

    /** A GSI's IndexStatus: CREATING with its table, or while it backfills; else ACTIVE. */
    public String indexStatus(String index, long now) {
        if (now < creatingUntil) return CREATING;
        if (deletingUntil >= 0) return DELETING;
        return backfilling(index, now) ? CREATING : ACTIVE;
    }

    public boolean backfilling(String index, long now) {
        Long until = indexCreatingUntil.get(index);
        return until != null && now < until;
    }

    /** Data-plane requests find no table while it is CREATING or DELETING, as DynamoDB answers them. */
    public void checkServesData(long now) {
        String status = status(now);
        if (status.equals(CREATING) || status.equals(DELETING)) throw DynamoDbError.resourceNotFound(Messages.RESOURCE_NOT_FOUND);
    }

    /** A Query or Scan of a GSI that is still backfilling. */
    public void checkIndexReadable(String index, long now) {
        if (index != null && backfilling(index, now)) {
            throw DynamoDbError.validation(Messages.indexBackfilling(index));
        }
    }

    /** UpdateTable and DeleteTable need an ACTIVE table (DeleteTable may also delete an UPDATING one). */
    public void checkChangeable(String table, long now, boolean deleting) {
        String status = status(now);
        String doing = switch (status) {
            case CREATING -> "Table is being created: " + table;
            case DELETING -> "Table is being deleted: " + table;
            case UPDATING -> deleting ? null : "Table is being updated: " + table;
            default -> null;
        };
        if (deleting && status.equals(UPDATING) && indexCreatingUntil.values().stream().anyMatch(t -> now < t)) {
            doing = "Cannot delete table while indexes are being created, updated, or deleted.";
        }
        if (doing != null) throw DynamoDbError.resourceInUse(Messages.IN_USE + doing);
    }

    /** DescribeTable's TableStatus, and each GSI's IndexStatus (with Backfilling while it fills). */
    public void describeInto(ObjectNode description, long now) {
        description.put("TableStatus", status(now));
        if (description.get("GlobalSecondaryIndexes") instanceof ArrayNode gsis) {
            for (JsonNode g : gsis) {
                String name = g.get("IndexName").asText();
                ObjectNode index = (ObjectNode) g;
                index.put("IndexStatus", indexStatus(name, now));
                if (backfilling(name, now)) index.put("Backfilling", true);
            }
        }
    }
}
