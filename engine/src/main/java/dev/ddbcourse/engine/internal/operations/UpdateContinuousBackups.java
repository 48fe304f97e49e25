package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.PointInTimeRecovery;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.UpdateContinuousBackupsValidation;

/**
 * UpdateContinuousBackups: turns point-in-time recovery on (with a RecoveryPeriodInDays, 35 when the request has
 * none, as the API reference says) or off, at once, and answers the description DescribeContinuousBackups would show
 * (the API reference: "A successful UpdateContinuousBackups call returns the current ContinuousBackupsDescription").
 * Enabling an enabled table keeps its restorable window and changes only the period; disabling forgets both, so a
 * later enabling starts a new window with the default period (live DynamoDB, ack-api-quirks DDB-TABLE-084/385);
 * disabling a disabled table is no error. Table states and a missing table as {@link DescribeContinuousBackups}
 * (live DynamoDB accepts a change while UPDATING, DDB-TABLE-116). The setting lives on the table, under its lock.
 */
final class UpdateContinuousBackups implements Operation<UpdateContinuousBackupsValidation.Request> {
    private final Database db;

    UpdateContinuousBackups(Database db) { this.db = db; }

    @Override
    public UpdateContinuousBackupsValidation.Request validate(ObjectNode json) {
        return UpdateContinuousBackupsValidation.validate(json);
    }

    @Override
    public ObjectNode execute(UpdateContinuousBackupsValidation.Request request) {
        Table table = DescribeContinuousBackups.find(db, request.tableName());
        long now = db.clock().millis();
        return table.writing(() -> {
            DescribeContinuousBackups.checkServed(table, now);
            PointInTimeRecovery current = table.pointInTimeRecovery();
            PointInTimeRecovery next = request.enabled()
                    ? current.enabledWith(request.recoveryPeriodDays(), now) : PointInTimeRecovery.DISABLED;
            table.pointInTimeRecovery(next);
            return DescribeContinuousBackups.answer(next, now);
        });
    }
}
