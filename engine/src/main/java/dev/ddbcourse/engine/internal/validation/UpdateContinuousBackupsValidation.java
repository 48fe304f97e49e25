package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.PointInTimeRecovery;

/**
 * UpdateContinuousBackups: a table name and a PointInTimeRecoverySpecification (PointInTimeRecoveryEnabled required,
 * RecoveryPeriodInDays optional, 1..35), as the API reference declares them. The violations are reported together in
 * DynamoDB's "N validation errors detected" form; the texts for a missing specification, a missing
 * PointInTimeRecoveryEnabled and a period of 0 or -1 (greater than or equal to 1) or 36 (less than or equal to 35) are
 * those live DynamoDB was recorded answering (ack-api-quirks' dynamodb findings DDB-TABLE-457 and DDB-TABLE-084; the
 * missing-specification text follows the same form for the member, as no recording of it was found). A period with
 * PointInTimeRecoveryEnabled false is refused after the range (DDB-TABLE-457 records a disabling with period 0 answered
 * with the range violation).
 */
public final class UpdateContinuousBackupsValidation {
    private UpdateContinuousBackupsValidation() {}

    /** @param recoveryPeriodDays null when the request has none */
    public record Request(String tableName, boolean enabled, Integer recoveryPeriodDays) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String tableName = r.string("TableName");
        ObjectNode spec = r.structure("PointInTimeRecoverySpecification");
        Boolean enabled = null;
        Long days = null;
        if (spec != null) {
            RequestReader s = new RequestReader(spec);
            enabled = s.bool("PointInTimeRecoveryEnabled");
            days = s.integer("RecoveryPeriodInDays");
        }
        r.tableNameOfControlPlane(tableName);
        r.notNull("pointInTimeRecoverySpecification", spec);
        if (spec != null) {
            r.notNull("pointInTimeRecoverySpecification.pointInTimeRecoveryEnabled", enabled);
            r.atLeast("pointInTimeRecoverySpecification.recoveryPeriodInDays", days, 1);
            r.atMost("pointInTimeRecoverySpecification.recoveryPeriodInDays", days, PointInTimeRecovery.DEFAULT_RECOVERY_PERIOD_DAYS);
        }
        r.throwIfViolations();
        if (!enabled && days != null) throw DynamoDbError.validation(Messages.RECOVERY_PERIOD_WHEN_DISABLING);
        return new Request(tableName, enabled, days == null ? null : days.intValue());
    }
}
