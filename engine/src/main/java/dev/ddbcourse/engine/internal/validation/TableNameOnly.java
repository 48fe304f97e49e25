package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The request of table-level operations that take just a TableName. */
final class TableNameOnly {
    private TableNameOnly() {}

    static String read(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String name = r.string("TableName");
        r.tableNameOfControlPlane(name);
        r.throwIfViolations();
        return name;
    }
}
