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
    private volatile Change change = Change.OTHER;
    private volatile String tableClass;

    /** What an UPDATING table is doing, as the refusals of other changes name it. */
    public enum Change { BILLING_MODE, THROUGHPUT, STREAM, TABLE_CLASS, OTHER }

    /** What an UpdateTable asks for while the table is UPDATING; DeletionProtection, SSE and WarmThroughput are admitted. */
    public enum Asked { THROUGHPUT, STREAM, TABLE_CLASS, ON_DEMAND_THROUGHPUT, ADMITTED, INDEX_CREATE_OR_DELETE, INDEX_UPDATE }

    public void creating(long until) { creatingUntil = until; }

    public void updating(long until) { updatingUntil = Math.max(updatingUntil, until); }

    /** UPDATING until {@code until} for {@code change} ({@code tableClass}: the class a TABLE_CLASS change moves to). */
    public void updating(long until, Change change, String tableClass) {
        if (until > updatingUntil) {
            this.change = change;
            this.tableClass = tableClass;
        }
        updating(until);
    }

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

    /** UpdateTimeToLive needs a table that is not CREATING or DELETING (UPDATING admits it: DDB-TABLE-117, -119, -369). */
    public void checkNotCreatingOrDeleting(String table, long now) {
        String status = status(now);
        if (status.equals(CREATING)) throw DynamoDbError.resourceInUse(Messages.IN_USE + Messages.tableBeingCreated(table));
        if (status.equals(DELETING)) throw DynamoDbError.resourceInUse(Messages.IN_USE + Messages.tableBeingDeleted(table));
    }

    /**
     * DeleteTable needs an ACTIVE table; an UPDATING one is refused naming what it does (ack-api-quirks dynamodb
     * 2026-10-09, recorded against AWS: DDB-TABLE-002, -069, -119, -369).
     */
    public void checkDeletable(String table, long now) {
        checkNotCreatingOrDeleting(table, now);
        if (!status(now).equals(UPDATING)) return;
        String doing;
        if (indexCreatingUntil.values().stream().anyMatch(t -> now < t)) {
            doing = Messages.DELETE_WHILE_INDEX_CHANGES;
        } else if (change == Change.STREAM) {
            doing = Messages.DELETE_WHILE_STREAM_CHANGES;
        } else {
            doing = Messages.deleteWhileUpdating(table);
        }
        throw DynamoDbError.resourceInUse(Messages.IN_USE + doing);
    }

    /**
     * UpdateTable on an UPDATING table: DeletionProtection, SSE and WarmThroughput changes pass; the others are refused
     * in the words AWS uses for the change under way (ack-api-quirks dynamodb 2026-10-09, recorded against AWS:
     * DDB-TABLE-119, -286, -369; the stream's OnDemandThroughput text is recorded cut short, "... is i", completed as
     * the others end). Cases no recording covers keep "Table is being updated".
     */
    public void checkUpdatable(String table, long now, Asked asked) {
        checkNotCreatingOrDeleting(table, now);
        if (!status(now).equals(UPDATING) || asked == Asked.ADMITTED) return;
        // While a GSI is created another may not be created or deleted; a GSI Update passes (DDB-TABLE-159).
        if (indexCreatingUntil.values().stream().anyMatch(t -> now < t)) {
            if (asked == Asked.INDEX_CREATE_OR_DELETE) throw DynamoDbError.limitExceeded(Messages.ONE_ONLINE_INDEX_CHANGE);
            if (asked == Asked.INDEX_UPDATE) return;
        }
        String doing = switch (change) {
            case BILLING_MODE, THROUGHPUT -> switch (asked) {
                case THROUGHPUT -> Messages.throughputWhileIops(table);
                case STREAM -> Messages.streamWhileIops(table);
                case ON_DEMAND_THROUGHPUT -> Messages.ON_DEMAND_THROUGHPUT_WHILE_BILLING_MODE;
                default -> null;
            };
            case TABLE_CLASS -> switch (asked) {
                case TABLE_CLASS -> Messages.tableClassWhileTableClass(table, tableClass);
                case STREAM -> Messages.streamWhileTableClass(table, tableClass);
                case ON_DEMAND_THROUGHPUT -> Messages.onDemandThroughputWhileTableClass(tableClass);
                default -> null;
            };
            case STREAM -> switch (asked) {
                case TABLE_CLASS -> Messages.tableClassWhileStream(table);
                case ON_DEMAND_THROUGHPUT -> Messages.ON_DEMAND_THROUGHPUT_WHILE_STREAM;
                default -> null;
            };
            case OTHER -> null;
        };
        throw DynamoDbError.resourceInUse(Messages.IN_USE + (doing == null ? Messages.tableBeingUpdated(table) : doing));
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
