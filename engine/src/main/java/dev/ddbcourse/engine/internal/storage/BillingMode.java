package dev.ddbcourse.engine.internal.storage;

import java.util.List;

/** A table's BillingMode, parsed once from CreateTable/UpdateTable after the request's enum check. */
public enum BillingMode {
    PROVISIONED, PAY_PER_REQUEST;

    /** The values as DynamoDB lists them in its enum-value-set message. */
    public static final List<String> NAMES = List.of("PROVISIONED", "PAY_PER_REQUEST");
}
