package dev.ddbcourse.engine.internal.storage;

/**
 * A table's point-in-time recovery setting on the engine clock (milliseconds): what UpdateContinuousBackups set,
 * and the restorable window DescribeContinuousBackups shows from it.
 *
 * <p>The window, as live DynamoDB was recorded answering it (ack-api-quirks' dynamodb findings DDB-TABLE-083/084/385,
 * "EarliestRestorableDateTime and LatestRestorableDateTime = max(enable time, now - 300 s)", and the AWS CLI's
 * update-continuous-backups example, where both equal the enabling time): the latest restorable time is five minutes
 * before now (the API reference: "typically 5 minutes before the current time"), never before the enabling; the
 * earliest is the enabling, or the recovery period back from now once that is later.
 *
 * @param enabled whether point-in-time recovery is on
 * @param enabledAt when it was last turned on (kept while it stays on); unused when off
 * @param recoveryPeriodDays 1..35 while on; 0 when off (DynamoDB forgets the period on a disable)
 */
public record PointInTimeRecovery(boolean enabled, long enabledAt, int recoveryPeriodDays) {
    public static final PointInTimeRecovery DISABLED = new PointInTimeRecovery(false, 0, 0);

    /** The API reference's default RecoveryPeriodInDays, and its maximum. */
    public static final int DEFAULT_RECOVERY_PERIOD_DAYS = 35;

    private static final long LATEST_LAG_MILLIS = 5 * 60_000L;
    private static final long DAY_MILLIS = 86_400_000L;

    /**
     * This setting after an enabling at {@code now} with {@code days} (null: the default, 35): the window starts now
     * unless recovery was already on, when only the period changes.
     */
    public PointInTimeRecovery enabledWith(Integer days, long now) {
        int period = days == null ? DEFAULT_RECOVERY_PERIOD_DAYS : days;
        return new PointInTimeRecovery(true, enabled ? enabledAt : now, period);
    }

    public long earliestRestorable(long now) {
        return Math.max(enabledAt, now - recoveryPeriodDays * DAY_MILLIS);
    }

    public long latestRestorable(long now) {
        return Math.max(enabledAt, now - LATEST_LAG_MILLIS);
    }
}
