package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** DeleteTable: a table name. */
public final class DeleteTableValidation {
    private DeleteTableValidation() {}

    /** @return the table name */
    public static String validate(ObjectNode json) {
        return TableNameOnly.read(json);
    }
}
