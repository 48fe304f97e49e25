package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** DescribeTable: a table name. */
public final class DescribeTableValidation {
    private DescribeTableValidation() {}

    /** @return the table name */
    public static String validate(ObjectNode json) {
        return TableNameOnly.read(json);
    }
}
