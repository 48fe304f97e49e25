package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** DescribeTimeToLive: a table name. */
public final class DescribeTimeToLiveValidation {
    private DescribeTimeToLiveValidation() {}

    /** @return the table name */
    public static String validate(ObjectNode json) {
        return TableNameOnly.read(json);
    }
}
