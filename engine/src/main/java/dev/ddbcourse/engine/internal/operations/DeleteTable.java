package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.DeleteTableValidation;

/** DeleteTable: gone at once; the description says DELETING, without the schema, as DynamoDB's does. */
final class DeleteTable implements Operation<String> {
    private final Database db;

    DeleteTable(Database db) { this.db = db; }

    @Override
    public String validate(ObjectNode json) { return DeleteTableValidation.validate(json); }

    @Override
    public ObjectNode execute(String tableName) {
        Table table = db.delete(tableName);
        return table.writing(() -> {
            db.streams().disable(table); // a deleted table's stream stays readable for 24 hours
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            out.set("TableDescription", TableDescriptions.deleting(table));
            return out;
        });
    }
}
