package dev.ddbcourse.engine.internal.storage;

/**
 * A table's Time to Live setting on the engine clock (milliseconds). An UpdateTimeToLive is ENABLING or
 * DISABLING until {@code settlesAt} (the table-states UPDATING time; zero by default, so ENABLED or DISABLED
 * at once, as AWS shows it within seconds), and a table takes no other change for an hour after it
 * (the API reference: "Any additional UpdateTimeToLive calls for the same table during this one hour
 * duration result in a ValidationException").
 *
 * @param attributeName the TTL attribute: null when TTL was never enabled; kept while DISABLING
 * @param enabled what the last change asked for
 * @param changedAt when the last change was made
 * @param settlesAt when that change is done
 */
public record TimeToLive(String attributeName, boolean enabled, long changedAt, long settlesAt) {
    public static final TimeToLive DISABLED = new TimeToLive(null, false, Long.MIN_VALUE, Long.MIN_VALUE);

    /** One change per hour. */
    public static final long CHANGE_INTERVAL_MILLIS = 3_600_000L;

    public String status(long now) {
        boolean settled = now >= settlesAt;
        if (enabled) return settled ? "ENABLED" : "ENABLING";
        return settled || attributeName == null ? "DISABLED" : "DISABLING";
    }

    /** The attribute DescribeTimeToLive shows: none once disabling is done. */
    public String describedAttribute(long now) {
        return status(now).equals("DISABLED") ? null : attributeName;
    }

    /** Items expire only while TTL is ENABLED (not yet while ENABLING, no longer while DISABLING). */
    public boolean expiring(long now) {
        return enabled && now >= settlesAt;
    }

    /** False within an hour of the last change. */
    public boolean changeable(long now) {
        return changedAt == Long.MIN_VALUE || now - changedAt >= CHANGE_INTERVAL_MILLIS;
    }

    public TimeToLive changedTo(String attribute, boolean enable, long now, long processing) {
        return new TimeToLive(attribute, enable, now, now + processing);
    }
}
