package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.http.Operation;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.DeleteTableValidation;

/** DeleteTable: gone at once; the description says DELETING as DynamoDB's does. */
final class DeleteTable implements Operation {
    private final Database db;

    DeleteTable(Database db) { this.db = db; }

    @Override
    public ObjectNode handle(ObjectNode json) {
        Table table = db.delete(DeleteTableValidation.validate(json));
        return table.writing(() -> {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            out.set("TableDescription", TableDescriptions.describe(table, "DELETING"));
            return out;
        });
    }
}
