package dev.ddbcourse.engine.internal.storage;

/**
 * A table's Time to Live setting. The engine applies UpdateTimeToLive at once: it shows ENABLED or DISABLED,
 * never DynamoDB's transitional ENABLING/DISABLING (as tables are ACTIVE at once).
 *
 * @param attributeName the TTL attribute, null when TTL was never enabled or is disabled
 */
public record TimeToLive(String attributeName, boolean enabled) {
    public static final TimeToLive DISABLED = new TimeToLive(null, false);

    public String status() {
        return enabled ? "ENABLED" : "DISABLED";
    }
}
