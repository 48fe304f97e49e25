package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.states.TableStates;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.PointInTimeRecovery;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TableNames;
import dev.ddbcourse.engine.internal.validation.DescribeContinuousBackupsValidation;

/**
 * DescribeContinuousBackups: {"ContinuousBackupsDescription": {"ContinuousBackupsStatus": "ENABLED",
 * "PointInTimeRecoveryDescription": {...}}} on the engine clock.
 *
 * <p>ContinuousBackupsStatus is always ENABLED: the API reference says continuous backups "are ENABLED on all tables at
 * table creation", and stay so when point-in-time recovery is disabled (ack-api-quirks DDB-TABLE-083, live DynamoDB).
 * Live DynamoDB shows DISABLED for a few seconds after a new table turns ACTIVE (recorded there, DDB-TABLE-111, and in
 * Alternator's test_backup.py::test_describe_continuous_backups_without_continuous_backups); the engine has no such
 * window. A missing table, and one that is CREATING or DELETING, is TableNotFoundException "Table not found: T", as
 * live DynamoDB answers during most of both states (DDB-TABLE-111, DDB-TABLE-116, DDB-TABLE-453); an UPDATING table is
 * served.
 */
final class DescribeContinuousBackups implements Operation<String> {
    private final Database db;

    DescribeContinuousBackups(Database db) { this.db = db; }

    @Override
    public String validate(ObjectNode json) { return DescribeContinuousBackupsValidation.validate(json); }

    @Override
    public ObjectNode execute(String tableName) {
        Table table = find(db, tableName);
        long now = db.clock().millis();
        return table.reading(() -> {
            checkServed(table, now);
            return answer(table.pointInTimeRecovery(), now);
        });
    }

    /** The table, or TableNotFoundException when there is none of the name. */
    static Table find(Database db, String tableName) {
        try {
            return db.describe(tableName);
        } catch (DynamoDbError e) {
            if (e.kind() == DynamoDbError.Kind.RESOURCE_NOT_FOUND) throw DynamoDbError.tableNotFound(TableNames.resolve(tableName, "tableName"));
            throw e;
        }
    }

    /** TableNotFoundException while the table is CREATING or DELETING; called under its lock. */
    static void checkServed(Table table, long now) {
        String status = table.states().status(now);
        if (status.equals(TableStates.CREATING) || status.equals(TableStates.DELETING)) throw DynamoDbError.tableNotFound(table.name());
    }

    /**
     * The answer of both operations: while point-in-time recovery is on, its status, restorable window (epoch seconds)
     * and period; while off, the status alone (the AWS CLI's describe-continuous-backups example; DDB-TABLE-083).
     */
    static ObjectNode answer(PointInTimeRecovery pitr, long now) {
        ObjectNode out = Responses.object();
        ObjectNode description = out.putObject("ContinuousBackupsDescription");
        description.put("ContinuousBackupsStatus", "ENABLED");
        ObjectNode recovery = description.putObject("PointInTimeRecoveryDescription");
        if (!pitr.enabled()) {
            recovery.put("PointInTimeRecoveryStatus", "DISABLED");
            return out;
        }
        recovery.put("PointInTimeRecoveryStatus", "ENABLED");
        recovery.put("RecoveryPeriodInDays", pitr.recoveryPeriodDays());
        recovery.put("EarliestRestorableDateTime", pitr.earliestRestorable(now) / 1000.0);
        recovery.put("LatestRestorableDateTime", pitr.latestRestorable(now) / 1000.0);
        return out;
    }
}
