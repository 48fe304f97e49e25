package dev.ddbcourse.kit.log;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;

/**
 * Each table's capacity mode, as seen in the CreateTable, UpdateTable and DescribeTable answers
 * that pass through the client, so that the cost line names the unit the table is billed in:
 * read/write request units on demand, RCU/WCU when provisioned (Developer Guide, "DynamoDB
 * read and write operations" and "Read/write capacity mode").
 */
final class BillingModes {
    private static final Map<String, BillingMode> MODES = new ConcurrentHashMap<>();

    private BillingModes() {}

    static void learnFrom(SdkResponse response) {
        if (response instanceof CreateTableResponse r) learn(r.tableDescription());
        else if (response instanceof UpdateTableResponse r) learn(r.tableDescription());
        else if (response instanceof DescribeTableResponse r) learn(r.table());
    }

    private static void learn(TableDescription table) {
        if (table == null || table.tableName() == null) return;
        // A provisioned table may come back without a BillingModeSummary (DynamoDB omits it for
        // tables created before it existed); its provisioned throughput then says so.
        boolean onDemand = table.billingModeSummary() != null
                && table.billingModeSummary().billingMode() == BillingMode.PAY_PER_REQUEST;
        MODES.put(table.tableName(), onDemand ? BillingMode.PAY_PER_REQUEST : BillingMode.PROVISIONED);
    }

    /** The read unit's name for {@code table}: "read request units", "RCU", or "read units" when unknown. */
    static String readUnit(String table) {
        return switch (modeOf(table)) {
            case PAY_PER_REQUEST -> "read request units";
            case PROVISIONED -> "RCU";
            default -> "read units";
        };
    }

    /** The write unit's name for {@code table}: "write request units", "WCU", or "write units" when unknown. */
    static String writeUnit(String table) {
        return switch (modeOf(table)) {
            case PAY_PER_REQUEST -> "write request units";
            case PROVISIONED -> "WCU";
            default -> "write units";
        };
    }

    private static BillingMode modeOf(String table) {
        return table == null ? BillingMode.UNKNOWN_TO_SDK_VERSION : MODES.getOrDefault(table, BillingMode.UNKNOWN_TO_SDK_VERSION);
    }
}
