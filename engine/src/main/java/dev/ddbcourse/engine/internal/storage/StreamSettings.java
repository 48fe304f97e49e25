package dev.ddbcourse.engine.internal.storage;

/**
 * What DescribeTable shows of a table's stream: whether one is enabled, its view type, and the latest
 * stream's ARN and label (kept after the stream is disabled, as DynamoDB does).
 */
public record StreamSettings(boolean enabled, String viewType, String latestArn, String latestLabel) {
    public static final StreamSettings NONE = new StreamSettings(false, null, null, null);
}
