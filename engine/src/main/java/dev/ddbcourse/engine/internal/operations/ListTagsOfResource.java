package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.ListTagsOfResourceValidation;

/** ListTagsOfResource: all tags of a table in one page. */
final class ListTagsOfResource implements Operation<String> {
    private final Database db;

    ListTagsOfResource(Database db) { this.db = db; }

    @Override
    public String validate(ObjectNode json) { return ListTagsOfResourceValidation.validate(json); }

    @Override
    public ObjectNode execute(String tableName) {
        Table table = Tagging.table(db, tableName);
        return table.reading(() -> {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            ArrayNode tags = out.putArray("Tags");
            table.tags().forEach((k, v) -> tags.addObject().put("Key", k).put("Value", v));
            return out;
        });
    }
}
