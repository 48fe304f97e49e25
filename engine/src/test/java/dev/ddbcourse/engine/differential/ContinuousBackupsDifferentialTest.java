package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * UpdateContinuousBackups / DescribeContinuousBackups compared with moto (dynalite has neither). Times are each
 * server's own clock's and are compared as present or absent only.
 *
 * <p>Where moto 5.2.5 differs from DynamoDB the engine follows DynamoDB, and the scenario leaves that step out: an
 * enabling without RecoveryPeriodInDays keeps moto's previous period (the API reference: "If no value is provided,
 * the value will default to 35"), moto accepts a RecoveryPeriodInDays with PointInTimeRecoveryEnabled false (live
 * DynamoDB: "Invalid Request: Cannot specify RecoveryPeriodInDays when disabling point-in-time recovery.") and does not
 * hold the period to 1..35, and it has no table states (ContinuousBackupsTest checks the engine against the recorded
 * answers).
 */
@Tag("differential")
class ContinuousBackupsDifferentialTest {

    @Test
    void pointInTimeRecoveryEnabledChangedAndDisabled() {
        var d = Differential.againstMoto("continuous backups");
        d.createTable(Tables.hashOnly("pitr-diff", "id", "S"));
        d.send("DescribeContinuousBackups", "{TableName:'pitr-diff'}");
        d.send("UpdateContinuousBackups", "{TableName:'pitr-diff', PointInTimeRecoverySpecification:{PointInTimeRecoveryEnabled:true}}");
        d.send("DescribeContinuousBackups", "{TableName:'pitr-diff'}");
        d.send("UpdateContinuousBackups", "{TableName:'pitr-diff', PointInTimeRecoverySpecification:"
                + "{PointInTimeRecoveryEnabled:true, RecoveryPeriodInDays:7}}");
        d.send("DescribeContinuousBackups", "{TableName:'pitr-diff'}");
        d.send("UpdateContinuousBackups", "{TableName:'pitr-diff', PointInTimeRecoverySpecification:{PointInTimeRecoveryEnabled:false}}");
        d.send("DescribeContinuousBackups", "{TableName:'pitr-diff'}");
        d.send("UpdateContinuousBackups", "{TableName:'pitr-diff', PointInTimeRecoverySpecification:{PointInTimeRecoveryEnabled:false}}");
        d.assertAgree();
    }

    /** moto's text for a missing table is the one AWS was recorded answering: compared with the message. */
    @Test
    void aMissingTableIsTableNotFoundException() {
        var d = Differential.againstMoto("continuous backups of a missing table");
        d.send("DescribeContinuousBackups", "{TableName:'pitr-missing'}");
        d.send("UpdateContinuousBackups", "{TableName:'pitr-missing', PointInTimeRecoverySpecification:{PointInTimeRecoveryEnabled:true}}");
        d.assertAgree();
    }
}
