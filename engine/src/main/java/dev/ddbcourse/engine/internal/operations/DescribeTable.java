package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.DescribeTableValidation;

/** DescribeTable, with live ItemCount and sizes. */
final class DescribeTable implements Operation<String> {
    private final Database db;

    DescribeTable(Database db) { this.db = db; }

    @Override
    public String validate(ObjectNode json) { return DescribeTableValidation.validate(json); }

    @Override
    public ObjectNode execute(String tableName) {
        Table table = db.describe(tableName);
        return table.reading(() -> {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            ObjectNode description = TableDescriptions.describe(table, "ACTIVE");
            table.states().describeInto(description, db.clock().millis());
            out.set("Table", description);
            return out;
        });
    }
}
