package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * DescribeContinuousBackups: a table name, checked as the other table-level operations check it. (The API reference
 * also takes the table's ARN here, 1..1024 characters; the engine, like its other operations, takes names only.)
 */
public final class DescribeContinuousBackupsValidation {
    private DescribeContinuousBackupsValidation() {}

    /** @return the table name */
    public static String validate(ObjectNode json) {
        return TableNameOnly.read(json);
    }
}
